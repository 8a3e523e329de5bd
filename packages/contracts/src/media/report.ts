import { z } from 'zod';
import { contributor } from '../outdoor/wiki';
import { pageQuery } from '../platform/pagination';
import { recordId, text } from '../platform/validation';

/** What climbers report to the site administrators (docs/domain/media.md): what climbers wrote or shared. */
export const REPORTABLE_TYPES = ['comments', 'photos', 'videos', 'links'] as const;
export type ReportableType = (typeof REPORTABLE_TYPES)[number];

export function isReportableType(value: string | undefined): value is ReportableType {
  return (REPORTABLE_TYPES as readonly string[]).includes(value ?? '');
}

export const REPORT_REASONS = ['spam', 'inappropriate', 'wrong_information', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report's state: open until a site administrator hides or deletes what it names, or dismisses it. */
export const REPORT_STATES = ['open', 'hidden', 'deleted', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** What a site administrator does with a report; every open report on the same record closes with it. */
export const REPORT_ACTIONS = ['hide', 'delete', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** Longest explanation, in characters. */
export const MAX_REPORT_DESCRIPTION = 1000;

/** What a report names, as the administrators' list shows it; null once it was deleted. */
export const reportedItem = z.object({
  /** A short extract: a comment's text, a photo's or video's description, a link's name and address. */
  excerpt: z.string(),
  /** Its page (a photo's, a video's, a comment's), or the page it appears on. */
  path: z.string(),
  /** A photo's thumbnail, else null. */
  thumbnail_url: z.string().nullable(),
  hidden: z.boolean(),
  /** Who wrote or shared it (null once their account is deleted). */
  user: contributor.nullable(),
});
export type ReportedItem = z.infer<typeof reportedItem>;

export const report = z.object({
  id: z.number().int(),
  reportable_type: z.enum(REPORTABLE_TYPES),
  reportable_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  description: z.string().nullable(),
  state: z.enum(REPORT_STATES),
  /** What it names; null once it was deleted. */
  item: reportedItem.nullable(),
  /** The reporter (null once their account is deleted). */
  user: contributor.nullable(),
  /** How many climbers reported the same record while it was open (this report included). */
  reports_count: z.number().int(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type Report = z.infer<typeof report>;

/**
 * `POST reports.json`. `description` is required with the reason `other` (422 `description: [blank]`). A climber's
 * second report of the same record is the same report: it answers 200 with it, its reason and text updated while
 * it is open.
 */
export const reportInput = z.strictObject({
  reportable_type: z.enum(REPORTABLE_TYPES),
  reportable_id: recordId(),
  reason: z.enum(REPORT_REASONS),
  description: text().trim().max(MAX_REPORT_DESCRIPTION).nullable().optional(),
});
export type ReportInput = z.infer<typeof reportInput>;

/** `GET reports.json` (site administrators): the open reports by default, the oldest first. */
export const reportListQuery = pageQuery.extend({
  state: z.enum(REPORT_STATES).default('open'),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

/** `PUT reports/{id}.json` (site administrators). `hide` and `delete` act on what the report names. */
export const reportActionInput = z.strictObject({ action: z.enum(REPORT_ACTIONS) });
export type ReportActionInput = z.infer<typeof reportActionInput>;
