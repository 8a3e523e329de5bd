import {
  GYM_ROUTE_CLIMBING_TYPES,
  type GymRouteClimbingType,
  HOLD_COLORS,
  type HoldColor,
  type IndoorAnalytics,
  type RecordRef,
} from '@climb/contracts';
import { type AnalyticsCell, gradeBucketCounts } from '../analytics/analytics-buckets';

/** The days the indoor analytics chart, today (UTC) included. */
export const INDOOR_ANALYTICS_DAYS = 28;

/**
 * A climber's indoor ascents as the database groups them (`indoor-analytics.repository.ts`): every count is of
 * climbs, an ascent standing for its quantity. The charts are built from these here, pure and tested.
 */
export interface IndoorAggregates {
  figures: IndoorAnalytics['figures'];
  /** Climbs per climbing type and grade value (the grade chart's cells; the month is not used). */
  cells: AnalyticsCell[];
  levels: { color: string; count: number }[];
  gyms: { gym_id: number; count: number }[];
  /** Climbs per day of the window (days without any are absent). */
  days: { date: string; count: number }[];
}

/** The days of the window ending `today` (`YYYY-MM-DD`, UTC), oldest first: `count` of them, today included. */
export function daysUpTo(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_unused, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

const TYPE_ORDER = new Map<string, number>(GYM_ROUTE_CLIMBING_TYPES.map((type, index) => [type, index]));
const COLOR_ORDER = new Map<string, number>(HOLD_COLORS.map((color, index) => [color, index]));

/** Climbs per climbing type, most climbed first (ties in the order of the gym route types). */
export function indoorTypeCounts(cells: readonly AnalyticsCell[]): IndoorAnalytics['climbing_types'] {
  const counts = new Map<GymRouteClimbingType, number>();
  for (const cell of cells) {
    if (!TYPE_ORDER.has(cell.climbing_type)) continue;
    const type = cell.climbing_type as GymRouteClimbingType;
    counts.set(type, (counts.get(type) ?? 0) + cell.count);
  }
  return [...counts.entries()]
    .map(([climbing_type, count]) => ({ climbing_type, count }))
    .sort(
      (left, right) =>
        right.count - left.count ||
        (TYPE_ORDER.get(left.climbing_type) ?? 0) - (TYPE_ORDER.get(right.climbing_type) ?? 0),
    );
}

/**
 * Every chart of the indoor analytics: types, grades (in the grade buckets, split by type), colour levels and gyms
 * most climbed first (ties in the order of the colours, of the gyms' names), the last days every one of them. A
 * gym that no longer exists (no name in `gyms`) is left out of the gyms, not of the other counts.
 */
export function buildIndoorAnalytics(
  aggregates: IndoorAggregates,
  gyms: ReadonlyMap<number, RecordRef>,
  today: string,
): IndoorAnalytics {
  const perDay = new Map(aggregates.days.map((day) => [day.date, day.count]));
  return {
    figures: aggregates.figures,
    climbing_types: indoorTypeCounts(aggregates.cells),
    grades: gradeBucketCounts(aggregates.cells),
    levels: aggregates.levels
      .filter((level): level is { color: HoldColor; count: number } => COLOR_ORDER.has(level.color))
      .sort(
        (left, right) =>
          right.count - left.count || (COLOR_ORDER.get(left.color) ?? 0) - (COLOR_ORDER.get(right.color) ?? 0),
      ),
    gyms: aggregates.gyms
      .flatMap((row) => {
        const gym = gyms.get(row.gym_id);
        return gym ? [{ gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name }, count: row.count }] : [];
      })
      .sort((left, right) => right.count - left.count || left.gym.name.localeCompare(right.gym.name)),
    last_28_days: daysUpTo(today, INDOOR_ANALYTICS_DAYS).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
  };
}
