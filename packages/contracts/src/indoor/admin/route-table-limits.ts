// The route table's bounds and words, without zod: the administration page reads them (docs/domain/indoor.md).

/** Which routes the table answers: the mounted ones (by default), the dismounted ones, or both. */
export const GYM_ROUTE_TABLE_STATES = ['mounted', 'dismounted', 'all'] as const;
export type GymRouteTableState = (typeof GYM_ROUTE_TABLE_STATES)[number];

/** The most rows the table answers at once (`X-Total-Count` holds how many match). */
export const GYM_ROUTE_TABLE_MAX_ROWS = 5_000;
/** The most routes one batch change names. */
export const GYM_ROUTE_TABLE_BATCH_IDS = 500;
/** The most routes set at once from the table. */
export const GYM_ROUTE_TABLE_NEW_ROUTES = 100;

/** The most data rows, and characters, of a CSV file of routes. */
export const GYM_ROUTE_IMPORT_MAX_ROWS = 5_000;
export const GYM_ROUTE_IMPORT_MAX_CHARS = 1_000_000;

/**
 * The columns a CSV file of routes may have (its header names them, in any order and case; French names too):
 * `sector` (a sector's name, `space / sector`, or its id) and `opened_at` are required; `type` defaults to the
 * space's; `level` is a colour or a position from 1; `hold_colors` default to the level's colour.
 */
export const GYM_ROUTE_IMPORT_COLUMNS = [
  'sector',
  'type',
  'level',
  'sub_level',
  'grade',
  'hold_colors',
  'openers',
  'name',
  'opened_at',
  'dismounted_at',
  'anchor_number',
  'fixed_points',
] as const;
export type GymRouteImportColumn = (typeof GYM_ROUTE_IMPORT_COLUMNS)[number];

/**
 * The import asked with `Accept: application/x-ndjson` streams one JSON line per step: `progress`, then `done` (or
 * `failed`: nothing was written).
 */
export type GymRouteImportEvent =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; imported: number; skipped: number }
  | { type: 'failed'; message: string };
