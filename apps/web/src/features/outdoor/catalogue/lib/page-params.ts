import { coercedRecordId, VERSION_ITEM_TYPES } from '@climb/contracts';
import { z } from 'zod';

/** A record id in the address: a positive integer that fits the database's `integer`. */
const recordId = coercedRecordId();
/** The name part of the address is decoration (the page puts the canonical one back): any short text. */
const namePart = z.string().max(300).optional();

export const cragParams = z.object({ cragId: recordId, cragName: namePart });
export const sectorParams = z.object({ cragSectorId: recordId, cragSectorName: namePart });
export const routeParams = z.object({ cragRouteId: recordId, cragRouteName: namePart });
export const areaParams = z.object({ areaId: recordId, areaName: namePart });
export const versionPageParams = z.object({ versionType: z.enum(VERSION_ITEM_TYPES), versionId: recordId });
