import type { PathPoint } from './geo';

// Distances on the Earth, without zod: the browser measures drawn paths with them on pages that build no schema.

/** Mean Earth radius used for every distance (metres). */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance between two points, in metres (haversine). */
export function distanceMetres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const toRad = Math.PI / 180;
  const dLat = (bLat - aLat) * toRad;
  const dLng = (bLng - aLng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length of a drawn path, in whole metres. */
export function pathLengthMetres(path: readonly PathPoint[]): number {
  let total = 0;
  for (let index = 1; index < path.length; index += 1) {
    const [aLat, aLng] = path[index - 1] as PathPoint;
    const [bLat, bLng] = path[index] as PathPoint;
    total += distanceMetres(aLat, aLng, bLat, bLng);
  }
  return Math.round(total);
}
