import { and, between, or, type SQL } from 'drizzle-orm';
import type { PositionColumns } from './earth-distance';

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

/** Records inside the viewport: ranges on the btree `(latitude, longitude)` index of their table. */
export function bboxCondition(position: PositionColumns, [west, south, east, north]: Bbox): SQL {
  const inLatitude = between(position.latitude, south, north);
  const ranges = longitudeRanges(west, east).map(([from, to]) =>
    and(inLatitude, between(position.longitude, from, to)),
  );
  return (ranges.length === 1 ? ranges[0] : or(...ranges)) as SQL;
}
