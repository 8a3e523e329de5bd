import { boundingBox } from '../../shared/bounding-box';

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
  const { south, north, west, east } = boundingBox(points);
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

/** Room kept around fitted shapes: markers stand above their point, so more at the top. */
const MARKER_ROOM = { paddingTopLeft: [24, 48] as [number, number], paddingBottomRight: [24, 16] as [number, number] };

/** The view props of a map (`BaseMap`) for an extent: fitted bounds no closer than `maxZoom`, or a centre. */
export function mapView(extent: MapExtent | null, maxZoom: number) {
  if (extent?.kind === 'bounds') return { bounds: extent.bounds, boundsOptions: { ...MARKER_ROOM, maxZoom } };
  return { center: extent?.centre, zoom: extent?.zoom };
}
