import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';

/**
 * Query keys follow the API's resources, so `['gyms', id]` invalidates everything about a gym (its spaces, its
 * routes' table) and `['gym_chains', id]` everything about a chain.
 */
export const gymKeys = {
  one: (id: number) => ['gyms', id] as const,
  spaces: (id: number) => ['gyms', id, 'gym_spaces'] as const,
  levels: (id: number) => ['gyms', id, 'levels'] as const,
  chain: (id: number) => ['gym_chains', id] as const,
  chainGyms: (id: number, page: number, perPage: number) => ['gym_chains', id, 'gyms', page, perPage] as const,
};

/** `GET gyms/{id}.json`: the gym page's record. */
export function gymQuery(id: number) {
  return queryOptions({
    queryKey: gymKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGym, { params: { id }, signal }),
  });
}

export function useGym(id: number) {
  return useQuery(gymQuery(id));
}

/** `GET gyms/{id}/gym_spaces.json`: every space of the gym, in the gym's order (a handful). */
export function gymSpacesQuery(id: number) {
  return queryOptions({
    queryKey: gymKeys.spaces(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.listGymSpaces, { params: { id }, signal }),
  });
}

export function useGymSpaces(id: number) {
  return useQuery(gymSpacesQuery(id));
}

/** `GET gyms/{id}/levels.json`: the gym's colour scale per type of route. */
export function gymLevelsQuery(id: number) {
  return queryOptions({
    queryKey: gymKeys.levels(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymLevels, { params: { id }, signal }),
  });
}

export function useGymLevels(id: number) {
  return useQuery(gymLevelsQuery(id));
}

/** `GET gym_chains/{id}.json`. */
export function gymChainQuery(id: number) {
  return queryOptions({
    queryKey: gymKeys.chain(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymChain, { params: { id }, signal }),
  });
}

export function useGymChain(id: number) {
  return useQuery(gymChainQuery(id));
}

/** `GET gym_chains/{id}/gyms.json`: one page of the chain's gyms, by name, with their total. */
export function gymChainGymsQuery(id: number, page: number, perPage: number) {
  return queryOptions({
    queryKey: gymKeys.chainGyms(id, page, perPage),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymChainGyms, { params: { id }, query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGymChainGyms(id: number, page: number, perPage: number) {
  return useQuery(gymChainGymsQuery(id, page, perPage));
}
