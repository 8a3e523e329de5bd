import type { PageModule } from '../../lib/page-module';

/** Lazily loaded modules of the media pages, keyed by their PAGES path. */
export const MEDIA_PAGE_MODULES: Record<string, PageModule> = {
  '/home/media': () => import('./home/my-media-page'),
  '/home/media/photos': () => import('./home/my-photos-page'),
  '/home/media/videos': () => import('./home/my-videos-page'),
  '/photos/:photoId': () => import('./photos/pages/photo-page'),
  '/videos/:videoId': () => import('./videos/pages/video-page'),
  '/areas/:areaId?/:areaName?/photos': () => import('./photos/pages/record-photos-page'),
  '/crag-sectors/:cragSectorId?/:cragSectorName?/photos': () => import('./photos/pages/record-photos-page'),
  '/crags/:cragId?/:cragName?/photos': () => import('./photos/pages/record-photos-page'),
  '/crags/:cragId?/:cragName?/links': () => import('./links/pages/record-links-page'),
  '/photos/:illustrableType?/:illustrableId?/new': () => import('./photos/pages/photo-new-page'),
  '/photos/:illustrableType?/:illustrableId?/:photoId?/edit': () => import('./photos/pages/photo-edit-page'),
  '/videos/:viewableType?/:viewableId?/new': () => import('./videos/pages/video-new-page'),
  '/videos/:viewableType?/:viewableId?/:videoId?/edit': () => import('./videos/pages/video-edit-page'),
  '/links/:linkId?/edit': () => import('./links/pages/link-edit-page'),
  '/links/:linkableType?/:linkableId?/new': () => import('./links/pages/link-new-page'),
  '/comments/:commentId': () => import('./comments/pages/comment-page'),
  '/comments/:commentId?/edit': () => import('./comments/pages/comment-edit-page'),
  '/comments/:commentableType?/:commentableId?/new': () => import('./comments/pages/comment-new-page'),
  '/reports/:reportableType?/:reportableId?/new': () => import('./reports/report-new-page'),
};

const GYM = '/gyms/:gymId?/:gymName?';

/** The gym administration area's moderation pages: in the indoor page table, composed by `app/`. */
export const GYM_MODERATION_PAGE_MODULES: Record<string, PageModule> = {
  [`${GYM}/admins/comments`]: () => import('./gym-moderation/pages/gym-admin-comments-page'),
  [`${GYM}/admins/videos`]: () => import('./gym-moderation/pages/gym-admin-videos-page'),
};
