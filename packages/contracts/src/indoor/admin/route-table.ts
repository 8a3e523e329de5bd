import { z } from 'zod';
import { recordId, text, updateOf } from '../../platform/validation';
import { INT4_MAX } from '../../platform/validation-errors';
import { GYM_ROUTE_CLIMBING_TYPES, HOLD_COLORS } from '../enums';
import { MAX_GYM_LEVELS } from '../levels';
import {
  GYM_ROUTE_IMPORT_MAX_CHARS,
  GYM_ROUTE_IMPORT_MAX_ROWS,
  GYM_ROUTE_TABLE_BATCH_IDS,
  GYM_ROUTE_TABLE_NEW_ROUTES,
  GYM_ROUTE_TABLE_STATES,
} from './route-table-limits';

export * from './route-table-limits';

/*
 * The gym's route table in its administration area (docs/domain/indoor.md, "Administration"): every route of the
 * gym, mounted and dismounted, in one answer the page filters itself; batch changes of the routes chosen, each
 * all-or-nothing; a cell edited in place; routes imported from a CSV file.
 */

/** A day, `YYYY-MM-DD`, a real one (`2026-02-30` is refused). */
const calendarDate = z.iso.date();
const colors = z.array(z.enum(HOLD_COLORS)).max(4);

/** One route as a row of the table: what its columns show and its filters read. */
export const gymRouteTableRow = z.object({
  id: z.number().int(),
  gym_space_id: z.number().int(),
  space_name: z.string(),
  gym_sector_id: z.number().int(),
  sector_name: z.string(),
  name: z.string().nullable(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  level_index: z.number().int().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  sub_level: z.number().int().nullable(),
  grade_value: z.number().int().nullable(),
  grade_text: z.string().nullable(),
  hold_colors: z.array(z.enum(HOLD_COLORS)),
  /** The gym's openers who set it, and the names it shows (those of its openers, or names typed by hand). */
  gym_opener_ids: z.array(z.number().int()),
  openers: z.array(z.string()),
  opened_at: z.string(),
  dismounted_at: z.string().nullable(),
  fixed_points: z.number().int().nullable(),
  anchor_number: z.number().int().nullable(),
  ascents_count: z.number().int(),
  likes_count: z.number().int(),
});
export type GymRouteTableRow = z.infer<typeof gymRouteTableRow>;

/**
 * `GET gyms/{id}/route_table.json`: the routes `state` asks for (mounted by default), the dismounted ones since
 * `dismounted_since` (a year ago by default). Not paged: the whole set, capped (`GYM_ROUTE_TABLE_MAX_ROWS`).
 */
export const gymRouteTableQuery = z.object({
  state: z.enum(GYM_ROUTE_TABLE_STATES).default('mounted'),
  dismounted_since: calendarDate.optional(),
});
export type GymRouteTableQuery = z.infer<typeof gymRouteTableQuery>;

/** The routes a batch acts on: each of the gym (else 422 `gym_route_ids: not_included`), each once. */
const gymRouteIds = z.array(recordId()).min(1).max(GYM_ROUTE_TABLE_BATCH_IDS);

/** `PUT gyms/{id}/route_table/dismount.json`: dismounted on a day, on or after each one's opening. */
export const gymRouteDismountInput = z.strictObject({ gym_route_ids: gymRouteIds, dismounted_at: calendarDate });
export type GymRouteDismountInput = z.infer<typeof gymRouteDismountInput>;

/** `PUT gyms/{id}/route_table/remount.json`: mounted again; given `opened_at`, opened again on that day. */
export const gymRouteRemountInput = z.strictObject({
  gym_route_ids: gymRouteIds,
  opened_at: calendarDate.optional(),
});
export type GymRouteRemountInput = z.infer<typeof gymRouteRemountInput>;

/** `PUT gyms/{id}/route_table/move.json`: to a sector of the gym (and so to its space). */
export const gymRouteMoveInput = z.strictObject({ gym_route_ids: gymRouteIds, gym_sector_id: recordId() });
export type GymRouteMoveInput = z.infer<typeof gymRouteMoveInput>;

const levelIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_GYM_LEVELS - 1);

/** The fields of a route the table shows and edits, with the route form's bounds. */
const tableFields = {
  name: text().trim().max(120).nullable().optional(),
  /** The route's level in the gym's scale for its type, from 0 (else 422 `level_index: not_included`). */
  level_index: levelIndex.nullable().optional(),
  sub_level: z.number().int().min(1).max(3).nullable().optional(),
  /** A grade value (1 = 1a … 54 = 9c+); without it, the level's grade. */
  grade_value: z.number().int().min(1).max(54).nullable().optional(),
  /** The gym's openers who set it: each of the gym, not archived for a new route (`gym_opener_ids: not_included`). */
  gym_opener_ids: z.array(recordId()).max(10).optional(),
  fixed_points: z.number().int().min(0).max(100_000).nullable().optional(),
  anchor_number: z.number().int().min(0).max(999).nullable().optional(),
};

/** One route of `POST gyms/{id}/route_table/routes.json`. */
export const gymRouteTableNewRoute = z.strictObject({
  gym_sector_id: recordId(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  hold_colors: colors.min(1),
  opened_at: calendarDate,
  ...tableFields,
});
export type GymRouteTableNewRoute = z.infer<typeof gymRouteTableNewRoute>;

/** `POST gyms/{id}/route_table/routes.json`: routes set at once (a setting day), all or none. */
export const gymRouteTableCreateInput = z.strictObject({
  routes: z.array(gymRouteTableNewRoute).min(1).max(GYM_ROUTE_TABLE_NEW_ROUTES),
});
export type GymRouteTableCreateInput = z.infer<typeof gymRouteTableCreateInput>;

/** `PUT gym_routes/{id}/table_row.json`: the cells given, with the route form's rules. */
export const gymRouteTableRowUpdateInput = updateOf(
  z.strictObject({
    ...tableFields,
    hold_colors: colors.min(1),
    opened_at: calendarDate,
    dismounted_at: calendarDate.nullable(),
  }),
);
export type GymRouteTableRowUpdateInput = z.infer<typeof gymRouteTableRowUpdateInput>;

/** `POST gyms/{id}/gym_route_imports/preview.json` and `POST gyms/{id}/gym_route_imports.json`. */
export const gymRouteImportInput = z.strictObject({
  csv: text().min(1).max(GYM_ROUTE_IMPORT_MAX_CHARS),
  /** Rows (numbered from 1, as in the preview) left out. */
  skip_rows: z.array(z.number().int().min(1).max(INT4_MAX)).max(GYM_ROUTE_IMPORT_MAX_ROWS).default([]),
});
export type GymRouteImportInput = z.infer<typeof gymRouteImportInput>;

/** One CSV row as the preview shows it: what the route would be, or why it cannot be. */
export const gymRouteImportRow = z.object({
  row: z.number().int(),
  /** `matched`: ready; `invalid`: a value cannot be read or breaks a rule (`errors`). */
  status: z.enum(['matched', 'invalid']),
  gym_sector_id: z.number().int().nullable(),
  sector_name: z.string(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable(),
  level_index: z.number().int().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  grade_text: z.string().nullable(),
  hold_colors: z.array(z.enum(HOLD_COLORS)),
  openers: z.array(z.string()),
  name: z.string().nullable(),
  opened_at: z.string().nullable(),
  dismounted_at: z.string().nullable(),
  /** Column → rule names (`level: ['not_included']`). */
  errors: z.record(z.string(), z.array(z.string())),
});
export type GymRouteImportRow = z.infer<typeof gymRouteImportRow>;

export const gymRouteImportPreview = z.object({
  rows_count: z.number().int(),
  matched_count: z.number().int(),
  invalid_count: z.number().int(),
  rows: z.array(gymRouteImportRow),
});
export type GymRouteImportPreview = z.infer<typeof gymRouteImportPreview>;

export const gymRouteImportResult = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type GymRouteImportResult = z.infer<typeof gymRouteImportResult>;
