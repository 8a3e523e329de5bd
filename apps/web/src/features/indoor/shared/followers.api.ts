import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callListEndpoint } from '../../../lib/endpoint-client';

export const GYM_FOLLOWERS_PER_PAGE = 25;

/** `GET follows/followers.json` of a gym: one page of the climbers following it, the last to follow first. */
export function gymFollowersQuery(gymId: number, page: number) {
  return queryOptions({
    queryKey: ['gyms', gymId, 'followers', page] as const,
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listFollowers, {
        query: { followable_type: 'gyms', followable_id: gymId, page, per_page: GYM_FOLLOWERS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useGymFollowers(gymId: number, page: number) {
  return useQuery(gymFollowersQuery(gymId, page));
}
