import { eq, inArray } from 'drizzle-orm';
import { areas, cragRoutes, cragSectors, crags } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** The name and slug of an outdoor record, with its crag's name for a sector or a route. */
export interface OutdoorLabelRow {
  id: number;
  name: string;
  slug_name: string;
  crag_name: string | null;
}

export async function findCragLabels(executor: Executor, ids: readonly number[]): Promise<OutdoorLabelRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: crags.id, name: crags.name, slug_name: crags.slug_name })
    .from(crags)
    .where(inArray(crags.id, [...ids]));
  return rows.map((row) => ({ ...row, crag_name: null }));
}

export function findSectorLabels(executor: Executor, ids: readonly number[]): Promise<OutdoorLabelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: cragSectors.id, name: cragSectors.name, slug_name: cragSectors.slug_name, crag_name: crags.name })
    .from(cragSectors)
    .innerJoin(crags, eq(crags.id, cragSectors.crag_id))
    .where(inArray(cragSectors.id, [...ids]));
}

export function findRouteLabels(executor: Executor, ids: readonly number[]): Promise<OutdoorLabelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: cragRoutes.id, name: cragRoutes.name, slug_name: cragRoutes.slug_name, crag_name: crags.name })
    .from(cragRoutes)
    .innerJoin(crags, eq(crags.id, cragRoutes.crag_id))
    .where(inArray(cragRoutes.id, [...ids]));
}

export async function findAreaLabels(executor: Executor, ids: readonly number[]): Promise<OutdoorLabelRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: areas.id, name: areas.name, slug_name: areas.slug_name })
    .from(areas)
    .where(inArray(areas.id, [...ids]));
  return rows.map((row) => ({ ...row, crag_name: null }));
}

/** The first crag of that exact name (a demo record's), or undefined. */
export async function findCragIdNamed(executor: Executor, name: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: crags.id })
    .from(crags)
    .where(eq(crags.name, name))
    .orderBy(crags.id)
    .limit(1);
  return row?.id;
}
