import { matchPage } from './pages';

/** Where the pages made for other sites' frames live (`/embed/crags/map`). */
const EMBED_PREFIX = '/embed/';

/**
 * Whether a path is one of the embed pages of the page table: the only pages another site may frame. They
 * show nothing of the climber signed in, and their links open at the top level, out of the frame. Any other
 * address under `/embed/` is the 404 page, like anywhere else.
 */
export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith(EMBED_PREFIX) && (matchPage(pathname)?.path.startsWith(EMBED_PREFIX) ?? false);
}
