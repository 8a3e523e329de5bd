import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callListEndpoint } from '../../../lib/endpoint-client';
import { logbookKeys } from './logbook-keys';

/** Ascents of a route, or of every route of a crag. */
export type PublicAscentOwner = { kind: 'crag_routes' | 'crags'; id: number };

/**
 * `GET crag_routes/{id}/ascents.json` or `crags/{id}/ascents.json`: the ascents anyone may see
 * (climbers whose outdoor ascents are public), newest first; `commented` keeps those with a comment.
 */
export function publicAscentsQuery(
  owner: PublicAscentOwner,
  query: { page: number; per_page: number; commented?: boolean },
) {
  return queryOptions({
    queryKey: logbookKeys.publicAscents(owner.kind, owner.id, query),
    queryFn: ({ signal }) =>
      callListEndpoint(owner.kind === 'crags' ? endpoint.listCragPublicAscents : endpoint.listRoutePublicAscents, {
        params: { id: owner.id },
        query: { page: query.page, per_page: query.per_page, commented: query.commented ? 'true' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePublicAscents(
  owner: PublicAscentOwner,
  query: { page: number; per_page: number; commented?: boolean },
) {
  return useQuery(publicAscentsQuery(owner, query));
}
