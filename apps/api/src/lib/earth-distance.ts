import { EARTH_RADIUS_M } from '@climb/contracts';
import { and, type Column, type SQL, sql } from 'drizzle-orm';

/*
 * Records found by distance (earthdistance), for any table with a position: its `latitude` and
 * `longitude` columns, with a gist index on `ll_to_earth(latitude, longitude)` that these
 * expressions repeat exactly.
 */

/** The position columns of a table. */
export interface PositionColumns {
  latitude: Column;
  longitude: Column;
}

/** A point and a radius in metres, measured on the app's Earth (`EARTH_RADIUS_M`, as `distanceMetres`). */
export interface Circle {
  latitude: number;
  longitude: number;
  metres: number;
}

const pointOf = (position: PositionColumns) => sql`ll_to_earth(${position.latitude}, ${position.longitude})`;

function centre({ latitude, longitude }: Pick<Circle, 'latitude' | 'longitude'>): SQL {
  return sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
}

/**
 * earthdistance works on a sphere of `earth()` metres (6 378 168), the contracts on the mean radius:
 * a radius is scaled to earthdistance's sphere so that both agree on which records are inside.
 */
function onEarthSphere(metres: number): SQL {
  return sql`(${metres}::float8 * earth() / ${EARTH_RADIUS_M}::float8)`;
}

/**
 * Records within the circle: the `earth_box` test uses the gist index on `ll_to_earth(latitude,
 * longitude)`, the exact great-circle distance then drops the box's corners.
 */
export function withinCircle(position: PositionColumns, circle: Circle): SQL {
  const radius = onEarthSphere(circle.metres);
  return and(
    sql`earth_box(${centre(circle)}, ${radius}) @> ${pointOf(position)}`,
    sql`earth_distance(${centre(circle)}, ${pointOf(position)}) <= ${radius}`,
  ) as SQL;
}

/** Nearest first (earthdistance's metres: the order is the same on any sphere). */
export function distanceFrom(position: PositionColumns, point: Pick<Circle, 'latitude' | 'longitude'>): SQL {
  return sql`earth_distance(${centre(point)}, ${pointOf(position)})`;
}
