/** Opening sheets (docs/domain/indoor.md, "Labels and opening sheets"). */

/** One cell of a sheet: a route to set. */
export interface OpeningSheetCell {
  climbing_type: string | null;
  level_index: number | null;
  grade_text: string | null;
  note: string | null;
  /** The route set for it, once set. */
  gym_route_id: number | null;
}

/** One sector's row of a sheet. */
export interface OpeningSheetRow {
  gym_sector_id: number;
  cells: OpeningSheetCell[];
}
