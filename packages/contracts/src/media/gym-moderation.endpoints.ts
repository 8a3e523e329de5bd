import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { recordIdParams } from '../platform/path-params';
import { gymModerationQuery, moderatedComment, moderatedVideo, videoModerationInput } from './gym-moderation';
import { video } from './video';

const tags = ['media'] as const;
const moderators = { access: 'climber', narrowedTo: 'gym_staff', gymRole: 'manage_gym' } as const;

/**
 * The moderation of a gym's comments and videos by its team (docs/domain/media.md, "Moderation by a gym's team"):
 * its lists, and the hiding of a video (a comment's is `moderateComment`).
 */
export const gymModerationEndpoints = {
  listGymModerationComments: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/moderation/comments.json',
    summary:
      "Every comment and reply on the gym's records (the gym, its spaces and routes, their photos and videos), " +
      'hidden ones included, the newest first; X-Total-Count holds their number',
    description: '`state`: `all` (by default), `shown` or `hidden`. An unknown gym answers 404.',
    tags,
    ...moderators,
    params: recordIdParams,
    query: gymModerationQuery,
    responses: { 200: z.array(moderatedComment) },
  }),
  listGymModerationVideos: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/moderation/videos.json',
    summary:
      "Every video of the gym's records (the gym, its spaces and routes), hidden ones included, the newest first; " +
      'X-Total-Count holds their number',
    description: '`state`: `all` (by default), `shown` or `hidden`. An unknown gym answers 404.',
    tags,
    ...moderators,
    params: recordIdParams,
    query: gymModerationQuery,
    responses: { 200: z.array(moderatedVideo) },
  }),
  moderateVideo: defineEndpoint({
    method: 'PUT',
    path: '/videos/{id}/moderation.json',
    summary: 'Hide a video from everyone but its author and the moderators, or show it again (a moderator)',
    description:
      "Site administrators moderate every video; a gym's administrators holding `manage_gym` those of its records " +
      '(the gym, its spaces and routes). Others: 403. A video a site administrator hid is shown again by a site ' +
      'administrator only: 422 `hidden: [hidden_by_site]` for the gym’s team.',
    tags,
    ...moderators,
    params: recordIdParams,
    body: videoModerationInput,
    responses: { 200: video },
  }),
};
