/** Where a map looks: kept in the URL (`?latitude=45.1&longitude=5.7&zoom=11`) so a shared map opens there. */
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;

/** France as a whole: the view of a map opened without one. */
export const FRANCE_VIEW: MapView = { latitude: 46.6, longitude: 2.4, zoom: 6 };

function numberIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** The point of a URL query (`?latitude=…&longitude=…`), or null when it has none (or a broken one). */
export function pointFromSearch(search: URLSearchParams): { latitude: number; longitude: number } | null {
  const latitude = numberIn(search.get('latitude'), -90, 90);
  const longitude = numberIn(search.get('longitude'), -180, 180);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** The view of a URL query, or null when it has none (or a broken one). */
export function mapViewFromSearch(search: URLSearchParams): MapView | null {
  const point = pointFromSearch(search);
  const zoom = numberIn(search.get('zoom'), MIN_ZOOM, MAX_ZOOM);
  if (point === null || zoom === null) return null;
  return { ...point, zoom: Math.round(zoom) };
}

/** Writes a view into a URL query, keeping its other parameters; 5 decimals are about a metre. */
export function mapViewToSearch(view: MapView, base = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(base);
  search.set('latitude', view.latitude.toFixed(5));
  search.set('longitude', view.longitude.toFixed(5));
  search.set('zoom', String(Math.round(view.zoom)));
  return search;
}
