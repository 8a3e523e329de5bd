import { z } from 'zod';
import { cragRouteSummary } from '../outdoor/route';
import { text } from '../platform/validation';
import { INT4_MAX } from '../platform/validation-errors';
import { ASCENT_IMPORT_FORMATS, ASCENT_IMPORT_MAX_CHARS, ASCENT_STATUSES, ROPING_STATUSES } from './enums';

/** `POST current_users/ascent_imports/preview.json` and `POST current_users/ascent_imports.json`. */
export const ascentImportInput = z.strictObject({
  format: z.enum(ASCENT_IMPORT_FORMATS),
  csv: text().min(1).max(ASCENT_IMPORT_MAX_CHARS),
  /** Rows (numbered from 1, as in the preview) the climber chose to leave out. */
  skip_rows: z.array(z.number().int().min(1).max(INT4_MAX)).max(10_000).default([]),
});
export type AscentImportInput = z.infer<typeof ascentImportInput>;

/** One CSV row as the preview shows it. */
export const ascentImportRow = z.object({
  row: z.number().int(),
  /** `matched`: ready; `unmatched`: no route found; `invalid`: a value cannot be read. */
  status: z.enum(['matched', 'unmatched', 'invalid']),
  /** What the row says, for the climber to recognise it. */
  route_name: z.string(),
  crag_name: z.string(),
  grade_text: z.string(),
  released_at: z.string().nullable(),
  ascent_status: z.enum(ASCENT_STATUSES).nullable(),
  roping_status: z.enum(ROPING_STATUSES).nullable(),
  crag_route: cragRouteSummary.nullable(),
  /** Field → rule names, for an invalid row (`released_at: ['invalid']`). */
  errors: z.record(z.string(), z.array(z.string())),
});
export type AscentImportRow = z.infer<typeof ascentImportRow>;

export const ascentImportPreview = z.object({
  format: z.enum(ASCENT_IMPORT_FORMATS),
  rows_count: z.number().int(),
  matched_count: z.number().int(),
  unmatched_count: z.number().int(),
  invalid_count: z.number().int(),
  rows: z.array(ascentImportRow),
});
export type AscentImportPreview = z.infer<typeof ascentImportPreview>;

/**
 * The import itself is all-or-nothing. Asked with `Accept: application/x-ndjson`, the answer streams
 * one JSON line per step: `progress` lines, then one `done` (or `failed`: nothing was written).
 */
export const ascentImportEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('done'), imported: z.number().int(), skipped: z.number().int() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type AscentImportEvent = z.infer<typeof ascentImportEvent>;

export const ascentImportResult = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type AscentImportResult = z.infer<typeof ascentImportResult>;
