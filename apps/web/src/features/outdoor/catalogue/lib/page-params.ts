import { VERSION_ITEM_TYPES } from '@climb/contracts';
import { oneOfParam, optionalParam, paramsParser, recordIdParam, textParam } from '../../../../lib/route-params';

// Read by hand, not with zod: the record pages a visitor only reads load no schema (route-params.ts).

/** The name part of the address is decoration (the page puts the canonical one back): any short text. */
const namePart = optionalParam(textParam(300));

export const cragParams = paramsParser({ cragId: recordIdParam, cragName: namePart });
export const sectorParams = paramsParser({ cragSectorId: recordIdParam, cragSectorName: namePart });
export const routeParams = paramsParser({ cragRouteId: recordIdParam, cragRouteName: namePart });
export const areaParams = paramsParser({ areaId: recordIdParam, areaName: namePart });
export const versionPageParams = paramsParser({
  versionType: oneOfParam(VERSION_ITEM_TYPES),
  versionId: recordIdParam,
});
