import type { CragMap, PathPoint } from '@climb/contracts';

/**
 * The view that shows the whole crag map: the bounds of everything on it, or null when there is
 * only one point (then the map centres on the crag).
 */
export function cragMapBounds(map: CragMap): [PathPoint, PathPoint] | null {
  const points: PathPoint[] = [
    [map.crag.latitude, map.crag.longitude],
    ...map.sectors.map((sector): PathPoint => [sector.latitude, sector.longitude]),
    ...map.parks.map((park): PathPoint => [park.latitude, park.longitude]),
    ...map.approaches.flatMap((approach) => approach.path),
    ...map.rock_bars.flatMap((bar) => bar.path),
  ];
  const latitudes = points.map(([latitude]) => latitude);
  const longitudes = points.map(([, longitude]) => longitude);
  const south = Math.min(...latitudes);
  const north = Math.max(...latitudes);
  const west = Math.min(...longitudes);
  const east = Math.max(...longitudes);
  if (south === north && west === east) return null;
  return [
    [south, west],
    [north, east],
  ];
}
