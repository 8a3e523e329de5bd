import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisProps, HEIGHT, INITIAL, MARGIN, tooltipProps, useChartTheme } from '../../../../../climbing/chart-theme';

/*
 * The routes' statistics' drawings (Recharts: this module is its own chunk, loaded by the statistics page after its
 * figures). The page hands over the bars with their labels; the same figures are in each section's table.
 */

/** One bar (or group of bars): its label, a value per series, and its own colour (a level's) if it has one. */
export interface ChartBar {
  key: string;
  label: string;
  values: Record<string, number>;
  fill?: string;
}

/** A series of values: its name in the legend and tooltip; without a colour, each bar takes its own. */
export interface ChartSeries {
  key: string;
  name: string;
  /** A theme colour role: the charts' bar colour, a softer one, or a climbing-opinion colour. */
  tone?: 'bar' | 'soft' | 'right' | 'hard' | 'muted';
  /** Below 1: the bars' own colour, lighter (the opened routes beside the mounted ones). */
  opacity?: number;
}

export interface StatisticsChartProps {
  bars: ChartBar[];
  series: ChartSeries[];
  /** `rows`: one horizontal bar per label (levels, sectors); `columns`: vertical bars (grades, months, ages). */
  layout: 'rows' | 'columns';
  stacked?: boolean;
  /** The value axis's bounds (notes: 0 to 6); decimals allowed then. */
  domain?: [number, number];
  legend?: boolean;
}

/** One chart of the statistics, in the scheme's colours; bars drawn with an edge so white and black stay visible. */
export default function StatisticsChart({
  bars,
  series,
  layout,
  stacked = false,
  domain,
  legend,
}: StatisticsChartProps) {
  const theme = useChartTheme();
  const tones = {
    bar: theme.bar,
    soft: theme.typeColor('sport_climbing'),
    right: theme.axis,
    hard: theme.typeColor('bouldering'),
    muted: theme.grid,
  };
  const rows = layout === 'rows';
  const height = rows ? Math.max(120, bars.length * (stacked || series.length === 1 ? 34 : 52) + 40) : HEIGHT;
  const data = bars.map((bar) => ({ key: bar.key, label: bar.label, ...bar.values }));
  const valueAxis = {
    type: 'number' as const,
    allowDecimals: domain !== undefined,
    ...(domain ? { domain } : {}),
    ...axisProps(theme),
  };
  const labelAxis = { type: 'category' as const, dataKey: 'label', ...axisProps(theme) };
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={INITIAL}>
      <BarChart
        data={data}
        layout={rows ? 'vertical' : 'horizontal'}
        margin={rows ? { ...MARGIN, left: 8 } : MARGIN}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={theme.grid} horizontal={!rows} vertical={rows} />
        {rows ? <XAxis {...valueAxis} /> : <XAxis {...labelAxis} interval="preserveStartEnd" minTickGap={4} />}
        {rows ? <YAxis {...labelAxis} width={120} /> : <YAxis {...valueAxis} />}
        <Tooltip {...tooltipProps(theme)} />
        {legend ? <Legend wrapperStyle={{ color: theme.text, fontSize: 12 }} /> : null}
        {series.map((entry) => (
          <Bar
            key={entry.key}
            dataKey={entry.key}
            name={entry.name}
            fill={entry.tone ? tones[entry.tone] : theme.bar}
            fillOpacity={entry.opacity ?? 1}
            stroke={theme.axis}
            strokeWidth={1}
            {...(stacked ? { stackId: 'all' } : {})}
            maxBarSize={rows ? 24 : 40}
            isAnimationActive={false}
          >
            {entry.tone
              ? null
              : bars.map((bar) => <Cell key={bar.key} fill={bar.fill ?? theme.bar} data-testid="statistics-bar" />)}
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
