/** Moderation of the comments and videos on the gym's records: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export {};
