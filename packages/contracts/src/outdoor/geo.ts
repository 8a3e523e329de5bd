import { z } from 'zod';

/** Closer to 0 than this (about a centimetre), a coordinate must be 0. */
const SMALLEST_DEGREES = 1e-7;

/**
 * Degrees within ±`bound`, 422 `invalid` closer to 0 than a centimetre: the database's geo functions
 * fail (underflow, a 500) on a value such as 5e-324, and no map gives one.
 */
export function degrees<Schema extends z.ZodNumber | z.ZodCoercedNumber>(number: Schema, bound: number): Schema {
  return number
    .min(-bound)
    .max(bound)
    .refine((value) => value === 0 || Math.abs(value) >= SMALLEST_DEGREES, {
      message: 'must be 0 or at least 1e-7 degrees from it',
      params: { rule: 'invalid' },
    }) as Schema;
}

export const latitude = degrees(z.number(), 90);
export const longitude = degrees(z.number(), 180);

/** `[latitude, longitude]`: one point of a drawn path (approach, rock bar). */
export const pathPoint = z.tuple([latitude, longitude]);
export type PathPoint = z.infer<typeof pathPoint>;

/** A drawn line: 2 to 500 points. */
export const drawnPath = z.array(pathPoint).min(2).max(500);

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
