import { z } from 'zod';
import { contributor } from '../outdoor/wiki';
import { pageQuery } from '../platform/pagination';
import { coercedRecordId, text, updateOf } from '../platform/validation';
import { MEDIA_TARGET_TYPES, mediaTarget } from './media-targets';

/** Largest photo file a climber may upload (a phone's full-size JPEG); a bigger one is refused unread (`too_big`). */
export const MAX_PHOTO_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The licences a photo may be shared under; `all_rights_reserved` by default. */
export const PHOTO_LICENCES = [
  'all_rights_reserved',
  'cc_by',
  'cc_by_sa',
  'cc_by_nc',
  'cc_by_nc_sa',
  'cc_by_nd',
  'cc0',
] as const;
export type PhotoLicence = (typeof PHOTO_LICENCES)[number];

/** The sizes of a photo, each in WebP with the photo's proportions (the largest side bounded). */
export const PHOTO_VARIANTS = ['thumbnail', 'medium', 'large'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

const photoFile = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** A photo as every page shows it: its variants with their sizes in pixels, so galleries reserve their space. */
export const photo = z.object({
  id: z.number().int(),
  illustrable_type: z.enum(MEDIA_TARGET_TYPES),
  illustrable_id: z.number().int(),
  target: mediaTarget,
  description: z.string().nullable(),
  /** Whom to credit: the photographer as the uploader wrote it, else the uploader's name. */
  author: z.string(),
  licence: z.enum(PHOTO_LICENCES),
  /** Whether it is its record's cover (at most one per record). */
  cover: z.boolean(),
  /** Size of the largest variant, in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  variants: z.object({ thumbnail: photoFile, medium: photoFile, large: photoFile }),
  /** Who uploaded it; null once their account is deleted. */
  user: contributor.nullable(),
  /** Hidden by a site administrator after a report: only its author and the administrators still see it. */
  hidden: z.boolean(),
  likes_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Photo = z.infer<typeof photo>;

/** A photo with its place in its record's gallery (the viewer's previous and next). */
export const photoInGallery = photo.extend({
  gallery: z.object({
    /** 1-based place in the gallery, cover first then the newest. */
    position: z.number().int(),
    count: z.number().int(),
    previous_id: z.number().int().nullable(),
    next_id: z.number().int().nullable(),
  }),
});
export type PhotoInGallery = z.infer<typeof photoInGallery>;

const photoFields = {
  description: text().trim().max(1000).optional(),
  author: text().trim().max(120).optional(),
  licence: z.enum(PHOTO_LICENCES).optional(),
};

/**
 * `POST photos.json`: multipart/form-data, the image in `file` (checked by content: JPEG, PNG, WebP…; at most
 * `MAX_PHOTO_UPLOAD_BYTES` and 50 megapixels) and the other fields as text parts.
 */
export const photoUploadBody = z.strictObject({
  file: z
    .file()
    .describe(
      'The photo (JPEG, PNG or WebP), checked by its content, not its name; 20 MB and 50 megapixels at most. ' +
        'Its orientation is applied and its metadata (GPS position, camera) removed from every size.',
    ),
  illustrable_type: z.enum(MEDIA_TARGET_TYPES),
  illustrable_id: coercedRecordId(),
  ...photoFields,
  /** Text parts of a form: `true` makes it its record's cover. */
  cover: z.enum(['true', 'false']).optional(),
});
export type PhotoUploadBody = z.infer<typeof photoUploadBody>;

/** `PUT photos/{id}.json`: its words, its licence, or making it (or no longer) its record's cover. */
export const photoUpdateInput = updateOf(
  z.strictObject({
    description: text().trim().max(1000).nullable(),
    author: text().trim().max(120),
    licence: z.enum(PHOTO_LICENCES),
    cover: z.boolean(),
  }),
);
export type PhotoUpdateInput = z.infer<typeof photoUpdateInput>;

/** `GET photos.json?illustrable_type&illustrable_id`: a record's gallery, cover first then the newest. */
export const photoListQuery = pageQuery.extend({
  illustrable_type: z.enum(MEDIA_TARGET_TYPES),
  illustrable_id: coercedRecordId(),
});
export type PhotoListQuery = z.infer<typeof photoListQuery>;
