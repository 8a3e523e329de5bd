import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/list-states';
import { PlainButtonLink } from '../../../components/plain-ui';
import { Group } from '../../../components/ui';
import { MEDIA_NAMESPACE } from '../shared/media-texts';

/** Where a climber finds a record to add media to: a crag, a gym. */
const FIND = [
  { key: 'findCrag', to: '/outdoor/search/crags' },
  { key: 'findGym', to: '/indoor/search' },
] as const;

/**
 * The climber has shared none yet: media are added from a record's page (a crag, a route, a gym…), so the empty list
 * leads to the searches that find one.
 */
export function NoMedia({ kind }: { kind: 'photos' | 'videos' }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  return (
    <EmptyState text={t(`home.${kind}Empty`)} testId={`my-${kind}-empty`}>
      <Group gap="xs">
        {FIND.map((find) => (
          <PlainButtonLink
            key={find.key}
            to={find.to}
            variant="light"
            color="primary"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {t(`home.${find.key}`)}
          </PlainButtonLink>
        ))}
      </Group>
    </EmptyState>
  );
}
