import { z } from 'zod';
import { CLIMBING_TYPES } from '../accounts/enums';
import { cragRouteSummary } from '../outdoor/route';
import { contributor, recordRef } from '../outdoor/wiki';
import { enumListQuery, pageQuery } from '../platform/pagination';
import { coercedRecordId, recordId, text, updateOf } from '../platform/validation';
import {
  ASCENT_KINDS,
  ASCENT_NOTE_MAX,
  ASCENT_NOTE_MIN,
  ASCENT_SORTS,
  ASCENT_STATUSES,
  HARDNESS_STATUSES,
  ROPING_STATUSES,
  SORT_DIRECTIONS,
} from './enums';

/**
 * The day of an ascent (`YYYY-MM-DD`, the climber's local date). Tomorrow in UTC is still accepted:
 * east of Greenwich the local day starts before the UTC one.
 */
export const ascentDate = z.iso
  .date()
  .refine((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
    params: { rule: 'in_the_future' },
    message: 'in_the_future',
  });

/** `POST ascent_crag_routes.json`: log an ascent of a crag route. */
export const ascentCragRouteInput = z.strictObject({
  crag_route_id: recordId(),
  released_at: ascentDate,
  ascent_status: z.enum(ASCENT_STATUSES),
  /** Null for a boulder; the server takes `lead_climb` for a roped route when it is left out. */
  roping_status: z.enum(ROPING_STATUSES).nullable().optional(),
  /** Indexes (from 0) of the pitches climbed; every pitch when left out. */
  sections: z.array(z.number().int().min(0).max(59)).min(1).max(60).optional(),
  attempt: z.number().int().min(1).max(999).nullable().optional(),
  note: z.number().int().min(ASCENT_NOTE_MIN).max(ASCENT_NOTE_MAX).nullable().optional(),
  /** Null: no opinion (the default). */
  hardness_status: z.enum(HARDNESS_STATUSES).nullable().optional(),
  comment: text().trim().max(5_000).nullable().optional(),
  private_comment: text().trim().max(5_000).nullable().optional(),
  /** Climbers tagged as partners, by uuid. */
  partner_uuids: z.array(z.uuid()).max(20).optional(),
  /**
   * Chosen by the device when the ascent is logged: sending the same key again (a retried push from
   * the offline queue) returns the ascent already created instead of a second one.
   */
  idempotency_key: z.uuid().optional(),
});
export type AscentCragRouteInput = z.infer<typeof ascentCragRouteInput>;

/** `PUT ascent_crag_routes/{id}.json`: any field but the route and the key. */
export const ascentCragRouteUpdateInput = updateOf(
  ascentCragRouteInput.omit({ crag_route_id: true, idempotency_key: true }),
);
export type AscentCragRouteUpdateInput = z.infer<typeof ascentCragRouteUpdateInput>;

/** A climber as shown beside an ascent. */
export const climberRef = contributor.extend({ avatar_url: z.string().nullable() });
export type ClimberRef = z.infer<typeof climberRef>;

/** One of my ascents of a crag route. */
export const ascentCragRoute = z.object({
  id: z.number().int(),
  kind: z.enum(ASCENT_KINDS),
  /** Null once the route was deleted from the wiki: the ascent stays in the logbook. */
  crag_route: cragRouteSummary.nullable(),
  /** The route as it was when logged (kept if the route is deleted). */
  route_name: z.string(),
  crag: recordRef.nullable(),
  climbing_type: z.enum(CLIMBING_TYPES),
  /** Hardest pitch climbed, on the grade value scale. */
  grade_value: z.number().int().nullable(),
  grade_text: z.string().nullable(),
  /** Metres climbed: the height of the pitches done. */
  height: z.number().int().nullable(),
  released_at: z.string(),
  ascent_status: z.enum(ASCENT_STATUSES),
  roping_status: z.enum(ROPING_STATUSES).nullable(),
  sections: z.array(z.number().int()),
  sections_count: z.number().int(),
  attempt: z.number().int().nullable(),
  note: z.number().int().nullable(),
  hardness_status: z.enum(HARDNESS_STATUSES).nullable(),
  comment: z.string().nullable(),
  /** Only its author ever receives it. */
  private_comment: z.string().nullable(),
  partners: z.array(climberRef),
  idempotency_key: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AscentCragRoute = z.infer<typeof ascentCragRoute>;

/** An ascent as anyone sees it on a route or crag page (climbers whose outdoor ascents are public). */
export const publicAscent = z.object({
  id: z.number().int(),
  user: climberRef,
  crag_route: recordRef,
  released_at: z.string(),
  ascent_status: z.enum(ASCENT_STATUSES),
  roping_status: z.enum(ROPING_STATUSES).nullable(),
  note: z.number().int().nullable(),
  hardness_status: z.enum(HARDNESS_STATUSES).nullable(),
  comment: z.string().nullable(),
});
export type PublicAscent = z.infer<typeof publicAscent>;

/** `GET crag_routes/{id}/ascents.json` and `crags/{id}/ascents.json`. */
export const publicAscentListQuery = pageQuery.extend({
  /** Only ascents with a public comment. */
  commented: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type PublicAscentListQuery = z.infer<typeof publicAscentListQuery>;

/** Filters shared by the list, the analytics and the CSV export. */
export const ascentFilters = z.object({
  ascent_status: enumListQuery(ASCENT_STATUSES).optional(),
  roping_status: enumListQuery(ROPING_STATUSES).optional(),
  climbing_type: enumListQuery(CLIMBING_TYPES).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type AscentFilters = z.infer<typeof ascentFilters>;

/** `GET current_users/ascent_crag_routes.json`. */
export const ascentListQuery = pageQuery.extend(ascentFilters.shape).extend({
  sort: z.enum(ASCENT_SORTS).default('released_at'),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
  crag_id: coercedRecordId().optional(),
  crag_route_id: coercedRecordId().optional(),
  /** Words of the route or crag name. */
  query: text().trim().min(1).max(100).optional(),
});
export type AscentListQuery = z.infer<typeof ascentListQuery>;

/** My relation to a route, shown on route lists: done, project, in my tick list. */
export const cragRouteStatus = z.object({
  crag_route_id: z.number().int(),
  /** `done`: at least one ascent that is not a project; `project`: only project ascents. */
  status: z.enum(['done', 'project']).nullable(),
  tick_list: z.boolean(),
  ascents_count: z.number().int(),
  last_released_at: z.string().nullable(),
});
export type CragRouteStatus = z.infer<typeof cragRouteStatus>;

/** `GET current_users/crag_route_statuses.json`: one of the three. */
export const cragRouteStatusQuery = z.object({
  crag_id: coercedRecordId().optional(),
  crag_sector_id: coercedRecordId().optional(),
  crag_route_ids: text()
    .transform((raw) => raw.split(',').map((item) => Number(item.trim())))
    .pipe(z.array(recordId()).min(1).max(500))
    .optional(),
});
export type CragRouteStatusQuery = z.infer<typeof cragRouteStatusQuery>;

/** `GET current_users/tick_lists.json`: routes I want to climb. */
export const tickListItem = z.object({
  id: z.number().int(),
  crag_route: cragRouteSummary,
  created_at: z.string(),
});
export type TickListItem = z.infer<typeof tickListItem>;

/** `GET current_users/projects.json`: routes I tried and have not sent yet. */
export const projectItem = z.object({
  crag_route: cragRouteSummary,
  /** Sum of the attempts written on the project ascents (tries without a number count as one). */
  attempts: z.number().int(),
  sessions_count: z.number().int(),
  first_tried_at: z.string(),
  last_tried_at: z.string(),
});
export type ProjectItem = z.infer<typeof projectItem>;

/** `GET current_users/ascent_partners.json?query=`: climbers I can tag. */
export const ascentPartnerQuery = z.object({ query: text().trim().max(60).default('') });
