import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../../lib/route-params';

/** The name part of an address is decoration: any short text. */
const namePart = optionalParam(textParam(300));

/** Route parameters of a sheet's page and its print page; anything else answers the 404 page. */
export const openingSheetParams = paramsParser({
  gymId: recordIdParam,
  gymName: namePart,
  gymOpeningSheetId: recordIdParam,
});
