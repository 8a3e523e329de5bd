import { type SQL, sql } from 'drizzle-orm';
import { crags } from '../../db/schema';
import type { PositionColumns } from '../../lib/earth-distance';

/** Where a crag is: the columns distances and viewports read (lib/earth-distance.ts, lib/bbox.ts). */
export const cragPosition: PositionColumns = { latitude: crags.latitude, longitude: crags.longitude };

/** A crag's cell at a level, as `crag_grid_cells` stores it (the migration's `crag_grid_x`, `crag_grid_y`). */
export function cragCell(level: number): { x: SQL<number>; y: SQL<number> } {
  return {
    x: sql<number>`crag_grid_x(${crags.longitude}, ${sql.raw(String(Math.trunc(level)))})`,
    y: sql<number>`crag_grid_y(${crags.latitude}, ${sql.raw(String(Math.trunc(level)))})`,
  };
}
