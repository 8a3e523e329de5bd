import { TOWN_AROUND } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';

export const DEPARTMENT_CRAGS_PAGE_SIZE = 25;

export const TOWN_CRAGS_LIMIT = TOWN_AROUND.maxCrags;

export const placeKeys = {
  departments: ['departments'] as const,
  department: (number: string) => ['departments', number] as const,
  departmentCrags: (number: string, page: number) => ['departments', number, 'crags', page] as const,
  town: (slug: string, distance: number) => ['towns', slug, distance] as const,
  figures: ['outdoor', 'figures'] as const,
};

/** `GET departments.json`: the departments of France that have crags, with their figures (one list). */
export function departmentsQuery() {
  return queryOptions({
    queryKey: placeKeys.departments,
    queryFn: () => callEndpoint(endpoint.listDepartments),
    staleTime: 5 * 60_000,
  });
}

export function useDepartments() {
  return useQuery(departmentsQuery());
}

/** `GET departments/{number}.json`: a department and its figures (404 for an unknown number). */
export function departmentQuery(number: string) {
  return queryOptions({
    queryKey: placeKeys.department(number),
    queryFn: () => callEndpoint(endpoint.getDepartment, { params: { number } }),
    retry: false,
  });
}

export function useDepartment(number: string) {
  return useQuery(departmentQuery(number));
}

/** `GET departments/{number}/crags.json`: a page of the department's crags. */
export function departmentCragsQuery(number: string, page: number) {
  return queryOptions({
    queryKey: placeKeys.departmentCrags(number, page),
    queryFn: () =>
      callListEndpoint(endpoint.listDepartmentCrags, {
        params: { number },
        query: { page, per_page: DEPARTMENT_CRAGS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartmentCrags(number: string, page: number) {
  return useQuery(departmentCragsQuery(number, page));
}

/** `GET towns/{slug}.json?distance=`: a town and the crags around it, nearest first (404 for an unknown town). */
export function townAroundQuery(slug: string, distance: number) {
  return queryOptions({
    queryKey: placeKeys.town(slug, distance),
    queryFn: () => callEndpoint(endpoint.getTownAround, { params: { slug }, query: { distance } }),
    // A new radius keeps the list on screen while it reloads; another town does not.
    placeholderData: (previous) => (previous?.town.slug === slug ? previous : undefined),
    retry: false,
  });
}

export function useTownAround(slug: string, distance: number) {
  return useQuery(townAroundQuery(slug, distance));
}

/** `GET outdoor/figures.json`: what the catalogue counts, and what was added last. */
export function outdoorFiguresQuery() {
  return queryOptions({ queryKey: placeKeys.figures, queryFn: () => callEndpoint(endpoint.getOutdoorFigures) });
}

export function useOutdoorFigures() {
  return useQuery(outdoorFiguresQuery());
}
