/** The gym administration area's structure tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export {};
