import type { RecordRef } from '@climb/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
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
import { contributorColumns } from './contributor';

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

export async function updateCrag(executor: Executor, id: number, changes: Partial<CragValues>): Promise<CragRow> {
  const [row] = await executor
    .update(crags)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(crags.id, id))
    .returning();
  if (!row) throw new Error(`updateCrag: no crag ${id}`);
  return row;
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

/**
 * Everything `GET crags/{id}.json` shows, in one query (the crag page's hot path). Alerts count
 * while they run on `today` (no end date, or ending that day or later), as the alert list shows them.
 */
export async function findCragDetail(executor: Executor, id: number, today: string) {
  const [row] = await executor
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
        and (${alerts.ends_on} is null or ${alerts.ends_on} >= ${today}))`,
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
    .where(eq(crags.id, id));
  return row;
}

export type CragDetailRow = NonNullable<Awaited<ReturnType<typeof findCragDetail>>>;
