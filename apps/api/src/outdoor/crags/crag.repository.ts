import type { RecordRef } from '@climb/contracts';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  alerts,
  approaches,
  areaCrags,
  areas,
  countries,
  crags,
  departments,
  parks,
  towns,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { BatchedLookup } from '../../lib/batched-lookup';
import { contributorColumns } from '../../lib/contributor';
import { isStoredId } from '../../lib/path-params';

export type CragRow = typeof crags.$inferSelect;
export type CragValues = Omit<typeof crags.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** Where a crag lies: its town and that town's department and country. */
export interface CragPlace {
  town_id: number | null;
  department_id: number | null;
  country_id: number | null;
}

/**
 * The crag, locked until the transaction ends: every change to its sectors and routes takes this
 * lock first, so their figure refreshes run one after the other.
 */
export async function lockCrag(executor: Executor, id: number): Promise<CragRow | undefined> {
  const [row] = await executor.select().from(crags).where(eq(crags.id, id)).for('update');
  return row;
}

export async function insertCrag(executor: Executor, values: CragValues): Promise<CragRow> {
  const [row] = await executor.insert(crags).values(values).returning();
  if (!row) throw new Error('insertCrag: no row returned');
  return row;
}

/**
 * The crag's next `updated_at`: now, and in any case after the one it has, so that every write of
 * what the crag page shows gives it a new value (its `updated_at` field, the stamp of its wiki
 * history), even two writes in one microsecond or a clock set back.
 */
export const nextCragUpdatedAt = sql`greatest(now(), ${crags.updated_at} + interval '1 microsecond')`;

export async function updateCrag(executor: Executor, id: number, changes: Partial<CragValues>): Promise<CragRow> {
  const [row] = await executor
    .update(crags)
    .set({ ...changes, updated_at: nextCragUpdatedAt })
    .where(eq(crags.id, id))
    .returning();
  if (!row) throw new Error(`updateCrag: no crag ${id}`);
  return row;
}

/**
 * Marks the crags as changed (`updated_at`) in the caller's transaction: every write of something the
 * crag page shows besides the crag's own columns (its areas, alerts, parks, approaches; its sectors'
 * and routes' figures move it in `refreshCragFigures`). Rows are locked in id order, so two writes
 * touching the same crags never wait for each other crosswise.
 */
export async function touchCrags(executor: Executor, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  if (unique.length > 1) {
    await executor
      .select({ id: crags.id })
      .from(crags)
      .where(inArray(crags.id, unique))
      .orderBy(asc(crags.id))
      .for('no key update');
  }
  await executor.update(crags).set({ updated_at: nextCragUpdatedAt }).where(inArray(crags.id, unique));
}

/** Deletes the crag; its sectors, routes, parks, approaches, rock bars and area links go with it (cascade). */
export async function deleteCrag(executor: Executor, id: number): Promise<void> {
  await executor.delete(crags).where(eq(crags.id, id));
}

/** The place of a known town, or undefined when there is no such town. */
export async function findTownPlace(executor: Executor, townId: number): Promise<CragPlace | undefined> {
  const [row] = await executor
    .select({ town_id: towns.id, department_id: towns.department_id, country_id: towns.country_id })
    .from(towns)
    .where(eq(towns.id, townId));
  return row;
}

/**
 * The nearest town within `radiusMetres` of a point: the earth box narrows on the gist index of
 * `ll_to_earth(latitude, longitude)`, the distance keeps the true circle and sorts.
 */
export async function findNearestTownPlace(
  executor: Executor,
  latitude: number,
  longitude: number,
  radiusMetres: number,
): Promise<CragPlace | undefined> {
  const point = sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
  const townPoint = sql`ll_to_earth(${towns.latitude}, ${towns.longitude})`;
  const distance = sql`earth_distance(${point}, ${townPoint})`;
  const [row] = await executor
    .select({ town_id: towns.id, department_id: towns.department_id, country_id: towns.country_id })
    .from(towns)
    .where(sql`earth_box(${point}, ${radiusMetres}::float8) @> ${townPoint} and ${distance} <= ${radiusMetres}::float8`)
    .orderBy(distance, towns.id)
    .limit(1);
  return row;
}

/** The crags a climber created: their pages show the climber's name. */
export async function findCragIdsCreatedBy(db: Database, userId: number): Promise<number[]> {
  const rows = await db.select({ id: crags.id }).from(crags).where(eq(crags.user_id, userId));
  return rows.map((row) => row.id);
}

/** The crags asked for, as a PostgreSQL array literal (the same text on both drivers). */
const IDS = sql`${sql.placeholder('ids')}::int[]`;
const TODAY = sql.placeholder('today');

/** Which of the crags asked for exist (primary-key lookups). */
function existingCragsQuery(db: Database) {
  return db.select({ id: crags.id }).from(crags).where(sql`${crags.id} = any(${IDS})`).prepare('existing_crags');
}

/**
 * Everything `GET crags/{id}.json` shows, in one query. Alerts count while they run on `today` (no
 * end date, or ending that day or later), as the alert list shows them.
 */
function cragDetailQuery(db: Database) {
  return db
    .select({
      ...getTableColumns(crags),
      town_name: towns.name,
      town_slug: towns.slug,
      department_number: departments.number,
      department_name: departments.name,
      department_slug: departments.slug,
      country_code: countries.code,
      ...contributorColumns,
      parks_count: sql<number>`(select count(*)::int from ${parks} where ${parks.crag_id} = ${crags.id})`,
      approaches_count: sql<number>`(select count(*)::int from ${approaches} where ${approaches.crag_id} = ${crags.id})`,
      alerts_count: sql<number>`(select count(*)::int from ${alerts}
        where ${alerts.alertable_type} = 'crags' and ${alerts.alertable_id} = ${crags.id}
        and (${alerts.ends_on} is null or ${alerts.ends_on} >= ${TODAY}::date))`,
      areas: sql<RecordRef[]>`coalesce((
        select json_agg(json_build_object('id', ${areas.id}, 'name', ${areas.name}, 'slug_name', ${areas.slug_name})
          order by ${areas.name}, ${areas.id})
        from ${areaCrags} join ${areas} on ${areas.id} = ${areaCrags.area_id}
        where ${areaCrags.crag_id} = ${crags.id}), '[]'::json)`,
    })
    .from(crags)
    .leftJoin(towns, eq(towns.id, crags.town_id))
    .leftJoin(departments, eq(departments.id, crags.department_id))
    .leftJoin(countries, eq(countries.id, crags.country_id))
    .leftJoin(users, eq(users.id, crags.user_id))
    .where(sql`${crags.id} = any(${IDS})`)
    .prepare('crag_details');
}

type CragDetailQueryRow = Awaited<ReturnType<ReturnType<typeof cragDetailQuery>['execute']>>[number];

function arrayLiteral(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}

function byId<Row extends { id: number }>(rows: readonly Row[]): Map<number, Row> {
  return new Map(rows.map((row) => [row.id, row]));
}

/*
 * The crag page's reads are the API's hottest. Each is a named prepared statement (parsed and planned
 * once per connection), and the reads of the requests that arrive together are made by one execution
 * of it (`BatchedLookup`): one round trip for a burst of requests instead of one each.
 */
interface CragReads {
  existing: BatchedLookup<number, { id: number }>;
  /** By day (the alerts counted): only today's is kept. */
  details: { today: string; lookup: BatchedLookup<number, CragDetailQueryRow> } | null;
  detailQuery: ReturnType<typeof cragDetailQuery>;
}

const readsByDatabase = new WeakMap<Database, CragReads>();

function readsOf(db: Database): CragReads {
  let reads = readsByDatabase.get(db);
  if (!reads) {
    const existingQuery = existingCragsQuery(db);
    reads = {
      existing: new BatchedLookup(async (ids) => byId(await existingQuery.execute({ ids: arrayLiteral(ids) }))),
      details: null,
      detailQuery: cragDetailQuery(db),
    };
    readsByDatabase.set(db, reads);
  }
  return reads;
}

/**
 * Whether the crag exists, for the reads about a crag (its sectors, routes, alerts, comments): read
 * in batches, so that the checks of one page's calls, made in the same turn, are one statement.
 * Outside a transaction only: the batch runs on its own connection.
 */
export async function cragIdExists(db: Database, id: number): Promise<boolean> {
  return isStoredId(id) && (await readsOf(db).existing.load(id)) !== undefined;
}

/** Everything `GET crags/{id}.json` shows, in one query; undefined for no such crag. */
export async function findCragDetail(db: Database, id: number, today: string) {
  const reads = readsOf(db);
  if (reads.details?.today !== today) {
    const { detailQuery } = reads;
    reads.details = {
      today,
      lookup: new BatchedLookup(async (ids) => byId(await detailQuery.execute({ ids: arrayLiteral(ids), today }))),
    };
  }
  return reads.details.lookup.load(id);
}

export type CragDetailRow = NonNullable<Awaited<ReturnType<typeof findCragDetail>>>;
