import type { MediaTargetType } from '@climb/contracts';

/*
 * The addresses of the media pages, one helper per page so every part builds the same ones. The kind of record is
 * the plural snake_case word of the API (`/videos/gym_routes/7/new`).
 */

export const videoPath = (videoId: number) => `/videos/${videoId}`;

export const videoNewPath = (type: MediaTargetType, id: number) => `/videos/${type}/${id}/new`;

export const videoEditPath = (video: { id: number; viewable_type: MediaTargetType; viewable_id: number }) =>
  `/videos/${video.viewable_type}/${video.viewable_id}/${video.id}/edit`;

export const linkNewPath = (type: MediaTargetType, id: number) => `/links/${type}/${id}/new`;

export const linkEditPath = (linkId: number) => `/links/${linkId}/edit`;

export const photoPath = (photoId: number) => `/photos/${photoId}`;

/** The climber's media: the overview, their photos, their videos. */
export const MY_MEDIA_PATHS = {
  overview: '/home/media',
  photos: '/home/media/photos',
  videos: '/home/media/videos',
} as const;

/** Where a record's links are listed: a crag's links page, else the record's own page (its media section). */
export const linksHomeOf = (record: { type: MediaTargetType; path: string }) =>
  record.type === 'crags' ? `${record.path}/links` : record.path;
