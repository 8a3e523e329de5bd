import type { Photo, PhotoInGallery } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import { variantSizes, variantUrls } from '../image-variants';
import { type DescribedTarget, toMediaTarget } from '../media-targets';
import type { GalleryPlaceRow, PhotoWithUploaderRow } from './photo.repository';

/** The public address of a stored file. */
export type FileUrl = (key: string) => string;

/** A photo as every page shows it: each size's address and pixels (galleries reserve their space). */
export function toPhoto(row: PhotoWithUploaderRow, target: DescribedTarget, url: FileUrl): Photo {
  const user = toContributor(row);
  const urls = variantUrls('photo', row.image_key, url);
  const sizes = variantSizes('photo', { width: row.width, height: row.height });
  return {
    id: row.id,
    illustrable_type: row.illustrable_type,
    illustrable_id: row.illustrable_id,
    target: toMediaTarget({ type: row.illustrable_type, id: row.illustrable_id }, target),
    description: row.description,
    // The photographer as credited, else the uploader; a photo of a former member credits no one.
    author: row.author ?? user?.name ?? '',
    licence: row.licence,
    cover: row.cover,
    width: row.width,
    height: row.height,
    variants: {
      thumbnail: { url: urls.thumbnail, ...sizes.thumbnail },
      medium: { url: urls.medium, ...sizes.medium },
      large: { url: urls.large, ...sizes.large },
    },
    user,
    hidden: row.hidden,
    likes_count: row.likes_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A photo with its place in its record's gallery, for the viewer. */
export function toPhotoInGallery(
  row: PhotoWithUploaderRow,
  target: DescribedTarget,
  place: GalleryPlaceRow,
  url: FileUrl,
): PhotoInGallery {
  return { ...toPhoto(row, target, url), gallery: place };
}
