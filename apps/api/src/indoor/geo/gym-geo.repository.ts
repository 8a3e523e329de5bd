import type { GridWindow } from '@climb/contracts';
import { and, asc, count, desc, inArray, type SQL, sql } from 'drizzle-orm';
import { gyms } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type Bbox, bboxCondition } from '../../lib/bbox';
import { type Circle, distanceFrom, type PositionColumns, withinCircle } from '../../lib/earth-distance';
import type { GridCell } from '../../lib/viewport';
import { gymFilter, gymSummaryColumns } from '../gyms/gym.repository';

/** Where a gym is: the columns distances and viewports read. */
export const gymPosition: PositionColumns = { latitude: gyms.latitude, longitude: gyms.longitude };

/** The gyms within a circle, nearest first, with their distance in metres. */
export function findGymsAround(
  executor: Executor,
  circle: Circle,
  climbingTypes: readonly string[] | undefined,
  window: { limit: number; offset: number },
) {
  const distance = distanceFrom(gymPosition, circle);
  return executor
    .select({ ...gymSummaryColumns, metres: sql<number>`${distance}` })
    .from(gyms)
    .where(and(withinCircle(gymPosition, circle), gymFilter({ climbingTypes })))
    .orderBy(asc(distance), asc(gyms.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countGymsAround(
  executor: Executor,
  circle: Circle,
  climbingTypes: readonly string[] | undefined,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(gyms)
    .where(and(withinCircle(gymPosition, circle), gymFilter({ climbingTypes })));
  return row?.total ?? 0;
}

/** What the gyms map draws of a gym. */
const gymMarkerColumns = {
  id: gyms.id,
  name: gyms.name,
  slug_name: gyms.slug_name,
  city: gyms.city,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
  climbing_types: gyms.climbing_types,
};

/** The gyms of a box, the most followed first, `limit` at most. */
export function findGymMarkers(executor: Executor, conditions: (SQL | undefined)[], limit: number) {
  return executor
    .select(gymMarkerColumns)
    .from(gyms)
    .where(and(...conditions))
    .orderBy(desc(gyms.followers_count), asc(gyms.id))
    .limit(limit);
}
export type GymMarkerRow = Awaited<ReturnType<typeof findGymMarkers>>[number];

export function findGymMarkersByIds(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as GymMarkerRow[]);
  return executor
    .select(gymMarkerColumns)
    .from(gyms)
    .where(inArray(gyms.id, [...ids]));
}

/**
 * The gyms of a window counted by grid cell (the crags' grid functions, on the gyms' positions): a scan of the
 * window's gyms on the `(latitude, longitude)` index. Gyms are few (one per town at most): no table keeps them.
 */
export function aggregateGymCells(executor: Executor, window: GridWindow, conditions: (SQL | undefined)[]) {
  const level = sql.raw(String(Math.trunc(window.level)));
  const x = sql<number>`crag_grid_x(${gyms.longitude}, ${level})`;
  const y = sql<number>`crag_grid_y(${gyms.latitude}, ${level})`;
  return executor
    .select({
      x,
      y,
      count: sql<number>`count(*)::int`,
      latitude_sum: sql<number>`sum(${gyms.latitude})`,
      longitude_sum: sql<number>`sum(${gyms.longitude})`,
      id_sum: sql<number>`sum(${gyms.id})::float8`,
    })
    .from(gyms)
    .where(and(bboxCondition(gymPosition, window.bbox as Bbox), ...conditions))
    .groupBy(x, y) as Promise<GridCell[]>;
}
