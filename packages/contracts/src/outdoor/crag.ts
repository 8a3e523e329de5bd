import { z } from 'zod';
import { recordId, text, updateOf } from '../platform/validation';
import { CLIMBING_TYPES, ORIENTATIONS, RAIN_EXPOSURES, ROCK_TYPES, SEASONS, SUN_EXPOSURES } from './enums';
import { latitude, longitude } from './geo';
import { contributor, recordRef } from './wiki';

const nameField = text().trim().min(1).max(120);
const description = text().trim().max(10_000).nullable();
/** Walking time to the foot of the crag, minutes. */
const approachMinutes = z.number().int().min(0).max(1_440).nullable();

/**
 * Route counts kept up to date with the routes (docs/domain/outdoor.md): per climbing type, per degree
 * (`"1"`…`"9"`) and per grade value (`"31"` = 6a).
 */
export const routeFigures = z.object({
  climbing_types: z.record(z.string(), z.number().int()),
  degrees: z.record(z.string(), z.number().int()),
  grades: z.record(z.string(), z.number().int()),
});
export type RouteFigures = z.infer<typeof routeFigures>;

export const EMPTY_ROUTE_FIGURES: RouteFigures = { climbing_types: {}, degrees: {}, grades: {} };

export const departmentRef = z.object({ number: z.string(), name: z.string(), slug: z.string() });
export const townRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** What lists, search results and map popups show of a crag. */
export const cragSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  climbing_types: z.array(z.enum(CLIMBING_TYPES)),
  routes_count: z.number().int(),
  grade_min_value: z.number().int().nullable(),
  grade_max_value: z.number().int().nullable(),
  town_name: z.string().nullable(),
  department_number: z.string().nullable(),
  country_code: z.string().nullable(),
  /** Kilometres from the point asked for, in "around" answers only. */
  distance_km: z.number().optional(),
});
export type CragSummary = z.infer<typeof cragSummary>;

/** `GET crags/{id}.json`: everything the crag page shows at a glance. */
export const crag = cragSummary.extend({
  elevation: z.number().int().nullable(),
  department: departmentRef.nullable(),
  town: townRef.nullable(),
  rocks: z.array(z.enum(ROCK_TYPES)),
  rain: z.enum(RAIN_EXPOSURES).nullable(),
  sun: z.enum(SUN_EXPOSURES).nullable(),
  orientations: z.array(z.enum(ORIENTATIONS)),
  seasons: z.array(z.enum(SEASONS)),
  min_approach_time: z.number().int().nullable(),
  max_approach_time: z.number().int().nullable(),
  description: z.string().nullable(),
  figures: routeFigures,
  sectors_count: z.number().int(),
  parks_count: z.number().int(),
  approaches_count: z.number().int(),
  alerts_count: z.number().int(),
  areas: z.array(recordRef),
  /** Where the data comes from when it was imported from open data (`Boolder`), else null. */
  source: z.string().nullable(),
  creator: contributor.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Crag = z.infer<typeof crag>;

/** `POST crags.json` and `PUT crags/{id}.json` (every field optional on PUT). */
export const cragInput = z.strictObject({
  name: nameField,
  latitude,
  longitude,
  elevation: z.number().int().min(-500).max(9_000).nullable().optional(),
  climbing_types: z.array(z.enum(CLIMBING_TYPES)).min(1).max(CLIMBING_TYPES.length),
  rocks: z.array(z.enum(ROCK_TYPES)).max(ROCK_TYPES.length).optional(),
  rain: z.enum(RAIN_EXPOSURES).nullable().optional(),
  sun: z.enum(SUN_EXPOSURES).nullable().optional(),
  orientations: z.array(z.enum(ORIENTATIONS)).max(ORIENTATIONS.length).optional(),
  seasons: z.array(z.enum(SEASONS)).max(SEASONS.length).optional(),
  min_approach_time: approachMinutes.optional(),
  max_approach_time: approachMinutes.optional(),
  description: description.optional(),
  /** The town the crag belongs to (`GET search/towns.json`); null lets the server pick the nearest. */
  town_id: recordId().nullable().optional(),
});
export type CragInput = z.infer<typeof cragInput>;
export const cragUpdateInput = updateOf(cragInput);
export type CragUpdateInput = z.infer<typeof cragUpdateInput>;
