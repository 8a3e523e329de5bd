import type { IndoorVersionItemType } from '@climb/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { versionsPath } from '../../../../climbing/paths';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Group } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';

/**
 * The way to a record's history of changes, offered to everyone as on the outdoor records: the same for every
 * visitor, so the server's page holds it (unlike the edit links, a signed-in climber's).
 */
export function HistoryLink({ itemType, id }: { itemType: IndoorVersionItemType; id: number }) {
  const { t } = useTranslation('indoor');
  const to = versionsPath(itemType, id);
  if (!isBuilt(to)) return null;
  return (
    <Group gap="xs">
      <PlainButtonLink
        to={to}
        variant="default"
        leftSection={<IconHistory size={18} aria-hidden />}
        data-testid="history-link"
      >
        {t('contribute.history')}
      </PlainButtonLink>
    </Group>
  );
}
