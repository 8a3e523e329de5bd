import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../../../lib/route-params';

/** The name part of an address is decoration: any short text. */
const namePart = optionalParam(textParam(300));

export const gradeParams = paramsParser({ gymId: recordIdParam, gymName: namePart, gymGradeId: recordIdParam });
export const gradeLineParams = paramsParser({
  gymId: recordIdParam,
  gymName: namePart,
  gymGradeLineId: recordIdParam,
});
