import type { Gym } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { Section } from '../../../../components/section';
import { Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { paramsParser, parseRouteParams, recordIdParam } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { gymQuery, useGym } from '../../shared/gyms.api';
import { gymPath } from '../../shared/paths';
import { gymRouteListQuery, useGymRouteList } from '../../shared/routes.api';
import { GymFrame } from '../components/gym-frame';
import { INDOOR_LOADING } from '../components/indoor-frame';
import { RouteFilters } from '../components/route-filters';
import { RouteTable } from '../components/route-table';
import { useGymHead } from '../lib/gym-head';
import { fetchGymSectors, useGymSectors } from '../lib/gym-sectors';
import { ROUTE_TABLE_PER_PAGE, readRouteTableFilters, routeListParams } from '../lib/route-table-params';

const tableParams = paramsParser({ gymId: recordIdParam });

/** The filters and the page in the address, so that going back, reloading or sharing shows the same table. */
function useTableAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = readRouteTableFilters(searchParams);
  return {
    filters,
    /** A new filter or order starts again from the first page. */
    change: (name: string, value: string | undefined) => {
      const next = new URLSearchParams(searchParams);
      if (value === undefined || (name === 'sort' && value === 'newest')) next.delete(name);
      else next.set(name, value);
      next.delete('page');
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    clear: () => {
      const next = new URLSearchParams();
      if (filters.sort !== 'newest') next.set('sort', filters.sort);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    pageHref: (page: number) => {
      const next = new URLSearchParams(searchParams);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      const text = next.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
  };
}

function RouteTableContent({ gym }: { gym: Gym }) {
  const { t } = useTranslation('indoor');
  const { filters, change, clear, pageHref } = useTableAddress();
  const sectors = useGymSectors(gym.id);
  const list = useGymRouteList(gym.id, routeListParams(filters));
  useHub(gymPath(gym), gym.name);
  useGymHead(gym, 'routes');
  const total = list.data?.total ?? 0;
  const filtered = Boolean(filters.sector || filters.type || filters.color || filters.grade);
  return (
    <GymFrame gym={gym}>
      <Section
        title={t('sections.routeTable')}
        aside={list.data ? <Text size="sm">{t('figures.mountedRoutesCount', { count: total })}</Text> : null}
      >
        <Stack gap="md">
          {gym.mounted_routes_count > 0 ? (
            <RouteFilters filters={filters} sectors={sectors.sectors} onChange={change} onClear={clear} />
          ) : null}
          {list.isError && !list.data ? <LoadError onRetry={() => void list.refetch()} /> : null}
          {!list.data && !list.isError ? <ListSkeleton rows={6} /> : null}
          {list.data && total === 0 ? (
            <EmptyState text={filtered ? t('table.noneMatching') : t('table.empty')} testId="routes-empty" />
          ) : null}
          {list.data && list.data.items.length > 0 ? (
            <RouteTable gym={gym} routes={list.data.items} spaces={sectors.spaces} />
          ) : null}
          <Pager page={filters.page} pages={Math.max(1, Math.ceil(total / ROUTE_TABLE_PER_PAGE))} hrefOf={pageHref} />
        </Stack>
      </Section>
    </GymFrame>
  );
}

/** `/grs/{gymId}`: the gym's mounted routes as a table, filtered by sector, type, colour and grade, sorted, paged. */
function GymRouteTablePage() {
  const { gymId } = parseRouteParams(tableParams, useParams());
  const gym = useGym(gymId);
  return (
    <Loaded query={gym} {...INDOOR_LOADING}>
      {(found) => <RouteTableContent gym={found} />}
    </Loaded>
  );
}

export default withQueries(GymRouteTablePage);

export const pageData: PageData = ({ params, search, fetch }) => {
  const { gymId } = parseRouteParams(tableParams, params);
  return Promise.all([
    fetch(gymQuery(gymId)),
    fetchGymSectors(fetch, gymId),
    fetch(gymRouteListQuery(gymId, routeListParams(readRouteTableFilters(search)))),
  ]);
};
