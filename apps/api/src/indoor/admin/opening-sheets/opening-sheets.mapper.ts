import {
  type GymOpeningSheet,
  type GymOpeningSheetSummary,
  isPlannedCell,
  type OpeningSheetCell,
  type OpeningSheetRow,
} from '@climb/contracts';
import type { GymRow } from '../../gyms/gym.repository';
import type { GymOpeningSheetRecord } from './opening-sheets.repository';
import type { SheetWorld } from './opening-sheets.service';

/** The cells that ask for a route, and those of them that name one. */
function counts(rows: readonly OpeningSheetRow[]) {
  const cells = rows.flatMap((row) => row.cells);
  return {
    planned_count: cells.filter(isPlannedCell).length,
    set_count: cells.filter((cell) => cell.gym_route_id !== null).length,
  };
}

function sheetFields(record: GymOpeningSheetRecord) {
  return {
    id: record.id,
    gym_id: record.gym_id,
    title: record.title,
    description: record.description,
    number_of_columns: record.number_of_columns,
    archived_at: record.archived_at?.toISOString() ?? null,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}

export function toGymOpeningSheetSummary(record: GymOpeningSheetRecord): GymOpeningSheetSummary {
  return { ...sheetFields(record), ...counts(record.rows), sectors_count: record.rows.length };
}

function toCell(world: SheetWorld, cell: OpeningSheetCell) {
  const route = cell.gym_route_id === null ? undefined : world.routes.get(cell.gym_route_id);
  const levels = cell.climbing_type === null ? undefined : world.levels.get(cell.climbing_type);
  return {
    climbing_type: cell.climbing_type,
    level_index: cell.level_index,
    level_color: cell.level_index === null ? null : (levels?.[cell.level_index]?.color ?? null),
    grade_value: cell.grade_value,
    note: cell.note,
    gym_route_id: route ? cell.gym_route_id : null,
    route: route
      ? {
          id: route.id,
          name: route.name,
          climbing_type: route.climbing_type,
          grade_value: route.grade_value,
          level_color: route.level_color,
          hold_colors: route.hold_colors,
          opened_at: route.opened_at,
          dismounted_at: route.dismounted_at,
        }
      : null,
  };
}

/** The sheet as read: the rows of sectors that still exist, their names, levels' colours and routes. */
export function toGymOpeningSheet(
  record: GymOpeningSheetRecord,
  gym: Pick<GymRow, 'id' | 'name' | 'slug_name'>,
  world: SheetWorld,
): GymOpeningSheet {
  const rows = record.rows.flatMap((row) => {
    const sector = world.sectors.get(row.gym_sector_id);
    if (!sector || sector.gym_id !== record.gym_id) return [];
    return [
      {
        gym_sector_id: sector.id,
        sector_name: sector.name,
        gym_space_id: sector.gym_space_id,
        space_name: sector.space_name,
        climbing_type: sector.climbing_type,
        cells: row.cells.map((cell) => toCell(world, cell)),
      },
    ];
  });
  const kept = rows.map((row) => ({
    gym_sector_id: row.gym_sector_id,
    cells: row.cells.map(({ level_color: _color, route: _route, ...cell }) => cell),
  }));
  return {
    ...sheetFields(record),
    ...counts(kept),
    gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name },
    rows,
  };
}
