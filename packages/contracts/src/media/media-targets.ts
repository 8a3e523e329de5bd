import { z } from 'zod';

/**
 * The kinds of records photos, videos and links belong to (docs/domain/media.md): plural snake_case, the same word
 * in paths (`/photos/crags/12/new`) and bodies (`illustrable_type: 'crags'`). Each catalogue registers its own kinds
 * with the media domain; guide books and articles join when they land.
 */
export const MEDIA_TARGET_TYPES = [
  'crags',
  'crag_sectors',
  'crag_routes',
  'areas',
  'gyms',
  'gym_spaces',
  'gym_routes',
] as const;
export type MediaTargetType = (typeof MEDIA_TARGET_TYPES)[number];

/** Whether a word of an address is a kind of record media belong to. */
export function isMediaTargetType(value: string | undefined): value is MediaTargetType {
  return (MEDIA_TARGET_TYPES as readonly string[]).includes(value ?? '');
}

/** The record a photo, video or link belongs to, as its pages name it and lead back to it. */
export const mediaTarget = z.object({
  type: z.enum(MEDIA_TARGET_TYPES),
  id: z.number().int(),
  /** The record's name (a gym route without one: its grade and colour, as its gym shows it). */
  name: z.string(),
  /** The address of the record's page in the web app. */
  path: z.string(),
  /** The gym it is in, for a gym, a space or a gym route; null outdoors. */
  gym_id: z.number().int().nullable(),
});
export type MediaTarget = z.infer<typeof mediaTarget>;
