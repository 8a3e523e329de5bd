import { ALERTABLE_TYPES } from '@climb/contracts';
import { z } from 'zod';

/** Route parameters of the wiki pages; anything else answers the 404 page (spec §5). */
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const slug = z.string().max(200).optional();

export const cragParams = z.object({ cragId: id, cragName: slug });
export const cragSectorParams = cragParams.extend({ cragSectorId: id, cragSectorName: slug });
/** `routes/new` under a crag, or under one of its sectors (the sector then comes preselected). */
export const cragRouteNewParams = cragParams.extend({ cragSectorId: id.optional(), cragSectorName: slug });
export const cragRouteParams = cragParams.extend({ cragRouteId: id, cragRouteName: slug });
export const approachParams = cragParams.extend({ approachId: id });
export const parkParams = cragParams.extend({ parkId: id });
export const areaParams = z.object({ areaId: id, areaName: slug });
export const alertNewParams = z.object({ alertableType: z.enum(ALERTABLE_TYPES), alertableId: id });
export const alertParams = z.object({ alertId: id });
