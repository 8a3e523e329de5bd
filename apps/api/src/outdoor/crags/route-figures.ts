import { gradeDegree, type RouteFigures } from '@climb/contracts';

/** Routes sharing a sector, a climbing type and a grade range: one row of the figures' aggregate query. */
export interface RouteGroup {
  climbing_type: string;
  grade_min_value: number | null;
  grade_max_value: number | null;
  routes: number;
}

/** The derived columns of a crag or a sector (docs/domain/outdoor.md), kept up to date with its routes. */
export interface DerivedFigures {
  routes_count: number;
  grade_min_value: number | null;
  grade_max_value: number | null;
  figures: RouteFigures;
}

function add(counts: Record<string, number>, key: string | number, routes: number): void {
  counts[key] = (counts[key] ?? 0) + routes;
}

/** A known grade value: 0 (unknown) and null count in no grade. */
function known(value: number | null): value is number {
  return value !== null && value > 0;
}

/**
 * Route count, grade range and counts per climbing type, per degree and per grade of a set of
 * routes. A route counts once in the degrees and grades, by its hardest pitch (its max value).
 */
export function deriveFigures(groups: readonly RouteGroup[]): DerivedFigures {
  const figures: RouteFigures = { climbing_types: {}, degrees: {}, grades: {} };
  let routesCount = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const group of groups) {
    if (group.routes <= 0) continue;
    routesCount += group.routes;
    add(figures.climbing_types, group.climbing_type, group.routes);
    if (known(group.grade_min_value)) min = min === null ? group.grade_min_value : Math.min(min, group.grade_min_value);
    if (known(group.grade_max_value)) {
      max = max === null ? group.grade_max_value : Math.max(max, group.grade_max_value);
      add(figures.degrees, gradeDegree(group.grade_max_value), group.routes);
      add(figures.grades, group.grade_max_value, group.routes);
    }
  }
  return { routes_count: routesCount, grade_min_value: min, grade_max_value: max, figures };
}
