import { displayGrade, type OutdoorAnalytics } from '@climb/contracts';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { useGrades } from '../../../../climbing/grade';
import { useFormatters } from '../../../../lib/use-formatters';
import { everyYear, gradeBars, lastMonths, maxGradeSeries } from '../lib/chart-series';
import { ChartSection } from './chart-section';
import { type ChartTheme, useChartTheme } from './chart-theme';

const HEIGHT = 240;
/** What the charts draw before they are measured (jsdom, first paint): a phone's width. */
const INITIAL = { width: 320, height: HEIGHT };
const MARGIN = { top: 8, right: 8, bottom: 4, left: -16 };

/** Axis, grid and tooltip props in the scheme's colours. */
function axisProps(theme: ChartTheme) {
  return {
    stroke: theme.grid,
    tick: { fill: theme.axis, fontSize: 12 },
    tickLine: { stroke: theme.grid },
  };
}

function tooltipProps(theme: ChartTheme) {
  return {
    contentStyle: {
      background: theme.background,
      border: `1px solid ${theme.grid}`,
      borderRadius: 8,
      color: theme.text,
    },
    labelStyle: { color: theme.text, fontWeight: 700 },
    itemStyle: { color: theme.text },
    cursor: { fill: theme.grid, fillOpacity: 0.35 },
  };
}

function ByClimbingType({ data }: { data: OutdoorAnalytics['climbing_types'] }) {
  const { t } = useTranslation('logbook-home');
  const { label } = useEnumLabels();
  const theme = useChartTheme();
  const rows = [...data]
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((row) => ({ ...row, label: label('climbing_types', row.climbing_type) }));
  return (
    <ChartSection
      title={t('analytics.byType.title')}
      table={{
        caption: t('analytics.byType.caption'),
        headers: [t('analytics.headers.type'), t('analytics.headers.ascents')],
        rows: rows.map((row) => [row.label, row.count]),
      }}
      testId="chart-types"
    >
      <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 44 + 32)} initialDimension={INITIAL}>
        <BarChart data={rows} layout="vertical" margin={{ ...MARGIN, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...axisProps(theme)} />
          <YAxis type="category" dataKey="label" width={118} {...axisProps(theme)} />
          <Tooltip {...tooltipProps(theme)} formatter={(value) => [value, t('analytics.headers.ascents')]} />
          <Bar dataKey="count" radius={[0, 4, 4, 0]} maxBarSize={32} isAnimationActive={false}>
            {rows.map((row) => (
              <Cell key={row.climbing_type} fill={theme.typeColor(row.climbing_type)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

function ByGrade({ data }: { data: OutdoorAnalytics['grades'] }) {
  const { t } = useTranslation('logbook-home');
  const { system, format } = useGrades();
  const theme = useChartTheme();
  const bars = useMemo(() => gradeBars(data), [data]);
  const rows = bars.map((bar) => ({ ...bar, label: displayGrade(bar.value, system)?.text ?? bar.bucket }));
  return (
    <ChartSection
      title={t('analytics.byGrade.title')}
      summary={system === 'french' ? undefined : t('analytics.byGrade.approximate')}
      table={{
        caption: t('analytics.byGrade.caption'),
        headers: [t('analytics.headers.grade'), t('analytics.headers.ascents')],
        rows: bars.filter((bar) => bar.count > 0).map((bar) => [format(bar.value), bar.count]),
      }}
      testId="chart-grades"
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        <BarChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} vertical={false} />
          <XAxis dataKey="label" {...axisProps(theme)} interval="preserveStartEnd" minTickGap={4} />
          <YAxis allowDecimals={false} {...axisProps(theme)} />
          <Tooltip {...tooltipProps(theme)} formatter={(value) => [value, t('analytics.headers.ascents')]} />
          <Bar dataKey="count" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
            {rows.map((row) => (
              <Cell key={row.bucket} fill={row.color} data-testid="grade-bar" data-bucket={row.bucket} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

function MaxGradeByYear({ data }: { data: OutdoorAnalytics['max_grade_by_year'] }) {
  const { t } = useTranslation('logbook-home');
  const { label } = useEnumLabels();
  const { system, format } = useGrades();
  const theme = useChartTheme();
  const series = useMemo(() => maxGradeSeries(data), [data]);
  const short = (value: number) => displayGrade(value, system)?.text ?? '';
  return (
    <ChartSection
      title={t('analytics.maxGrade.title')}
      table={{
        caption: t('analytics.maxGrade.caption'),
        headers: [t('analytics.headers.year'), ...series.types.map((type) => label('climbing_types', type))],
        rows: series.rows.map((row) => [
          row.year,
          ...series.types.map((type) => {
            const value = row[type];
            return value ? format(value) : '–';
          }),
        ]),
      }}
      testId="chart-max-grade"
    >
      <ResponsiveContainer width="100%" height={HEIGHT + 24} initialDimension={INITIAL}>
        <LineChart data={series.rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} vertical={false} />
          <XAxis dataKey="year" {...axisProps(theme)} />
          <YAxis
            allowDecimals={false}
            domain={['dataMin - 2', 'dataMax + 2']}
            tickFormatter={short}
            {...axisProps(theme)}
          />
          <Tooltip
            {...tooltipProps(theme)}
            formatter={(value, name) => [format(Number(value)), label('climbing_types', String(name))]}
          />
          <Legend
            formatter={(value) => label('climbing_types', String(value))}
            wrapperStyle={{ color: theme.text, fontSize: 12 }}
          />
          {series.types.map((type) => (
            <Line
              key={type}
              dataKey={type}
              name={type}
              stroke={theme.typeColor(type)}
              strokeWidth={2}
              dot={{ r: 3, fill: theme.typeColor(type) }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

function PerMonth({ data }: { data: OutdoorAnalytics['months'] }) {
  const { t } = useTranslation('logbook-home');
  const { month, longMonth } = useFormatters();
  const theme = useChartTheme();
  const rows = useMemo(() => lastMonths(data, new Date()), [data]);
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartSection
      title={t('analytics.perMonth.title')}
      summary={t('analytics.perMonth.summary', { count })}
      table={{
        caption: t('analytics.perMonth.caption'),
        headers: [t('analytics.headers.month'), t('analytics.headers.ascents')],
        rows: rows.map((row) => [longMonth(row.month), row.count]),
      }}
      testId="chart-months"
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        <BarChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} vertical={false} />
          <XAxis dataKey="month" tickFormatter={month} {...axisProps(theme)} minTickGap={8} />
          <YAxis allowDecimals={false} {...axisProps(theme)} />
          <Tooltip
            {...tooltipProps(theme)}
            labelFormatter={(value) => longMonth(String(value))}
            formatter={(value) => [value, t('analytics.headers.ascents')]}
          />
          <Bar dataKey="count" fill={theme.bar} radius={[3, 3, 0, 0]} maxBarSize={48} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

function PerYear({ data }: { data: OutdoorAnalytics['years'] }) {
  const { t } = useTranslation('logbook-home');
  const theme = useChartTheme();
  const rows = useMemo(() => everyYear(data), [data]);
  return (
    <ChartSection
      title={t('analytics.perYear.title')}
      table={{
        caption: t('analytics.perYear.caption'),
        headers: [t('analytics.headers.year'), t('analytics.headers.ascents')],
        rows: rows.map((row) => [row.year, row.count]),
      }}
      testId="chart-years"
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        <BarChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} vertical={false} />
          <XAxis dataKey="year" {...axisProps(theme)} />
          <YAxis allowDecimals={false} {...axisProps(theme)} />
          <Tooltip {...tooltipProps(theme)} formatter={(value) => [value, t('analytics.headers.ascents')]} />
          <Bar dataKey="count" fill={theme.bar} radius={[3, 3, 0, 0]} maxBarSize={48} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

/** The charts of my analytics (Recharts: this module is part of the analytics page's chunk only). */
export function AnalyticsCharts({ analytics }: { analytics: OutdoorAnalytics }) {
  return (
    <Stack gap="md">
      <ByGrade data={analytics.grades} />
      <ByClimbingType data={analytics.climbing_types} />
      <MaxGradeByYear data={analytics.max_grade_by_year} />
      <PerMonth data={analytics.months} />
      <PerYear data={analytics.years} />
    </Stack>
  );
}
