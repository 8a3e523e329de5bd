import { MEDIA_TARGET_TYPES } from '@climb/contracts';
import { oneOfParam, paramsParser, recordIdParam } from '../../../lib/route-params';

/*
 * The addresses of the video and link forms. A kind of record that takes no media (`/videos/boats/1/new`) or an id
 * that is none answers the 404 page. Only the form pages read them: they load the contracts' schemas anyway.
 */

const targetType = oneOfParam(MEDIA_TARGET_TYPES);

export const videoNewParams = paramsParser({ viewableType: targetType, viewableId: recordIdParam });
export const videoEditParams = paramsParser({
  viewableType: targetType,
  viewableId: recordIdParam,
  videoId: recordIdParam,
});
export const linkNewParams = paramsParser({ linkableType: targetType, linkableId: recordIdParam });
export const linkEditParams = paramsParser({ linkId: recordIdParam });
