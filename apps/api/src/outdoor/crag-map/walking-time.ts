import type { ApproachType } from '@climb/contracts';

/** Walking speed on an approach of each type, km/h. */
export const WALKING_SPEEDS_KMH: Record<ApproachType, number> = { flat: 4.5, ascent: 3, descent: 5 };

/** Speed of an approach whose type nobody gave: between flat and uphill. */
export const UNKNOWN_TYPE_SPEED_KMH = 4;

/** Minutes on foot along `lengthMetres` of an approach of this type, rounded, at least 1. */
export function estimateWalkingTime(lengthMetres: number, type: ApproachType | null): number {
  const speed = type ? WALKING_SPEEDS_KMH[type] : UNKNOWN_TYPE_SPEED_KMH;
  return Math.max(1, Math.round((lengthMetres / 1000 / speed) * 60));
}
