import { z } from 'zod';
import { contributor } from '../outdoor/wiki';
import { pageQuery } from '../platform/pagination';
import { coercedRecordId, recordId, text, updateOf } from '../platform/validation';
import { MEDIA_TARGET_TYPES, mediaTarget } from './media-targets';
import { parseVideoUrl, VIDEO_PROVIDERS } from './video-url';

/** A video: its provider and id there (never a file of ours), the provider's page, a description. */
export const video = z.object({
  id: z.number().int(),
  viewable_type: z.enum(MEDIA_TARGET_TYPES),
  viewable_id: z.number().int(),
  target: mediaTarget,
  provider: z.enum(VIDEO_PROVIDERS),
  provider_id: z.string(),
  /** The video's page at its provider. */
  url: z.string(),
  /** The provider's player, loaded only when the climber starts the video. */
  embed_url: z.string(),
  description: z.string().nullable(),
  user: contributor.nullable(),
  /** Hidden by a moderator (a site administrator, or the team of the record's gym): its author and the moderators see it. */
  hidden: z.boolean(),
  likes_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Video = z.infer<typeof video>;

/** A video address: a YouTube, Vimeo, Dailymotion, Instagram or TikTok video, else 422 `invalid`. */
const videoUrl = text()
  .trim()
  .min(1)
  .max(500)
  .refine((value) => parseVideoUrl(value) !== null, {
    message: 'must be the address of a YouTube, Vimeo, Dailymotion, Instagram or TikTok video',
    params: { rule: 'invalid' },
  });

const videoFields = {
  url: videoUrl,
  description: text().trim().max(1000).nullable().optional(),
};

/** `POST videos.json`. */
export const videoInput = z.strictObject({
  viewable_type: z.enum(MEDIA_TARGET_TYPES),
  viewable_id: recordId(),
  ...videoFields,
});
export type VideoInput = z.infer<typeof videoInput>;

/** `PUT videos/{id}.json`: its address or its description. */
export const videoUpdateInput = updateOf(
  z.strictObject({ url: videoUrl, description: text().trim().max(1000).nullable() }),
);
export type VideoUpdateInput = z.infer<typeof videoUpdateInput>;

/** `GET videos.json?viewable_type&viewable_id`: a record's videos, the newest first. */
export const videoListQuery = pageQuery.extend({
  viewable_type: z.enum(MEDIA_TARGET_TYPES),
  viewable_id: coercedRecordId(),
});
export type VideoListQuery = z.infer<typeof videoListQuery>;
