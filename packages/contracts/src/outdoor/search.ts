import { z } from 'zod';
import { enumListQuery, pageQuery } from '../platform/pagination';
import { text } from '../platform/validation';
import { areaSummary } from './area';
import { cragSummary } from './crag';
import type { CRAG_FILTER_KEYS } from './crag-filter-keys';
import { CRAG_FILTER_RULES } from './crag-filter-rules';
import { degrees, latitude, longitude } from './geo';
import { MAP_MAX_ZOOM } from './map-grid';
import { cragRouteSummary } from './route';
import { TOWN_AROUND } from './search-limits';

const rules = CRAG_FILTER_RULES;
const filterRange = ({ min, max }: { min: number; max: number }) =>
  z.coerce.number().int().min(min).max(max).optional();

/**
 * Filters of crag lists and maps (issue: outdoor catalogue). A crag matches a list filter when it
 * has any of the values; `grade_min`/`grade_max` keep crags having any route in the range. Their values follow
 * `CRAG_FILTER_RULES` (`crag-filter-rules.ts`), which the browser reads an address with.
 */
export const cragFilters = z.object({
  climbing_types: enumListQuery(rules.climbing_types.list).optional(),
  grade_min: filterRange(rules.grade_min),
  grade_max: filterRange(rules.grade_max),
  orientations: enumListQuery(rules.orientations.list).optional(),
  seasons: enumListQuery(rules.seasons.list).optional(),
  rain: z.enum(rules.rain.one).optional(),
  sun: enumListQuery(rules.sun.list).optional(),
  rocks: enumListQuery(rules.rocks.list).optional(),
  /** Longest acceptable approach, minutes (crags whose shortest approach is at most this). */
  approach_max: filterRange(rules.approach_max),
  altitude_min: filterRange(rules.altitude_min),
  altitude_max: filterRange(rules.altitude_max),
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
