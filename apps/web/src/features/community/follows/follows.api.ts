import type { FollowableType, FollowStatus } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';

/** Cards of one page of the favourites. */
export const FAVORITES_PER_PAGE = 24;

/** Keyed by climber, so a climber never sees the follows of the one signed in before on this device. */
export const followKeys = {
  all: (userId: number) => ['follows', userId] as const,
  status: (userId: number, type: FollowableType, id: number) => ['follows', userId, 'status', type, id] as const,
  favoriteCrags: (userId: number, page: number) => ['follows', userId, 'favorite_crags', page] as const,
  favoriteGyms: (userId: number, page: number) => ['follows', userId, 'favorite_gyms', page] as const,
};

/** `GET follows.json`: whether the climber follows the record, and how many climbers do. */
export function useFollowStatus(userId: number, type: FollowableType, id: number) {
  return useQuery({
    queryKey: followKeys.status(userId, type, id),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getFollow, { query: { followable_type: type, followable_id: id }, signal }),
  });
}

/**
 * `POST follows.json` or `DELETE follows.json`, as the record's status says; the status shown takes the
 * answer at once, and the climber's lists of favourites are read again.
 */
export function useFollowToggle(userId: number, type: FollowableType, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (following: boolean) => {
      const body = { followable_type: type, followable_id: id };
      if (following) await callEndpoint(endpoint.deleteFollow, { body });
      else await callEndpoint(endpoint.createFollow, { body });
      return !following;
    },
    onSuccess: async (nowFollowing) => {
      client.setQueryData<FollowStatus>(followKeys.status(userId, type, id), (status) =>
        status
          ? {
              ...status,
              state: nowFollowing ? 'accepted' : null,
              followers_count: Math.max(0, status.followers_count + (nowFollowing ? 1 : -1)),
            }
          : status,
      );
      await client.invalidateQueries({ queryKey: followKeys.all(userId) });
    },
  });
}

/** `GET current_users/favorite_crags.json`: the crags the climber follows, the last followed first. */
export function useFavoriteCrags(userId: number, page: number) {
  return useQuery({
    queryKey: followKeys.favoriteCrags(userId, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listFavoriteCrags, { query: { page, per_page: FAVORITES_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `GET current_users/favorite_gyms.json`: the gyms the climber follows, the last followed first. */
export function useFavoriteGyms(userId: number, page: number) {
  return useQuery({
    queryKey: followKeys.favoriteGyms(userId, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listFavoriteGyms, { query: { page, per_page: FAVORITES_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
