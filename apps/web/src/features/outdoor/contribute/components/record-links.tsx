import { useTranslation } from 'react-i18next';
import { RecordLinks as Links, type RecordLink } from '../../../../components/record-links';

/** Other wiki pages of the same record (its map editor, its areas, its history); only built pages. */
export function RecordLinks({ links, history }: { links?: RecordLink[]; history?: string }) {
  const { t } = useTranslation('contribute');
  return <Links links={links} history={history} label={t('links.label')} historyLabel={t('links.history')} />;
}
