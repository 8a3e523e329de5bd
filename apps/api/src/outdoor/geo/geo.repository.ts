import type { GridWindow } from '@climb/contracts';
import { and, asc, between, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cragGridCells, crags } from '../../db/schema';
import { bboxCondition } from '../../lib/bbox';
import { distanceFrom } from '../../lib/earth-distance';
import type { GridCell } from '../../lib/viewport';
import { selectCragSummaries } from '../crags/crag-summary';
import { cragCell, cragPosition } from './crag-position';

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

/** The summaries of the given crags (primary-key lookups), those that exist, in no particular order. */
export function findCragSummariesByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectCragSummaries(db).where(inArray(crags.id, [...ids]));
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
  nearestTo: (point: { latitude: number; longitude: number }): SQL[] => [
    distanceFrom(cragPosition, point),
    asc(crags.id),
  ],
};

/**
 * The few columns a map marker needs, for at most `limit` crags: the biggest crags first, so a
 * viewport holding more than the limit still shows the ones that matter.
 */
export function findCragMarkers(db: Database, conditions: SQL[], limit: number) {
  return db
    .select(markerColumns)
    .from(crags)
    .where(and(...conditions))
    .orderBy(desc(crags.routes_count), crags.id)
    .limit(limit);
}

const markerColumns = {
  id: crags.id,
  name: crags.name,
  slug_name: crags.slug_name,
  latitude: crags.latitude,
  longitude: crags.longitude,
  climbing_types: crags.climbing_types,
  routes_count: crags.routes_count,
  grade_min_value: crags.grade_min_value,
  grade_max_value: crags.grade_max_value,
};

export type CragMarkerRow = Awaited<ReturnType<typeof findCragMarkers>>[number];

/** The markers of the given crags (primary-key lookups), biggest first. */
export function findCragMarkersByIds(db: Database, ids: readonly number[]): Promise<CragMarkerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(markerColumns)
    .from(crags)
    .where(inArray(crags.id, [...ids]))
    .orderBy(desc(crags.routes_count), crags.id);
}

/** One cell of the crags' map grid: its crags counted (`count`), their coordinates and ids summed. */
export type GridCellRow = GridCell;

/**
 * The cells of one column range of a window: ranges on the `(level, y, x)` primary key. A named
 * prepared statement, built once per database: the map's most frequent read is parsed and planned
 * once per connection.
 */
function gridCellsStatement(db: Database) {
  return db
    .select({
      x: cragGridCells.x,
      y: cragGridCells.y,
      count: cragGridCells.crags_count,
      latitude_sum: cragGridCells.latitude_sum,
      longitude_sum: cragGridCells.longitude_sum,
      id_sum: cragGridCells.id_sum,
    })
    .from(cragGridCells)
    .where(
      and(
        eq(cragGridCells.level, sql.placeholder('level')),
        between(cragGridCells.y, sql.placeholder('top'), sql.placeholder('bottom')),
        between(cragGridCells.x, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .prepare('geo_grid_cells');
}

const gridCellsStatements = new WeakMap<Database, ReturnType<typeof gridCellsStatement>>();

/**
 * The cells of a window holding crags, as the triggers keep them in `crag_grid_cells` (every crag,
 * unfiltered): one read per column range (two across the antimeridian).
 */
export async function findGridCells(db: Database, window: GridWindow): Promise<GridCellRow[]> {
  let statement = gridCellsStatements.get(db);
  if (!statement) {
    statement = gridCellsStatement(db);
    gridCellsStatements.set(db, statement);
  }
  const [top, bottom] = window.rows;
  const cells: GridCellRow[] = [];
  for (const [from, to] of window.columns) {
    cells.push(...(await statement.execute({ level: window.level, top, bottom, from, to })));
  }
  return cells;
}

/**
 * The same cells counted on the fly over the crags matching `conditions` (the filters): a scan of the
 * window's crags on the `(latitude, longitude)` index, grouped by the triggers' cell functions.
 */
export function aggregateGridCells(db: Database, window: GridWindow, conditions: SQL[]): Promise<GridCellRow[]> {
  const cell = cragCell(window.level);
  return db
    .select({
      x: cell.x,
      y: cell.y,
      count: sql<number>`count(*)::int`,
      latitude_sum: sql<number>`sum(${crags.latitude})`,
      longitude_sum: sql<number>`sum(${crags.longitude})`,
      id_sum: sql<number>`sum(${crags.id})::float8`,
    })
    .from(crags)
    .where(and(bboxCondition(cragPosition, window.bbox), ...conditions))
    .groupBy(cell.x, cell.y);
}
