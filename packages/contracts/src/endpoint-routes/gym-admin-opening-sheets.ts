/** Opening sheets: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export {};
