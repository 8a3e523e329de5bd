import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { pageQuery } from '../platform/pagination';
import { recordIdParams } from '../platform/path-params';
import {
  comment,
  commentInput,
  commentListQuery,
  commentModerationInput,
  commentThread,
  commentUpdateInput,
  commentWithThread,
} from './comment';
import { gymModerationEndpoints } from './gym-moderation.endpoints';
import { likeInput, likeQuery, likeState, myLikes } from './like';
import { link, linkInput, linkListQuery, linkUpdateInput } from './link';
import { photo, photoInGallery, photoListQuery, photoUpdateInput, photoUploadBody } from './photo';
import { report, reportActionInput, reportInput, reportListQuery } from './report';
import { video, videoInput, videoListQuery, videoUpdateInput } from './video';

const tags = ['media'] as const;

const UNKNOWN_TARGET =
  'Answers 422 `<kind>_type: [not_included]` for a kind of record that takes no media and ' +
  '`<kind>_id: [not_found]` for a record that does not exist (or that the climber may not see).';

/** Photos on any record (docs/domain/media.md): visitors look, climbers upload, authors and site administrators edit. */
const photoEndpoints = {
  listPhotos: defineEndpoint({
    method: 'GET',
    path: '/photos.json',
    summary: "A record's photos, its cover first then the newest; X-Total-Count holds their number",
    tags,
    access: 'api_key',
    query: photoListQuery,
    responses: { 200: z.array(photo) },
  }),
  getPhoto: defineEndpoint({
    method: 'GET',
    path: '/photos/{id}.json',
    summary: "One photo, with its place in its record's gallery (the previous and next photos)",
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: photoInGallery },
  }),
  createPhoto: defineEndpoint({
    method: 'POST',
    path: '/photos.json',
    summary: 'Upload a photo of a record (multipart: `file` and the text fields)',
    description:
      'The file is checked by its content (JPEG, PNG or WebP), whatever its name; 20 MB and 50 megapixels at most. ' +
      'Answers 422 `file: [invalid]` for anything else and `file: [too_big]` above the bounds: nothing is stored ' +
      'then. Each climber may upload a number of photos per hour and of bytes per day (429 beyond). ' +
      UNKNOWN_TARGET,
    tags,
    access: 'climber',
    consumes: ['multipart/form-data'],
    body: photoUploadBody,
    responses: { 201: photo },
  }),
  updatePhoto: defineEndpoint({
    method: 'PUT',
    path: '/photos/{id}.json',
    summary: "Change a photo's description, credit or licence, or make it its record's cover",
    tags,
    access: 'climber',
    narrowedTo: 'author_or_site_admin',
    params: recordIdParams,
    body: photoUpdateInput,
    responses: { 200: photo },
  }),
  deletePhoto: defineEndpoint({
    method: 'DELETE',
    path: '/photos/{id}.json',
    summary: 'Remove a photo and its files',
    tags,
    access: 'climber',
    narrowedTo: 'author_or_site_admin',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
  listMyPhotos: defineEndpoint({
    method: 'GET',
    path: '/current_users/photos.json',
    summary: 'The photos I uploaded, newest first; X-Total-Count holds their number',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(photo) },
  }),
};

/** Videos on any record: an address at YouTube, Vimeo, Dailymotion, Instagram or TikTok, kept as provider and id. */
const videoEndpoints = {
  listVideos: defineEndpoint({
    method: 'GET',
    path: '/videos.json',
    summary: "A record's videos, the newest first; X-Total-Count holds their number",
    tags,
    access: 'api_key',
    query: videoListQuery,
    responses: { 200: z.array(video) },
  }),
  getVideo: defineEndpoint({
    method: 'GET',
    path: '/videos/{id}.json',
    summary: 'One video',
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: video },
  }),
  createVideo: defineEndpoint({
    method: 'POST',
    path: '/videos.json',
    summary: 'Add a video of a record by its address',
    description: `Answers 422 \`url: [invalid]\` for an address that is not one video of a provider taken. ${UNKNOWN_TARGET}`,
    tags,
    access: 'climber',
    body: videoInput,
    responses: { 201: video },
  }),
  updateVideo: defineEndpoint({
    method: 'PUT',
    path: '/videos/{id}.json',
    summary: "Change a video's address or description",
    tags,
    access: 'climber',
    narrowedTo: 'author_or_site_admin',
    params: recordIdParams,
    body: videoUpdateInput,
    responses: { 200: video },
  }),
  deleteVideo: defineEndpoint({
    method: 'DELETE',
    path: '/videos/{id}.json',
    summary: 'Remove a video',
    tags,
    access: 'climber',
    narrowedTo: 'author_or_site_admin',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
  listMyVideos: defineEndpoint({
    method: 'GET',
    path: '/current_users/videos.json',
    summary: 'The videos I added, newest first; X-Total-Count holds their number',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(video) },
  }),
};

/** Links from a record to pages elsewhere. */
const linkEndpoints = {
  listLinks: defineEndpoint({
    method: 'GET',
    path: '/links.json',
    summary: "A record's links, the newest first; X-Total-Count holds their number",
    tags,
    access: 'api_key',
    query: linkListQuery,
    responses: { 200: z.array(link) },
  }),
  getLink: defineEndpoint({
    method: 'GET',
    path: '/links/{id}.json',
    summary: 'One link',
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: link },
  }),
  createLink: defineEndpoint({
    method: 'POST',
    path: '/links.json',
    summary: 'Add a link to a page about a record (an http or https address)',
    description: `Answers 422 \`url: [invalid]\` for anything but an http or https address. ${UNKNOWN_TARGET}`,
    tags,
    access: 'climber',
    body: linkInput,
    responses: { 201: link },
  }),
  updateLink: defineEndpoint({
    method: 'PUT',
    path: '/links/{id}.json',
    summary: "Change a link's name, address or description",
    tags,
    access: 'climber',
    narrowedTo: 'author_or_site_admin',
    params: recordIdParams,
    body: linkUpdateInput,
    responses: { 200: link },
  }),
  deleteLink: defineEndpoint({
    method: 'DELETE',
    path: '/links/{id}.json',
    summary: 'Remove a link',
    tags,
    access: 'climber',
    narrowedTo: 'author_or_site_admin',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
};

/** Comments on any record, and on photos and videos: threads one level deep, plain text. */
const commentEndpoints = {
  listComments: defineEndpoint({
    method: 'GET',
    path: '/comments.json',
    summary:
      "A record's comment threads, the newest first, each with its first replies; X-Total-Count holds the threads",
    description:
      'A hidden comment is left out for everyone but its author and the moderators (site administrators, and the ' +
      "gym's administrators on a gym's records). " +
      UNKNOWN_TARGET.replaceAll('<kind>', 'commentable'),
    tags,
    access: 'api_key',
    query: commentListQuery,
    responses: { 200: z.array(commentThread) },
  }),
  getComment: defineEndpoint({
    method: 'GET',
    path: '/comments/{id}.json',
    summary: 'One comment with its record and its whole thread',
    tags,
    access: 'api_key',
    params: recordIdParams,
    responses: { 200: commentWithThread },
  }),
  createComment: defineEndpoint({
    method: 'POST',
    path: '/comments.json',
    summary: 'Comment on a record, or reply to a comment (a reply to a reply joins its thread)',
    description:
      'Plain text, 5,000 characters at most (422 `body: [blank]` or `[too_long]`). A reply names a comment of the ' +
      'same record (422 `reply_to_comment_id: [not_found]`). Each climber may write a number of comments per ' +
      'minute and per day (429 beyond). `as_gym_team: true` writes on behalf of the team of the record’s gym (shown ' +
      'as the team, not as its writer): only for those who moderate the record, else 403 naming the gym and ' +
      '`manage_gym`. ' +
      UNKNOWN_TARGET.replaceAll('<kind>', 'commentable'),
    tags,
    access: 'climber',
    body: commentInput,
    responses: { 201: comment },
  }),
  updateComment: defineEndpoint({
    method: 'PUT',
    path: '/comments/{id}.json',
    summary: "Change a comment's text (its author)",
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    body: commentUpdateInput,
    responses: { 200: comment },
  }),
  moderateComment: defineEndpoint({
    method: 'PUT',
    path: '/comments/{id}/moderation.json',
    summary: 'Hide a comment from everyone but its author, or show it again (a moderator)',
    description:
      "Site administrators moderate every comment; a gym's administrators holding `manage_gym` moderate those " +
      'on its records (the gym, its spaces and routes, their photos and videos). Others: 403. A comment a site ' +
      'administrator hid is shown again by a site administrator only: 422 `hidden: [hidden_by_site]` for the ' +
      'gym’s team.',
    tags,
    access: 'climber',
    narrowedTo: 'gym_staff',
    gymRole: 'manage_gym',
    params: recordIdParams,
    body: commentModerationInput,
    responses: { 200: comment },
  }),
  deleteComment: defineEndpoint({
    method: 'DELETE',
    path: '/comments/{id}.json',
    summary: 'Remove a comment (its author or a site administrator)',
    description: 'A comment others answered stays in its thread as a deleted comment, without text or author.',
    tags,
    access: 'climber',
    narrowedTo: 'author_or_site_admin',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
};

/** Likes on photos, videos, comments and gym routes. */
const likeEndpoints = {
  createLike: defineEndpoint({
    method: 'POST',
    path: '/likes.json',
    summary: 'Like a photo, a video, a comment or a gym route (liking twice is one like)',
    description:
      'Answers 201 with the new count, or 200 when the climber already liked it. 422 `likeable_id: [not_found]` ' +
      'for a record that does not exist or that the climber may not see.',
    tags,
    access: 'climber',
    body: likeInput,
    responses: { 200: likeState, 201: likeState },
  }),
  deleteLike: defineEndpoint({
    method: 'DELETE',
    path: '/likes.json',
    summary: 'Unlike (unliking what one does not like changes nothing)',
    tags,
    access: 'climber',
    query: likeQuery,
    responses: { 200: likeState },
  }),
  listMyLikes: defineEndpoint({
    method: 'GET',
    path: '/current_users/likes.json',
    summary: 'Everything I like, as the ids of each kind: whole and unpaged, to be kept for the session',
    description:
      "The spec's call, and the one list that is not paged: a climber's likes are only ids, and the web app loads " +
      'them once per session so that every like button knows its state without a call. ETag, 304 on If-None-Match.',
    tags,
    access: 'climber',
    responses: { 200: myLikes, 304: z.null() },
  }),
};

/** Reports of what breaks the rules, and their handling by the site administrators. */
const reportEndpoints = {
  createReport: defineEndpoint({
    method: 'POST',
    path: '/reports.json',
    summary: 'Report a comment, a photo, a video or a link to the site administrators',
    description:
      "A climber's second report of the same record is the same report (200). 422 `description: [blank]` with the " +
      'reason `other`, `reportable_id: [not_found]` for a record that does not exist.',
    tags,
    access: 'climber',
    body: reportInput,
    responses: { 200: report, 201: report },
  }),
  listReports: defineEndpoint({
    method: 'GET',
    path: '/reports.json',
    summary: 'The reports in a state (open by default), the oldest first; X-Total-Count holds their number',
    tags,
    access: 'site_admin',
    query: reportListQuery,
    responses: { 200: z.array(report) },
  }),
  handleReport: defineEndpoint({
    method: 'PUT',
    path: '/reports/{id}.json',
    summary: 'Hide or delete what a report names, or dismiss it; every reporter of it is notified',
    description:
      'Every open report of the same record closes with it. A report already handled answers 422 `base: [closed]`.',
    tags,
    access: 'site_admin',
    params: recordIdParams,
    body: reportActionInput,
    responses: { 200: report },
  }),
};

/** The media domain's endpoints: photos, videos, links, comments, likes and reports on every record kind registered. */
export const mediaEndpoints = {
  ...photoEndpoints,
  ...videoEndpoints,
  ...linkEndpoints,
  ...commentEndpoints,
  ...likeEndpoints,
  ...reportEndpoints,
  ...gymModerationEndpoints,
};
