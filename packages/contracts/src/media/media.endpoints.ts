import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { pageQuery } from '../platform/pagination';
import { recordIdParams } from '../platform/path-params';
import { link, linkInput, linkListQuery, linkUpdateInput } from './link';
import { photo, photoInGallery, photoListQuery, photoUpdateInput, photoUploadBody } from './photo';
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

/** The media domain's endpoints: photos, videos and links on every record kind a domain registers. */
export const mediaEndpoints = { ...photoEndpoints, ...videoEndpoints, ...linkEndpoints };
