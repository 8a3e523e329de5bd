import { useTranslation } from 'react-i18next';
import { RecordContainer, RecordSkeleton, type RecordTab, RecordTabs as Tabs } from '../../../../climbing/record-frame';
import { isBuilt } from '../../../../lib/built-pages';

/** How an indoor record page waits for its record (`<Loaded {...INDOOR_LOADING}>`): its skeleton, in the page's width. */
export const INDOOR_LOADING = { placeholder: <RecordSkeleton top="banner" />, frame: RecordContainer };

/** Links between a record's pages (overview, spaces, routes, followers): only the pages that exist. */
export function RecordTabs({ tabs }: { tabs: RecordTab[] }) {
  const { t } = useTranslation('indoor');
  return <Tabs tabs={tabs.filter((tab) => isBuilt(tab.to))} label={t('tabs.label')} />;
}
