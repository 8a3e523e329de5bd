import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Group } from '../../../../components/ui';
import buttons from './buttons.module.css';

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
        <PlainButtonLink
          key={tab.key}
          to={`${tab.path}${suffix}`}
          variant={tab.key === current ? 'filled' : 'default'}
          aria-current={tab.key === current ? 'page' : undefined}
          className={buttons.thumb}
        >
          {t(`search.tab.${tab.key}`)}
        </PlainButtonLink>
      ))}
    </Group>
  );
}
