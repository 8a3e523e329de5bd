import type {
  Gym,
  GymChain,
  GymChainInput,
  GymChainUpdateInput,
  GymInput,
  GymRoute,
  GymRouteInput,
  GymRouteUpdateInput,
  GymSector,
  GymSectorInput,
  GymSectorUpdateInput,
  GymSpace,
  GymSpaceInput,
  GymSpaceUpdateInput,
  GymUpdateInput,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { queryClient } from '../../../../lib/query-client';
import { gymKeys, gymSpacesQuery } from '../../shared/gyms.api';
import { gymRouteKeys, gymSpaceQuery } from '../../shared/routes.api';

/*
 * Reading a gym, its levels, spaces, a space, a route or a chain: the shared hooks (`shared/gyms.api.ts`,
 * `shared/routes.api.ts`), whose cache keys the writes below fill with the record written.
 */

const sectorKey = (id: number) => ['gym_sectors', id] as const;
const chainSearchKey = (query: string) => ['gym_chains', 'search', query] as const;

/** `GET gym_sectors/{id}.json`: a sector and its outline. */
export const useGymSector = (id: number) =>
  useQuery({
    queryKey: sectorKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymSector, { params: { id }, signal }),
  });

/** A space with its plan and sectors; nothing is asked while `id` is null (no space chosen yet). */
export const useChosenGymSpace = (id: number | null) => useQuery({ ...gymSpaceQuery(id ?? 0), enabled: id !== null });

/** Chains by name as the climber types (`listGymChains`); every chain, by name, before anything is typed. */
export const useGymChainSearch = (query: string) => {
  const trimmed = query.trim();
  return useQuery({
    queryKey: chainSearchKey(trimmed),
    queryFn: async ({ signal }) => {
      const page = await callListEndpoint(endpoint.listGymChains, {
        query: { ...(trimmed ? { query: trimmed } : {}), per_page: 8 },
        signal,
      });
      return page.items;
    },
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
};

/** A gym's space and its sectors, as the sector choices of the route pages list them. */
export interface SpaceWithSectors {
  space: GymSpace;
  sectors: GymSector[];
}

/**
 * Every sector of a gym, space by space (one `getGymSpace` per space: a gym has a handful). `data` is there once
 * every space has arrived.
 */
export function useGymSectors(gymId: number) {
  const spaces = useQuery(gymSpacesQuery(gymId));
  const ids = (spaces.data ?? []).map((space) => space.id);
  const each = useQueries({ queries: ids.map((id) => gymSpaceQuery(id)) });
  const failed = spaces.isError ? spaces : each.find((query) => query.isError);
  const all = each.every((query) => query.data !== undefined);
  return {
    data:
      spaces.data && all
        ? each.map((query) => {
            const space = query.data as GymSpace;
            return { space, sectors: space.sectors };
          })
        : undefined,
    error: failed?.error ?? null,
    isError: failed !== undefined,
    refetch: () => {
      if (spaces.isError) void spaces.refetch();
      for (const query of each) if (query.isError) void query.refetch();
    },
  };
}

/**
 * After a wiki write every cached indoor answer may be out of date (a new route changes its sector's and its gym's
 * figures): all are marked stale, to be fetched again when next shown; the written record's own answer is put in the
 * cache, so the page it leads to shows it at once.
 */
async function wikiWrite<Result>(
  write: Promise<Result>,
  key?: (result: Result) => readonly unknown[],
): Promise<Result> {
  const result = await write;
  void queryClient.invalidateQueries({ refetchType: 'none' });
  if (key) queryClient.setQueryData(key(result), result);
  return result;
}

/**
 * The writes of a gym's own records, which only its staff make once it has some: sent without the API client's 403
 * handling, the page leads a refusal to the gym's administrator-required page (`useStaffWrite`).
 */
const STAFF_WRITE = { handleAuthErrors: false } as const;

export const createGym = (body: GymInput) =>
  wikiWrite(callEndpoint(endpoint.createGym, { body }), (gym: Gym) => gymKeys.one(gym.id));
export const updateGym = (id: number, body: GymUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateGym, { params: { id }, body, ...STAFF_WRITE }), (gym: Gym) =>
    gymKeys.one(gym.id),
  );

export const createGymChain = (body: GymChainInput) =>
  wikiWrite(callEndpoint(endpoint.createGymChain, { body }), (chain: GymChain) => gymKeys.chain(chain.id));
export const updateGymChain = (id: number, body: GymChainUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateGymChain, { params: { id }, body }), (chain: GymChain) =>
    gymKeys.chain(chain.id),
  );

export const createGymSpace = (body: GymSpaceInput) =>
  wikiWrite(callEndpoint(endpoint.createGymSpace, { body, ...STAFF_WRITE }), (space: GymSpace) =>
    gymRouteKeys.space(space.id),
  );
export const updateGymSpace = (id: number, body: GymSpaceUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateGymSpace, { params: { id }, body, ...STAFF_WRITE }), (space: GymSpace) =>
    gymRouteKeys.space(space.id),
  );

export const createGymSector = (body: GymSectorInput) =>
  wikiWrite(callEndpoint(endpoint.createGymSector, { body, ...STAFF_WRITE }), (sector: GymSector) =>
    sectorKey(sector.id),
  );
export const updateGymSector = (id: number, body: GymSectorUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateGymSector, { params: { id }, body, ...STAFF_WRITE }), (sector: GymSector) =>
    sectorKey(sector.id),
  );

export const createGymRoute = (body: GymRouteInput) =>
  wikiWrite(callEndpoint(endpoint.createGymRoute, { body, ...STAFF_WRITE }), (route: GymRoute) =>
    gymRouteKeys.one(route.id),
  );
export const updateGymRoute = (id: number, body: GymRouteUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateGymRoute, { params: { id }, body, ...STAFF_WRITE }), (route: GymRoute) =>
    gymRouteKeys.one(route.id),
  );
