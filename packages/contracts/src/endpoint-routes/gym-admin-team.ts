/** The gym administration area's team tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export {};
