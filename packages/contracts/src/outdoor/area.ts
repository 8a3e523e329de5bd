import { z } from 'zod';
import { recordId, text, updateOf } from '../platform/validation';
import { contributor } from './wiki';

/** An area: a group of crags (many-to-many, docs/domain/outdoor.md). */
export const areaSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  crags_count: z.number().int(),
  routes_count: z.number().int(),
  /** Middle of its crags, null while it has none. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AreaSummary = z.infer<typeof areaSummary>;

/** `GET areas/{id}.json`. */
export const area = areaSummary.extend({
  description: z.string().nullable(),
  grade_min_value: z.number().int().nullable(),
  grade_max_value: z.number().int().nullable(),
  /** `[south, west, north, east]` of its crags, null while it has none. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  source: z.string().nullable(),
  creator: contributor.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Area = z.infer<typeof area>;

export const areaInput = z.strictObject({
  name: text().trim().min(1).max(120),
  description: text().trim().max(10_000).nullable().optional(),
});
export type AreaInput = z.infer<typeof areaInput>;
export const areaUpdateInput = updateOf(areaInput);

/** `POST areas/{id}/add_crag.json` and `DELETE areas/{id}/remove_crag.json`. */
export const areaCragBody = z.strictObject({ crag_id: recordId() });
