import type { MediaTargetType } from '@climb/contracts';

/*
 * The addresses of the photos' pages (the viewer's is `photoPath` of `shared/media-paths.ts`). The kind of record is
 * the plural snake_case word of the API (`/photos/crags/12/new`).
 */

/** Adding photos to a record. */
export const photoNewPath = (type: MediaTargetType, id: number) => `/photos/${type}/${id}/new`;

/** Changing a photo's words, credit, licence or cover. */
export const photoEditPath = (photo: { id: number; illustrable_type: MediaTargetType; illustrable_id: number }) =>
  `/photos/${photo.illustrable_type}/${photo.illustrable_id}/${photo.id}/edit`;

/** The kinds of records whose whole gallery has a page of its own, under the record's address. */
const KINDS_WITH_PHOTOS_PAGE: readonly MediaTargetType[] = ['crags', 'crag_sectors', 'areas'];

/**
 * A record's photos page (`/crags/12/ceuse/photos`) from its kind and the address of its page; null for a kind whose
 * gallery has no page of its own (a route, a gym: its gallery is shown whole on the record's page).
 */
export function recordPhotosPath(target: { type: MediaTargetType; path: string }): string | null {
  return KINDS_WITH_PHOTOS_PAGE.includes(target.type) ? `${target.path}/photos` : null;
}
