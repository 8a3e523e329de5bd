import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { logbookKeys } from './logbook-keys';

/**
 * `GET current_users/ascent_partners.json?query=`: climbers I can tag (public profiles), my past
 * partners first. With an empty query: my usual partners.
 */
export function useAscentPartners(query: string, enabled = true) {
  return useQuery({
    queryKey: logbookKeys.partners(query),
    queryFn: ({ signal }) => callEndpoint(endpoint.listAscentPartners, { query: { query }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
