import type {
  GymAdministrationRequest,
  GymAdministrationRequestInput,
  GymAdministrationRequestState,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { queryClient } from '../../../../lib/query-client';
import { gymKeys } from '../../shared/gyms.api';

/** How many requests a page of the site administrators' list shows. */
export const GYM_ADMINISTRATIONS_PER_PAGE = 20;

/**
 * How many of the climber's own requests are read to find those of one gym: a climber asks for a handful of gyms, and
 * the newest come first.
 */
const MY_REQUESTS_READ = 100;

export const gymAdministrationKeys = {
  all: ['gym_administration_requests'] as const,
  mine: ['gym_administration_requests', 'mine'] as const,
  list: (state: GymAdministrationRequestState, page: number) =>
    ['gym_administration_requests', 'list', state, page] as const,
};

/**
 * `GET current_users/gym_administration_requests.json`: the climber's requests, newest first, with their answers. The
 * administration request page reads those of its gym.
 */
export function useMyGymAdministrationRequests(enabled: boolean) {
  return useQuery({
    queryKey: gymAdministrationKeys.mine,
    queryFn: async ({ signal }) =>
      (
        await callListEndpoint(endpoint.listMyGymAdministrationRequests, {
          query: { page: 1, per_page: MY_REQUESTS_READ },
          signal,
        })
      ).items,
    enabled,
  });
}

/**
 * `POST gyms/{id}/administration_requests.json`: the request, put first among the climber's own so that the page
 * shows it pending at once.
 */
export async function createGymAdministrationRequest(
  gymId: number,
  body: GymAdministrationRequestInput,
): Promise<GymAdministrationRequest> {
  const created = await callEndpoint(endpoint.createGymAdministrationRequest, { params: { id: gymId }, body });
  queryClient.setQueryData<GymAdministrationRequest[]>(gymAdministrationKeys.mine, (known = []) => [
    created,
    ...known.filter((request) => request.id !== created.id),
  ]);
  return created;
}

/** A refusal of the claim that the page answers by reading again what changed (the gym got staff, a request waits). */
export function refreshAfterRefusal(gymId: number, rules: readonly string[]): void {
  if (rules.includes('already_administered')) void queryClient.invalidateQueries({ queryKey: gymKeys.one(gymId) });
  if (rules.includes('already_requested')) void queryClient.invalidateQueries({ queryKey: gymAdministrationKeys.mine });
}

/** `GET gym_administration_requests.json` (site administrators): one page of the requests in one state, and the total. */
export function useGymAdministrationRequests(state: GymAdministrationRequestState, page: number) {
  return useQuery({
    queryKey: gymAdministrationKeys.list(state, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymAdministrationRequests, {
        query: { state, page, per_page: GYM_ADMINISTRATIONS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After an answer every list of requests is read again (the request moves from one state to another), and the gym's
 * record too (an approval gives it staff).
 */
async function answered(request: Promise<GymAdministrationRequest>): Promise<GymAdministrationRequest> {
  const result = await request;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: gymAdministrationKeys.all }),
    queryClient.invalidateQueries({ queryKey: gymKeys.one(result.gym.id), refetchType: 'none' }),
  ]);
  return result;
}

/** `PUT gym_administration_requests/{id}/approve.json`: the climber becomes the gym's administrator with every role. */
export const approveGymAdministrationRequest = (id: number) =>
  answered(callEndpoint(endpoint.approveGymAdministrationRequest, { params: { id } }));

/** `PUT gym_administration_requests/{id}/refuse.json` with the reason the climber reads. */
export const refuseGymAdministrationRequest = (id: number, reason: string) =>
  answered(callEndpoint(endpoint.refuseGymAdministrationRequest, { params: { id }, body: { reason } }));
