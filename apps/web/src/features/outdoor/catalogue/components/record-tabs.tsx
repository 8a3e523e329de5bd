import { useTranslation } from 'react-i18next';
import { type RecordTab, RecordTabs as Tabs } from '../../../../climbing/record-frame';

/** Links between a record's pages (overview, routes, map): a navigation, the current one marked. */
export function RecordTabs({ tabs }: { tabs: RecordTab[] }) {
  const { t } = useTranslation('crags');
  return <Tabs tabs={tabs} label={t('tabs.label')} />;
}
