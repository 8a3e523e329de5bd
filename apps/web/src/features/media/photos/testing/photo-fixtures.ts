import type { MediaTarget, Photo, PhotoInGallery } from '@climb/contracts';
import { climber } from '../../../../testing/catalogue-fixtures';

/** Photos of the catalogue fixtures' crag (Céüse, 12), for the photos' page tests. */
export const CRAG_TARGET: MediaTarget = { type: 'crags', id: 12, name: 'Céüse', path: '/crags/12/ceuse', gym_id: null };

/** A landscape photo of Céüse uploaded by the fixtures' climber, in its three sizes. */
export function photoOf(id: number, overrides: Partial<Photo> = {}): Photo {
  const file = (size: string, width: number, height: number) => ({
    url: `/uploads/photos/${id}/${size}.webp`,
    width,
    height,
  });
  return {
    id,
    illustrable_type: 'crags',
    illustrable_id: 12,
    target: CRAG_TARGET,
    description: null,
    author: 'Léa Grimpe',
    licence: 'cc_by_sa',
    cover: false,
    hidden: false,
    likes_count: 0,
    width: 2560,
    height: 1707,
    variants: {
      thumbnail: file('thumbnail', 480, 320),
      medium: file('medium', 1280, 853),
      large: file('large', 2560, 1707),
    },
    user: { uuid: climber.uuid, name: 'Catherine Destivelle', slug_name: climber.slug_name },
    created_at: '2026-05-12T10:00:00.000Z',
    updated_at: '2026-05-12T10:00:00.000Z',
    ...overrides,
  };
}

/** Céüse's gallery: the cover first (3), then the newest (4, 2). */
export const gallery: Photo[] = [
  photoOf(3, { cover: true, description: 'La Grande Face au soleil couchant' }),
  photoOf(4, { licence: 'all_rights_reserved' }),
  photoOf(2, { licence: 'cc0', user: null }),
];

/** A photo of the gallery as the viewer reads it, with its place. */
export function inGallery(photo: Photo): PhotoInGallery {
  const index = gallery.findIndex((shown) => shown.id === photo.id);
  return {
    ...photo,
    gallery: {
      position: index + 1,
      count: gallery.length,
      previous_id: gallery[index - 1]?.id ?? null,
      next_id: gallery[index + 1]?.id ?? null,
    },
  };
}
