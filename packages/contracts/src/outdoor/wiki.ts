import { z } from 'zod';
import { coercedRecordId, text } from '../platform/validation';
import { VERSION_ITEM_TYPES } from '../platform/wiki-versions';
import { VERSION_EVENTS } from './enums';

/** Who made a contribution, as lists and histories show it. */
export const contributor = z.object({ uuid: z.uuid(), name: z.string(), slug_name: z.string() });
export type Contributor = z.infer<typeof contributor>;

/** A short reference to a crag, sector or area inside another record. */
export const recordRef = z.object({ id: z.number().int(), name: z.string(), slug_name: z.string() });
export type RecordRef = z.infer<typeof recordRef>;

/** One recorded change of a wiki record: `changes` maps each changed field to `[before, after]`. */
export const version = z.object({
  id: z.number().int(),
  item_type: z.enum(VERSION_ITEM_TYPES),
  item_id: z.number().int(),
  event: z.enum(VERSION_EVENTS),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  user: contributor.nullable(),
  created_at: z.string(),
});
export type Version = z.infer<typeof version>;

/** `GET versions/{version_type}/{id}.json`: the record's name and its history, newest first. */
export const versionHistory = z.object({
  item_type: z.enum(VERSION_ITEM_TYPES),
  item_id: z.number().int(),
  /** The record's current name, or its last known one once deleted. */
  item_name: z.string().nullable(),
  deleted: z.boolean(),
  /** How many versions the record has in all (the page holds `versions`). */
  versions_count: z.number().int(),
  versions: z.array(version),
});
export type VersionHistory = z.infer<typeof versionHistory>;

/** `versions/{version_type}/{id}.json` as the route reads it: text, so that a wrong one answers 404 (never 422). */
export const versionPathParams = z.object({
  version_type: text().describe(`One of ${VERSION_ITEM_TYPES.join(', ')}; any other answers 404.`),
  id: text().describe('Id of the record; a malformed or unknown id answers 404.'),
});

export const versionParams = z.object({
  version_type: z.enum(VERSION_ITEM_TYPES),
  id: coercedRecordId(),
});
