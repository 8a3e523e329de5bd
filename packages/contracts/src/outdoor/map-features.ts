import type { CragClusterFeature, CragMapFeature } from './map-viewport';

// What the browser's maps read from the crags' features, without zod: their schemas (search.ts, map-viewport.ts)
// stay with the API and the forms.

/**
 * The marker key of a crag: five flags, `1` or `0`, in the order sport · multi-pitch/trad/aid ·
 * boulder · deep water · via ferrata (`"10100"` = sport and boulder).
 */
export function markerIcon(climbingTypes: readonly string[]): string {
  const has = (...types: string[]) => (types.some((type) => climbingTypes.includes(type)) ? '1' : '0');
  return [
    has('sport_climbing'),
    has('multi_pitch', 'trad_climbing', 'aid_climbing'),
    has('bouldering'),
    has('deep_water'),
    has('via_ferrata'),
  ].join('');
}

/** Whether a feature of the map is a cluster rather than a crag. */
export function isCragCluster(feature: CragMapFeature): feature is CragClusterFeature {
  return 'cluster' in feature.properties && feature.properties.cluster === true;
}
