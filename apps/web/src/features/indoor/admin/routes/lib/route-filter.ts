import type { GymRouteClimbingType, GymRouteTableRow, HoldColor } from '@climb/contracts';

/*
 * The route table's filters, applied in the browser to the whole set the API answered (a gym's 2,000 routes within a
 * frame): one pass over the rows, each test a comparison of numbers or strings.
 */

/** What the filters ask; null: any. */
export interface RouteTableFilter {
  spaceId: number | null;
  sectorId: number | null;
  climbingType: GymRouteClimbingType | null;
  levelColor: HoldColor | null;
  /** An opener's name as the routes show it. */
  setter: string | null;
}

export const NO_FILTER: RouteTableFilter = {
  spaceId: null,
  sectorId: null,
  climbingType: null,
  levelColor: null,
  setter: null,
};

/** The rows the filters keep, in their order. */
export function filterRows(rows: readonly GymRouteTableRow[], filter: RouteTableFilter): GymRouteTableRow[] {
  const { spaceId, sectorId, climbingType, levelColor, setter } = filter;
  if (spaceId === null && sectorId === null && climbingType === null && levelColor === null && setter === null) {
    return rows as GymRouteTableRow[];
  }
  return rows.filter(
    (row) =>
      (spaceId === null || row.gym_space_id === spaceId) &&
      (sectorId === null || row.gym_sector_id === sectorId) &&
      (climbingType === null || row.climbing_type === climbingType) &&
      (levelColor === null || row.level_color === levelColor) &&
      (setter === null || row.openers.includes(setter)),
  );
}

export interface FilterChoices {
  spaces: { id: number; name: string }[];
  /** The sectors, each with its space. */
  sectors: { id: number; name: string; spaceId: number }[];
  climbingTypes: GymRouteClimbingType[];
  levelColors: HoldColor[];
  setters: string[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** What each filter offers: the values the rows hold, names in alphabetical order. */
export function filterChoices(rows: readonly GymRouteTableRow[]): FilterChoices {
  const spaces = new Map<number, string>();
  const sectors = new Map<number, { name: string; spaceId: number }>();
  const types = new Set<GymRouteClimbingType>();
  const colors = new Set<HoldColor>();
  const setters = new Set<string>();
  for (const row of rows) {
    spaces.set(row.gym_space_id, row.space_name);
    sectors.set(row.gym_sector_id, { name: row.sector_name, spaceId: row.gym_space_id });
    types.add(row.climbing_type);
    if (row.level_color) colors.add(row.level_color);
    for (const name of row.openers) setters.add(name);
  }
  return {
    spaces: [...spaces].map(([id, name]) => ({ id, name })).sort(byName),
    sectors: [...sectors].map(([id, sector]) => ({ id, ...sector })).sort(byName),
    climbingTypes: [...types].sort(),
    levelColors: [...colors].sort(),
    setters: [...setters].sort((a, b) => a.localeCompare(b)),
  };
}

/** The selection once the filtered rows are all chosen, or all left (when each of them was chosen already). */
export function toggleAll(selected: ReadonlySet<number>, shown: readonly GymRouteTableRow[]): Set<number> {
  const next = new Set(selected);
  const allChosen = shown.length > 0 && shown.every((row) => next.has(row.id));
  for (const row of shown) {
    if (allChosen) next.delete(row.id);
    else next.add(row.id);
  }
  return next;
}
