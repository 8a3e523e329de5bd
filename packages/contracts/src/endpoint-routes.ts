/**
 * The method and path of every endpoint, without a schema: what the browser loads to call the API
 * (`apps/web/src/lib/endpoint-client.ts`), so that zod stays out of the first load. One export per
 * endpoint, named as in the table; one module per part of the API, so that the first load holds
 * only the routes of the shell (session, page views), and each page's chunk the routes it calls.
 * Paths are under `/api/v1`, with path params in braces. `endpoints.ts` proves at type level that
 * these say what the endpoint table says (same names, methods and paths): add an endpoint to both.
 */
export * from './endpoint-routes/community';
export * from './endpoint-routes/contests';
export * from './endpoint-routes/current-user';
export * from './endpoint-routes/gym-admin-dashboard';
export * from './endpoint-routes/gym-admin-grades';
export * from './endpoint-routes/gym-admin-label-templates';
export * from './endpoint-routes/gym-admin-opening-sheets';
export * from './endpoint-routes/gym-admin-report';
export * from './endpoint-routes/gym-admin-route-statistics';
export * from './endpoint-routes/gym-admin-route-table';
export * from './endpoint-routes/gym-admin-structure';
export * from './endpoint-routes/gym-admin-team';
export * from './endpoint-routes/gym-administration';
export * from './endpoint-routes/indoor';
export * from './endpoint-routes/logbook';
export * from './endpoint-routes/media';
export * from './endpoint-routes/media-gym-moderation';
export * from './endpoint-routes/organizations';
export * from './endpoint-routes/outdoor';
export * from './endpoint-routes/platform';
export * from './endpoint-routes/sessions';
