import { CLIMBING_TYPES, type ClimbingType, CRAG_ROUTE_SORTS, type CragRouteSort } from '@climb/contracts';
import { useLocation, useSearchParams } from 'react-router';

const MAX_PAGE = 100_000;

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((value) => value === raw);
}

/**
 * A list's page, sort order and climbing type, kept in the address (`?page=2&sort=grade&type=bouldering`)
 * so that going back, reloading or sharing the link shows the same list.
 */
/** The page, sort order and climbing type an address asks for (also read by a page's data declaration). */
export function readListParams(searchParams: URLSearchParams, defaultSort: CragRouteSort = 'sector') {
  const rawPage = Number(searchParams.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= MAX_PAGE ? rawPage : 1;
  const sort = oneOf(CRAG_ROUTE_SORTS, searchParams.get('sort')) ?? defaultSort;
  const climbingType = oneOf(CLIMBING_TYPES, searchParams.get('type'));
  return { page, sort, climbingType };
}

export function useListParams(defaultSort: CragRouteSort = 'sector') {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { page, sort, climbingType } = readListParams(searchParams, defaultSort);

  const withParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    return next;
  };
  const addressOf = (params: URLSearchParams) => {
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  /** A new order or filter starts again from the first page. */
  const change = (name: 'sort' | 'type', value: string | undefined) => {
    const next = withParam(name, value);
    next.delete('page');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return {
    page,
    sort,
    climbingType,
    setSort: (value: CragRouteSort) => change('sort', value === defaultSort ? undefined : value),
    setClimbingType: (value: ClimbingType | undefined) => change('type', value),
    pageHref: (target: number) => addressOf(withParam('page', target <= 1 ? undefined : String(target))),
  };
}
