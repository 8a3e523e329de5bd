import type { ClimberRef } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { logbookKeys } from './logbook-keys';
import { retryUnlessClientError } from './query-options';

/**
 * `GET current_users/ascent_partners.json?query=`: climbers I can tag (public profiles), my past
 * partners first. With an empty query: my usual partners.
 */
export function useAscentPartners(query: string, enabled = true) {
  return useQuery({
    queryKey: logbookKeys.partners(query),
    queryFn: ({ signal }) =>
      apiRequest<ClimberRef[]>('current_users/ascent_partners.json', { query: { query }, signal }),
    enabled,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}
