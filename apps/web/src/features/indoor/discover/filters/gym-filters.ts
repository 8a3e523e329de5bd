import { GYM_CLIMBING_TYPES, type GymClimbingType } from '@climb/contracts';

/*
 * What the gym lists and the gyms map keep in their address, so that a filtered list or map can be shared and the
 * back button returns to it: `query`, `climbing_types=bouldering,pan`, `page`, and the map's `latitude`,
 * `longitude` and `zoom`.
 */

export { queryOf, SEARCH_MIN_LENGTH } from '../../../../lib/search-query';

/** The page an address asks for (`?page=3`), 1 when it names none or a wrong one. */
export function pageOf(search: URLSearchParams): number {
  const raw = Number(search.get('page'));
  return Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
}

/** The climbing types of an address (`?climbing_types=bouldering,pan`), in the contracts' order; unknown ones left out. */
export function typesOf(search: URLSearchParams): GymClimbingType[] {
  const given = new Set((search.get('climbing_types') ?? '').split(',').map((type) => type.trim()));
  return GYM_CLIMBING_TYPES.filter((type) => given.has(type));
}

/** Writes the types into an address, keeping its other parameters; no type is no parameter. */
export function typesToSearch(types: readonly GymClimbingType[], base: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  const ordered = GYM_CLIMBING_TYPES.filter((type) => types.includes(type));
  if (ordered.length > 0) search.set('climbing_types', ordered.join(','));
  else search.delete('climbing_types');
  return search;
}

/** Where a map looks. */
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;

/** France as a whole: the view of a gyms map opened without one and without the climber's position. */
export const FRANCE_VIEW: MapView = { latitude: 46.6, longitude: 2.4, zoom: 6 };

function numberIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** The view of an address (`?latitude=45.1&longitude=5.7&zoom=11`), or null when it has none or a broken one. */
export function mapViewOf(search: URLSearchParams): MapView | null {
  const latitude = numberIn(search.get('latitude'), -90, 90);
  const longitude = numberIn(search.get('longitude'), -180, 180);
  const zoom = numberIn(search.get('zoom'), MIN_ZOOM, MAX_ZOOM);
  if (latitude === null || longitude === null || zoom === null) return null;
  return { latitude, longitude, zoom: Math.round(zoom) };
}

/** Writes a view into an address, keeping its other parameters; 5 decimals are about a metre. */
export function mapViewToSearch(view: MapView, base: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  search.set('latitude', view.latitude.toFixed(5));
  search.set('longitude', view.longitude.toFixed(5));
  search.set('zoom', String(Math.round(view.zoom)));
  return search;
}
