import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';

/** The licence of each open-data source records are imported from (their credit line must show it). */
const LICENCES: Record<string, string> = { Boolder: 'CC BY 4.0' };

const ATTRIBUTIONS = '/about/attributions';

/** "Source: Boolder (CC BY 4.0)" under a record imported from open data; nothing for a contribution. */
export function SourceCredit({ source }: { source: string | null }) {
  const { t } = useTranslation('crags');
  if (!source) return null;
  const licence = LICENCES[source];
  const credit = licence ? t('source.withLicence', { source, licence }) : t('source.plain', { source });
  return (
    <Text size="sm" c="dimmed" data-testid="source-credit">
      {credit}
      {isBuilt(ATTRIBUTIONS) ? (
        <>
          {' · '}
          <Anchor to={ATTRIBUTIONS}>{t('source.attributions')}</Anchor>
        </>
      ) : null}
    </Text>
  );
}
