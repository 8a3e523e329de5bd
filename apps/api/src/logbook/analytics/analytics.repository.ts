import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ascents, crags, departments, logbookVersions, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { AnalyticsCell, AnalyticsFigures } from './analytics-buckets';

interface AggregateRow {
  logbook_version: number | string | null;
  ascents: number | string;
  crags: number | string;
  metres: number | string;
  max_grade_value: number | string | null;
  countries: number | string;
  regions: number | string;
  cells: { month: string; climbing_type: string; grade_value: number | null; count: number }[] | string | null;
}

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * Every aggregate of the analytics page in ONE statement (one round trip, on PGlite's single
 * connection as on a pool), with the climber's logbook version read in the same snapshot (the key
 * the answer is cached under: never a version newer than the ascents counted). The climber's
 * matching ascents are read once through
 * `ascents_user_released_idx`, then grouped by month × climbing type × grade value (the cells the
 * charts are summed from) and counted (crags, metres, hardest grade); countries and regions join the
 * distinct crags once. The snapshot columns of `ascents` spare any join with the routes.
 */
export async function findAnalyticsAggregates(
  executor: Executor,
  userId: number,
  where: SQL,
): Promise<{ cells: AnalyticsCell[]; figures: AnalyticsFigures; logbookVersion: number | null }> {
  const result = await executor.execute(sql`
    with picked as materialized (
      select ${ascents.released_at} as released_at, ${ascents.climbing_type} as climbing_type,
        ${ascents.grade_value} as grade_value, ${ascents.height} as height, ${ascents.crag_id} as crag_id
      from ${ascents}
      where ${where}
    ),
    cells as (
      select to_char(released_at, 'YYYY-MM') as month, climbing_type, grade_value, count(*)::int as count
      from picked
      group by 1, 2, 3
    ),
    totals as (
      select count(*)::int as ascents, count(distinct crag_id)::int as crags,
        coalesce(sum(height), 0)::bigint as metres,
        max(grade_value) filter (where grade_value between 1 and 54) as max_grade_value
      from picked
    ),
    places as (
      select count(distinct c.country_id)::int as countries, count(distinct d.region_name)::int as regions
      from ${crags} c
      left join ${departments} d on d.id = c.department_id
      where c.id in (select distinct crag_id from picked where crag_id is not null)
    )
    select totals.*, places.*, (select coalesce(json_agg(cells), '[]'::json) from cells) as cells,
      coalesce((select ${logbookVersions.version} from ${logbookVersions}
        where ${logbookVersions.user_id} = ${userId}), 0) as logbook_version
    from totals, places
  `);
  const row = rowsOf<AggregateRow>(result)[0];
  const rawCells = typeof row?.cells === 'string' ? JSON.parse(row.cells) : (row?.cells ?? []);
  return {
    logbookVersion:
      row?.logbook_version === null || row?.logbook_version === undefined ? null : Number(row.logbook_version),
    cells: (rawCells as AnalyticsCell[]).map((cell) => ({
      month: cell.month,
      climbing_type: cell.climbing_type,
      grade_value: cell.grade_value === null ? null : Number(cell.grade_value),
      count: Number(cell.count),
    })),
    figures: {
      ascents: Number(row?.ascents ?? 0),
      crags: Number(row?.crags ?? 0),
      metres: Number(row?.metres ?? 0),
      max_grade_value:
        row?.max_grade_value === null || row?.max_grade_value === undefined ? null : Number(row.max_grade_value),
      countries: Number(row?.countries ?? 0),
      regions: Number(row?.regions ?? 0),
    },
  };
}

/** Whose logbook, at which version: what a climber's cached analytics are keyed by. */
export interface LogbookStamp {
  id: number;
  uuid: string;
  logbook_version: number;
}

const logbookStampColumns = {
  id: users.id,
  uuid: users.uuid,
  logbook_version: sql<number>`coalesce(${logbookVersions.version}, 0)`.mapWith(Number),
};

function logbookStampQuery(db: Database) {
  return db
    .select(logbookStampColumns)
    .from(users)
    .leftJoin(logbookVersions, eq(logbookVersions.user_id, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('logbook_stamp');
}

/** Built once per database: a named prepared statement, read on every analytics request. */
const logbookStampQueries = new WeakMap<Database, ReturnType<typeof logbookStampQuery>>();

/** The climber's logbook stamp (two primary-key lookups), or undefined for no such climber. */
export async function findLogbookStamp(db: Database, userId: number): Promise<LogbookStamp | undefined> {
  let query = logbookStampQueries.get(db);
  if (!query) {
    query = logbookStampQuery(db);
    logbookStampQueries.set(db, query);
  }
  const [row] = await query.execute({ id: userId });
  return row;
}

/** A climber by their public slug (deleted accounts are no one), with their privacy setting and logbook stamp. */
export async function findClimberBySlug(
  executor: Executor,
  slug: string,
): Promise<(LogbookStamp & { public_outdoor_ascents: boolean }) | undefined> {
  const [row] = await executor
    .select({ ...logbookStampColumns, public_outdoor_ascents: users.public_outdoor_ascents })
    .from(users)
    .leftJoin(logbookVersions, eq(logbookVersions.user_id, users.id))
    .where(and(eq(users.slug_name, slug), isNull(users.deleted_at)))
    .limit(1);
  return row;
}
