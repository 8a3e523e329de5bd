import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Puts the data the server rendered a page with into the shared query client, as fresh as if
 * fetched now: the page hydrates from it and does not fetch it again (docs/decisions/022).
 */
export function hydrateQueries(state: DehydratedState | null): void {
  if (!state) return;
  const now = Date.now();
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}
