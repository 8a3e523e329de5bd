/** Label templates and the labels they print: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export {};
