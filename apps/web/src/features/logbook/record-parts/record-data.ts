import type { PageDataContext } from '../../../lib/page-module';
import { publicAscentsQuery } from '../api/public-ascents.api';

/** How many comments a route's page shows at first. */
export const ROUTE_COMMENTS_FIRST = 10;
/** How many comments a crag's page shows at first. */
export const CRAG_COMMENTS_FIRST = 5;

const commentsOf = (kind: 'crags' | 'crag_routes', id: number, first: number) =>
  publicAscentsQuery({ kind, id }, { page: 1, per_page: first, commented: true });

/**
 * The logbook's public parts of the record pages, declared for the server (docs/decisions/022):
 * the comments a visitor reads. The climber's own marks fill in after hydration.
 */
export const LOGBOOK_RECORD_DATA = {
  crag: ({ params, fetch }: PageDataContext) => fetch(commentsOf('crags', Number(params.cragId), CRAG_COMMENTS_FIRST)),
  route: ({ params, fetch }: PageDataContext) =>
    fetch(commentsOf('crag_routes', Number(params.cragRouteId), ROUTE_COMMENTS_FIRST)),
};
