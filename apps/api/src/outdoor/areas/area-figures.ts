/** What an area's figures are computed from: each of its crags. */
export interface AreaCragPoint {
  latitude: number;
  longitude: number;
  routes_count: number;
  grade_min_value: number | null;
  grade_max_value: number | null;
}

/** `[south, west, north, east]`. */
export type Bounds = [number, number, number, number];

export interface AreaFigures {
  crags_count: number;
  routes_count: number;
  grade_min_value: number | null;
  grade_max_value: number | null;
  /** Mean position of the crags, null while there are none. */
  latitude: number | null;
  longitude: number | null;
  bounds: Bounds | null;
}

/** Six decimals (about 10 cm): enough for a map, without the float noise of a mean. */
function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The box around the points, `[south, west, north, east]`, null for no point. Areas are regional
 * groups of crags, so a box across the 180th meridian is not looked for.
 */
export function boundsOf(points: readonly Pick<AreaCragPoint, 'latitude' | 'longitude'>[]): Bounds | null {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  return [Math.min(...latitudes), Math.min(...longitudes), Math.max(...latitudes), Math.max(...longitudes)];
}

function extreme(values: readonly (number | null)[], pick: (...numbers: number[]) => number): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : pick(...known);
}

/** An area's figures from its crags: counts, the grade range of all their routes, centre and bounds. */
export function areaFigures(crags: readonly AreaCragPoint[]): AreaFigures {
  const empty = crags.length === 0;
  return {
    crags_count: crags.length,
    routes_count: crags.reduce((sum, crag) => sum + crag.routes_count, 0),
    grade_min_value: extreme(
      crags.map((crag) => crag.grade_min_value),
      Math.min,
    ),
    grade_max_value: extreme(
      crags.map((crag) => crag.grade_max_value),
      Math.max,
    ),
    latitude: empty ? null : roundCoordinate(mean(crags.map((crag) => crag.latitude))),
    longitude: empty ? null : roundCoordinate(mean(crags.map((crag) => crag.longitude))),
    bounds: boundsOf(crags),
  };
}
