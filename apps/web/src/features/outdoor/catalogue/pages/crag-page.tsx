import type { Crag } from '@climb/contracts';
import { IconAlertTriangle, IconEdit, IconMap, IconPlus, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cragChildPath, cragPath } from '../../../../climbing/paths';
import {
  CragCommentsPlace,
  CragFavoritePlace,
  OfflineCragPlace,
  RecordMediaPlace,
} from '../../../../climbing/record-slots';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Anchor, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { runningAlertsQuery, useRunningAlerts } from '../api/alerts.api';
import { routeListQuery } from '../api/crag-routes.api';
import { cragMapQuery, cragQuery, cragSectorsQuery, useCrag, useCragMap, useCragSectors } from '../api/crags.api';
import { AlertList } from '../components/alert-list';
import { ContributeSection } from '../components/contribute-links';
import { CragFacts } from '../components/crag-facts';
import { CragFrame } from '../components/crag-frame';
import { FoldedText } from '../components/folded-text';
import { GlanceCard } from '../components/glance-card';
import { LazyCragMap } from '../components/lazy-maps';
import { RECORD_LOADING } from '../components/load-states';
import { OVERVIEW_LIST, RouteOverview } from '../components/route-overview';
import { SectorList } from '../components/sector-list';
import { SourceCredit } from '../components/source-credit';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useRecordTitle } from '../hooks/use-record-title';
import { cragParams } from '../lib/page-params';
import { cragHead } from '../lib/record-heads';
import { routeTypesOf } from '../lib/record-types';

/** The crag map, small, with the way to the large one. */
function CragMapSection({ crag }: { crag: Crag }) {
  const { t } = useTranslation('crags');
  const map = useCragMap(crag.id);
  return (
    <Section
      title={t('sections.map')}
      aside={
        <Anchor to={cragPath(crag, 'maps')} size="sm">
          {t('map.open')}
        </Anchor>
      }
    >
      {map.data ? (
        <LazyCragMap map={map.data} height={260} scrollWheelZoom={false} />
      ) : map.isError ? (
        <LoadError onRetry={() => void map.refetch()} />
      ) : (
        <ListSkeleton rows={2} />
      )}
    </Section>
  );
}

function CragSectors({ crag }: { crag: Crag }) {
  const { t } = useTranslation('crags');
  const sectors = useCragSectors(crag.id);
  return (
    <Section
      title={t('sections.sectors')}
      aside={<Text size="sm">{t('sectors.count', { count: crag.sectors_count })}</Text>}
    >
      {sectors.isError && !sectors.data ? <LoadError onRetry={() => void sectors.refetch()} /> : null}
      {!sectors.data && !sectors.isError ? <ListSkeleton rows={2} /> : null}
      {sectors.data?.length === 0 ? (
        <EmptyState
          text={t('sectors.empty')}
          action={{ label: t('contribute.addSector'), to: cragChildPath(crag, 'sectors/new') }}
          testId="sectors-empty"
        />
      ) : null}
      {sectors.data && sectors.data.length > 0 ? <SectorList sectors={sectors.data} /> : null}
    </Section>
  );
}

function CragOverview({ crag }: { crag: Crag }) {
  const { t } = useTranslation('crags');
  const alerts = useRunningAlerts('crags', crag.id);
  const sectors = useCragSectors(crag.id);
  useHub(cragPath(crag), crag.name);
  useRecordTitle(cragHead(crag));
  useCanonicalPath(cragPath(crag));
  return (
    <CragFrame crag={crag} actions={<CragFavoritePlace crag={crag} />}>
      <OfflineCragPlace crag={crag} />
      <AlertList alerts={alerts.data} />
      <Section title={t('sections.glance')}>
        <GlanceCard
          gradeMin={crag.grade_min_value}
          gradeMax={crag.grade_max_value}
          routesCount={crag.routes_count}
          figures={crag.figures}
          orientations={crag.orientations}
        >
          <CragFacts crag={crag} />
        </GlanceCard>
      </Section>
      {crag.description ? (
        <Section title={t('sections.about')}>
          <FoldedText>
            <Text preWrap breakAnywhere>
              {crag.description}
            </Text>
          </FoldedText>
        </Section>
      ) : null}
      <CragMapSection crag={crag} />
      <CragSectors crag={crag} />
      <Section
        title={t('sections.routes')}
        aside={<Text size="sm">{t('routes.count', { count: crag.routes_count })}</Text>}
      >
        <RouteOverview
          owner={{ kind: 'crags', id: crag.id }}
          types={routeTypesOf(crag.figures, crag.climbing_types)}
          sectors={sectors.data ?? []}
          allRoutesPath={cragPath(crag, 'routes')}
          addRoutePath={cragChildPath(crag, 'routes/new')}
        />
      </Section>
      <CragCommentsPlace crag={crag} />
      <RecordMediaPlace type="crags" id={crag.id} linksPath={cragPath(crag, 'links')} />
      <ContributeSection
        links={[
          { label: t('contribute.editCrag'), to: cragPath(crag, 'edit'), Icon: IconEdit },
          { label: t('contribute.addSector'), to: cragChildPath(crag, 'sectors/new'), Icon: IconStack2 },
          { label: t('contribute.addRoute'), to: cragChildPath(crag, 'routes/new'), Icon: IconPlus },
          { label: t('contribute.editMap'), to: cragPath(crag, 'maps/edit'), Icon: IconMap },
          { label: t('contribute.addAlert'), to: `/alerts/crags/${crag.id}/new`, Icon: IconAlertTriangle },
          { label: t('contribute.addOnArea'), to: cragPath(crag, 'add-on-area'), Icon: IconPlus },
        ]}
        history={{ itemType: 'crags', id: crag.id }}
      />
      <SourceCredit source={crag.source} />
    </CragFrame>
  );
}

/** `/crags/{cragId}/{cragName}`: the crag hub — facts at a glance, alerts, map, sectors and routes. */
function CragPage() {
  const { cragId } = parseRouteParams(cragParams, useParams());
  const crag = useCrag(cragId);
  return (
    <Loaded query={crag} {...RECORD_LOADING}>
      {(found) => <CragOverview crag={found} />}
    </Loaded>
  );
}

export default withQueries(CragPage);

/** What the server renders the crag's page with (docs/decisions/022). */
export const pageData: PageData = ({ params, fetch }) => {
  const { cragId } = parseRouteParams(cragParams, params);
  return Promise.all([
    fetch(cragQuery(cragId)),
    fetch(cragSectorsQuery(cragId)),
    fetch(cragMapQuery(cragId)),
    fetch(runningAlertsQuery('crags', cragId)),
    fetch(routeListQuery({ kind: 'crags', id: cragId }, OVERVIEW_LIST)),
  ]);
};
