import { z } from 'zod';
import { recordId, text, updateOf } from '../platform/validation';
import { routeFigures } from './crag';
import { ORIENTATIONS, RAIN_EXPOSURES, SUN_EXPOSURES } from './enums';
import { latitude, longitude } from './geo';
import { contributor, recordRef } from './wiki';

export const cragSectorSummary = z.object({
  id: z.number().int(),
  crag_id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  routes_count: z.number().int(),
  grade_min_value: z.number().int().nullable(),
  grade_max_value: z.number().int().nullable(),
});
export type CragSectorSummary = z.infer<typeof cragSectorSummary>;

/** `GET crag_sectors/{id}.json`. */
export const cragSector = cragSectorSummary.extend({
  crag: recordRef,
  description: z.string().nullable(),
  orientations: z.array(z.enum(ORIENTATIONS)),
  sun: z.enum(SUN_EXPOSURES).nullable(),
  rain: z.enum(RAIN_EXPOSURES).nullable(),
  figures: routeFigures,
  creator: contributor.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CragSector = z.infer<typeof cragSector>;

/** `POST crag_sectors.json` (with `crag_id`) and `PUT crag_sectors/{id}.json` (partial, no `crag_id`). */
export const cragSectorInput = z.strictObject({
  crag_id: recordId(),
  name: text().trim().min(1).max(120),
  description: text().trim().max(10_000).nullable().optional(),
  latitude: latitude.nullable().optional(),
  longitude: longitude.nullable().optional(),
  orientations: z.array(z.enum(ORIENTATIONS)).max(ORIENTATIONS.length).optional(),
  sun: z.enum(SUN_EXPOSURES).nullable().optional(),
  rain: z.enum(RAIN_EXPOSURES).nullable().optional(),
});
export type CragSectorInput = z.infer<typeof cragSectorInput>;
export const cragSectorUpdateInput = updateOf(cragSectorInput.omit({ crag_id: true }));
export type CragSectorUpdateInput = z.infer<typeof cragSectorUpdateInput>;
