import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { Group, Stack, Text, Title } from '../../../components/ui';
import classes from './favorites-frame.module.css';

/** The kinds of favourites, each a child of `/home/favorites`. */
const FAVORITE_TABS = [
  { key: 'crags', path: '/home/favorites/crags' },
  { key: 'gyms', path: '/home/favorites/gyms' },
] as const;
export type FavoriteTab = (typeof FAVORITE_TABS)[number]['key'];

/** The kinds of favourites as links, the one shown marked. */
function FavoriteTabs({ current }: { current: FavoriteTab }) {
  const { t } = useTranslation('favorites');
  return (
    <Group component="nav" aria-label={t('tabs.label')} gap="xs" wrap="wrap" data-testid="favorite-tabs">
      {FAVORITE_TABS.map((tab) => {
        const active = tab.key === current;
        return (
          <PlainButtonLink
            key={tab.key}
            to={tab.path}
            variant={active ? 'filled' : 'default'}
            className={classes.tab}
            aria-current={active ? 'page' : undefined}
          >
            {t(`tabs.${tab.key}`)}
          </PlainButtonLink>
        );
      })}
    </Group>
  );
}

/** A page of the climber's favourites: its one h1, the kinds of favourites, then the list. */
export function FavoritesFrame({ tab, children }: { tab: FavoriteTab; children: ReactNode }) {
  const { t } = useTranslation('favorites');
  return (
    <div className={classes.container}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('title')}</Title>
          <Text>{t('lead')}</Text>
        </Stack>
        <FavoriteTabs current={tab} />
        {children}
      </Stack>
    </div>
  );
}
