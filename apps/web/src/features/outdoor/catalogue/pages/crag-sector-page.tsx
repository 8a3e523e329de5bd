import type { CragSector } from '@climb/contracts';
import {
  IconAlertTriangle,
  IconCloudRain,
  IconCompass,
  IconEdit,
  IconMapPins,
  IconPlus,
  IconSun,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { cragSectorPath } from '../../../../climbing/paths';
import { OfflineCragPlace, RecordMediaPlace } from '../../../../climbing/record-slots';
import { Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { routeListQuery } from '../api/crag-routes.api';
import { cragSectorQuery, useCragSector } from '../api/crag-sectors.api';
import { AlertList } from '../components/alert-list';
import { ContributeSection } from '../components/contribute-links';
import { gpsText } from '../components/crag-facts';
import { FactGrid } from '../components/fact-grid';
import { FoldedText } from '../components/folded-text';
import { GlanceCard } from '../components/glance-card';
import { RECORD_LOADING } from '../components/load-states';
import { OVERVIEW_LIST, RouteOverview } from '../components/route-overview';
import { SectorFrame } from '../components/sector-frame';
import { alertsAroundQueries, useAlertsAround } from '../hooks/use-alerts-around';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useRecordTitle } from '../hooks/use-record-title';
import { sectorParams } from '../lib/page-params';
import { sectorHead } from '../lib/record-heads';
import { sectorChildPath } from '../lib/record-paths';
import { routeTypesOf } from '../lib/record-types';

function SectorOverview({ sector }: { sector: CragSector }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const alerts = useAlertsAround({ sectorId: sector.id, cragId: sector.crag.id });
  useHub(cragSectorPath(sector), sector.name);
  useRecordTitle(sectorHead(sector));
  useCanonicalPath(cragSectorPath(sector));
  const addRoutePath = sectorChildPath(sector, 'routes/new');
  return (
    <SectorFrame sector={sector}>
      <OfflineCragPlace crag={sector.crag} />
      <AlertList alerts={alerts} />
      <Section title={t('sections.glance')}>
        <GlanceCard
          gradeMin={sector.grade_min_value}
          gradeMax={sector.grade_max_value}
          routesCount={sector.routes_count}
          figures={sector.figures}
          orientations={sector.orientations}
        >
          <FactGrid
            facts={[
              {
                key: 'orientations',
                Icon: IconCompass,
                label: t('facts.orientations'),
                value:
                  sector.orientations.length > 0
                    ? sector.orientations.map((value) => label('orientations', value)).join(', ')
                    : null,
              },
              { key: 'sun', Icon: IconSun, label: t('facts.sun'), value: sector.sun ? label('sun', sector.sun) : null },
              {
                key: 'rain',
                Icon: IconCloudRain,
                label: t('facts.rain'),
                value: sector.rain ? label('rain', sector.rain) : null,
              },
              {
                key: 'position',
                Icon: IconMapPins,
                label: t('facts.position'),
                value:
                  sector.latitude === null || sector.longitude === null
                    ? null
                    : gpsText(sector.latitude, sector.longitude),
              },
            ]}
          />
        </GlanceCard>
      </Section>
      {sector.description ? (
        <Section title={t('sections.about')}>
          <FoldedText>
            <Text preWrap breakAnywhere>
              {sector.description}
            </Text>
          </FoldedText>
        </Section>
      ) : null}
      <Section
        title={t('sections.routes')}
        aside={<Text size="sm">{t('routes.count', { count: sector.routes_count })}</Text>}
      >
        <RouteOverview
          owner={{ kind: 'crag_sectors', id: sector.id }}
          types={routeTypesOf(sector.figures)}
          addRoutePath={addRoutePath}
        />
      </Section>
      <RecordMediaPlace type="crag_sectors" id={sector.id} />
      <ContributeSection
        links={[
          { label: t('contribute.editSector'), to: sectorChildPath(sector, 'edit'), Icon: IconEdit },
          { label: t('contribute.addRoute'), to: addRoutePath, Icon: IconPlus },
          { label: t('contribute.addAlert'), to: `/alerts/crag_sectors/${sector.id}/new`, Icon: IconAlertTriangle },
        ]}
        history={{ itemType: 'crag_sectors', id: sector.id }}
      />
    </SectorFrame>
  );
}

/** `/crag-sectors/{id}/{name}`: the sector hub — facts, alerts and routes, under its crag. */
function CragSectorPage() {
  const { cragSectorId } = parseRouteParams(sectorParams, useParams());
  const sector = useCragSector(cragSectorId);
  return (
    <Loaded query={sector} {...RECORD_LOADING}>
      {(found) => <SectorOverview sector={found} />}
    </Loaded>
  );
}

export default withQueries(CragSectorPage);

/** What the server renders the sector's page with (docs/decisions/022). */
export const pageData: PageData = async ({ params, fetch }) => {
  const { cragSectorId } = parseRouteParams(sectorParams, params);
  const [sector] = await Promise.all([
    fetch(cragSectorQuery(cragSectorId)),
    fetch(routeListQuery({ kind: 'crag_sectors', id: cragSectorId }, OVERVIEW_LIST)),
  ]);
  await Promise.all(alertsAroundQueries({ sectorId: sector.id, cragId: sector.crag.id }).map((query) => fetch(query)));
};
