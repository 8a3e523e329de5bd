import type { CragSummary, GymSummary } from '@climb/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { Anchor, Text } from '../../../components/ui';
import { useSessionStore } from '../../../lib/session-store';
import { usePageParam } from '../../../lib/use-page-param';
import { FavoritesFrame, type FavoriteTab } from './favorites-frame';
import { FAVORITES_PER_PAGE, useFavoriteCrags, useFavoriteGyms } from './follows.api';

/** How the crags of a list are shown: the outdoor catalogue's list, given by `app/`. */
export type CragListComponent = ComponentType<{ crags: readonly CragSummary[] }>;
/** How the gyms of a list are shown: the indoor catalogue's list, given by `app/`. */
export type GymListComponent = ComponentType<{ gyms: readonly GymSummary[] }>;

/** What each kind of favourites reads and where its empty state leads. */
interface FavoriteKind<Item> {
  tab: FavoriteTab;
  find: string;
  useList(userId: number, page: number): UseQueryResult<{ items: Item[]; total: number }>;
}

/** One page of the climber's favourites of a kind, with its count, empty state and pager. */
function FavoriteList<Item>({
  userId,
  kind,
  renderItems,
}: {
  userId: number;
  kind: FavoriteKind<Item>;
  renderItems(items: Item[]): React.ReactNode;
}) {
  const { t } = useTranslation('favorites');
  const { page, hrefOf } = usePageParam();
  const list = kind.useList(userId, page);
  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  const key = kind.tab;
  return (
    <section aria-label={t(`${key}.label`)} aria-busy={list.isFetching} data-testid={`favorite-${key}`}>
      {list.isError && !list.data ? <LoadError onRetry={() => void list.refetch()} /> : null}
      {!list.data && !list.isError ? <ListSkeleton rows={4} /> : null}
      {list.data && total === 0 ? (
        <EmptyState
          text={t(`${key}.empty`)}
          action={{ label: t(`${key}.find`), to: kind.find }}
          testId={`favorite-${key}-empty`}
        />
      ) : null}
      {list.data && total > 0 ? (
        <Text size="sm" mb="xs" data-testid={`favorite-${key}-count`}>
          {t(`${key}.count`, { count: total })}
        </Text>
      ) : null}
      {list.data && total > 0 && items.length === 0 ? (
        <EmptyState text={t(`${key}.pastEnd`)}>
          <Anchor to={hrefOf(1)}>{t(`${key}.firstPage`)}</Anchor>
        </EmptyState>
      ) : null}
      {items.length > 0 ? renderItems(items) : null}
      <Pager page={page} pages={Math.ceil(total / FAVORITES_PER_PAGE)} hrefOf={hrefOf} />
    </section>
  );
}

const CRAGS: FavoriteKind<CragSummary> = { tab: 'crags', find: '/outdoor/search/crags', useList: useFavoriteCrags };
const GYMS: FavoriteKind<GymSummary> = { tab: 'gyms', find: '/indoor/search', useList: useFavoriteGyms };

/** A tab of the favourites for the climber signed in (the route's guard lets only a climber in). */
function Favorites<Item>({
  kind,
  renderItems,
}: {
  kind: FavoriteKind<Item>;
  renderItems(items: Item[]): React.ReactNode;
}) {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return (
    <FavoritesFrame tab={kind.tab}>
      {userId === null ? (
        <ListSkeleton rows={4} />
      ) : (
        <FavoriteList userId={userId} kind={kind} renderItems={renderItems} />
      )}
    </FavoritesFrame>
  );
}

/** `/home/favorites` and `/home/favorites/crags`: the crags the climber follows, the last followed first, paged. */
export function FavoriteCrags({ CragList }: { CragList: CragListComponent }) {
  return <Favorites kind={CRAGS} renderItems={(crags) => <CragList crags={crags} />} />;
}

/** `/home/favorites/gyms`: the gyms the climber follows, the last followed first, paged. */
export function FavoriteGyms({ GymList }: { GymList: GymListComponent }) {
  return <Favorites kind={GYMS} renderItems={(gyms) => <GymList gyms={gyms} />} />;
}
