/** `[latitude, longitude]`. */
export type Point = readonly [number, number];

/** How a map opens: fitted to its shapes, or centred on a single point. */
export type MapExtent =
  | { kind: 'bounds'; bounds: [[number, number], [number, number]] }
  | { kind: 'centre'; centre: [number, number]; zoom: number };

/** Shapes closer together than this (degrees, ~50 m) are one spot: fitting to them would zoom in to the tiles' limit. */
const ONE_SPOT = 0.0005;

/** The view that shows every point, or a close-up of one spot. */
export function mapExtent(points: readonly Point[], spotZoom = 15): MapExtent | null {
  if (points.length === 0) return null;
  const latitudes = points.map(([latitude]) => latitude);
  const longitudes = points.map(([, longitude]) => longitude);
  const south = Math.min(...latitudes);
  const north = Math.max(...latitudes);
  const west = Math.min(...longitudes);
  const east = Math.max(...longitudes);
  if (north - south < ONE_SPOT && east - west < ONE_SPOT) {
    return { kind: 'centre', centre: [(south + north) / 2, (west + east) / 2], zoom: spotZoom };
  }
  return {
    kind: 'bounds',
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/** An area's `bounds` (`[south, west, north, east]`) as the points of its corners. */
export function cornersOf(bounds: readonly [number, number, number, number]): Point[] {
  const [south, west, north, east] = bounds;
  return [
    [south, west],
    [north, east],
  ];
}
