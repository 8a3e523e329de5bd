import type { CragFilters } from '@climb/contracts';
import { arrayOverlaps, type Column, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { cragRoutes, crags } from '../../db/schema';
import { ValidationFailed } from '../../lib/errors';

/**
 * The SQL conditions on `crags` of the list, around and map filters (`cragFilters` of the contracts):
 * a list filter keeps a crag having any of the values; an empty or absent filter keeps every crag.
 */
export function cragFilterConditions(filters: CragFilters): SQL[] {
  const conditions: SQL[] = [];
  const overlaps = (column: Column, values: readonly string[] | undefined) => {
    if (values?.length) conditions.push(arrayOverlaps(column, [...values]));
  };
  overlaps(crags.climbing_types, filters.climbing_types);
  overlaps(crags.orientations, filters.orientations);
  overlaps(crags.seasons, filters.seasons);
  overlaps(crags.rocks, filters.rocks);
  if (filters.rain) conditions.push(eq(crags.rain, filters.rain));
  if (filters.sun?.length) conditions.push(inArray(crags.sun, filters.sun));
  if (filters.approach_max !== undefined) conditions.push(lte(crags.min_approach_time, filters.approach_max));
  if (filters.altitude_min !== undefined) conditions.push(gte(crags.elevation, filters.altitude_min));
  if (filters.altitude_max !== undefined) conditions.push(lte(crags.elevation, filters.altitude_max));
  const grades = gradeRangeCondition(filters.grade_min, filters.grade_max);
  if (grades) conditions.push(grades);
  return conditions;
}

/**
 * A crag with any route whose own range `[grade_min_value, grade_max_value]` meets `[min, max]`:
 * an EXISTS probe of the `(crag_id, grade_min_value, grade_max_value)` index per crag.
 */
function gradeRangeCondition(min: number | undefined, max: number | undefined): SQL | null {
  if (min === undefined && max === undefined) return null;
  const bounds: SQL[] = [];
  if (max !== undefined) bounds.push(sql`${cragRoutes.grade_min_value} <= ${max}`);
  if (min !== undefined) bounds.push(sql`${cragRoutes.grade_max_value} >= ${min}`);
  return sql`exists (select 1 from ${cragRoutes} where ${cragRoutes.crag_id} = ${crags.id} and ${sql.join(bounds, sql` and `)})`;
}

/** The filters' cross-field rules: a range whose maximum is below its minimum is refused (422). */
export function checkCragFilters(filters: CragFilters): void {
  if (filters.grade_min !== undefined && filters.grade_max !== undefined && filters.grade_max < filters.grade_min) {
    throw ValidationFailed.on('grade_max', 'too_small');
  }
  if (
    filters.altitude_min !== undefined &&
    filters.altitude_max !== undefined &&
    filters.altitude_max < filters.altitude_min
  ) {
    throw ValidationFailed.on('altitude_max', 'too_small');
  }
}
