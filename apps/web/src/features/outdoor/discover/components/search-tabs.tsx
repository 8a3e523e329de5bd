import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const TABS = [
  { key: 'crags', path: '/outdoor/search/crags' },
  { key: 'routes', path: '/outdoor/search/crag-routes' },
] as const;

/** Crags or routes: the two outdoor search pages, keeping the searched text. */
export function SearchTabs({ current, query }: { current: (typeof TABS)[number]['key']; query: string }) {
  const { t } = useTranslation('discover');
  const suffix = query ? `?query=${encodeURIComponent(query)}` : '';
  return (
    <Group component="nav" aria-label={t('search.tabs')} gap="xs">
      {TABS.map((tab) => (
        <Button
          key={tab.key}
          component={Link}
          to={`${tab.path}${suffix}`}
          variant={tab.key === current ? 'filled' : 'default'}
          aria-current={tab.key === current ? 'page' : undefined}
          mih={44}
        >
          {t(`search.tab.${tab.key}`)}
        </Button>
      ))}
    </Group>
  );
}
