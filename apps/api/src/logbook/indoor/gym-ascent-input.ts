import type { GymRouteClimbingType, RopingStatus } from '@climb/contracts';

/** The ropings of a gym's roped routes: one pitch, led or top-roped. */
const INDOOR_ROPINGS: readonly RopingStatus[] = ['lead_climb', 'top_rope'];

export type IndoorRopingChoice = { roping: RopingStatus | null } | { invalid: true };

/**
 * The roping status of an indoor ascent. A boulder or a board has none: a roping sent for one is refused. A roped
 * route (`sport_climbing`) is led or top-roped: the one given, `lead_climb` when left out or null, a `multi_pitch_*`
 * one refused. `given` undefined on an update keeps `current`.
 */
export function chooseIndoorRoping(
  climbingType: GymRouteClimbingType,
  given: RopingStatus | null | undefined,
  current?: RopingStatus | null,
): IndoorRopingChoice {
  if (climbingType !== 'sport_climbing') {
    return given === undefined || given === null ? { roping: null } : { invalid: true };
  }
  const wanted = given === undefined ? (current ?? null) : given;
  if (wanted === null) return { roping: 'lead_climb' };
  return INDOOR_ROPINGS.includes(wanted) ? { roping: wanted } : { invalid: true };
}
