import { z } from 'zod';
import { CLIMBING_TYPES } from '../accounts/enums';
import { recordRef } from '../outdoor/wiki';
import { text } from '../platform/validation';
import { ascentCragRoute, climberRef } from './ascent';
import { ascentGymRoute } from './indoor-ascent';

/** Figures of a set of ascents (a session, a page of analytics). */
export const ascentFigures = z.object({
  /** Climbs: an indoor ascent without a route counts its quantity. */
  ascents: z.number().int(),
  crags: z.number().int(),
  metres: z.number().int(),
  max_grade_value: z.number().int().nullable(),
});

/** `GET current_users/climbing_sessions.json`: one climbing day. */
export const climbingSessionSummary = z.object({
  session_date: z.string(),
  description: z.string().nullable(),
  crags: z.array(recordRef),
  /** The gyms of the day's indoor ascents. */
  gyms: z.array(recordRef),
  climbing_types: z.array(z.enum([...CLIMBING_TYPES, 'pan'])),
  figures: ascentFigures,
});
export type ClimbingSessionSummary = z.infer<typeof climbingSessionSummary>;

/** `GET current_users/climbing_sessions/{sessionDate}.json`. */
export const climbingSession = climbingSessionSummary.extend({
  ascents: z.array(ascentCragRoute),
  /** The day's indoor ascents, in the order they were logged. */
  gym_ascents: z.array(ascentGymRoute),
  partners: z.array(climberRef),
});
export type ClimbingSession = z.infer<typeof climbingSession>;

export const sessionDateParams = z.object({ sessionDate: z.iso.date() });
/** `climbing_sessions/{sessionDate}.json` as the route reads it: text, so that a malformed day answers 404. */
export const sessionDatePathParams = z.object({
  sessionDate: text().describe('The day, `YYYY-MM-DD`; any other text answers 404.'),
});

/** `PUT current_users/climbing_sessions/{sessionDate}.json`. */
export const climbingSessionInput = z.strictObject({ description: text().trim().max(5_000).nullable() });
export type ClimbingSessionInput = z.infer<typeof climbingSessionInput>;
