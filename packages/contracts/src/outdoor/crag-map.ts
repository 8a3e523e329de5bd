import { z } from 'zod';
import { coercedRecordId, recordId, text, updateOf } from '../platform/validation';
import { ALERT_TYPES, ALERTABLE_TYPES, APPROACH_TYPES } from './enums';
import { drawnPath, latitude, longitude, pathPoint } from './geo';
import { contributor } from './wiki';

/** A parking point of a crag. */
export const park = z.object({
  id: z.number().int(),
  crag_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Park = z.infer<typeof park>;

export const parkInput = z.strictObject({
  crag_id: recordId(),
  latitude,
  longitude,
  description: text().trim().max(2_000).nullable().optional(),
});
export const parkUpdateInput = updateOf(parkInput.omit({ crag_id: true }));

/** A drawn walking path to the crag; `length` (metres) is computed from the path by the server. */
export const approach = z.object({
  id: z.number().int(),
  crag_id: z.number().int(),
  path: z.array(pathPoint),
  length: z.number().int(),
  approach_type: z.enum(APPROACH_TYPES).nullable(),
  /** Minutes on foot: as given, else estimated from length and type. */
  walking_time: z.number().int(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Approach = z.infer<typeof approach>;

export const approachInput = z.strictObject({
  crag_id: recordId(),
  path: drawnPath,
  approach_type: z.enum(APPROACH_TYPES).nullable().optional(),
  walking_time: z.number().int().min(1).max(1_440).nullable().optional(),
  description: text().trim().max(2_000).nullable().optional(),
});
export const approachUpdateInput = updateOf(approachInput.omit({ crag_id: true }));

/** A cliff line drawn on the crag map, optionally tied to a sector. */
export const rockBar = z.object({
  id: z.number().int(),
  crag_id: z.number().int(),
  crag_sector_id: z.number().int().nullable(),
  path: z.array(pathPoint),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RockBar = z.infer<typeof rockBar>;

export const rockBarInput = z.strictObject({
  crag_id: recordId(),
  crag_sector_id: recordId().nullable().optional(),
  path: drawnPath,
});
export const rockBarUpdateInput = updateOf(rockBarInput.omit({ crag_id: true }));

/** An alert on a crag, sector or route, shown until its end date. */
export const alert = z.object({
  id: z.number().int(),
  alertable_type: z.enum(ALERTABLE_TYPES),
  alertable_id: z.number().int(),
  alert_type: z.enum(ALERT_TYPES),
  description: z.string(),
  alerted_at: z.string(),
  /** Last day it applies (YYYY-MM-DD), null = until removed. */
  ends_on: z.string().nullable(),
  creator: contributor.nullable(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof alert>;

const isoDate = z.iso.date();

export const alertInput = z.strictObject({
  alertable_type: z.enum(ALERTABLE_TYPES),
  alertable_id: recordId(),
  alert_type: z.enum(ALERT_TYPES),
  description: text().trim().min(1).max(5_000),
  ends_on: isoDate.nullable().optional(),
});
export const alertUpdateInput = updateOf(alertInput.omit({ alertable_type: true, alertable_id: true }));

/** `GET crags/{id}/map.json`: everything the crag map draws, in one call. */
export const cragMap = z.object({
  crag: z.object({ id: z.number().int(), name: z.string(), latitude: z.number(), longitude: z.number() }),
  sectors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug_name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
  parks: z.array(park),
  approaches: z.array(approach),
  rock_bars: z.array(rockBar),
});
export type CragMap = z.infer<typeof cragMap>;

/** `GET alerts.json?alertable_type&alertable_id`: the alerts still running, newest first. */
export const alertListQuery = z.object({
  alertable_type: z.enum(ALERTABLE_TYPES),
  alertable_id: coercedRecordId(),
});
