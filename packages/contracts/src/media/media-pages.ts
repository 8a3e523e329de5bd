import type { PageDefinition } from '../platform/page-types';
import type { MEDIA_PAGE_META } from './media-page-meta';

type MediaMetaKey = keyof (typeof MEDIA_PAGE_META)['fr'];

const LIST = ['page'];

/**
 * The media pages (docs/domain/media.md). A record's photos or links page is kept until its record or its media
 * change (`media:{kind}:{id}`, moved by every photo, video and link written on the record); a photo's or a video's
 * page until it changes, a comment's page until its thread changes (`comment:{threadId}`, shown under each of its
 * comments' ids). The forms ask a visitor to sign in first.
 */
export const MEDIA_PAGES: readonly PageDefinition<MediaMetaKey>[] = [
  { path: '/home/media', layout: 'default', access: 'login', meta: 'homeMedia' },
  { path: '/home/media/photos', layout: 'default', access: 'login', meta: 'homeMediaPhotos' },
  { path: '/home/media/videos', layout: 'default', access: 'login', meta: 'homeMediaVideos' },
  {
    path: '/photos/:photoId',
    layout: 'default',
    access: 'public',
    meta: 'photo',
    cache: { collection: 'none', shows: ['photo:{photoId}'] },
  },
  {
    path: '/videos/:videoId',
    layout: 'default',
    access: 'public',
    meta: 'video',
    cache: { collection: 'none', shows: ['video:{videoId}'] },
  },
  {
    path: '/areas/:areaId?/:areaName?/photos',
    layout: 'default',
    access: 'public',
    meta: 'areaPhotos',
    cache: { shows: ['media:areas:{areaId}'], reads: LIST },
  },
  {
    path: '/crag-sectors/:cragSectorId?/:cragSectorName?/photos',
    layout: 'default',
    access: 'public',
    meta: 'cragSectorPhotos',
    cache: { shows: ['media:crag_sectors:{cragSectorId}'], reads: LIST },
  },
  {
    path: '/crags/:cragId?/:cragName?/photos',
    layout: 'default',
    access: 'public',
    meta: 'cragPhotos',
    cache: { shows: ['media:crags:{cragId}'], reads: LIST },
  },
  {
    path: '/crags/:cragId?/:cragName?/links',
    layout: 'default',
    access: 'public',
    meta: 'cragLinks',
    cache: { shows: ['media:crags:{cragId}'], reads: LIST },
  },
  { path: '/photos/:illustrableType?/:illustrableId?/new', layout: 'default', access: 'login', meta: 'photoNew' },
  {
    path: '/photos/:illustrableType?/:illustrableId?/:photoId?/edit',
    layout: 'default',
    access: 'login',
    meta: 'photoEdit',
  },
  { path: '/videos/:viewableType?/:viewableId?/new', layout: 'default', access: 'login', meta: 'videoNew' },
  {
    path: '/videos/:viewableType?/:viewableId?/:videoId?/edit',
    layout: 'default',
    access: 'login',
    meta: 'videoEdit',
  },
  { path: '/links/:linkId?/edit', layout: 'default', access: 'login', meta: 'linkEdit' },
  {
    path: '/comments/:commentId',
    layout: 'default',
    access: 'public',
    meta: 'comment',
    cache: { collection: 'none', shows: ['comment:{commentId}'] },
  },
  { path: '/comments/:commentId?/edit', layout: 'default', access: 'login', meta: 'commentEdit' },
  { path: '/comments/:commentableType?/:commentableId?/new', layout: 'default', access: 'login', meta: 'commentNew' },
  { path: '/reports/:reportableType?/:reportableId?/new', layout: 'default', access: 'login', meta: 'reportNew' },
  { path: '/links/:linkableType?/:linkableId?/new', layout: 'default', access: 'login', meta: 'linkNew' },
];
