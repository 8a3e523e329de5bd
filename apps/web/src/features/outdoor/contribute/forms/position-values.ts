import type { ValidationErrors } from '@climb/contracts';
import { coordinateText, numberOrNull } from './form-text';

/** A position as the form holds it: the two coordinate inputs. */
export type PositionText = {
  latitude: string;
  longitude: string;
};

export const EMPTY_POSITION: PositionText = { latitude: '', longitude: '' };

export function positionTextOf(latitude: number | null, longitude: number | null): PositionText {
  return latitude === null || longitude === null
    ? EMPTY_POSITION
    : { latitude: coordinateText(latitude), longitude: coordinateText(longitude) };
}

/** The point the inputs describe, when both are numbers in range; null while incomplete or wrong. */
export function pointOf(position: PositionText): [number, number] | null {
  const latitude = numberOrNull(position.latitude);
  const longitude = numberOrNull(position.longitude);
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [latitude, longitude];
}

/**
 * A position that may be left out (a sector's): both coordinates or neither. One without the
 * other is refused on the missing one, as `required`.
 */
export function pairedPositionErrors(position: PositionText): ValidationErrors {
  const hasLatitude = position.latitude.trim() !== '';
  const hasLongitude = position.longitude.trim() !== '';
  if (hasLatitude === hasLongitude) return {};
  return hasLatitude ? { longitude: ['required'] } : { latitude: ['required'] };
}
