import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';
import { MEDIA_PAGE_META } from './media-page-meta';
import type { MediaTargetType } from './media-targets';

/*
 * Titles and descriptions of the media pages that name their record, in both languages: the head the server writes
 * into the HTML and the one the browser writes when it opens the page itself are the same (docs/decisions/027).
 * Zod-free, so the pages a visitor only reads load no schema.
 */

type NamedMedium = { target: { name: string }; description: string | null };

/** `/photos/{id}` and `/videos/{id}`: `Photo – Céüse`, described by the medium's own words when it has some. */
function mediumPageHead(locale: Locale, key: 'photo' | 'video', medium: NamedMedium): PageMeta {
  const meta = MEDIA_PAGE_META[locale][key];
  return {
    title: `${meta.title} – ${medium.target.name}`,
    description: medium.description?.trim() || meta.description,
  };
}

/** `/photos/{id}`: `Photo – Céüse`. */
export function photoPageHead(locale: Locale, photo: NamedMedium): PageMeta {
  return mediumPageHead(locale, 'photo', photo);
}

/** `/videos/{id}`: `Vidéo – Céüse`. */
export function videoPageHead(locale: Locale, video: NamedMedium): PageMeta {
  return mediumPageHead(locale, 'video', video);
}

/** The records with a photos page of their own, and that page's meta key. */
export const RECORD_PHOTOS_META = {
  crags: 'cragPhotos',
  crag_sectors: 'cragSectorPhotos',
  areas: 'areaPhotos',
} as const satisfies Partial<Record<MediaTargetType, string>>;

/** The kinds of records with a photos page of their own. */
export type RecordPhotosKind = keyof typeof RECORD_PHOTOS_META;

/** `/crags/{id}/{name}/photos` and the sector's and area's: `Photos du site – Céüse`. */
export function recordPhotosPageHead(locale: Locale, type: RecordPhotosKind, record: { name: string }): PageMeta {
  const meta = MEDIA_PAGE_META[locale][RECORD_PHOTOS_META[type]];
  return { title: `${meta.title} – ${record.name}`, description: meta.description };
}

/** `/crags/{id}/{name}/links`: `Liens du site – Céüse`. */
export function cragLinksPageHead(locale: Locale, crag: { name: string }): PageMeta {
  const meta = MEDIA_PAGE_META[locale].cragLinks;
  return { title: `${meta.title} – ${crag.name}`, description: meta.description };
}
