import { z } from 'zod';
import { contributor } from '../outdoor/wiki';
import { pageQuery } from '../platform/pagination';
import { coercedRecordId, recordId, text, updateOf } from '../platform/validation';
import { MEDIA_TARGET_TYPES, mediaTarget } from './media-targets';

/** Whether a text is an absolute `http(s)` address with a host (zod-free: the form checks it as it is typed). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !url.username;
  } catch {
    return false;
  }
}

/** A link to a page elsewhere about the record (a topo, a club's page, a report). */
export const link = z.object({
  id: z.number().int(),
  linkable_type: z.enum(MEDIA_TARGET_TYPES),
  linkable_id: z.number().int(),
  target: mediaTarget,
  name: z.string(),
  url: z.string(),
  /** The address's host, without `www.`: what the page shows beside the name. */
  host: z.string(),
  description: z.string().nullable(),
  user: contributor.nullable(),
  /** Hidden by a site administrator after a report: only its author and the administrators still see it. */
  hidden: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Link = z.infer<typeof link>;

const linkFields = {
  name: text().trim().min(1).max(120),
  url: text()
    .trim()
    .min(1)
    .max(2000)
    .refine(isWebAddress, { message: 'must be an http or https address', params: { rule: 'invalid' } }),
  description: text().trim().max(1000).nullable().optional(),
};

/** `POST links.json`. */
export const linkInput = z.strictObject({
  linkable_type: z.enum(MEDIA_TARGET_TYPES),
  linkable_id: recordId(),
  ...linkFields,
});
export type LinkInput = z.infer<typeof linkInput>;

/** `PUT links/{id}.json`. */
export const linkUpdateInput = updateOf(
  z.strictObject({ ...linkFields, description: text().trim().max(1000).nullable() }),
);
export type LinkUpdateInput = z.infer<typeof linkUpdateInput>;

/** `GET links.json?linkable_type&linkable_id`: a record's links, the newest first. */
export const linkListQuery = pageQuery.extend({
  linkable_type: z.enum(MEDIA_TARGET_TYPES),
  linkable_id: coercedRecordId(),
});
export type LinkListQuery = z.infer<typeof linkListQuery>;
