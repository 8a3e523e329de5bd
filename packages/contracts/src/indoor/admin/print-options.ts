/*
 * The choices of a gym's label templates and opening sheets, zod-free so that the print pages and the schema read them
 * without the validation library (docs/domain/indoor.md, "Setting day to day").
 */

/** How labels sit on the page: rectangles in rows, or discs (a sticker on the start hold). */
export const LABEL_LAYOUTS = ['row', 'circular'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

/** Paper sizes, as CSS `@page size` names them. */
export const LABEL_PAPER_SIZES = ['a4', 'a5', 'a3', 'letter'] as const;
export type LabelPaperSize = (typeof LABEL_PAPER_SIZES)[number];

export const LABEL_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type LabelOrientation = (typeof LABEL_ORIENTATIONS)[number];

/** Font families every printer's browser has: no font is downloaded. */
export const LABEL_FONTS = ['sans_serif', 'serif', 'monospace', 'condensed'] as const;
export type LabelFont = (typeof LABEL_FONTS)[number];

/** Where the QR code of the route's short address sits on its label; `none` leaves it out. */
export const LABEL_QR_POSITIONS = ['left', 'right', 'top', 'bottom', 'none'] as const;
export type LabelQrPosition = (typeof LABEL_QR_POSITIONS)[number];

/** The route's public fields a label may show. */
export const LABEL_FIELDS = [
  'name',
  'grade',
  'level',
  'sub_level',
  'hold_colors',
  'sector',
  'openers',
  'opened_at',
  'points',
  'anchor_number',
  'styles',
  'description',
] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];

/** The most routes one print page lays out (the labels of a large opening, not a gym's history). */
export const LABEL_PRINT_MAX_ROUTES = 500;
/** The most cells an opening sheet's grid holds, per sector row and in all. */
export const OPENING_SHEET_MAX_COLUMNS = 30;
export const OPENING_SHEET_MAX_SECTORS = 100;
