import type { Crag } from '@climb/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cragChildPath, cragPath } from '../../../../climbing/paths';
import { OfflineCragPlace, RouteMarksPlace } from '../../../../climbing/record-slots';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { Section } from '../../../../components/section';
import { Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { routeListQuery, useRouteList } from '../api/crag-routes.api';
import { cragQuery, cragSectorsQuery, useCrag, useCragSectors } from '../api/crags.api';
import { ContributeLinks } from '../components/contribute-links';
import { CragFrame } from '../components/crag-frame';
import { RECORD_LOADING } from '../components/load-states';
import { RouteControls } from '../components/route-controls';
import { GroupedRouteList, RouteCardList } from '../components/route-lists';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { readListParams, useListParams } from '../hooks/use-list-params';
import { useRecordTitle } from '../hooks/use-record-title';
import { cragParams } from '../lib/page-params';
import { cragHead } from '../lib/record-heads';
import { routeTypesOf } from '../lib/record-types';

const PER_PAGE = 50;

/** Every route of the crag, sorted and filtered by the server, page by page. */
function CragRoutes({ crag }: { crag: Crag }) {
  const { t } = useTranslation('crags');
  const { page, sort, climbingType, setSort, setClimbingType, pageHref } = useListParams('sector');
  const sectors = useCragSectors(crag.id);
  const list = useRouteList({ kind: 'crags', id: crag.id }, { page, perPage: PER_PAGE, sort, climbingType });
  useHub(cragPath(crag), crag.name);
  useRecordTitle(cragHead(crag, 'cragRoutes'));
  useCanonicalPath(cragPath(crag, 'routes'));
  const total = list.data?.total ?? 0;
  return (
    <CragFrame crag={crag}>
      <OfflineCragPlace crag={crag} />
      <Section
        title={t('sections.allRoutes')}
        aside={list.data ? <Text size="sm">{t('routes.count', { count: total })}</Text> : null}
      >
        <Stack gap="md">
          {crag.routes_count > 0 ? (
            <RouteControls
              sort={sort}
              onSort={setSort}
              climbingType={climbingType}
              onClimbingType={setClimbingType}
              types={routeTypesOf(crag.figures, crag.climbing_types)}
            />
          ) : null}
          {list.isError && !list.data ? <LoadError onRetry={() => void list.refetch()} /> : null}
          {!list.data && !list.isError ? <ListSkeleton rows={6} /> : null}
          {list.data && total === 0 ? (
            <EmptyState
              text={climbingType ? t('routes.noneOfType') : t('routes.empty')}
              action={{ label: t('routes.addFirst'), to: cragChildPath(crag, 'routes/new') }}
              testId="routes-empty"
            />
          ) : null}
          {list.data && list.data.items.length > 0 ? (
            <RouteMarksPlace scope={{ crag_id: crag.id }}>
              {sort === 'sector' ? (
                <GroupedRouteList routes={list.data.items} sectors={sectors.data ?? []} />
              ) : (
                <RouteCardList routes={list.data.items} showSector />
              )}
            </RouteMarksPlace>
          ) : null}
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PER_PAGE))} hrefOf={pageHref} />
          <ContributeLinks
            links={[{ label: t('contribute.addRoute'), to: cragChildPath(crag, 'routes/new'), Icon: IconPlus }]}
          />
        </Stack>
      </Section>
    </CragFrame>
  );
}

/** `/crags/{cragId}/{cragName}/routes`: the crag's full route list, sortable and paged. */
function CragRoutesPage() {
  const { cragId } = parseRouteParams(cragParams, useParams());
  const crag = useCrag(cragId);
  return (
    <Loaded query={crag} {...RECORD_LOADING}>
      {(found) => <CragRoutes crag={found} />}
    </Loaded>
  );
}

export default withQueries(CragRoutesPage);

/** What the server renders the crag's routes with (docs/decisions/022). */
export const pageData: PageData = ({ params, search, fetch }) => {
  const { cragId } = parseRouteParams(cragParams, params);
  const { page, sort, climbingType } = readListParams(search, 'sector');
  return Promise.all([
    fetch(cragQuery(cragId)),
    fetch(cragSectorsQuery(cragId)),
    fetch(routeListQuery({ kind: 'crags', id: cragId }, { page, perPage: PER_PAGE, sort, climbingType })),
  ]);
};
