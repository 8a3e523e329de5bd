/** The gym administration area's grades tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export {};
