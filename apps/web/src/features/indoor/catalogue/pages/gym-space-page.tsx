import type { GymSector, GymSpace } from '@climb/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { RecordFrame } from '../../../../climbing/record-frame';
import { RecordMediaPlace } from '../../../../climbing/record-slots';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { belongsTo, Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Alert, Anchor, Breadcrumbs, Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { gymSpaceParams, queryRecordId } from '../../shared/page-params';
import { gymPath, gymSpacePath } from '../../shared/paths';
import {
  gymRouteQuery,
  gymSectorRoutesQuery,
  gymSpaceQuery,
  useGymRoute,
  useGymSectorRoutes,
  useGymSpace,
} from '../../shared/routes.api';
import { useCanonicalPath } from '../../shared/use-record-head';
import { HistoryLink } from '../components/history-link';
import { INDOOR_LOADING } from '../components/indoor-frame';
import { LazySpacePlan, PlanPlaceholder } from '../components/lazy-maps';
import { RoutePanel } from '../components/route-panel';
import { SectorButtons } from '../components/sector-buttons';
import { SectorRouteList } from '../components/sector-routes';
import { useGymSpaceHead } from '../lib/gym-head';
import classes from './gym-space-page.module.css';

/** The chosen sector's mounted routes, each opening its panel. */
function SectorRoutes({ sector, openId }: { sector: GymSector; openId: number | null }) {
  const { t } = useTranslation('indoor');
  const routes = useGymSectorRoutes(sector.id);
  return (
    <Section
      title={t('sector.routesOf', { name: sector.name })}
      aside={
        routes.data ? <Text size="sm">{t('figures.mountedRoutesCount', { count: routes.data.length })}</Text> : null
      }
      testId="sector-section"
    >
      {sector.description ? (
        <Text size="sm" c="dimmed" preWrap breakAnywhere>
          {sector.description}
        </Text>
      ) : null}
      {routes.isError && !routes.data ? <LoadError onRetry={() => void routes.refetch()} /> : null}
      {!routes.data && !routes.isError ? <ListSkeleton rows={3} /> : null}
      {routes.data?.length === 0 ? <EmptyState text={t('sector.empty')} testId="sector-routes-empty" /> : null}
      {routes.data && routes.data.length > 0 ? <SectorRouteList routes={routes.data} openId={openId} /> : null}
    </Section>
  );
}

/** The plan with its sectors to tap, or, without a plan yet, the sectors as a list. */
function SpacePlanSection({
  space,
  selectedId,
  onSelect,
}: {
  space: GymSpace;
  selectedId: number | null;
  onSelect(id: number): void;
}) {
  const { t } = useTranslation('indoor');
  const undrawn = space.sectors.filter((sector) => !sector.polygon || sector.polygon.length === 0);
  if (space.sectors.length === 0) {
    return (
      <Stack gap="sm">
        {space.plan ? null : <Text c="dimmed">{t('plan.none')}</Text>}
        <EmptyState
          text={t('plan.noSectors')}
          action={{ label: t('plan.addSector'), to: gymPath(space.gym, 'sectors/new') }}
          testId="sectors-empty"
        />
      </Stack>
    );
  }
  if (!space.plan) {
    return (
      <Stack gap="sm">
        <Alert color="gray" variant="light" data-testid="plan-missing">
          {t('plan.none')}
        </Alert>
        <SectorButtons sectors={space.sectors} selectedId={selectedId} onSelect={onSelect} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('plan.hint')}
      </Text>
      <LazySpacePlan
        label={t('plan.label', { name: space.name })}
        plan={space.plan}
        sectors={space.sectors}
        selectedId={selectedId}
        onSelect={onSelect}
        fallback={
          <Stack gap="sm">
            <PlanPlaceholder plan={space.plan} />
            <SectorButtons
              sectors={space.sectors.filter((sector) => !undrawn.includes(sector))}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          </Stack>
        }
      />
      {undrawn.length > 0 ? (
        <SectorButtons sectors={undrawn} selectedId={selectedId} onSelect={onSelect} label={t('plan.undrawn')} />
      ) : null}
    </Stack>
  );
}

function SpaceOverview({ space }: { space: GymSpace }) {
  const { t } = useTranslation('indoor');
  const { label } = useIndoorLabels();
  const [searchParams] = useSearchParams();
  const routeId = queryRecordId(searchParams, 'route');
  const route = useGymRoute(routeId);
  const routeOfAddress = useRef(routeId);
  const [chosen, setChosen] = useState<number | null>(null);
  // The sector chosen on the page, else the open route's.
  const routeSectorId = route.data?.gym_space_id === space.id ? route.data.gym_sector_id : null;
  const selectedId = chosen ?? routeSectorId;
  const selected = space.sectors.find((sector) => sector.id === selectedId);
  useHub(gymSpacePath(space.gym, space), space.name);
  useGymSpaceHead(space);
  useCanonicalPath(gymSpacePath(space.gym, space));
  return (
    <RecordFrame
      above={
        <Breadcrumbs>
          <Anchor to={gymPath(space.gym)} size="sm">
            {space.gym.name}
          </Anchor>
          <Anchor to={gymPath(space.gym, 'spaces')} size="sm">
            {t('tabs.spacesPlain')}
          </Anchor>
        </Breadcrumbs>
      }
      title={space.name}
      below={
        <Text c="dimmed" data-testid="space-lead">
          {[
            space.climbing_type ? label('route_climbing_types', space.climbing_type) : null,
            t('figures.sectorsCount', { count: space.sectors_count }),
            t('figures.mountedRoutesCount', { count: space.mounted_routes_count }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      }
    >
      {space.description ? (
        <Text preWrap breakAnywhere>
          {space.description}
        </Text>
      ) : null}
      <div className={classes.layout}>
        <div className={classes.plan}>
          <Section title={t('sections.plan')}>
            <SpacePlanSection space={space} selectedId={selectedId} onSelect={setChosen} />
          </Section>
        </div>
        {routeId !== null ? (
          <div className={classes.panel}>
            <RoutePanel routeId={routeId} spaceId={space.id} openedHere={routeId !== routeOfAddress.current} />
          </div>
        ) : null}
        <div className={classes.routes}>
          {selected ? (
            <SectorRoutes sector={selected} openId={routeId} />
          ) : space.sectors.length > 0 ? (
            <Text size="sm" c="dimmed" data-testid="sector-hint">
              {t('sector.choose')}
            </Text>
          ) : null}
        </div>
      </div>
      <RecordMediaPlace type="gym_spaces" id={space.id} />
      <HistoryLink itemType="gym_spaces" id={space.id} />
    </RecordFrame>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/spaces/{gymSpaceId}/{gymSpaceName}`: the space's plan with its sectors; a sector tapped
 * lists its routes, a route tapped opens its panel at an address of its own (`?route=12`).
 */
function GymSpacePage() {
  const { gymId, gymSpaceId } = parseRouteParams(gymSpaceParams, useParams());
  const space = useGymSpace(gymSpaceId);
  if (space.data) belongsTo(space.data.gym.id, gymId);
  return (
    <Loaded query={space} {...INDOOR_LOADING}>
      {(found) => <SpaceOverview space={found} />}
    </Loaded>
  );
}

export default withQueries(GymSpacePage);

/** What the server renders the space's page with, the route's panel and its sector's routes when one is open. */
export const pageData: PageData = ({ params, search, fetch }) => {
  const { gymId, gymSpaceId } = parseRouteParams(gymSpaceParams, params);
  const routeId = queryRecordId(search, 'route');
  return Promise.all([
    fetch(gymSpaceQuery(gymSpaceId)).then((space) => belongsTo(space.gym.id, gymId)),
    routeId === null
      ? null
      : fetch(gymRouteQuery(routeId)).then(
          (route) => (route.gym_space_id === gymSpaceId ? fetch(gymSectorRoutesQuery(route.gym_sector_id)) : null),
          // A route that does not exist leaves the page as it is: its panel says so.
          () => null,
        ),
  ]);
};
