import {
  GYM_ROUTE_CLIMBING_TYPES,
  GYM_ROUTE_ORDERS,
  type GymRouteClimbingType,
  HOLD_COLORS,
  type HoldColor,
} from '@climb/contracts';
import type { GymRouteListParams } from '../../shared/routes.api';

export const ROUTE_TABLE_PER_PAGE = 50;
const MAX_PAGE = 100_000;

/** The grade bands of the filter: `6` is 6a to 6c+ (grade values 31 to 36). */
export const GRADE_BANDS = ['3', '4', '5', '6', '7', '8', '9'] as const;

/** The lowest and highest grade values of a band: six grades a number (`6a`, `6a+` … `6c+`). */
export function gradeBandValues(band: string): { gradeMin: number; gradeMax: number } {
  const number = Number(band);
  return { gradeMin: (number - 1) * 6 + 1, gradeMax: number * 6 };
}

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((value) => value === raw);
}

function positive(raw: string | null, max: number): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}

/** What the table's address asks for (`?sector=3&type=bouldering&color=red&grade=6&sort=oldest&page=2`). */
export interface RouteTableFilters {
  page: number;
  sort: (typeof GYM_ROUTE_ORDERS)[number];
  sector?: number;
  type?: GymRouteClimbingType;
  color?: HoldColor;
  grade?: (typeof GRADE_BANDS)[number];
}

/** The table's filters read from the address: a value not understood is left out. */
export function readRouteTableFilters(search: URLSearchParams): RouteTableFilters {
  return {
    page: positive(search.get('page'), MAX_PAGE) ?? 1,
    sort: oneOf(GYM_ROUTE_ORDERS, search.get('sort')) ?? 'newest',
    sector: positive(search.get('sector'), 2_147_483_647),
    type: oneOf(GYM_ROUTE_CLIMBING_TYPES, search.get('type')),
    color: oneOf(HOLD_COLORS, search.get('color')),
    grade: oneOf(GRADE_BANDS, search.get('grade')),
  };
}

/** The API's list query of the table's filters. */
export function routeListParams(filters: RouteTableFilters): GymRouteListParams {
  return {
    page: filters.page,
    perPage: ROUTE_TABLE_PER_PAGE,
    order: filters.sort,
    sectorId: filters.sector,
    climbingType: filters.type,
    color: filters.color,
    ...(filters.grade ? gradeBandValues(filters.grade) : {}),
  };
}
