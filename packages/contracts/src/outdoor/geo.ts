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
