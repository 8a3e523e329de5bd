// The limits of the search answers as plain numbers, without zod: the browser's pages use them too.

/**
 * Most features (crags and clusters) one viewport answer carries: 500 crags are about 15 to 30 KB
 * gzipped. A box holding more crags than it lists (this many up to zoom 8, 200 closer in) is
 * answered with clusters (up to zoom 12) or in part (`partial`).
 */
export const GEO_JSON_MAX_FEATURES = 500;

/** `GET towns/{slug}.json?distance=`: kilometres around the town (default and maximum) and most crags listed. */
export const TOWN_AROUND = { defaultDistanceKm: 30, maxDistanceKm: 100, maxCrags: 50 } as const;
