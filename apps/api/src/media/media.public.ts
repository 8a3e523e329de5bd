/**
 * What the composition root (`composition.ts`, `app.ts`) uses of the media domain: its routes, the registry type of
 * the records that take media, its listeners, what a record's deletion does to its media, the heads of its pages
 * and its demo data; the comments and videos lately left on records (a gym's dashboard). Other domains reach it only through the shared upload modules (`file-store`, `image-upload`,
 * `image-variants`, `record-image`).
 */

export { afterClimberErasure, type ClimberErasureContext, eraseClimberActivity } from './climber-erasure';
export { mediaRoutes } from './media.routes';
export { forgetMediaOf, forgetOrphanMedia, registerMediaCacheListeners } from './media-listeners';
export { type DescribedTarget, findTarget, type MediaTargetKind, type MediaTargets } from './media-targets';
export { mediaPageHeads } from './page-heads';
export { mediaSeed } from './seed/media.seed';
export {
  type RecentMedia,
  type RecentMediaTargets,
  type RecentMediaWindows,
  type RecentMediumRow,
  recentComments,
  recentVideos,
} from './shared/recent-media';
