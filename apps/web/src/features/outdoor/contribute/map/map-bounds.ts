import type { CragMap, PathPoint } from '@climb/contracts';
import { boundingBox } from '../../shared/bounding-box';

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
  const { south, north, west, east } = boundingBox(points);
  if (south === north && west === east) return null;
  return [
    [south, west],
    [north, east],
  ];
}
