/**
 * A position as a form holds it: the two coordinate inputs, as typed. Kept apart from the map's
 * modules so that a form's values load no Leaflet.
 */
export type PositionText = {
  latitude: string;
  longitude: string;
};

/** Coordinates as the inputs show them: 6 decimals (about 10 cm), enough for any crag, park or gym. */
export function coordinateText(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** A typed coordinate: blank is none, a French decimal comma is read as a point. */
function coordinateOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** The point the inputs describe, when both are numbers in range; null while incomplete or wrong. */
export function pointOf(position: PositionText): [number, number] | null {
  const latitude = coordinateOf(position.latitude);
  const longitude = coordinateOf(position.longitude);
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [latitude, longitude];
}
