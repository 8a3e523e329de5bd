import { paramsParser, recordIdParam } from '../../../../lib/route-params';

/** A comment's pages (`/comments/{id}`, `/comments/{id}/edit`): an id that is none answers the 404 page. */
export const commentParams = paramsParser({ commentId: recordIdParam });
