/*
 * A level's points by its grade, apart from the scales' schemas (`levels.ts`): the ranking's page, which a visitor
 * only reads, shows them without loading zod (docs/decisions/032).
 */

/** Points of a route by its grade value in the "point by grade" system: round(2000 × 0.85^(49 − grade)). */
export function pointsByGrade(grade: number): number {
  return Math.round(2000 * 0.85 ** (49 - grade));
}
