import { EARTH_RADIUS_M } from '@climb/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import { crags } from '../../db/schema';

/** A point and a radius in metres, measured on the app's Earth (`EARTH_RADIUS_M`, as `distanceMetres`). */
export interface Circle {
  latitude: number;
  longitude: number;
  metres: number;
}

const cragPoint = sql`ll_to_earth(${crags.latitude}, ${crags.longitude})`;

function centre({ latitude, longitude }: Pick<Circle, 'latitude' | 'longitude'>): SQL {
  return sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
}

/**
 * earthdistance works on a sphere of `earth()` metres (6 378 168), the contracts on the mean radius:
 * a radius is scaled to earthdistance's sphere so that both agree on which crags are inside.
 */
function onEarthSphere(metres: number): SQL {
  return sql`(${metres}::float8 * earth() / ${EARTH_RADIUS_M}::float8)`;
}

/**
 * Crags within the circle: the `earth_box` test uses the gist index on `ll_to_earth(latitude,
 * longitude)`, the exact great-circle distance then drops the box's corners.
 */
export function withinCircle(circle: Circle): SQL {
  const radius = onEarthSphere(circle.metres);
  return and(
    sql`earth_box(${centre(circle)}, ${radius}) @> ${cragPoint}`,
    sql`earth_distance(${centre(circle)}, ${cragPoint}) <= ${radius}`,
  ) as SQL;
}

/** Nearest first (earthdistance's metres: the order is the same on any sphere). */
export function distanceFrom(point: Pick<Circle, 'latitude' | 'longitude'>): SQL {
  return sql`earth_distance(${centre(point)}, ${cragPoint})`;
}
