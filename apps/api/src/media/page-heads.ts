import {
  cragLinksPageHead,
  photoPageHead,
  type RecordPhotosKind,
  recordPhotosPageHead,
  videoPageHead,
} from '@climb/contracts/media/media-page-heads';
import { MEDIA_PAGE_META } from '@climb/contracts/media/media-page-meta';
import type { Database } from '../db/client';
import { recordIdText } from '../lib/path-params';
import type { PageHeadResolver, PageHeads } from '../web/page-heads';
import { findCommentHead } from './comments/comment.service';
import { findTarget, type MediaTargets } from './media-targets';
import { findPhotoHead } from './photos/photo.service';
import { findVideoHead } from './videos/video.service';

/*
 * The heads of the media pages that name their record, from the database: a photo's and a video's page
 * (`Photo – Céüse`), a record's photos and links pages (`Photos du site – Céüse`), a comment's page (`Comment on
 * Céüse`: a comment hidden, deleted or unknown is a 404). They are written as the web app
 * writes them once it has the record (contracts' `media-page-heads.ts`), so a
 * page keeps its title once hydrated. A page of a record or a medium that does not exist is a 404.
 */

type MediaHeadContext = { db: Database; targets: MediaTargets };

/** The pages of a record's photos, by the record's kind: the path parameters naming the record. */
const RECORD_PHOTOS_PARAMS = {
  crags: { id: 'cragId', slug: 'cragName' },
  crag_sectors: { id: 'cragSectorId', slug: 'cragSectorName' },
  areas: { id: 'areaId', slug: 'areaName' },
} as const satisfies Record<RecordPhotosKind, { id: string; slug: string }>;

/** A record id from a path segment, or null (the page is then a 404), read as the API reads it. */
function idParam(value: string | undefined): number | null {
  return recordIdText.safeParse(value).data ?? null;
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

function recordPhotosHead(context: MediaHeadContext, type: RecordPhotosKind): PageHeadResolver {
  const page = RECORD_PHOTOS_PARAMS[type];
  return async ({ params, locale }) => {
    const id = idParam(params[page.id]);
    const record = id === null ? null : await findTarget(context.targets, { type, id });
    if (!record || id === null) return null;
    return {
      ...recordPhotosPageHead(locale, type, record),
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

/** The words before a commented record's name in a comment's page title. */
const COMMENT_ON = { fr: 'Commentaire sur', en: 'Comment on' } as const;

/**
 * `/comments/{id}`: `Comment on Céüse`, as a visitor reads it. The page is kept under `comment:{commentId}`, which
 * every write of its thread moves (the comment service names each comment of the thread), a reply's page included.
 */
function commentHead(context: MediaHeadContext): PageHeadResolver {
  return async ({ params, locale }) => {
    const id = idParam(params.commentId);
    const comment = id === null ? null : await findCommentHead(context, id);
    if (!comment || id === null) return null;
    return {
      title: `${COMMENT_ON[locale]} ${comment.target.name}`,
      description: MEDIA_PAGE_META[locale].comment.description,
      canonical: { commentId: String(id) },
    };
  };
}

/** The media pages' heads, by page meta key. */
export function mediaPageHeads(context: MediaHeadContext): PageHeads {
  return {
    photo: photoHead(context),
    video: videoHead(context),
    cragPhotos: recordPhotosHead(context, 'crags'),
    cragSectorPhotos: recordPhotosHead(context, 'crag_sectors'),
    areaPhotos: recordPhotosHead(context, 'areas'),
    cragLinks: cragLinksHead(context),
    comment: commentHead(context),
  };
}
