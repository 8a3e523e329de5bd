import { z } from 'zod';
import { recordRef } from '../../outdoor/wiki';
import { pageQuery } from '../../platform/pagination';
import { recordId, text, updateOf } from '../../platform/validation';
import { GYM_ROUTE_CLIMBING_TYPES, type GymRouteClimbingType, HOLD_COLORS } from '../enums';
import { MAX_GYM_LEVELS } from '../levels';
import { OPENING_SHEET_MAX_COLUMNS, OPENING_SHEET_MAX_SECTORS } from './print-options';

/*
 * Opening sheets (docs/domain/indoor.md, "Setting day to day"): the setters' plan for an opening. For each
 * chosen sector of the gym, a row of cells, each a route to set (a type, a level of the gym's scale for that type
 * and/or a grade, a note), printed and taken to the wall, then ticked off as routes go up: a cell is set once it
 * names the route set for it, a route of its sector. Only the gym's staff managing the opening read them.
 */

/** One cell of a sheet, as stored: a route to set. Every field null: an empty box. */
export interface OpeningSheetCell {
  climbing_type: GymRouteClimbingType | null;
  /** Its level: an index in the gym's scale for `climbing_type` (`GET gyms/{id}/levels.json`), from 0. */
  level_index: number | null;
  /** A grade value (1 = 1a … 54 = 9c+). */
  grade_value: number | null;
  note: string | null;
  /** The route set for it, once set: a route of the row's sector. */
  gym_route_id: number | null;
}

/** One sector's row of a sheet, as stored: exactly `number_of_columns` cells. */
export interface OpeningSheetRow {
  gym_sector_id: number;
  cells: OpeningSheetCell[];
}

/** A cell with nothing to set. */
export const EMPTY_OPENING_SHEET_CELL: OpeningSheetCell = {
  climbing_type: null,
  level_index: null,
  grade_value: null,
  note: null,
  gym_route_id: null,
};

/** Whether a cell asks for something (a type, a level, a grade or a note) or names a route. */
export function isPlannedCell(cell: OpeningSheetCell): boolean {
  return (
    cell.climbing_type !== null ||
    cell.level_index !== null ||
    cell.grade_value !== null ||
    cell.note !== null ||
    cell.gym_route_id !== null
  );
}

/** The most characters of a cell's note. */
export const OPENING_SHEET_NOTE_MAX = 120;

/** The route a set cell names, as the sheet shows it. */
export const openingSheetRoute = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  grade_value: z.number().int().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  hold_colors: z.array(z.enum(HOLD_COLORS)),
  opened_at: z.string(),
  dismounted_at: z.string().nullable(),
});
export type OpeningSheetRoute = z.infer<typeof openingSheetRoute>;

/** A cell as read: its level's colour from the gym's scale (null once the scale no longer has it), its route. */
export const openingSheetCell = z.object({
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable(),
  level_index: z.number().int().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  grade_value: z.number().int().nullable(),
  note: z.string().nullable(),
  gym_route_id: z.number().int().nullable(),
  route: openingSheetRoute.nullable(),
});
export type OpeningSheetCellRead = z.infer<typeof openingSheetCell>;

/** A sector's row as read, with the names of the sector and of its space. */
export const openingSheetRow = z.object({
  gym_sector_id: z.number().int(),
  sector_name: z.string(),
  gym_space_id: z.number().int(),
  space_name: z.string(),
  /** The sector's type, else its space's: what a new cell of the row is. */
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable(),
  cells: z.array(openingSheetCell),
});
export type OpeningSheetRowRead = z.infer<typeof openingSheetRow>;

const sheetFields = {
  id: z.number().int(),
  gym_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  number_of_columns: z.number().int(),
  /** Cells that ask for a route, and those of them set. */
  planned_count: z.number().int(),
  set_count: z.number().int(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A sheet in its gym's list. */
export const gymOpeningSheetSummary = z.object({ ...sheetFields, sectors_count: z.number().int() });
export type GymOpeningSheetSummary = z.infer<typeof gymOpeningSheetSummary>;

/**
 * `GET gym_opening_sheets/{id}.json`: the sheet, its gym, its rows in order with the names of their sectors and spaces
 * and the colours of their levels: what the sheet's page and its print page show. A row whose sector was deleted
 * since is left out.
 */
export const gymOpeningSheet = z.object({ ...sheetFields, gym: recordRef, rows: z.array(openingSheetRow) });
export type GymOpeningSheet = z.infer<typeof gymOpeningSheet>;

const cellFields = {
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES).nullable().optional(),
  /** An index in the gym's scale for the cell's type: outside it, 422 `not_included`; without a type, `required`. */
  level_index: z
    .number()
    .int()
    .min(0)
    .max(MAX_GYM_LEVELS - 1)
    .nullable()
    .optional(),
  grade_value: z.number().int().min(1).max(54).nullable().optional(),
  note: text().trim().max(OPENING_SHEET_NOTE_MAX).nullable().optional(),
  /** The route set for it: a route of the row's sector, else 422 `not_included`. */
  gym_route_id: recordId().nullable().optional(),
};

/** A cell as sent: absent fields are null. */
export const openingSheetCellInput = z.strictObject(cellFields);
export type OpeningSheetCellInput = z.infer<typeof openingSheetCellInput>;

/** A row as sent: a sector of the sheet's gym, each once (else 422 `rows: not_included`, `rows: duplicate`). */
export const openingSheetRowInput = z.strictObject({
  gym_sector_id: recordId(),
  /** At most `number_of_columns` (else `rows: too_long`); fewer are completed with empty cells. */
  cells: z.array(openingSheetCellInput).max(OPENING_SHEET_MAX_COLUMNS),
});
export type OpeningSheetRowInput = z.infer<typeof openingSheetRowInput>;

const sheetInputFields = {
  title: text().trim().min(1).max(120),
  description: text().trim().max(2_000).nullable().optional(),
  number_of_columns: z.number().int().min(1).max(OPENING_SHEET_MAX_COLUMNS),
  rows: z.array(openingSheetRowInput).max(OPENING_SHEET_MAX_SECTORS),
};

/**
 * `POST gyms/{id}/gym_opening_sheets.json`: a new sheet, its rows given, or started from sectors (`gym_sector_ids`, in
 * their order, each a row of empty cells); not both (422 `gym_sector_ids: invalid`). `number_of_columns` defaults to 6.
 */
export const gymOpeningSheetInput = z.strictObject({
  ...sheetInputFields,
  number_of_columns: sheetInputFields.number_of_columns.optional(),
  rows: sheetInputFields.rows.optional(),
  gym_sector_ids: z.array(recordId()).max(OPENING_SHEET_MAX_SECTORS).optional(),
});
export type GymOpeningSheetInput = z.infer<typeof gymOpeningSheetInput>;

/**
 * `PUT gym_opening_sheets/{id}.json`: the fields given, all or nothing. `rows` replaces the grid; a smaller
 * `number_of_columns` alone drops only empty cells (else 422 `number_of_columns: too_small`); `archived` archives the
 * sheet or brings it back.
 */
export const gymOpeningSheetUpdateInput = updateOf(z.strictObject({ ...sheetInputFields, archived: z.boolean() }));
export type GymOpeningSheetUpdateInput = z.infer<typeof gymOpeningSheetUpdateInput>;

/**
 * `PUT gym_opening_sheets/{id}/cells.json`: one cell of the grid, the fields given (a null clears one): the sector's
 * row (a sector of no row: 422 `gym_sector_id: not_included`), its column from 0 (past the sheet's: `column: too_big`).
 */
export const gymOpeningSheetCellUpdateInput = z
  .strictObject({
    gym_sector_id: recordId(),
    column: z
      .number()
      .int()
      .min(0)
      .max(OPENING_SHEET_MAX_COLUMNS - 1),
    ...cellFields,
  })
  .refine((value) => Object.keys(cellFields).some((key) => value[key as keyof typeof cellFields] !== undefined), {
    message: 'must change at least one field of the cell',
    params: { rule: 'required' },
    when: (payload) => payload.issues.length === 0,
  });
export type GymOpeningSheetCellUpdateInput = z.infer<typeof gymOpeningSheetCellUpdateInput>;

/** `GET gyms/{id}/gym_opening_sheets.json`: newest first; `archived=true` the archived ones. */
export const gymOpeningSheetListQuery = pageQuery.extend({
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type GymOpeningSheetListQuery = z.infer<typeof gymOpeningSheetListQuery>;
