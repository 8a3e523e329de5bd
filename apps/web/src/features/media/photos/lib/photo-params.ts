import { MEDIA_TARGET_TYPES } from '@climb/contracts';
import { oneOfParam, paramsParser, recordIdParam } from '../../../../lib/route-params';

/*
 * The addresses of the photo forms. A kind of record that takes no photos (`/photos/boats/1/new`) or an id that is
 * none answers the 404 page. Only the form pages read them: they load the contracts' schemas anyway.
 */

const targetType = oneOfParam(MEDIA_TARGET_TYPES);

export const photoNewParams = paramsParser({ illustrableType: targetType, illustrableId: recordIdParam });
export const photoEditParams = paramsParser({
  illustrableType: targetType,
  illustrableId: recordIdParam,
  photoId: recordIdParam,
});
