import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../lib/route-params';

/** The name part of an address is decoration: any short text. */
const namePart = optionalParam(textParam(300));

/** Route parameters of a contest's organiser pages; anything else answers the 404 page. */
export const adminContestParams = paramsParser({
  gymId: recordIdParam,
  gymName: namePart,
  contestId: recordIdParam,
});

/** Route parameters of the gym's contests list and its new contest page. */
export const adminGymParams = paramsParser({ gymId: recordIdParam, gymName: namePart });
