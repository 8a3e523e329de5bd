import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../../lib/route-params';

/** The name part of an address is decoration: any short text. */
const namePart = optionalParam(textParam(300));

/** Route parameters of the structure tools' record pages; anything else answers the 404 page. */
export const spaceGroupParams = paramsParser({
  gymId: recordIdParam,
  gymName: namePart,
  gymSpaceGroupId: recordIdParam,
});
export const openerParams = paramsParser({ gymId: recordIdParam, gymName: namePart, gymOpenerId: recordIdParam });
