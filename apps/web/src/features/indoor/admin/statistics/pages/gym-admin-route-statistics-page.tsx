import { GYM_ROUTE_CLIMBING_TYPES, type GymRouteStatistics, type RouteStatisticsLevel } from '@climb/contracts';
import { Alert, NativeSelect, TextInput, VisuallyHidden } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { HOLD_COLOR_FILLS } from '../../../../../climbing/chart-theme';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { EmptyState, ListSkeleton } from '../../../../../components/list-states';
import { Loaded } from '../../../../../components/loaded';
import { PlainButton } from '../../../../../components/plain-ui';
import { Anchor, Stack, Text } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useFormatters } from '../../../../../lib/use-formatters';
import { HoldColorSwatch } from '../../../shared/hold-color-swatch';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { gymParams } from '../../../shared/page-params';
import { gymRouteLinkPath } from '../../../shared/paths';
import type { StatisticsChartProps } from '../charts/statistics-charts';
import classes from '../components/statistics.module.css';
import { StatisticsSection } from '../components/statistics-section';
import {
  periodBackwards,
  readStatisticsFilters,
  type StatisticsFilters,
  writeStatisticsFilters,
} from '../lib/statistics-filters';
import { useGymRouteStatistics } from '../statistics.api';
import { STATISTICS_NAMESPACE } from '../statistics-texts';

const StatisticsChart = lazy(() => import('../charts/statistics-charts'));

/** A chart, drawn once its module is there (a placeholder of its height meanwhile). */
function Chart(props: StatisticsChartProps) {
  if (props.bars.length === 0) return null;
  return (
    <Suspense fallback={<ListSkeleton rows={1} height={160} />}>
      <StatisticsChart {...props} />
    </Suspense>
  );
}

type LevelKey = Pick<RouteStatisticsLevel, 'climbing_type' | 'level_index' | 'color'>;

/** The names a level goes by: "Bloc · jaune", and its key. */
function useLevelNames(stats: GymRouteStatistics) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const { label } = useIndoorLabels();
  const types = new Set(stats.levels.map((level) => level.climbing_type));
  const key = (level: LevelKey) => `${level.climbing_type}:${level.level_index ?? 'none'}`;
  const name = (level: LevelKey) => {
    const color =
      level.level_index === null
        ? t('levels.none')
        : level.color
          ? label('hold_colors', level.color)
          : t('levels.index', { index: level.level_index + 1 });
    return types.size > 1 ? `${label('route_climbing_types', level.climbing_type)} · ${color}` : color;
  };
  const fill = (level: LevelKey) => (level.color ? HOLD_COLOR_FILLS[level.color] : undefined);
  return { key, name, fill };
}

function Filters({ stats, filters }: { stats: GymRouteStatistics | undefined; filters: StatisticsFilters }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const { label } = useIndoorLabels();
  const [search, setSearch] = useSearchParams();
  const change = (patch: Partial<StatisticsFilters>) =>
    setSearch(writeStatisticsFilters(search, { ...filters, ...patch }), { replace: true });
  const filtered = filters.type !== null || filters.space !== null || filters.from !== null || filters.to !== null;
  return (
    <Stack gap="xs">
      <fieldset className={classes.filters} data-testid="statistics-filters">
        <VisuallyHidden component="legend">{t('filters.legend')}</VisuallyHidden>
        <NativeSelect
          label={t('filters.type')}
          value={filters.type ?? ''}
          onChange={(event) =>
            change({
              type: GYM_ROUTE_CLIMBING_TYPES.find((type) => type === event.currentTarget.value) ?? null,
            })
          }
          data={[
            { value: '', label: t('filters.allTypes') },
            ...GYM_ROUTE_CLIMBING_TYPES.map((type) => ({ value: type, label: label('route_climbing_types', type) })),
          ]}
          data-testid="statistics-filter-type"
        />
        <NativeSelect
          label={t('filters.space')}
          value={filters.space === null ? '' : String(filters.space)}
          onChange={(event) => change({ space: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
          data={[
            { value: '', label: t('filters.allSpaces') },
            ...(stats?.spaces ?? []).map((space) => ({ value: String(space.id), label: space.name })),
            ...(filters.space !== null && !stats?.spaces.some((space) => space.id === filters.space)
              ? [{ value: String(filters.space), label: t('filters.unknownSpace') }]
              : []),
          ]}
          data-testid="statistics-filter-space"
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={filters.from ?? stats?.filters.from ?? ''}
          onChange={(event) => change({ from: event.currentTarget.value || null })}
          data-testid="statistics-filter-from"
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={filters.to ?? stats?.filters.to ?? ''}
          onChange={(event) => change({ to: event.currentTarget.value || null })}
          data-testid="statistics-filter-to"
        />
      </fieldset>
      {filtered ? (
        <div>
          <PlainButton
            variant="subtle"
            size="sm"
            onClick={() => change({ type: null, space: null, from: null, to: null })}
            data-testid="statistics-filters-reset"
          >
            {t('filters.reset')}
          </PlainButton>
        </div>
      ) : null}
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className={classes.figure}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div className={classes.figureValue} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

function Totals({ stats }: { stats: GymRouteStatistics }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const { integer, date } = useFormatters();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="statistics-period">
        {t('period', { from: date(stats.filters.from), to: date(stats.filters.to) })}
      </Text>
      <div className={classes.figures}>
        <Figure label={t('totals.mounted')} value={integer(stats.totals.mounted)} testId="statistics-mounted-count" />
        <Figure label={t('totals.opened')} value={integer(stats.totals.opened)} testId="statistics-opened-count" />
        <Figure
          label={t('totals.meanAge')}
          value={stats.ages.mean_days === null ? '–' : t('days', { count: stats.ages.mean_days })}
          testId="statistics-mean-age"
        />
        <Figure label={t('totals.likes')} value={integer(stats.likes.total)} testId="statistics-likes-total" />
      </div>
    </Stack>
  );
}

function Levels({ stats }: { stats: GymRouteStatistics }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const names = useLevelNames(stats);
  const levels = stats.levels.filter((level) => level.level_index !== null || level.mounted + level.opened > 0);
  return (
    <StatisticsSection
      title={t('levels.title')}
      summary={t('levels.summary')}
      testId="statistics-levels"
      table={{
        caption: t('levels.caption'),
        headers: [t('headers.level'), t('headers.mounted'), t('headers.opened')],
        rows: levels.map((level) => ({
          key: names.key(level),
          cells: [names.name(level), level.mounted, level.opened],
          cellTestIds: { 1: 'statistics-level-mounted', 2: 'statistics-level-opened' },
        })),
      }}
      chart={
        <Chart
          layout="rows"
          legend
          bars={levels.map((level) => ({
            key: names.key(level),
            label: names.name(level),
            values: { mounted: level.mounted, opened: level.opened },
            ...(names.fill(level) ? { fill: names.fill(level) } : {}),
          }))}
          series={[
            { key: 'mounted', name: t('headers.mounted') },
            { key: 'opened', name: t('headers.opened'), opacity: 0.45 },
          ]}
        />
      }
    />
  );
}

function Grades({ stats }: { stats: GymRouteStatistics }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const text = (grade: GymRouteStatistics['grades'][number]) => grade.grade_text ?? t('grades.none');
  return (
    <StatisticsSection
      title={t('grades.title')}
      summary={t('grades.summary')}
      testId="statistics-grades"
      table={{
        caption: t('grades.caption'),
        headers: [t('headers.grade'), t('headers.mounted'), t('headers.opened')],
        rows: stats.grades.map((grade) => ({
          key: String(grade.grade_value ?? 'none'),
          cells: [text(grade), grade.mounted, grade.opened],
        })),
      }}
      chart={
        <Chart
          layout="columns"
          legend
          bars={stats.grades.map((grade) => ({
            key: String(grade.grade_value ?? 'none'),
            label: text(grade),
            values: { mounted: grade.mounted, opened: grade.opened },
          }))}
          series={[
            { key: 'mounted', name: t('headers.mounted'), tone: 'bar' },
            { key: 'opened', name: t('headers.opened'), tone: 'soft' },
          ]}
        />
      }
    />
  );
}

function Openings({ stats }: { stats: GymRouteStatistics }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const { month, longMonth } = useFormatters();
  const perMonth = stats.months.map((key, index) => ({
    key,
    count: stats.sectors.reduce((sum, sector) => sum + (sector.months[index] ?? 0), 0),
  }));
  const since = (days: number | null) => (days === null ? t('sectors.never') : t('days', { count: days }));
  return (
    <>
      <StatisticsSection
        title={t('months.title')}
        summary={t('months.summary', { count: stats.totals.opened })}
        testId="statistics-months"
        table={{
          caption: t('months.caption'),
          headers: [t('headers.month'), t('headers.opened')],
          rows: perMonth.map((row) => ({ key: row.key, cells: [longMonth(row.key), row.count] })),
        }}
        chart={
          <Chart
            layout="columns"
            bars={perMonth.map((row) => ({ key: row.key, label: month(row.key), values: { opened: row.count } }))}
            series={[{ key: 'opened', name: t('headers.opened'), tone: 'bar' }]}
          />
        }
      />
      <StatisticsSection
        title={t('sectors.title')}
        summary={t('sectors.summary')}
        testId="statistics-sectors"
        table={{
          caption: t('sectors.caption'),
          headers: [
            t('headers.sector'),
            t('headers.space'),
            t('headers.opened'),
            t('headers.sinceLast'),
            ...stats.months.map((key) => longMonth(key)),
          ],
          rows: stats.sectors.map((sector) => ({
            key: String(sector.id),
            cells: [
              sector.name,
              sector.space_name,
              sector.opened,
              since(sector.days_since_last_opening),
              ...sector.months,
            ],
            cellTestIds: { 2: 'statistics-sector-opened' },
          })),
        }}
        chart={
          <Chart
            layout="rows"
            bars={stats.sectors.map((sector) => ({
              key: String(sector.id),
              label: sector.name,
              values: { opened: sector.opened },
            }))}
            series={[{ key: 'opened', name: t('headers.opened'), tone: 'bar' }]}
          />
        }
      >
        <Text size="sm" c="dimmed">
          {t('sectors.oldest', {
            list:
              [...stats.sectors]
                .filter((sector) => sector.days_since_last_opening !== null)
                .sort((a, b) => (b.days_since_last_opening ?? 0) - (a.days_since_last_opening ?? 0))
                .slice(0, 3)
                .map((sector) => `${sector.name} (${since(sector.days_since_last_opening)})`)
                .join(', ') || '–',
          })}
        </Text>
      </StatisticsSection>
    </>
  );
}

function Ages({ stats }: { stats: GymRouteStatistics }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  return (
    <StatisticsSection
      title={t('ages.title')}
      summary={
        stats.ages.mean_days === null
          ? t('ages.noneMounted')
          : t('ages.summary', { days: t('days', { count: stats.ages.mean_days }) })
      }
      testId="statistics-ages"
      table={{
        caption: t('ages.caption'),
        headers: [t('headers.age'), t('headers.mounted')],
        rows: stats.ages.buckets.map((row) => ({
          key: row.bucket,
          cells: [t(`ages.buckets.${row.bucket}`), row.count],
          cellTestIds: { 1: `statistics-age-${row.bucket}` },
        })),
      }}
      chart={
        <Chart
          layout="columns"
          bars={stats.ages.buckets.map((row) => ({
            key: row.bucket,
            label: t(`ages.short.${row.bucket}`),
            values: { count: row.count },
          }))}
          series={[{ key: 'count', name: t('headers.mounted'), tone: 'bar' }]}
        />
      }
    />
  );
}

function Notes({ stats }: { stats: GymRouteStatistics }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const { decimal } = useFormatters();
  const names = useLevelNames(stats);
  const noted = stats.notes.filter((level) => level.votes > 0);
  return (
    <StatisticsSection
      title={t('notes.title')}
      summary={noted.length === 0 ? t('notes.none') : t('notes.summary')}
      testId="statistics-notes"
      table={{
        caption: t('notes.caption'),
        headers: [t('headers.level'), t('headers.mean'), t('headers.notedRoutes'), t('headers.votes')],
        rows: noted.map((level) => ({
          key: names.key(level),
          cells: [
            names.name(level),
            level.mean === null ? '–' : decimal(level.mean),
            level.routes_with_notes,
            level.votes,
          ],
        })),
      }}
      chart={
        <Chart
          layout="rows"
          domain={[0, 6]}
          bars={noted.map((level) => ({
            key: names.key(level),
            label: names.name(level),
            values: { mean: level.mean ?? 0 },
            ...(names.fill(level) ? { fill: names.fill(level) } : {}),
          }))}
          series={[{ key: 'mean', name: t('headers.mean') }]}
        />
      }
    />
  );
}

function Opinions({ stats }: { stats: GymRouteStatistics }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const names = useLevelNames(stats);
  const rated = stats.opinions.filter((level) => level.soft + level.right + level.hard > 0);
  const unrated = stats.opinions.reduce((sum, level) => sum + level.unrated, 0);
  return (
    <StatisticsSection
      title={t('opinions.title')}
      summary={rated.length === 0 ? t('opinions.none') : t('opinions.summary', { count: unrated })}
      testId="statistics-opinions"
      table={{
        caption: t('opinions.caption'),
        headers: [t('headers.level'), t('headers.soft'), t('headers.right'), t('headers.hard'), t('headers.unrated')],
        rows: stats.opinions
          .filter((level) => level.soft + level.right + level.hard + level.unrated > 0)
          .map((level) => ({
            key: names.key(level),
            cells: [names.name(level), level.soft, level.right, level.hard, level.unrated],
          })),
      }}
      chart={
        <Chart
          layout="rows"
          stacked
          legend
          bars={rated.map((level) => ({
            key: names.key(level),
            label: names.name(level),
            values: { soft: level.soft, right: level.right, hard: level.hard },
          }))}
          series={[
            { key: 'soft', name: t('headers.soft'), tone: 'soft' },
            { key: 'right', name: t('headers.right'), tone: 'right' },
            { key: 'hard', name: t('headers.hard'), tone: 'hard' },
          ]}
        />
      }
    />
  );
}

function Likes({ stats }: { stats: GymRouteStatistics }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const { integer } = useFormatters();
  const top = stats.likes.top;
  const routeName = (route: (typeof top)[number]) => route.name ?? route.grade_text ?? t('likes.unnamed');
  return (
    <StatisticsSection
      title={t('likes.title')}
      summary={t('likes.summary', {
        total: integer(stats.likes.total),
        mounted: integer(stats.likes.mounted_total),
      })}
      testId="statistics-likes"
      table={{
        caption: t('likes.caption'),
        headers: [t('headers.route'), t('headers.sector'), t('headers.likes')],
        rows: top.map((route) => ({
          key: String(route.id),
          cells: [routeName(route), route.sector.name, route.likes_count],
        })),
      }}
    >
      {top.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('likes.none')}
        </Text>
      ) : (
        <ol className={classes.liked} aria-label={t('likes.top')} data-testid="statistics-liked-routes">
          {top.map((route) => (
            <li key={route.id}>
              {route.level_color ? <HoldColorSwatch color={route.level_color} size="sm" /> : null}{' '}
              <Anchor to={gymRouteLinkPath(stats.gym.id, route.id)} underline="always">
                {routeName(route)}
              </Anchor>{' '}
              <Text component="span" size="sm" c="dimmed">
                {t('likes.route', {
                  sector: route.sector.name,
                  grade: route.grade_text ?? '–',
                  count: route.likes_count,
                })}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </StatisticsSection>
  );
}

function Statistics({ gymId, filters }: { gymId: number; filters: StatisticsFilters }) {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const backwards = periodBackwards(filters);
  const statistics = useGymRouteStatistics(gymId, filters, !backwards);
  return (
    <Stack gap="lg">
      <Filters stats={statistics.data} filters={filters} />
      {backwards ? (
        <Alert color="red" variant="light" role="alert" data-testid="statistics-period-backwards">
          {t('filters.backwards')}
        </Alert>
      ) : (
        <Loaded query={statistics}>
          {(stats) =>
            stats.totals.mounted === 0 && stats.totals.opened === 0 ? (
              <Stack gap="md">
                <Totals stats={stats} />
                <EmptyState
                  text={filters.type || filters.space ? t('emptyFiltered') : t('empty')}
                  testId="statistics-empty"
                />
              </Stack>
            ) : (
              <Stack gap="lg" data-testid="statistics">
                <Totals stats={stats} />
                <Levels stats={stats} />
                <Grades stats={stats} />
                <Openings stats={stats} />
                <Ages stats={stats} />
                <Notes stats={stats} />
                <Opinions stats={stats} />
                <Likes stats={stats} />
              </Stack>
            )
          }
        </Loaded>
      )}
    </Stack>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/routes/statistics` (manage opening): the gym's routes in figures, filtered in the
 * address by type, space and period (the last 12 months by default). Each chart with its table for screen readers;
 * the charts' module loads after the figures. Rendered in the browser.
 */
function GymAdminRouteStatisticsPage() {
  const { t } = useTranslation(STATISTICS_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const [search] = useSearchParams();
  const filters = readStatisticsFilters(search);
  return (
    <GymAdminFrame gymId={gymId} title={t('title')}>
      <Stack gap="lg">
        <Text c="dimmed">{t('lead')}</Text>
        <Statistics gymId={gymId} filters={filters} />
      </Stack>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminRouteStatisticsPage);
