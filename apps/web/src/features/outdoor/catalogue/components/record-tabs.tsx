import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Group } from '../../../../components/ui';
import classes from './record-tabs.module.css';

export interface RecordTab {
  label: string;
  to: string;
}

/** Links between a record's pages (overview, routes, map): a navigation, the current one marked. */
export function RecordTabs({ tabs }: { tabs: RecordTab[] }) {
  const { t } = useTranslation('crags');
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('tabs.label')} gap="xs" className={classes.tabs}>
      {tabs.map((tab) => {
        const current = tab.to === pathname;
        return (
          <PlainButtonLink
            key={tab.to}
            to={tab.to}
            variant={current ? 'filled' : 'default'}
            className={classes.tab}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </PlainButtonLink>
        );
      })}
    </Group>
  );
}
