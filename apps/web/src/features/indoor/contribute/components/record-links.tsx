import type { IndoorVersionItemType } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { versionsPath } from '../../../../climbing/paths';
import { RecordLinks as Links, type RecordLink } from '../../../../components/record-links';
import { NAMESPACE } from '../forms/use-indoor-form';

/** Other wiki pages of the same record (its images, its spaces) and its history; only pages that exist. */
export function RecordLinks({
  links,
  history,
}: {
  links?: RecordLink[];
  history?: { type: IndoorVersionItemType; id: number };
}) {
  const { t } = useTranslation(NAMESPACE);
  const historyPath = history ? versionsPath(history.type, history.id) : null;
  return <Links links={links} history={historyPath} label={t('links.label')} historyLabel={t('links.history')} />;
}
