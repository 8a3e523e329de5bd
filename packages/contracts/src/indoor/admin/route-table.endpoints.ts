/** The route table: every route of the gym, batch changes, cell edits and the CSV import (docs/domain/indoor.md, "Administration"). */
export const gymRouteTableEndpoints = {};
