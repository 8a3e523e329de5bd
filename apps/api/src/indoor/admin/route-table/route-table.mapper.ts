import type { GymRouteImportRow, GymRouteTableRow } from '@climb/contracts';
import type { ImportedRouteRow } from './route-csv';
import type { RouteTableRow } from './route-table.repository';

export function toGymRouteTableRow(row: RouteTableRow): GymRouteTableRow {
  return {
    id: row.id,
    gym_space_id: row.gym_space_id,
    space_name: row.space_name,
    gym_sector_id: row.gym_sector_id,
    sector_name: row.sector_name,
    name: row.name,
    climbing_type: row.climbing_type,
    level_index: row.level_index,
    level_color: row.level_color,
    sub_level: row.sub_level,
    grade_value: row.grade_value,
    grade_text: row.grade_text,
    hold_colors: row.hold_colors,
    gym_opener_ids: row.opener_ids,
    openers: row.openers,
    opened_at: row.opened_at,
    dismounted_at: row.dismounted_at,
    fixed_points: row.fixed_points,
    anchor_number: row.anchor_number,
    ascents_count: row.ascents_count,
    likes_count: row.likes_count,
  };
}

export function toGymRouteImportRow(row: ImportedRouteRow): GymRouteImportRow {
  return {
    row: row.row,
    status: Object.keys(row.errors).length > 0 ? 'invalid' : 'matched',
    gym_sector_id: row.sector?.id ?? null,
    sector_name: row.sector_name,
    climbing_type: row.climbing_type,
    level_index: row.level_index,
    level_color: row.level_color,
    grade_text: row.grade_text,
    hold_colors: row.hold_colors,
    openers: row.openers,
    name: row.name,
    opened_at: row.opened_at,
    dismounted_at: row.dismounted_at,
    errors: row.errors,
  };
}
