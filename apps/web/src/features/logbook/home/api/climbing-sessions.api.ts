import type { ClimbingSessionInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { logbookHomeKeys } from './keys';

export const CLIMBING_SESSIONS_PER_PAGE = 20;

/** `GET current_users/climbing_sessions.json`: my climbing days, newest first. */
export function useClimbingSessions(page: number) {
  return useQuery({
    queryKey: logbookHomeKeys.climbingSessions(page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listMySessions, {
        query: { page, per_page: CLIMBING_SESSIONS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `GET current_users/climbing_sessions/{sessionDate}.json`: a 404 when I did not climb that day. */
export function useClimbingSession(date: string) {
  return useQuery({
    queryKey: logbookHomeKeys.climbingSession(date),
    queryFn: ({ signal }) => callEndpoint(endpoint.getMySession, { params: { sessionDate: date }, signal }),
    staleTime: 0,
  });
}

/** `PUT current_users/climbing_sessions/{sessionDate}.json`: the session's description; the answer replaces the cached one. */
export function useUpdateClimbingSession(date: string) {
  const client = useQueryClient();
  return async (input: ClimbingSessionInput) => {
    const session = await callEndpoint(endpoint.updateMySession, { params: { sessionDate: date }, body: input });
    client.setQueryData(logbookHomeKeys.climbingSession(date), session);
    void client.invalidateQueries({ queryKey: [...logbookHomeKeys.climbingSessionList, 'list'] });
    return session;
  };
}
