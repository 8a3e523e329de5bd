import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export interface RecordTab {
  label: string;
  to: string;
}

/** Links between a record's pages (overview, routes, map): a navigation, the current one marked. */
export function RecordTabs({ tabs }: { tabs: RecordTab[] }) {
  const { t } = useTranslation('crags');
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('tabs.label')} gap="xs" wrap="wrap">
      {tabs.map((tab) => {
        const current = tab.to === pathname;
        return (
          <Button
            key={tab.to}
            component={Link}
            to={tab.to}
            variant={current ? 'filled' : 'default'}
            radius="xl"
            size="sm"
            mih={44}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}
