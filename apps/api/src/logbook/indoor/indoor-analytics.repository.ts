import { type SQL, sql } from 'drizzle-orm';
import { ascents, logbookVersions } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { IndoorAggregates } from './indoor-analytics-buckets';

type Count = number | string;

interface AggregateRow {
  logbook_version: Count | null;
  ascents: Count;
  gyms: Count;
  days: Count;
  max_grade_value: Count | null;
  cells: unknown;
  levels: unknown;
  gym_counts: unknown;
  day_counts: unknown;
}

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A `json_agg` as the driver gives it back: parsed already, or its text. */
function jsonList<Item>(value: unknown): Item[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as Item[]) : [];
}

const nullableNumber = (value: Count | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/**
 * The climber's indoor ascents the analytics count, with the columns they read: all of them in
 * `ascents_user_indoor_idx`, so that `where` (`indoorFilterConditions`) and this read the index alone.
 */
export function pickedIndoorAscents(where: SQL): SQL {
  return sql`
    select ${ascents.released_at} as released_at, ${ascents.ascent_status} as ascent_status,
      ${ascents.climbing_type} as climbing_type, ${ascents.grade_value} as grade_value,
      ${ascents.level_color} as level_color, ${ascents.gym_id} as gym_id, ${ascents.quantity} as quantity
    from ${ascents}
    where ${where}`;
}

/**
 * Every aggregate of the indoor analytics in ONE statement, with the climber's logbook version read in the same
 * snapshot (the key the answer is cached under: never a version newer than the ascents counted). The matching
 * ascents are read once from `ascents_user_indoor_idx` alone (`where` names only its columns, under its predicate
 * `kind = 'gym_route'`, and so does every aggregate: an index-only scan), every count a sum of the quantities:
 * climbs per type and grade (the grade chart's cells), per colour level, per gym, per day of the window
 * `[windowFrom, today]`, and the figures (climbs, gyms, days, hardest grade of the sends).
 */
export async function findIndoorAggregates(
  executor: Executor,
  userId: number,
  where: SQL,
  window: { from: string; today: string },
): Promise<IndoorAggregates & { logbookVersion: number | null }> {
  const result = await executor.execute(sql`
    with picked as materialized (${pickedIndoorAscents(where)}),
    cells as (
      select climbing_type, grade_value, sum(quantity)::int as count from picked group by 1, 2
    ),
    levels as (
      select level_color as color, sum(quantity)::int as count from picked where level_color is not null group by 1
    ),
    gym_counts as (
      select gym_id, sum(quantity)::int as count from picked where gym_id is not null group by 1
    ),
    day_counts as (
      select released_at::text as date, sum(quantity)::int as count
      from picked
      where released_at between ${window.from}::date and ${window.today}::date
      group by 1
    ),
    totals as (
      select coalesce(sum(quantity), 0)::int as ascents, count(distinct gym_id)::int as gyms,
        count(distinct released_at)::int as days,
        max(grade_value) filter (where ascent_status <> 'project' and grade_value between 1 and 54) as max_grade_value
      from picked
    )
    select totals.*,
      (select coalesce(json_agg(cells), '[]'::json) from cells) as cells,
      (select coalesce(json_agg(levels), '[]'::json) from levels) as levels,
      (select coalesce(json_agg(gym_counts), '[]'::json) from gym_counts) as gym_counts,
      (select coalesce(json_agg(day_counts), '[]'::json) from day_counts) as day_counts,
      coalesce((select ${logbookVersions.version} from ${logbookVersions}
        where ${logbookVersions.user_id} = ${userId}), 0) as logbook_version
    from totals
  `);
  const row = rowsOf<AggregateRow>(result)[0];
  return {
    logbookVersion: nullableNumber(row?.logbook_version),
    figures: {
      ascents: Number(row?.ascents ?? 0),
      gyms: Number(row?.gyms ?? 0),
      days: Number(row?.days ?? 0),
      max_grade_value: nullableNumber(row?.max_grade_value),
    },
    cells: jsonList<{ climbing_type: string; grade_value: Count | null; count: Count }>(row?.cells).map((cell) => ({
      month: '',
      climbing_type: cell.climbing_type,
      grade_value: nullableNumber(cell.grade_value),
      count: Number(cell.count),
    })),
    levels: jsonList<{ color: string; count: Count }>(row?.levels).map((level) => ({
      color: level.color,
      count: Number(level.count),
    })),
    gyms: jsonList<{ gym_id: Count; count: Count }>(row?.gym_counts).map((gym) => ({
      gym_id: Number(gym.gym_id),
      count: Number(gym.count),
    })),
    days: jsonList<{ date: string; count: Count }>(row?.day_counts).map((day) => ({
      date: day.date,
      count: Number(day.count),
    })),
  };
}
