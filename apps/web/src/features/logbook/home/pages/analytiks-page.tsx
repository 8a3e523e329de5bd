import type { OutdoorAnalytics } from '@climb/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GradeBadge } from '../../../../climbing/grade';
import { FigureGrid } from '../../../../components/figure-grid';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { withQueries } from '../../../../lib/query-client';
import { useOutdoorAnalytiks } from '../api/analytiks.api';
import { AnalytiksCharts } from '../charts/analytiks-charts';
import { AscentFilterPanel } from '../components/filter-panel';
import { LogbookFrame } from '../components/logbook-frame';
import { activeFilterCount, CHART_FILTER_KEYS } from '../lib/ascent-search';
import { NEW_ASCENT_PATH } from '../lib/paths';
import { useFormats } from '../lib/use-formats';
import { useLogbookSearch } from '../lib/use-logbook-search';

function Figures({ figures }: { figures: OutdoorAnalytics['figures'] }) {
  const { t } = useTranslation('logbook-home');
  const { integer, metres } = useFormats();
  return (
    <FigureGrid
      figures={[
        { key: 'ascents', label: t('figures.ascents', { count: figures.ascents }), value: integer(figures.ascents) },
        {
          key: 'max-grade',
          label: t('figures.maxGrade'),
          value: figures.max_grade_value ? <GradeBadge value={figures.max_grade_value} size="xl" /> : '–',
        },
        { key: 'metres', label: t('figures.metres'), value: metres(figures.metres) },
        { key: 'crags', label: t('figures.crags', { count: figures.crags }), value: integer(figures.crags) },
        { key: 'regions', label: t('figures.regions', { count: figures.regions }), value: integer(figures.regions) },
        {
          key: 'countries',
          label: t('figures.countries', { count: figures.countries }),
          value: integer(figures.countries),
        },
      ]}
    />
  );
}

/**
 * `/home/ascents/outdoor/analytiks`: my figures and charts (by grade in the grade colours, by type,
 * hardest grade per year, per month and per year), with the list's filters. Recharts loads with
 * this page only.
 */
function AnalytiksPage() {
  const { t } = useTranslation('logbook-home');
  const { search, setFilters } = useLogbookSearch();
  const analytiks = useOutdoorAnalytiks(search.filters);
  const filtered = activeFilterCount(search.filters, CHART_FILTER_KEYS) > 0;
  const data = analytiks.data;
  return (
    <LogbookFrame title={t('analytiks.title')} lead={t('analytiks.lead')} tab="analytiks">
      <AscentFilterPanel filters={search.filters} onChange={setFilters} statusHint={t('filters.statusHint')} />
      {analytiks.isError && !data ? <LoadError onRetry={() => void analytiks.refetch()} /> : null}
      {!data && !analytiks.isError ? <ListSkeleton rows={4} height={160} /> : null}
      {data && data.figures.ascents === 0 ? (
        filtered ? (
          <EmptyState text={t('analytiks.noMatch')} testId="analytiks-empty" />
        ) : (
          <EmptyState
            text={t('analytiks.empty')}
            action={{ label: t('list.logFirst'), to: NEW_ASCENT_PATH }}
            testId="analytiks-empty"
          />
        )
      ) : null}
      {data && data.figures.ascents > 0 ? (
        <Stack gap="md" data-testid="analytiks">
          <Figures figures={data.figures} />
          {filtered ? <Text size="sm">{t('analytiks.filtered')}</Text> : null}
          <AnalytiksCharts analytiks={data} />
        </Stack>
      ) : null}
    </LogbookFrame>
  );
}

export default withQueries(AnalytiksPage);
