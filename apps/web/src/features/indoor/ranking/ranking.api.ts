import type { GymRankingQuery } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * `GET gyms/{id}/ranking.json`: a page of the gym's ranking with these filters, and the signed-in climber's own line.
 * Under the gym's key (`['gyms', id]`), so that what refreshes the gym refreshes its ranking; the climber is part of
 * the key, since `me` is theirs. Asked again each time the page opens (the server keeps it cheap): the ranking follows
 * every ascent, one logged a moment ago on another page included.
 */
export function gymRankingQuery(gymId: number, query: GymRankingQuery, climber: string | null) {
  return queryOptions({
    queryKey: ['gyms', gymId, 'ranking', query, climber] as const,
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymRanking, { params: { id: gymId }, query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * The ranking as the climber on this device sees it: it waits while their session loads (else a visitor's answer
 * would come first, without their line).
 */
export function useGymRanking(gymId: number, query: GymRankingQuery) {
  const climber = useSessionStore((state) => state.user?.uuid ?? null);
  const loading = useSessionStore((state) => state.status === 'loading');
  return useQuery({ ...gymRankingQuery(gymId, query, climber), enabled: !loading });
}
