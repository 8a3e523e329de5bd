import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { crags } from '../../db/schema';
import { selectCragSummaries } from '../crags/crag-summary';
import { distanceFrom } from './earth-distance';

export interface RowWindow {
  limit: number;
  offset: number;
}

/**
 * One page of crag summaries matching `conditions` in `order`, and how many match in all: the
 * query behind every paged crag list (all crags, around a point, a department's).
 */
export async function findCragSummaryPage(db: Database, conditions: SQL[], order: SQL[], window: RowWindow) {
  const [rows, total] = await Promise.all([
    selectCragSummaries(db)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    countCrags(db, conditions),
  ]);
  return { rows, total };
}

export async function countCrags(db: Database, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(crags)
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** Orders of crag lists; the id breaks ties so that pages never overlap. */
export const cragOrders = {
  newestFirst: (): SQL[] => [desc(crags.created_at), desc(crags.id)],
  byName: (): SQL[] => [asc(crags.name), asc(crags.id)],
  nearestTo: (point: { latitude: number; longitude: number }): SQL[] => [distanceFrom(point), asc(crags.id)],
};

/**
 * The few columns a map marker needs, for at most `limit` crags: the biggest crags first, so a
 * viewport holding more than the limit still shows the ones that matter.
 */
export function findCragMarkers(db: Database, conditions: SQL[], limit: number) {
  return db
    .select({
      id: crags.id,
      name: crags.name,
      slug_name: crags.slug_name,
      latitude: crags.latitude,
      longitude: crags.longitude,
      climbing_types: crags.climbing_types,
      routes_count: crags.routes_count,
      grade_min_value: crags.grade_min_value,
      grade_max_value: crags.grade_max_value,
    })
    .from(crags)
    .where(and(...conditions))
    .orderBy(desc(crags.routes_count), crags.id)
    .limit(limit);
}

export type CragMarkerRow = Awaited<ReturnType<typeof findCragMarkers>>[number];
