import { z } from 'zod';
import { enumListQuery, pageQuery } from '../platform/pagination';
import { text } from '../platform/validation';
import { areaSummary } from './area';
import { cragSummary } from './crag';
import type { CRAG_FILTER_KEYS } from './crag-filter-keys';
import { CLIMBING_TYPES, ORIENTATIONS, RAIN_EXPOSURES, ROCK_TYPES, SEASONS, SUN_EXPOSURES } from './enums';
import { degrees, latitude, longitude } from './geo';
import { MAP_MAX_ZOOM } from './map-grid';
import { cragRouteSummary } from './route';

/**
 * Filters of crag lists and maps (issue: outdoor catalogue). A crag matches a list filter when it
 * has any of the values; `grade_min`/`grade_max` keep crags having any route in the range.
 */
export const cragFilters = z.object({
  climbing_types: enumListQuery(CLIMBING_TYPES).optional(),
  grade_min: z.coerce.number().int().min(1).max(54).optional(),
  grade_max: z.coerce.number().int().min(1).max(54).optional(),
  orientations: enumListQuery(ORIENTATIONS).optional(),
  seasons: enumListQuery(SEASONS).optional(),
  rain: z.enum(RAIN_EXPOSURES).optional(),
  sun: enumListQuery(SUN_EXPOSURES).optional(),
  rocks: enumListQuery(ROCK_TYPES).optional(),
  /** Longest acceptable approach, minutes (crags whose shortest approach is at most this). */
  approach_max: z.coerce.number().int().min(0).max(1_440).optional(),
  altitude_min: z.coerce.number().int().min(-500).max(9_000).optional(),
  altitude_max: z.coerce.number().int().min(-500).max(9_000).optional(),
});
export type CragFilters = z.infer<typeof cragFilters>;
// The page table names these keys without the schema (`crag-filter-keys.ts`): both lists must agree.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const filterKeysAgree: SameKeys<keyof CragFilters, (typeof CRAG_FILTER_KEYS)[number]> = true;
void filterKeysAgree;

/** `GET crags.json`: every crag, newest first, filtered. */
export const cragListQuery = pageQuery.extend(cragFilters.shape);

/** A search query: 1 to 100 characters; typos and accents are forgiven. */
export const searchQuery = pageQuery.extend({ query: text().trim().min(1).max(100) });

/** `GET crags/around.json`: crags within `distance` km of a point, nearest first. */
export const aroundQuery = pageQuery.extend(cragFilters.shape).extend({
  latitude: degrees(z.coerce.number(), 90),
  longitude: degrees(z.coerce.number(), 180),
  distance: z.coerce.number().min(0.1).max(500).default(20),
});

/**
 * `GET crags/geo_json.json`: `bbox=west,south,east,north` (the map viewport), the map's `zoom`
 * (without it, the zoom a 1,024-px map shows the box at), plus the filters.
 */
export const geoJsonQuery = cragFilters.extend({
  bbox: text()
    .transform((raw) => raw.split(',').map(Number))
    .pipe(
      z
        .tuple([longitude, latitude, longitude, latitude])
        .refine(([, south, , north]) => south <= north, { params: { rule: 'invalid' } }),
    )
    .optional(),
  zoom: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAP_MAX_ZOOM)
    .optional()
    .describe('The map zoom: clusters up to 12, crags above; the box snaps to its grid'),
});

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

/** One crag marker: only what the marker and its popup need. Coordinates are `[lng, lat]`, 5 decimals. */
export const cragFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    id: z.number().int(),
    name: z.string(),
    slug_name: z.string(),
    icon: z.string().regex(/^[01]{5}$/),
    routes_count: z.number().int(),
    grade_min_value: z.number().int().nullable(),
    grade_max_value: z.number().int().nullable(),
  }),
});
export const cragFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(cragFeature),
});
export type CragFeatureCollection = z.infer<typeof cragFeatureCollection>;

/**
 * Most features (crags and clusters) one viewport answer carries: 500 crags are about 15 to 30 KB
 * gzipped. A box holding more crags than it lists (this many up to zoom 8, 200 closer in) is
 * answered with clusters (up to zoom 12) or in part (`partial`).
 */
export const GEO_JSON_MAX_FEATURES = 500;

export const townSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  department_number: z.string().nullable(),
  department_name: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int().nullable(),
});
export type TownSummary = z.infer<typeof townSummary>;

/** `GET search.json?query=`: the top bar's search-as-you-type, a few of each kind. */
export const globalSearchResult = z.object({
  crags: z.array(cragSummary),
  crag_routes: z.array(cragRouteSummary),
  areas: z.array(areaSummary),
  towns: z.array(townSummary),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResult>;

/** A French department with its figures (`/escalade-en/france`). */
export const department = z.object({
  number: z.string(),
  name: z.string(),
  slug: z.string(),
  region_name: z.string().nullable(),
  crags_count: z.number().int(),
  routes_count: z.number().int(),
  grade_min_value: z.number().int().nullable(),
  grade_max_value: z.number().int().nullable(),
  /** Crags per climbing type. */
  climbing_types: z.record(z.string(), z.number().int()),
});
export type Department = z.infer<typeof department>;

/** `GET towns/{slug}.json?distance=`: kilometres around the town (default and maximum) and most crags listed. */
export const TOWN_AROUND = { defaultDistanceKm: 30, maxDistanceKm: 100, maxCrags: 50 } as const;

/** `GET towns/{slug}.json` and its `distance` in km. */
export const townParams = z.object({ slug: text().trim().min(1).max(180) });
export const townAroundQuery = z.object({
  distance: z.coerce
    .number()
    .min(1)
    .max(TOWN_AROUND.maxDistanceKm)
    .default(TOWN_AROUND.defaultDistanceKm)
    .describe('Radius in km around the town'),
});

/** `departments/{number}.json`: `77`, `2A`, `971` (upper-cased); an unknown one answers 404. */
export const departmentParams = z.object({ number: text().trim().min(1).max(20).toUpperCase() });

/** `GET departments.json`: only the departments holding crags unless `all=true`. */
export const departmentsQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('true lists every department, also those without crags'),
});

/** `GET towns/{slug}.json`: a town and the crags around it, nearest first. */
export const townAround = z.object({
  town: townSummary,
  distance: z.number(),
  crags: z.array(cragSummary),
});
export type TownAround = z.infer<typeof townAround>;

/** `GET outdoor/figures.json`: what the `/outdoor` page counts. */
export const outdoorFigures = z.object({
  crags_count: z.number().int(),
  crag_routes_count: z.number().int(),
  crag_sectors_count: z.number().int(),
  areas_count: z.number().int(),
  departments_count: z.number().int(),
  recent_crags: z.array(cragSummary),
  recent_crag_routes: z.array(cragRouteSummary),
});
export type OutdoorFigures = z.infer<typeof outdoorFigures>;
