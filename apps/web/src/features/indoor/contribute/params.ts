import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../lib/route-params';

/** The name part of an address is decoration: any short text. */
const namePart = optionalParam(textParam(300));

/** Route parameters of the wiki pages under a gym; anything else answers the 404 page. */
export const gymSectorParams = paramsParser({ gymId: recordIdParam, gymName: namePart, gymSectorId: recordIdParam });
export const gymRouteParams = paramsParser({ gymId: recordIdParam, gymName: namePart, gymRouteId: recordIdParam });
