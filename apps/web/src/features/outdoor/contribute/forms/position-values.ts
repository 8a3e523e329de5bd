import type { ValidationErrors } from '@climb/contracts';
import { coordinateText, type PositionText } from '../../../../climbing/position-text';

export const EMPTY_POSITION: PositionText = { latitude: '', longitude: '' };

export function positionTextOf(latitude: number | null, longitude: number | null): PositionText {
  return latitude === null || longitude === null
    ? EMPTY_POSITION
    : { latitude: coordinateText(latitude), longitude: coordinateText(longitude) };
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
