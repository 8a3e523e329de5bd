/** The route table: every route of the gym, batch changes, cell edits and the CSV import: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export {};
