import type { GymGrade, GymGradeLine, GymGradeSummary } from '@climb/contracts';
import type { GymGradeLineRow, GymGradeRow, GymGradeSummaryRow } from './grades.repository';

export function toGymGradeLine(row: GymGradeLineRow): GymGradeLine {
  return {
    id: row.id,
    gym_grade_id: row.gym_grade_id,
    gym_id: row.gym_id,
    name: row.name,
    position: row.position,
    colors: row.colors,
    grade_value: row.grade_value,
    points: row.points,
  };
}

export function toGymGradeSummary(row: GymGradeSummaryRow): GymGradeSummary {
  return {
    id: row.id,
    gym_id: row.gym_id,
    name: row.name,
    climbing_type: row.climbing_type,
    colors_only: row.colors_only,
    lines_count: row.lines_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A system with its lines, easiest first. */
export function toGymGrade(row: GymGradeRow, lines: readonly GymGradeLineRow[]): GymGrade {
  return { ...toGymGradeSummary({ ...row, lines_count: lines.length }), lines: lines.map(toGymGradeLine) };
}
