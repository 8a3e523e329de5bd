import { and, between, or, type SQL, sql } from 'drizzle-orm';
import { crags } from '../../db/schema';

/** A map viewport as `geoJsonQuery` parses `bbox=west,south,east,north`. */
export type Bbox = readonly [west: number, south: number, east: number, north: number];

/**
 * The longitude intervals a viewport covers: one, or two when it crosses the antimeridian
 * (`west > east`, e.g. 170 → -170 over the Pacific).
 */
export function longitudeRanges(west: number, east: number): [number, number][] {
  return west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];
}

/** Crags inside the viewport: ranges on the btree `(latitude, longitude)` index. */
export function bboxCondition([west, south, east, north]: Bbox): SQL {
  const inLatitude = between(crags.latitude, south, north);
  const ranges = longitudeRanges(west, east).map(([from, to]) => and(inLatitude, between(crags.longitude, from, to)));
  return (ranges.length === 1 ? ranges[0] : or(...ranges)) as SQL;
}

/** A crag's cell at a level, as `crag_grid_cells` stores it (the migration's `crag_grid_x`, `crag_grid_y`). */
export function cragCell(level: number): { x: SQL<number>; y: SQL<number> } {
  return {
    x: sql<number>`crag_grid_x(${crags.longitude}, ${sql.raw(String(Math.trunc(level)))})`,
    y: sql<number>`crag_grid_y(${crags.latitude}, ${sql.raw(String(Math.trunc(level)))})`,
  };
}
