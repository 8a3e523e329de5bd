import type { Locale, MediaTargetType, PageMeta } from '@climb/contracts';
import { MEDIA_PAGE_META } from '@climb/contracts/media/media-page-meta';

/*
 * The heads of the photos' pages that name their record, written the same way as the other media pages'
 * (`@climb/contracts/media/media-page-heads`): `Photo – Céüse`, `Photos du site – Céüse`.
 */

/** `/photos/{id}`: `Photo – Céüse`, described by the photo's own words when it has some. */
export function photoPageHead(
  locale: Locale,
  photo: { target: { name: string }; description: string | null },
): PageMeta {
  const meta = MEDIA_PAGE_META[locale].photo;
  return { title: `${meta.title} – ${photo.target.name}`, description: photo.description?.trim() || meta.description };
}

const RECORD_PHOTOS_META = { crags: 'cragPhotos', crag_sectors: 'cragSectorPhotos', areas: 'areaPhotos' } as const;

/** The kinds of records with a photos page of their own. */
export type RecordPhotosKind = keyof typeof RECORD_PHOTOS_META;

export function hasPhotosPage(type: MediaTargetType): type is RecordPhotosKind {
  return type in RECORD_PHOTOS_META;
}

/** `/crags/{id}/{name}/photos`: `Photos du site – Céüse`. */
export function recordPhotosPageHead(locale: Locale, type: RecordPhotosKind, record: { name: string }): PageMeta {
  const meta = MEDIA_PAGE_META[locale][RECORD_PHOTOS_META[type]];
  return { title: `${meta.title} – ${record.name}`, description: meta.description };
}
