import { displayGrade, type IndoorAnalytics, type OutdoorAnalytics } from '@climb/contracts';
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
import {
  axisProps,
  HEIGHT,
  HOLD_COLOR_FILLS,
  INITIAL,
  MARGIN,
  tooltipProps,
  useChartTheme,
} from '../../../../climbing/chart-theme';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { useGrades } from '../../../../climbing/grade';
import { useFormatters } from '../../../../lib/use-formatters';
import { everyYear, gradeBars, lastMonths, maxGradeSeries } from '../lib/chart-series';
import { ChartSection } from './chart-section';

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

const NS = ['logbook-indoor', 'indoor-enums'];

/** Horizontal bars: one row per label, as many rows as there are. */
function IndoorRowBars({
  rows,
  testId,
  title,
  caption,
  header,
}: {
  rows: { key: string; label: string; count: number; fill: string }[];
  testId: string;
  title: string;
  caption: string;
  header: string;
}) {
  const { t } = useTranslation(NS);
  const theme = useChartTheme();
  return (
    <ChartSection
      title={title}
      table={{
        caption,
        headers: [header, t('analytics.headers.climbs')],
        rows: rows.map((row) => [row.label, row.count]),
      }}
      testId={testId}
    >
      <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 40 + 32)} initialDimension={INITIAL}>
        <BarChart data={rows} layout="vertical" margin={{ ...MARGIN, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...axisProps(theme)} />
          <YAxis type="category" dataKey="label" width={118} {...axisProps(theme)} />
          <Tooltip {...tooltipProps(theme)} formatter={(value) => [value, t('analytics.headers.climbs')]} />
          <Bar dataKey="count" radius={[0, 4, 4, 0]} maxBarSize={28} isAnimationActive={false}>
            {rows.map((row) => (
              <Cell key={row.key} fill={row.fill} stroke={theme.grid} data-testid={`${testId}-bar`} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

function IndoorByType({ data }: { data: IndoorAnalytics['climbing_types'] }) {
  const { t } = useTranslation(NS);
  const theme = useChartTheme();
  const rows = [...data]
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((row) => ({
      key: row.climbing_type,
      label: t(`indoor-enums:route_climbing_types.${row.climbing_type}`),
      count: row.count,
      fill: theme.typeColor(row.climbing_type),
    }));
  return (
    <IndoorRowBars
      rows={rows}
      testId="chart-indoor-types"
      title={t('analytics.byType.title')}
      caption={t('analytics.byType.caption')}
      header={t('analytics.headers.type')}
    />
  );
}

function IndoorByLevel({ data }: { data: IndoorAnalytics['levels'] }) {
  const { t } = useTranslation(NS);
  const rows = data.map((row) => ({
    key: row.color,
    label: t(`indoor-enums:hold_colors.${row.color}`),
    count: row.count,
    fill: HOLD_COLOR_FILLS[row.color],
  }));
  if (rows.length === 0) return null;
  return (
    <IndoorRowBars
      rows={rows}
      testId="chart-indoor-levels"
      title={t('analytics.byLevel.title')}
      caption={t('analytics.byLevel.caption')}
      header={t('analytics.headers.color')}
    />
  );
}

function IndoorByGym({ data }: { data: IndoorAnalytics['gyms'] }) {
  const { t } = useTranslation(NS);
  const theme = useChartTheme();
  const rows = data.map((row) => ({ key: String(row.gym.id), label: row.gym.name, count: row.count, fill: theme.bar }));
  if (rows.length === 0) return null;
  return (
    <IndoorRowBars
      rows={rows}
      testId="chart-indoor-gyms"
      title={t('analytics.byGym.title')}
      caption={t('analytics.byGym.caption')}
      header={t('analytics.headers.gym')}
    />
  );
}

function IndoorByGrade({ data }: { data: IndoorAnalytics['grades'] }) {
  const { t } = useTranslation(NS);
  const { system, format } = useGrades();
  const theme = useChartTheme();
  const bars = useMemo(() => gradeBars(data), [data]);
  if (bars.length === 0) return null;
  const rows = bars.map((bar) => ({ ...bar, label: displayGrade(bar.value, system)?.text ?? bar.bucket }));
  return (
    <ChartSection
      title={t('analytics.byGrade.title')}
      table={{
        caption: t('analytics.byGrade.caption'),
        headers: [t('analytics.headers.grade'), t('analytics.headers.climbs')],
        rows: bars.filter((bar) => bar.count > 0).map((bar) => [format(bar.value), bar.count]),
      }}
      testId="chart-indoor-grades"
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        <BarChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} vertical={false} />
          <XAxis dataKey="label" {...axisProps(theme)} interval="preserveStartEnd" minTickGap={4} />
          <YAxis allowDecimals={false} {...axisProps(theme)} />
          <Tooltip {...tooltipProps(theme)} formatter={(value) => [value, t('analytics.headers.climbs')]} />
          <Bar dataKey="count" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
            {rows.map((row) => (
              <Cell key={row.bucket} fill={row.color} data-bucket={row.bucket} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

function IndoorLastDays({ data }: { data: IndoorAnalytics['last_28_days'] }) {
  const { t } = useTranslation(NS);
  const { shortDay } = useFormatters();
  const theme = useChartTheme();
  const count = data.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartSection
      title={t('analytics.lastDays.title')}
      summary={t('analytics.lastDays.summary', { count })}
      table={{
        caption: t('analytics.lastDays.caption'),
        headers: [t('analytics.headers.day'), t('analytics.headers.climbs')],
        rows: data.filter((row) => row.count > 0).map((row) => [shortDay(row.date), row.count]),
      }}
      testId="chart-indoor-days"
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        <BarChart data={data} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(day) => String(day).slice(8, 10)}
            {...axisProps(theme)}
            minTickGap={8}
          />
          <YAxis allowDecimals={false} {...axisProps(theme)} />
          <Tooltip
            {...tooltipProps(theme)}
            labelFormatter={(day) => shortDay(String(day))}
            formatter={(value) => [value, t('analytics.headers.climbs')]}
          />
          <Bar dataKey="count" fill={theme.bar} radius={[3, 3, 0, 0]} maxBarSize={24} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartSection>
  );
}

/**
 * The charts of my indoor analytics: by grade, by type, by colour level, by gym, and the last 28 days. The indoor
 * logbook loads this module with its analytics only, never with its list; in the same module as the outdoor ones, so
 * that both pages share one chunk of the chart library rather than splitting it.
 */
export function IndoorCharts({ analytics }: { analytics: IndoorAnalytics }) {
  return (
    <Stack gap="md" data-testid="indoor-charts">
      <IndoorLastDays data={analytics.last_28_days} />
      <IndoorByGrade data={analytics.grades} />
      <IndoorByType data={analytics.climbing_types} />
      <IndoorByLevel data={analytics.levels} />
      <IndoorByGym data={analytics.gyms} />
    </Stack>
  );
}
