import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';
import { MEDIA_PAGE_META } from './media-page-meta';

/*
 * Titles and descriptions of the media pages that name their record, in both languages: the head the server writes
 * into the HTML and the one the browser writes when it opens the page itself are the same (docs/decisions/027).
 * Zod-free, so the pages a visitor only reads load no schema.
 */

/** `/videos/{id}`: `Vidéo – Céüse`, described by the video's own words when it has some. */
export function videoPageHead(
  locale: Locale,
  video: { target: { name: string }; description: string | null },
): PageMeta {
  const meta = MEDIA_PAGE_META[locale].video;
  return { title: `${meta.title} – ${video.target.name}`, description: video.description?.trim() || meta.description };
}

/** `/crags/{id}/{name}/links`: `Liens du site – Céüse`. */
export function cragLinksPageHead(locale: Locale, crag: { name: string }): PageMeta {
  const meta = MEDIA_PAGE_META[locale].cragLinks;
  return { title: `${meta.title} – ${crag.name}`, description: meta.description };
}
