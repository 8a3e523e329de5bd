import type { RopingStatus } from '@climb/contracts';

/** Climbing without a rope: an ascent of such a route has no roping status. */
const ROPELESS_TYPES: readonly string[] = ['bouldering', 'deep_water'];

/** Roping statuses that only make sense on a route of several pitches. */
const MULTI_PITCH_ROPINGS: readonly RopingStatus[] = [
  'multi_pitch_leader',
  'multi_pitch_second',
  'multi_pitch_alternate_lead',
];

export interface RopingRoute {
  climbing_type: string;
  pitches_count: number;
}

/** A route of several pitches (or typed as multi-pitch): the one that takes the `multi_pitch_*` ropings. */
export function isMultiPitch(route: RopingRoute): boolean {
  return route.climbing_type === 'multi_pitch' || route.pitches_count > 1;
}

export type RopingChoice = { roping: RopingStatus | null } | { invalid: true };

/**
 * The roping status to store. A boulder (or deep water solo) has none, whatever was sent. Otherwise
 * the one given, `lead_climb` when left out or null; a `multi_pitch_*` one is refused on a route of
 * one pitch. `given` undefined on an update keeps `current` when it still fits.
 */
export function chooseRoping(
  route: RopingRoute,
  given: RopingStatus | null | undefined,
  current?: RopingStatus | null,
): RopingChoice {
  if (ROPELESS_TYPES.includes(route.climbing_type)) return { roping: null };
  const wanted = given === undefined ? (current ?? null) : given;
  if (wanted === null) return { roping: 'lead_climb' };
  if (MULTI_PITCH_ROPINGS.includes(wanted) && !isMultiPitch(route)) {
    // An update that leaves the roping out never fails on what was stored before.
    return given === undefined ? { roping: 'lead_climb' } : { invalid: true };
  }
  return { roping: wanted };
}
