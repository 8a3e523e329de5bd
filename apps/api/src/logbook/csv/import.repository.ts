import type { CragRouteSummary } from '@climb/contracts';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { ascents, cragRoutes, crags } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { chunked } from '../../lib/chunked';
import { selectCragRouteSummaries, toCragRouteSummary } from '../../outdoor/outdoor.public';
import type { CandidateRoute } from './import-rows';

// Ids per `in (…)` list, names per lookup statement (each name is one arm of an index OR).
const ID_CHUNK = 5_000;
const NAME_CHUNK = 100;

/**
 * A name as the matching compares it: lower case, unaccented, typographic apostrophes made plain
 * ("Falaise d’Écu" = "falaise d'ecu"). The same expression folds the CSV's names and the catalogue's.
 */
const folded = (value: SQL | string) => sql`regexp_replace(f_unaccent(lower(${value})), '[’‘ʼ´\`]', '''', 'g')`;

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

const candidateColumns = {
  id: cragRoutes.id,
  crag_id: cragRoutes.crag_id,
  name: cragRoutes.name,
  climbing_type: cragRoutes.climbing_type,
  height: cragRoutes.height,
  pitches: cragRoutes.pitches,
  pitches_count: cragRoutes.pitches_count,
  grade_min_value: cragRoutes.grade_min_value,
  grade_max_value: cragRoutes.grade_max_value,
};

/** The routes of these ids that exist. */
export async function findRoutesByIds(executor: Executor, ids: readonly number[]): Promise<CandidateRoute[]> {
  const routes: CandidateRoute[] = [];
  for (const chunk of chunked([...new Set(ids)], ID_CHUNK)) {
    routes.push(...(await executor.select(candidateColumns).from(cragRoutes).where(inArray(cragRoutes.id, chunk))));
  }
  return routes;
}

/** Each name with its folded form (computed by the database, the same way as the catalogue's names). */
export async function foldNames(executor: Executor, names: readonly string[]): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  const distinct = [...new Set(names)];
  for (const chunk of chunked(distinct, ID_CHUNK)) {
    const result = await executor.execute(sql`
      select value as name, ${folded(sql`value`)} as key
      from jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb) as value
    `);
    for (const row of rowsOf<{ name: string; key: string }>(result)) keys.set(row.name, row.key);
  }
  return keys;
}

/**
 * Crags whose folded name is one of these names, each with its folded name. The full-text index on
 * crag names narrows the search to crags sharing the name's words; the folded names are then compared.
 */
export async function findCragsByNames(
  executor: Executor,
  names: readonly string[],
): Promise<{ id: number; key: string }[]> {
  const found: { id: number; key: string }[] = [];
  for (const chunk of chunked([...new Set(names)], NAME_CHUNK)) {
    const words = chunk.map(
      (name) =>
        sql`to_tsvector('simple', f_unaccent(lower(${crags.name}))) @@ plainto_tsquery('simple', f_unaccent(lower(${name})))`,
    );
    const keys = sql.join(
      chunk.map((name) => folded(name)),
      sql`, `,
    );
    const rows = await executor
      .select({ id: crags.id, key: sql<string>`${folded(sql`${crags.name}`)}` })
      .from(crags)
      .where(and(or(...words), sql`${folded(sql`${crags.name}`)} in (${keys})`));
    found.push(...rows);
  }
  return found;
}

/** Routes of these crags whose folded name is one of these names, each with its folded name. */
export async function findRoutesByNames(
  executor: Executor,
  cragIds: readonly number[],
  names: readonly string[],
): Promise<(CandidateRoute & { key: string })[]> {
  const distinctNames = [...new Set(names)];
  if (cragIds.length === 0 || distinctNames.length === 0) return [];
  const routes: (CandidateRoute & { key: string })[] = [];
  const nameList = JSON.stringify(distinctNames);
  for (const chunk of chunked([...new Set(cragIds)], ID_CHUNK)) {
    const rows = await executor
      .select({ ...candidateColumns, key: sql<string>`${folded(sql`${cragRoutes.name}`)}` })
      .from(cragRoutes)
      .where(
        and(
          inArray(cragRoutes.crag_id, chunk),
          sql`${folded(sql`${cragRoutes.name}`)} in (select ${folded(sql`value`)} from jsonb_array_elements_text(${nameList}::jsonb) as value)`,
        ),
      );
    routes.push(...rows);
  }
  return routes;
}

/** The climber's ascents of these routes between two dates, as (route, date, status). */
export async function findExistingAscents(
  executor: Executor,
  userId: number,
  cragRouteIds: readonly number[],
  dates: { from: string; to: string },
): Promise<{ crag_route_id: number; released_at: string; ascent_status: string }[]> {
  const found: { crag_route_id: number; released_at: string; ascent_status: string }[] = [];
  for (const chunk of chunked([...new Set(cragRouteIds)], ID_CHUNK)) {
    const rows = await executor
      .select({
        crag_route_id: ascents.crag_route_id,
        released_at: ascents.released_at,
        ascent_status: ascents.ascent_status,
      })
      .from(ascents)
      .where(
        and(
          eq(ascents.user_id, userId),
          gte(ascents.released_at, dates.from),
          lte(ascents.released_at, dates.to),
          inArray(ascents.crag_route_id, chunk),
        ),
      );
    for (const row of rows) {
      if (row.crag_route_id !== null) found.push({ ...row, crag_route_id: row.crag_route_id });
    }
  }
  return found;
}

/** The routes as lists show them (crag, sector, grade; a note from `minVotes` votes), by id. */
export async function findRouteSummaries(
  executor: Executor,
  ids: readonly number[],
  minVotes: number,
): Promise<Map<number, CragRouteSummary>> {
  const summaries = new Map<number, CragRouteSummary>();
  for (const chunk of chunked([...new Set(ids)], ID_CHUNK)) {
    const rows = await selectCragRouteSummaries(executor).where(inArray(cragRoutes.id, chunk));
    for (const row of rows) summaries.set(row.id, toCragRouteSummary(row, minVotes));
  }
  return summaries;
}
