import { type ClimbingType, MAX_PAGE_SIZE, type RecordRef } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { RouteMarksPlace } from '../../../../climbing/record-slots';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Anchor, Stack, Text } from '../../../../components/ui';
import { type RouteListParams, type RouteOwner, useRouteList } from '../api/crag-routes.api';
import { useListParams } from '../hooks/use-list-params';
import { orderRoutes } from '../lib/route-order';
import { RouteControls } from './route-controls';
import { GroupedRouteList, RouteCardList } from './route-lists';

/** The overview's list: every route of the record, in sector order (a page's data declaration reads it too). */
export const OVERVIEW_LIST: RouteListParams = { page: 1, perPage: MAX_PAGE_SIZE, sort: 'sector' };

interface RouteOverviewProps {
  owner: RouteOwner;
  /** The climbing types the record has routes of. */
  types: ClimbingType[];
  /** A crag's sectors: routes are grouped under them. Without them, one list (a sector's own routes). */
  sectors?: readonly RecordRef[];
  /** The page listing every route, page by page, when one page here cannot hold them all. */
  allRoutesPath?: string;
  /** Where the first route is added. */
  addRoutePath: string;
}

/**
 * A record's routes in one request (up to a page of 100), re-sorted and filtered on the device at once:
 * at the foot of a cliff the network is often too poor for a round trip per change. A signed-in
 * climber sees their mark on each route (done, project, tick list), asked once for the list.
 */
export function RouteOverview({ owner, types, sectors, allRoutesPath, addRoutePath }: RouteOverviewProps) {
  const { t, i18n } = useTranslation('crags');
  const { sort, climbingType, setSort, setClimbingType } = useListParams('sector');
  const list = useRouteList(owner, OVERVIEW_LIST);

  if (list.isError && !list.data) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton />;
  if (list.data.total === 0) {
    return (
      <EmptyState
        text={t('routes.empty')}
        action={{ label: t('routes.addFirst'), to: addRoutePath }}
        testId="routes-empty"
      />
    );
  }
  const routes = orderRoutes(list.data.items, sort, i18n.resolvedLanguage ?? 'fr', climbingType);
  const grouped = sectors !== undefined && sort === 'sector';
  return (
    <RouteMarksPlace scope={owner.kind === 'crags' ? { crag_id: owner.id } : { crag_sector_id: owner.id }}>
      <Stack gap="md">
        <RouteControls
          sort={sort}
          onSort={setSort}
          climbingType={climbingType}
          onClimbingType={setClimbingType}
          types={types}
        />
        {routes.length === 0 ? <Text>{t('routes.noneOfType')}</Text> : null}
        {grouped ? (
          <GroupedRouteList routes={routes} sectors={sectors} />
        ) : (
          <RouteCardList routes={routes} showSector={sectors !== undefined} />
        )}
        {list.data.total > list.data.items.length && allRoutesPath ? (
          <Text size="sm">
            {t('routes.partial', { shown: list.data.items.length, count: list.data.total })}{' '}
            <Anchor to={allRoutesPath}>{t('routes.seeAll', { count: list.data.total })}</Anchor>
          </Text>
        ) : null}
      </Stack>
    </RouteMarksPlace>
  );
}
