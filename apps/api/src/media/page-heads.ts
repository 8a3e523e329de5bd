import { type Locale, MEDIA_PAGE_META, type MediaTargetType, type PageMeta } from '@climb/contracts';
import { cragLinksPageHead, videoPageHead } from '@climb/contracts/media/media-page-heads';
import type { Database } from '../db/client';
import { recordIdText } from '../lib/path-params';
import type { PageHeadResolver, PageHeads } from '../web/page-heads';
import { findTarget, type MediaTargets } from './media-targets';
import { findPhotoHead } from './photos/photo.service';
import { findVideoHead } from './videos/video.service';

/*
 * The heads of the media pages that name their record, from the database: a photo's and a video's page
 * (`Photo – Céüse`), a record's photos and links pages (`Photos du site – Céüse`). They are written as the web app
 * writes them once it has the record (contracts' `media-page-heads.ts`, and the photos pages' the same way), so a
 * page keeps its title once hydrated. A page of a record or a medium that does not exist is a 404.
 */

type MediaHeadContext = { db: Database; targets: MediaTargets };

/** The pages of a record's photos, by meta key: the record's kind and the path parameters naming it. */
const RECORD_PHOTOS_PAGES = {
  cragPhotos: { type: 'crags', id: 'cragId', slug: 'cragName' },
  cragSectorPhotos: { type: 'crag_sectors', id: 'cragSectorId', slug: 'cragSectorName' },
  areaPhotos: { type: 'areas', id: 'areaId', slug: 'areaName' },
} as const satisfies Record<string, { type: MediaTargetType; id: string; slug: string }>;

/** A record id from a path segment, or null (the page is then a 404), read as the API reads it. */
function idParam(value: string | undefined): number | null {
  return recordIdText.safeParse(value).data ?? null;
}

/** `/photos/{id}`: `Photo – Céüse`, described by the photo's own words when it has some. */
export function photoPageHead(
  locale: Locale,
  photo: { target: { name: string }; description: string | null },
): PageMeta {
  const meta = MEDIA_PAGE_META[locale].photo;
  return { title: `${meta.title} – ${photo.target.name}`, description: photo.description?.trim() || meta.description };
}

/** `/crags/{id}/{name}/photos` and the sector's and area's: `Photos du site – Céüse`. */
export function recordPhotosPageHead(
  locale: Locale,
  key: keyof typeof RECORD_PHOTOS_PAGES,
  record: { name: string },
): PageMeta {
  const meta = MEDIA_PAGE_META[locale][key];
  return { title: `${meta.title} – ${record.name}`, description: meta.description };
}

function photoHead(context: MediaHeadContext): PageHeadResolver {
  return async ({ params, locale }) => {
    const id = idParam(params.photoId);
    const photo = id === null ? null : await findPhotoHead(context, id);
    if (!photo || id === null) return null;
    return {
      ...photoPageHead(locale, { target: photo.target, description: photo.description }),
      canonical: { photoId: String(id) },
    };
  };
}

function videoHead(context: MediaHeadContext): PageHeadResolver {
  return async ({ params, locale }) => {
    const id = idParam(params.videoId);
    const video = id === null ? null : await findVideoHead(context, id);
    if (!video || id === null) return null;
    return {
      ...videoPageHead(locale, { target: video.target, description: video.description }),
      canonical: { videoId: String(id) },
    };
  };
}

function recordPhotosHead(context: MediaHeadContext, key: keyof typeof RECORD_PHOTOS_PAGES): PageHeadResolver {
  const page = RECORD_PHOTOS_PAGES[key];
  return async ({ params, locale }) => {
    const id = idParam(params[page.id]);
    const record = id === null ? null : await findTarget(context.targets, { type: page.type, id });
    if (!record || id === null) return null;
    return {
      ...recordPhotosPageHead(locale, key, record),
      canonical: { [page.id]: String(id), [page.slug]: record.slug_name },
    };
  };
}

function cragLinksHead(context: MediaHeadContext): PageHeadResolver {
  return async ({ params, locale }) => {
    const id = idParam(params.cragId);
    const crag = id === null ? null : await findTarget(context.targets, { type: 'crags', id });
    if (!crag || id === null) return null;
    return { ...cragLinksPageHead(locale, crag), canonical: { cragId: String(id), cragName: crag.slug_name } };
  };
}

/** The media pages' heads, by page meta key. */
export function mediaPageHeads(context: MediaHeadContext): PageHeads {
  return {
    photo: photoHead(context),
    video: videoHead(context),
    cragPhotos: recordPhotosHead(context, 'cragPhotos'),
    cragSectorPhotos: recordPhotosHead(context, 'cragSectorPhotos'),
    areaPhotos: recordPhotosHead(context, 'areaPhotos'),
    cragLinks: cragLinksHead(context),
  };
}
