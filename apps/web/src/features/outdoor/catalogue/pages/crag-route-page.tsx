import type { CragRoute } from '@climb/contracts';
import {
  IconAlertTriangle,
  IconAnchor,
  IconCalendar,
  IconEdit,
  IconRuler2,
  IconStack2,
  IconStairsUp,
  IconTag,
  IconTool,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge, useGrades } from '../../../../climbing/grade';
import { cragPath, cragRoutePath, cragSectorPath } from '../../../../climbing/paths';
import { RecordFrame } from '../../../../climbing/record-frame';
import {
  OfflineCragPlace,
  RecordMediaPlace,
  RouteCommentsPlace,
  RouteLogbookPlace,
} from '../../../../climbing/record-slots';
import { Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Badge, Group, Paper, SimpleGrid, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useFormatters } from '../../../../lib/use-formatters';
import { useHub } from '../../../../platform/navigation/use-hub';
import { cragRouteQuery, useCragRoute } from '../api/crag-routes.api';
import { AlertList } from '../components/alert-list';
import { ContributeSection } from '../components/contribute-links';
import { type Fact, FactGrid } from '../components/fact-grid';
import { FoldedText } from '../components/folded-text';
import { RECORD_LOADING } from '../components/load-states';
import { PitchesTable } from '../components/pitches-table';
import { RecordBreadcrumbs } from '../components/record-breadcrumbs';
import { alertsAroundQueries, useAlertsAround } from '../hooks/use-alerts-around';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useRecordTitle } from '../hooks/use-record-title';
import { routeParams } from '../lib/page-params';
import { routeHead } from '../lib/record-heads';
import { routeChildPath } from '../lib/record-paths';
import { hardnessOf } from '../lib/route-opinions';
import classes from './crag-route-page.module.css';

/**
 * Height, type, incline, equipment, boulder start and landing, opening. A one-pitch route shows its pitch's
 * facts here; a multi-pitch route leaves incline and anchor to its pitches table unless the route has its own.
 */
function useRouteFacts(route: CragRoute): Fact[] {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { metres, integer } = useFormatters();
  const single = route.pitches.length === 1 ? route.pitches[0] : undefined;
  const incline = route.incline ?? single?.incline ?? null;
  const anchor = route.anchor_type ?? single?.anchor_type ?? null;
  const perPitch = route.pitches.length > 1;
  const facts: Fact[] = [
    { key: 'type', Icon: IconTag, label: t('route.type'), value: label('climbing_types', route.climbing_type) },
    {
      key: 'height',
      Icon: IconRuler2,
      label: t('route.height'),
      value: route.height === null ? null : metres(route.height),
    },
    {
      key: 'pitches',
      Icon: IconStack2,
      label: t('route.pitches'),
      value: integer(route.pitches_count),
    },
  ];
  if (incline || !perPitch) {
    facts.push({
      key: 'incline',
      Icon: IconStairsUp,
      label: t('route.incline'),
      value: incline ? label('inclines', incline) : null,
    });
  }
  if (route.climbing_type === 'bouldering' || route.start_type || route.reception) {
    facts.push(
      {
        key: 'start',
        Icon: IconStairsUp,
        label: t('route.start'),
        value: route.start_type ? label('start_types', route.start_type) : null,
      },
      {
        key: 'reception',
        Icon: IconStairsUp,
        label: t('route.reception'),
        value: route.reception ? label('receptions', route.reception) : null,
      },
    );
  } else {
    facts.push({
      key: 'bolts',
      Icon: IconTool,
      label: t('route.boltType'),
      value: route.bolt_type ? label('bolt_types', route.bolt_type) : null,
    });
    if (single) {
      facts.push({
        key: 'boltCount',
        Icon: IconTool,
        label: t('route.bolts'),
        value: single.bolt_count === null ? null : integer(single.bolt_count),
      });
    }
    if (anchor || !perPitch) {
      facts.push({
        key: 'anchor',
        Icon: IconAnchor,
        label: t('route.anchor'),
        value: anchor ? label('anchor_types', anchor) : null,
      });
    }
  }
  facts.push(
    { key: 'opener', Icon: IconUser, label: t('route.opener'), value: route.opener },
    {
      key: 'openYear',
      Icon: IconCalendar,
      label: t('route.openYear'),
      value: route.open_year === null ? null : String(route.open_year),
    },
  );
  return facts;
}

/** Quality note, grade consensus, ascents and climbers: what those who climbed it think. */
function Opinions({ route }: { route: CragRoute }) {
  const { t } = useTranslation('crags');
  const { decimal, integer } = useFormatters();
  const hardness = hardnessOf(route.hardness_value);
  const figures = [
    {
      key: 'note',
      label: t('route.quality'),
      value: route.note === null ? t('route.notEnoughOpinions') : t('route.noteValue', { note: decimal(route.note) }),
      detail: route.note === null ? null : t('route.opinions', { count: route.note_count }),
    },
    {
      key: 'hardness',
      label: t('route.hardness'),
      value: hardness === null ? t('route.notEnoughOpinions') : t(`route.hardnessValues.${hardness}`),
      detail: hardness === null ? null : t('route.opinions', { count: route.hardness_count }),
    },
    { key: 'ascents', label: t('route.ascents'), value: integer(route.ascents_count), detail: null },
    { key: 'climbers', label: t('route.climbers'), value: integer(route.climbers_count), detail: null },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder radius="md" p="sm" data-testid={`opinion-${figure.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fw={700}>
            {figure.value}
            {figure.detail ? (
              <Text span size="sm" fw={400} c="dimmed" className={classes.detail}>
                {figure.detail}
              </Text>
            ) : null}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function RouteDetails({ route }: { route: CragRoute }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { range } = useGrades();
  const facts = useRouteFacts(route);
  const alerts = useAlertsAround({ routeId: route.id, sectorId: route.crag_sector?.id, cragId: route.crag.id });
  useRecordTitle(routeHead(route));
  useCanonicalPath(cragRoutePath(route));
  const hubRecord = route.crag_sector ?? route.crag;
  useHub(route.crag_sector ? cragSectorPath(route.crag_sector) : cragPath(route.crag), hubRecord.name);
  return (
    <RecordFrame
      above={
        <RecordBreadcrumbs
          places={[
            { name: route.crag.name, to: cragPath(route.crag), testId: 'crag-link' },
            ...(route.crag_sector
              ? [{ name: route.crag_sector.name, to: cragSectorPath(route.crag_sector), testId: 'sector-link' }]
              : []),
          ]}
          current={route.name}
        />
      }
      title={route.name}
      below={
        <Group gap="xs" wrap="wrap">
          {route.grade_min_value ? (
            <GradeBadge value={route.grade_min_value} max={route.grade_max_value} size="xl" data-testid="route-grade" />
          ) : (
            <Badge variant="default" size="xl" keepCase>
              {t('routes.ungraded')}
            </Badge>
          )}
          <Badge variant="light" size="lg" keepCase>
            {label('climbing_types', route.climbing_type)}
          </Badge>
          {route.grade_text && route.grade_text !== range(route.grade_min_value, route.grade_max_value) ? (
            <Text size="sm" c="dimmed" data-testid="grade-as-written">
              {t('route.asWritten', { grade: route.grade_text })}
            </Text>
          ) : null}
        </Group>
      }
    >
      <AlertList alerts={alerts} />
      <OfflineCragPlace crag={route.crag} />
      <RouteLogbookPlace route={route} />
      <Section title={t('sections.route')}>
        <FactGrid facts={facts} />
      </Section>
      {route.pitches.length > 1 ? (
        <Section title={t('sections.pitches')}>
          <PitchesTable pitches={route.pitches} />
        </Section>
      ) : null}
      <Section title={t('sections.opinions')}>
        <Opinions route={route} />
      </Section>
      <RouteCommentsPlace route={route} />
      {route.description ? (
        <Section title={t('sections.about')}>
          <FoldedText>
            <Text preWrap breakAnywhere>
              {route.description}
            </Text>
          </FoldedText>
        </Section>
      ) : null}
      <RecordMediaPlace type="crag_routes" id={route.id} />
      <ContributeSection
        links={[
          { label: t('contribute.editRoute'), to: routeChildPath(route, 'edit'), Icon: IconEdit },
          { label: t('contribute.addAlert'), to: `/alerts/crag_routes/${route.id}/new`, Icon: IconAlertTriangle },
        ]}
        history={{ itemType: 'crag_routes', id: route.id }}
      />
    </RecordFrame>
  );
}

/** `/crag-routes/{id}/{name}`: a route — grade in the climber's system, pitches, equipment, opinions. */
function CragRoutePage() {
  const { cragRouteId } = parseRouteParams(routeParams, useParams());
  const route = useCragRoute(cragRouteId);
  return (
    <Loaded query={route} {...RECORD_LOADING}>
      {(found) => <RouteDetails route={found} />}
    </Loaded>
  );
}

export default withQueries(CragRoutePage);

/** What the server renders the route's page with (docs/decisions/022). */
export const pageData: PageData = async ({ params, fetch }) => {
  const { cragRouteId } = parseRouteParams(routeParams, params);
  const route = await fetch(cragRouteQuery(cragRouteId));
  const ids = { routeId: route.id, sectorId: route.crag_sector?.id, cragId: route.crag.id };
  await Promise.all(alertsAroundQueries(ids).map((query) => fetch(query)));
};
