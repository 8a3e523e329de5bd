/** The gym administration area's report tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export {};
