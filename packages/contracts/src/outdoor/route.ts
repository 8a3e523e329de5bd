import { z } from 'zod';
import { pageQuery } from '../platform/pagination';
import { recordId, text, updateOf } from '../platform/validation';
import { ANCHOR_TYPES, BOLT_TYPES, CLIMBING_TYPES, CRAG_ROUTE_SORTS, INCLINES, RECEPTIONS, START_TYPES } from './enums';
import { contributor, recordRef } from './wiki';

/** One pitch (section) of a route as stored and returned. */
export const pitch = z.object({
  grade_text: z.string(),
  grade_value: z.number().int(),
  height: z.number().int().nullable(),
  bolt_count: z.number().int().nullable(),
  incline: z.enum(INCLINES).nullable(),
  anchor_type: z.enum(ANCHOR_TYPES).nullable(),
});
export type Pitch = z.infer<typeof pitch>;

/** A pitch as written in a form: `grade` in any system of docs/domain/grades.md, parsed by the server. */
export const pitchInput = z.strictObject({
  grade: text().trim().min(1).max(12),
  height: z.number().int().min(1).max(3_000).nullable().optional(),
  bolt_count: z.number().int().min(0).max(500).nullable().optional(),
  incline: z.enum(INCLINES).nullable().optional(),
  anchor_type: z.enum(ANCHOR_TYPES).nullable().optional(),
});
export type PitchInput = z.infer<typeof pitchInput>;

export const cragRouteSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  climbing_type: z.enum(CLIMBING_TYPES),
  height: z.number().int().nullable(),
  pitches_count: z.number().int(),
  grade_min_value: z.number().int().nullable(),
  grade_max_value: z.number().int().nullable(),
  /** The grade as written: the single pitch's text, else the first and last pitch (`6a → 7a`). */
  grade_text: z.string().nullable(),
  crag: recordRef,
  crag_sector: recordRef.nullable(),
  note: z.number().nullable(),
  ascents_count: z.number().int(),
});
export type CragRouteSummary = z.infer<typeof cragRouteSummary>;

/** `GET crag_routes/{id}.json`. */
export const cragRoute = cragRouteSummary.extend({
  description: z.string().nullable(),
  open_year: z.number().int().nullable(),
  opener: z.string().nullable(),
  incline: z.enum(INCLINES).nullable(),
  start_type: z.enum(START_TYPES).nullable(),
  reception: z.enum(RECEPTIONS).nullable(),
  bolt_type: z.enum(BOLT_TYPES).nullable(),
  anchor_type: z.enum(ANCHOR_TYPES).nullable(),
  pitches: z.array(pitch),
  /** Quality: mean of the ascents' notes 0–6 (null until enough votes), and how many voted. */
  note_count: z.number().int(),
  /** Mean of −1 easy / 0 accurate / +1 sandbagged votes (null until enough votes). */
  hardness_value: z.number().nullable(),
  hardness_count: z.number().int(),
  climbers_count: z.number().int(),
  creator: contributor.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CragRoute = z.infer<typeof cragRoute>;

const currentYear = () => new Date().getUTCFullYear();

/** `POST crag_routes.json` and `PUT crag_routes/{id}.json` (partial, no `crag_id`). */
export const cragRouteInput = z.strictObject({
  crag_id: recordId(),
  crag_sector_id: recordId().nullable().optional(),
  name: text().trim().min(1).max(120),
  climbing_type: z.enum(CLIMBING_TYPES),
  description: text().trim().max(10_000).nullable().optional(),
  height: z.number().int().min(1).max(3_000).nullable().optional(),
  open_year: z
    .number()
    .int()
    .min(1850)
    .refine((year) => year <= currentYear(), { params: { rule: 'in_the_future' } })
    .nullable()
    .optional(),
  opener: text().trim().max(200).nullable().optional(),
  incline: z.enum(INCLINES).nullable().optional(),
  start_type: z.enum(START_TYPES).nullable().optional(),
  reception: z.enum(RECEPTIONS).nullable().optional(),
  bolt_type: z.enum(BOLT_TYPES).nullable().optional(),
  anchor_type: z.enum(ANCHOR_TYPES).nullable().optional(),
  /** At least one: a single-pitch route has one. */
  pitches: z.array(pitchInput).min(1).max(60),
});
export type CragRouteInput = z.infer<typeof cragRouteInput>;
export const cragRouteUpdateInput = updateOf(cragRouteInput.omit({ crag_id: true }));
export type CragRouteUpdateInput = z.infer<typeof cragRouteUpdateInput>;

/** `GET crags/{id}/crag_routes.json` and `crag_sectors/{id}/crag_routes.json`. */
export const cragRouteListQuery = pageQuery.extend({
  sort: z.enum(CRAG_ROUTE_SORTS).default('sector'),
  climbing_type: z.enum(CLIMBING_TYPES).optional(),
  grade_min: z.coerce.number().int().min(1).max(54).optional(),
  grade_max: z.coerce.number().int().min(1).max(54).optional(),
});
export type CragRouteListQuery = z.infer<typeof cragRouteListQuery>;
