import type { AscentGymRoute, IndoorAnalytics, IndoorAscentSort, SortDirection } from '@climb/contracts';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useGrades } from '../../../../climbing/grade';
import { FigureGrid } from '../../../../components/figure-grid';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Pager } from '../../../../components/pager';
import { withQueries } from '../../../../lib/query-client';
import { useFormatters } from '../../../../lib/use-formatters';
import { useIndoorAnalytics, useMyGymAscents, useMyGyms } from '../../api/gym-ascents.api';
import { newestGymFirst, notYetListed, usePendingAscents } from '../../api/pending-ascents';
import { SearchBox } from '../../home/components/list-controls';
import { LogbookFrame } from '../../home/components/logbook-frame';
import { IndoorAscentCard, PendingIndoorCard } from '../components/indoor-ascent-card';
import { IndoorAscentEdit } from '../components/indoor-ascent-edit';
import { IndoorFilterPanel } from '../components/indoor-filter-panel';
import { LevelProgress } from '../components/level-progress';
import { INDOOR_SORTS } from '../lib/indoor-constants';
import {
  activeIndoorFilterCount,
  INDOOR_CHART_FILTER_KEYS,
  INDOOR_VIEWS,
  type IndoorFilters,
  type IndoorSearch,
  type IndoorView,
  indoorFiltersToQuery,
  indoorFiltersToSearch,
  indoorSearchFrom,
  indoorSortToSearch,
  indoorViewSearch,
  NEW_INDOOR_ASCENT_PATH,
  pendingGymMatches,
} from '../lib/indoor-search';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';

/** Rows of one page of the list. */
export const INDOOR_ASCENTS_PER_PAGE = 25;

/**
 * The chart library loads with the analytics view alone: the list and the progress never fetch it. The indoor charts
 * are in the outdoor charts' module, so both pages share one chunk of the library.
 */
const IndoorCharts = lazy(() =>
  import('../../home/charts/analytics-charts').then((module) => ({ default: module.IndoorCharts })),
);

/** Every change replaces the address: no history step per chip. */
const REPLACE = { replace: true, preventScrollReset: true } as const;

/** The list's filters, order, page, view and progress gym kept in the address (replaced, no history step each). */
function useIndoorSearch() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search: IndoorSearch = useMemo(() => indoorSearchFrom(params), [params]);
  const setFilters = useCallback(
    (filters: IndoorFilters) => setParams((current) => indoorFiltersToSearch(filters, current), REPLACE),
    [setParams],
  );
  const setSort = useCallback(
    (sort: IndoorAscentSort, direction: SortDirection) =>
      setParams((current) => indoorSortToSearch(sort, direction, current), REPLACE),
    [setParams],
  );
  const setProgressGym = useCallback(
    (id: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('progress_gym', String(id));
        return next;
      }, REPLACE),
    [setParams],
  );
  const hrefOf = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const pageHref = (page: number) => hrefOf({ page: page <= 1 ? null : String(page) });
  const viewHref = (view: IndoorView) => {
    const query = indoorViewSearch(view, params).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return { search, setFilters, setSort, setProgressGym, pageHref, viewHref };
}

/** The three views as links, the current one marked; the list and the analytics share their filters. */
function IndoorTabs({ current, hrefOf }: { current: IndoorView; hrefOf: (view: IndoorView) => string }) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  return (
    <Group component="nav" aria-label={t('logbook.tabs')} gap="xs" wrap="wrap" data-testid="indoor-tabs">
      {INDOOR_VIEWS.map((view) => (
        <Button
          key={view}
          component={Link}
          to={hrefOf(view)}
          variant={view === current ? 'filled' : 'default'}
          radius="xl"
          size="sm"
          mih={44}
          aria-current={view === current ? 'page' : undefined}
          data-testid={`indoor-tab-${view}`}
        >
          {t(`logbook.views.${view}`)}
        </Button>
      ))}
    </Group>
  );
}

/** Names read A to Z first; dates and grades newest and hardest first. */
const naturalDirection = (sort: IndoorAscentSort): SortDirection => (sort === 'gym' ? 'asc' : 'desc');

function IndoorSortControls({
  sort,
  direction,
  onChange,
}: {
  sort: IndoorAscentSort;
  direction: SortDirection;
  onChange(sort: IndoorAscentSort, direction: SortDirection): void;
}) {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'logbook-home']);
  const directions: SortDirection[] = naturalDirection(sort) === 'asc' ? ['asc', 'desc'] : ['desc', 'asc'];
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 260px' }}>
      <NativeSelect
        label={t('logbook-home:sort.label')}
        value={sort}
        onChange={(event) => {
          const next = event.currentTarget.value as IndoorAscentSort;
          onChange(next, naturalDirection(next));
        }}
        data={INDOOR_SORTS.map((value) => ({ value, label: t(`logbook.sort.${value}`) }))}
        style={{ flex: 1 }}
        data-testid="indoor-sort"
      />
      <NativeSelect
        label={t('logbook-home:sort.direction')}
        value={direction}
        onChange={(event) => onChange(sort, event.currentTarget.value as SortDirection)}
        data={directions.map((value) => ({
          value,
          label: t(`logbook-home:sort.directions.${sort === 'gym' ? 'crag' : sort}.${value}`),
        }))}
        style={{ flex: 1 }}
        data-testid="indoor-direction"
      />
    </Group>
  );
}

/** My indoor ascents waiting on this device, that pass the filters and the list does not hold yet. */
function usePendingIndoor(filters: IndoorFilters, listed: readonly AscentGymRoute[] = []) {
  const pending = usePendingAscents();
  const { t } = useTranslation('indoor-enums');
  return useMemo(
    () =>
      newestGymFirst(notYetListed(pending, listed)).filter((ascent) =>
        pendingGymMatches(ascent, filters, ascent.display.color ? t(`hold_colors.${ascent.display.color}`) : ''),
      ),
    [pending, listed, filters, t],
  );
}

function ListView({ search, setFilters, setSort, pageHref }: ReturnType<typeof useIndoorSearch>) {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'logbook-home']);
  const sectionId = useId();
  const pendingId = useId();
  const gyms = useMyGyms();
  const [editing, setEditing] = useState<AscentGymRoute | null>(null);
  const list = useMyGymAscents({
    ...indoorFiltersToQuery(search.filters),
    sort: search.sort,
    direction: search.direction,
    page: search.page,
    per_page: INDOOR_ASCENTS_PER_PAGE,
  });
  const pending = usePendingIndoor(search.filters, list.data?.items);
  const total = list.data?.total ?? 0;
  const filtered = activeIndoorFilterCount(search.filters) > 0;
  const pages = Math.max(1, Math.ceil(total / INDOOR_ASCENTS_PER_PAGE));
  return (
    <>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchBox
            value={search.filters.query}
            onSearch={(query) => setFilters({ ...search.filters, query })}
            label={t('logbook.search')}
            placeholder={t('logbook.searchPlaceholder')}
          />
          <IndoorSortControls sort={search.sort} direction={search.direction} onChange={setSort} />
        </Group>
        <IndoorFilterPanel filters={search.filters} onChange={setFilters} gyms={gyms.data ?? []} />
      </Stack>
      {pending.length > 0 ? (
        <Stack component="section" gap="xs" aria-labelledby={pendingId} data-testid="pending-indoor-ascents">
          <Group gap="xs" wrap="nowrap">
            <IconCloudUpload size={20} aria-hidden />
            <Title order={2} size="h4" id={pendingId}>
              {t('logbook-home:pending.title', { count: pending.length })}
            </Title>
          </Group>
          <Text size="sm">{t('logbook-home:pending.text')}</Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {pending.map((ascent) => (
              <PendingIndoorCard key={ascent.key} ascent={ascent} />
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby={sectionId}>
        <Title order={2} size="h4" id={sectionId}>
          {t('logbook.listTitle')}
        </Title>
        {list.data ? (
          <Text size="sm" aria-live="polite" data-testid="indoor-ascents-count">
            {t('logbook.count', { count: total })}
          </Text>
        ) : null}
        {list.isError && !list.data ? <LoadError onRetry={() => void list.refetch()} /> : null}
        {!list.data && !list.isError ? <ListSkeleton rows={6} /> : null}
        {list.data && total === 0 && filtered ? (
          <EmptyState text={t('logbook.noMatch')} testId="indoor-ascents-no-match">
            <Button variant="default" mih={44} onClick={() => setFilters({})}>
              {t('logbook-home:filters.clear')}
            </Button>
          </EmptyState>
        ) : null}
        {list.data && total === 0 && !filtered && pending.length === 0 ? (
          <EmptyState
            text={t('logbook.empty')}
            action={{ label: t('logbook.logFirst'), to: NEW_INDOOR_ASCENT_PATH }}
            testId="indoor-ascents-empty"
          />
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="indoor-ascent-list">
            {list.data.items.map((ascent) => (
              <IndoorAscentCard key={ascent.id} ascent={ascent} onEdit={setEditing} />
            ))}
          </Stack>
        ) : null}
        <Pager page={search.page} pages={pages} hrefOf={pageHref} />
      </Stack>
      <IndoorAscentEdit ascent={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function Figures({ figures }: { figures: IndoorAnalytics['figures'] }) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const { integer } = useFormatters();
  const { format } = useGrades();
  return (
    <FigureGrid
      figures={[
        {
          key: 'climbs',
          label: t('analytics.figures.climbs', { count: figures.ascents }),
          value: integer(figures.ascents),
        },
        { key: 'gyms', label: t('analytics.figures.gyms', { count: figures.gyms }), value: integer(figures.gyms) },
        { key: 'days', label: t('analytics.figures.days', { count: figures.days }), value: integer(figures.days) },
        ...(figures.max_grade_value
          ? [{ key: 'hardest', label: t('analytics.figures.hardest'), value: format(figures.max_grade_value) }]
          : []),
      ]}
    />
  );
}

function AnalyticsView({ search, setFilters }: ReturnType<typeof useIndoorSearch>) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const gyms = useMyGyms();
  const analytics = useIndoorAnalytics(indoorFiltersToQuery(search.filters, INDOOR_CHART_FILTER_KEYS));
  const filtered = activeIndoorFilterCount(search.filters, INDOOR_CHART_FILTER_KEYS) > 0;
  const data = analytics.data;
  return (
    <>
      <IndoorFilterPanel
        filters={search.filters}
        onChange={setFilters}
        gyms={gyms.data ?? []}
        statusHint={t('analytics.statusHint')}
      />
      {analytics.isError && !data ? <LoadError onRetry={() => void analytics.refetch()} /> : null}
      {!data && !analytics.isError ? <ListSkeleton rows={4} height={160} /> : null}
      {data && data.figures.ascents === 0 ? (
        filtered ? (
          <EmptyState text={t('analytics.noMatch')} testId="indoor-analytics-empty" />
        ) : (
          <EmptyState
            text={t('analytics.empty')}
            action={{ label: t('logbook.logFirst'), to: NEW_INDOOR_ASCENT_PATH }}
            testId="indoor-analytics-empty"
          />
        )
      ) : null}
      {data && data.figures.ascents > 0 ? (
        <Stack gap="md" data-testid="indoor-analytics">
          <Figures figures={data.figures} />
          {filtered ? <Text size="sm">{t('analytics.filtered')}</Text> : null}
          <Suspense fallback={<ListSkeleton rows={3} height={160} />}>
            <IndoorCharts analytics={data} />
          </Suspense>
        </Stack>
      ) : null}
    </>
  );
}

function ProgressView({ search, setProgressGym }: ReturnType<typeof useIndoorSearch>) {
  const gyms = useMyGyms();
  if (!gyms.data) return <ListSkeleton rows={3} height={96} />;
  return <LevelProgress gyms={gyms.data} gymId={search.progressGymId} onGym={setProgressGym} />;
}

/**
 * `/home/ascents/indoor`: my indoor logbook. The list (filtered, sorted and paged by the server, the ascents waiting
 * on this device on top, each editable), my figures and charts, and my progress per colour of a gym; the way to my
 * outdoor logbook above.
 */
function IndoorLogbookPage() {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const state = useIndoorSearch();
  const { view } = state.search;
  return (
    <LogbookFrame
      title={t('logbook.title')}
      lead={t(`logbook.leads.${view}`)}
      area="indoor"
      tabs={<IndoorTabs current={view} hrefOf={state.viewHref} />}
      actions={
        <Button
          component={Link}
          to={NEW_INDOOR_ASCENT_PATH}
          mih={44}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="indoor-log-ascent"
        >
          {t('logbook.logAscent')}
        </Button>
      }
    >
      {view === 'list' ? <ListView {...state} /> : null}
      {view === 'analytics' ? <AnalyticsView {...state} /> : null}
      {view === 'progress' ? <ProgressView {...state} /> : null}
    </LogbookFrame>
  );
}

export default withQueries(IndoorLogbookPage);
