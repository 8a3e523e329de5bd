import type { Department } from '@climb/contracts';
import type { DepartmentFiguresRow } from './place.repository';

/** Per department id: how many of its crags offer each climbing type. */
export type ClimbingTypeCounts = Map<number, Record<string, number>>;

export function groupClimbingTypeCounts(
  rows: readonly { department_id: number | null; climbing_type: string; crags_count: number }[],
): ClimbingTypeCounts {
  const counts: ClimbingTypeCounts = new Map();
  for (const row of rows) {
    if (row.department_id === null) continue;
    const ofDepartment = counts.get(row.department_id) ?? {};
    ofDepartment[row.climbing_type] = row.crags_count;
    counts.set(row.department_id, ofDepartment);
  }
  return counts;
}

export function toDepartment(row: DepartmentFiguresRow, climbingTypes: ClimbingTypeCounts): Department {
  return {
    number: row.number,
    name: row.name,
    slug: row.slug,
    region_name: row.region_name,
    crags_count: row.crags_count,
    routes_count: row.routes_count,
    grade_min_value: row.grade_min_value,
    grade_max_value: row.grade_max_value,
    climbing_types: climbingTypes.get(row.id) ?? {},
  };
}

/**
 * Where a department number sorts: numerically, Corsica's 2A and 2B where 20 was (between 19
 * and 21), overseas 971… after 95.
 */
export function departmentSortKey(number: string): number {
  const corsica: Record<string, number> = { '2A': 20.1, '2B': 20.2 };
  return corsica[number.toUpperCase()] ?? Number.parseInt(number, 10);
}

export function byDepartmentNumber(a: { number: string }, b: { number: string }): number {
  return departmentSortKey(a.number) - departmentSortKey(b.number) || a.number.localeCompare(b.number);
}
