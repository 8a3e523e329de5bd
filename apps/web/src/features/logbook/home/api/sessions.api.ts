import type { ClimbingSession, ClimbingSessionInput, ClimbingSessionSummary } from '@climb/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiList, apiRequest } from '../../../../lib/api-client';
import { retryUnlessClientError } from '../lib/not-found';
import { logbookHomeKeys } from './keys';

export const SESSIONS_PER_PAGE = 20;

/** `GET current_users/climbing_sessions.json`: my climbing days, newest first. */
export function useClimbingSessions(page: number) {
  return useQuery({
    queryKey: logbookHomeKeys.sessions(page),
    queryFn: ({ signal }) =>
      apiList<ClimbingSessionSummary>('current_users/climbing_sessions.json', {
        query: { page, per_page: SESSIONS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `GET current_users/climbing_sessions/{sessionDate}.json`: a 404 when I did not climb that day. */
export function useClimbingSession(date: string) {
  return useQuery({
    queryKey: logbookHomeKeys.session(date),
    queryFn: ({ signal }) => apiRequest<ClimbingSession>(`current_users/climbing_sessions/${date}.json`, { signal }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

/** `PUT current_users/climbing_sessions/{sessionDate}.json`: the session's description; the answer replaces the cached one. */
export function useUpdateClimbingSession(date: string) {
  const client = useQueryClient();
  return async (input: ClimbingSessionInput) => {
    const session = await apiRequest<ClimbingSession>(`current_users/climbing_sessions/${date}.json`, {
      method: 'PUT',
      body: input,
    });
    client.setQueryData(logbookHomeKeys.session(date), session);
    void client.invalidateQueries({ queryKey: [...logbookHomeKeys.sessionList, 'list'] });
    return session;
  };
}
