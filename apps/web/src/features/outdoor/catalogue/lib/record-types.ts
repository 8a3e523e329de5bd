import { CLIMBING_TYPES, type ClimbingType, type RouteFigures } from '@climb/contracts';

/** The climbing types a record has routes of (from its figures), else the ones it declares. */
export function routeTypesOf(figures: RouteFigures, declared: readonly ClimbingType[] = []): ClimbingType[] {
  const counted = CLIMBING_TYPES.filter((type) => (figures.climbing_types[type] ?? 0) > 0);
  return counted.length > 0 ? counted : [...declared];
}
