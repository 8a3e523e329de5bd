import type { OutdoorAnalytics } from '@climb/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FigureGrid } from '../../../../components/figure-grid';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { withQueries } from '../../../../lib/query-client';
import { useFormatters } from '../../../../lib/use-formatters';
import { useOutdoorAnalytics } from '../api/analytics.api';
import { AnalyticsCharts } from '../charts/analytics-charts';
import { useAscentFigures } from '../components/ascent-figures';
import { AscentFilterPanel } from '../components/filter-panel';
import { LogbookFrame } from '../components/logbook-frame';
import { activeFilterCount, CHART_FILTER_KEYS } from '../lib/ascent-search';
import { NEW_ASCENT_PATH } from '../lib/paths';
import { useLogbookSearch } from '../lib/use-logbook-search';

function Figures({ figures }: { figures: OutdoorAnalytics['figures'] }) {
  const { t } = useTranslation('logbook-home');
  const { integer } = useFormatters();
  const ascentFigures = useAscentFigures(figures);
  return (
    <FigureGrid
      figures={[
        ...ascentFigures,
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
function AnalyticsPage() {
  const { t } = useTranslation('logbook-home');
  const { search, setFilters } = useLogbookSearch();
  const analytics = useOutdoorAnalytics(search.filters);
  const filtered = activeFilterCount(search.filters, CHART_FILTER_KEYS) > 0;
  const data = analytics.data;
  return (
    <LogbookFrame title={t('analytics.title')} lead={t('analytics.lead')} tab="analytics">
      <AscentFilterPanel filters={search.filters} onChange={setFilters} statusHint={t('filters.statusHint')} />
      {analytics.isError && !data ? <LoadError onRetry={() => void analytics.refetch()} /> : null}
      {!data && !analytics.isError ? <ListSkeleton rows={4} height={160} /> : null}
      {data && data.figures.ascents === 0 ? (
        filtered ? (
          <EmptyState text={t('analytics.noMatch')} testId="analytics-empty" />
        ) : (
          <EmptyState
            text={t('analytics.empty')}
            action={{ label: t('list.logFirst'), to: NEW_ASCENT_PATH }}
            testId="analytics-empty"
          />
        )
      ) : null}
      {data && data.figures.ascents > 0 ? (
        <Stack gap="md" data-testid="analytics">
          <Figures figures={data.figures} />
          {filtered ? <Text size="sm">{t('analytics.filtered')}</Text> : null}
          <AnalyticsCharts analytics={data} />
        </Stack>
      ) : null}
    </LogbookFrame>
  );
}

export default withQueries(AnalyticsPage);
