import type { ClimbingType, CragRouteSort, CragRouteSummary, RecordRef } from '@climb/contracts';

type Compare = (a: CragRouteSummary, b: CragRouteSummary) => number;

/** Missing values (an ungraded route, no height, no note) always go last, whatever the direction. */
function byNumber(pick: (route: CragRouteSummary) => number | null, direction: 1 | -1): Compare {
  return (a, b) => {
    const left = pick(a);
    const right = pick(b);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return (left - right) * direction;
  };
}

function thenBy(...compares: Compare[]): Compare {
  return (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/**
 * The orders of CRAG_ROUTE_SORTS, the same as the API's (a route's grade is its hardest pitch; ties end on
 * the name): a page that already holds a crag's routes re-sorts them at once, without a round trip — a phone
 * at the foot of a cliff may have no signal.
 */
export function routeComparator(sort: CragRouteSort, locale: string): Compare {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName: Compare = (a, b) => collator.compare(a.name, b.name);
  const bySector: Compare = (a, b) => {
    if (!a.crag_sector || !b.crag_sector) return a.crag_sector === b.crag_sector ? 0 : a.crag_sector ? -1 : 1;
    return collator.compare(a.crag_sector.name, b.crag_sector.name) || a.crag_sector.id - b.crag_sector.id;
  };
  const byId =
    (direction: 1 | -1): Compare =>
    (a, b) =>
      (a.id - b.id) * direction;
  const orders: Record<CragRouteSort, Compare> = {
    name: thenBy(byName, byId(1)),
    grade: thenBy(
      byNumber((route) => route.grade_max_value, 1),
      byName,
    ),
    grade_desc: thenBy(
      byNumber((route) => route.grade_max_value, -1),
      byName,
    ),
    sector: thenBy(bySector, byName),
    height: thenBy(
      byNumber((route) => route.height, -1),
      byName,
    ),
    newest: byId(-1),
    note: thenBy(
      byNumber((route) => route.note, -1),
      (a, b) => b.ascents_count - a.ascents_count,
      byName,
    ),
  };
  return orders[sort];
}

/** The routes of one climbing type (all when none is chosen), in the chosen order. */
export function orderRoutes(
  routes: readonly CragRouteSummary[],
  sort: CragRouteSort,
  locale: string,
  climbingType?: ClimbingType,
): CragRouteSummary[] {
  const kept = climbingType ? routes.filter((route) => route.climbing_type === climbingType) : [...routes];
  return kept.sort(routeComparator(sort, locale));
}

export interface RouteGroup {
  /** null: the routes not placed in a sector. */
  sector: RecordRef | null;
  routes: CragRouteSummary[];
}

/**
 * Routes grouped by sector, sectors in the given order (the crag's list), routes keeping their order
 * inside each group; routes without a sector come last. Sectors without routes are left out.
 */
export function groupRoutesBySector(routes: readonly CragRouteSummary[], sectors: readonly RecordRef[]): RouteGroup[] {
  const bySector = new Map<number | null, CragRouteSummary[]>();
  for (const route of routes) {
    const key = route.crag_sector?.id ?? null;
    bySector.set(key, [...(bySector.get(key) ?? []), route]);
  }
  const known = new Map(sectors.map((sector) => [sector.id, sector]));
  // A route may name a sector the list has not loaded yet: it still gets its group, after the known ones.
  for (const route of routes) {
    if (route.crag_sector && !known.has(route.crag_sector.id)) known.set(route.crag_sector.id, route.crag_sector);
  }
  const groups: RouteGroup[] = [...known.values()]
    .filter((sector) => bySector.has(sector.id))
    .map((sector) => ({ sector, routes: bySector.get(sector.id) ?? [] }));
  const loose = bySector.get(null);
  if (loose) groups.push({ sector: null, routes: loose });
  return groups;
}
