import { z } from 'zod';
import { degrees } from '../outdoor/geo';
import { pageQuery } from '../platform/pagination';
import { coercedRecordId, recordId, text, updateOf } from '../platform/validation';
import {
  CONTEST_CLIMBING_TYPES,
  CONTEST_COMBINED_RANKINGS,
  CONTEST_LIMITS,
  CONTEST_RANKING_TYPES,
  CONTEST_ROUTE_GROUP_GENDERS,
  CONTEST_STEP_KINDS,
} from './enums';

/*
 * A gym's contest and its structure (docs/domain/contests.md): categories, waves, teams, stages → steps → route groups
 * → routes. Organisers (the gym's staff holding `manage_contests`) write them; the public reads a contest that is not
 * a draft (a private one only through its address).
 */

const calendarDate = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/** The gym a contest belongs to, as its pages link it. */
export const contestGym = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ContestGym = z.infer<typeof contestGym>;

const contestFields = {
  id: z.number().int(),
  gym_id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  description: z.string().nullable(),
  start_date: calendarDate,
  end_date: calendarDate,
  registration_opens_at: instant,
  registration_closes_at: instant,
  capacity: z.number().int().nullable(),
  draft: z.boolean(),
  private: z.boolean(),
  hide_results_until: instant.nullable(),
  /** Whether the public cannot see the results now. */
  results_hidden: z.boolean(),
  /** Whether registration is open now (its window, and not a draft). */
  registration_open: z.boolean(),
  team_contest: z.boolean(),
  participants_per_team: z.number().int().nullable(),
  combined_ranking: z.enum(CONTEST_COMBINED_RANKINGS),
  banner_url: z.string().nullable(),
  /** Registered participants (the waiting list apart), and those waiting. */
  participants_count: z.number().int(),
  waiting_count: z.number().int(),
  created_at: instant,
  updated_at: instant,
};

/** A contest in a list: `/contests`, a gym's contests, a climber's upcoming ones. */
export const contestSummary = z.object({
  ...contestFields,
  gym: contestGym,
  /** From the place the list was asked near, in kilometres; null without one. */
  distance_km: z.number().nullable(),
});
export type ContestSummary = z.infer<typeof contestSummary>;

export const contestCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  capacity: z.number().int().nullable(),
  unisex: z.boolean(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  min_birth_year: z.number().int().nullable(),
  max_birth_year: z.number().int().nullable(),
  registered_count: z.number().int(),
  waiting_count: z.number().int(),
  /** Places left; null: no limit. */
  places_left: z.number().int().nullable(),
});
export type ContestCategory = z.infer<typeof contestCategory>;

export const contestWave = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  capacity: z.number().int().nullable(),
  registered_count: z.number().int(),
  places_left: z.number().int().nullable(),
});
export type ContestWave = z.infer<typeof contestWave>;

export const contestTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  members_count: z.number().int(),
});
export type ContestTeam = z.infer<typeof contestTeam>;

export const contestRoute = z.object({
  id: z.number().int(),
  number: z.number().int(),
  holds_count: z.number().int().nullable(),
  points: z.number().nullable(),
  zones_count: z.number().int(),
});
export type ContestRoute = z.infer<typeof contestRoute>;

export const contestRouteGroup = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  gender: z.enum(CONTEST_ROUTE_GROUP_GENDERS),
  /** The categories that climb it; empty: all. */
  category_ids: z.array(z.number().int()),
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  routes: z.array(contestRoute),
});
export type ContestRouteGroup = z.infer<typeof contestRouteGroup>;

export const contestStep = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(CONTEST_STEP_KINDS),
  position: z.number().int(),
  ranking_type: z.enum(CONTEST_RANKING_TYPES),
  best_routes_count: z.number().int().nullable(),
  qualified_count: z.number().int().nullable(),
  self_reporting: z.boolean(),
  route_groups: z.array(contestRouteGroup),
});
export type ContestStep = z.infer<typeof contestStep>;

export const contestStage = z.object({
  id: z.number().int(),
  climbing_type: z.enum(CONTEST_CLIMBING_TYPES),
  name: z.string().nullable(),
  position: z.number().int(),
  steps: z.array(contestStep),
});
export type ContestStage = z.infer<typeof contestStage>;

/**
 * `GET contests/{id}.json`: a contest with its gym and whole structure, in order: what its public page, its
 * registration form and its organisers' pages read. A draft is a 404 to all but its organisers.
 */
export const contest = z.object({
  ...contestFields,
  gym: contestGym,
  categories: z.array(contestCategory),
  waves: z.array(contestWave),
  teams: z.array(contestTeam),
  stages: z.array(contestStage),
});
export type Contest = z.infer<typeof contest>;

// ---------------------------------------------------------------- inputs

const contestInputFields = {
  name: text().trim().min(1).max(120),
  description: text().trim().max(5_000).nullable(),
  /** `end_date` before `start_date`: 422 `end_date: too_small`. */
  start_date: calendarDate,
  end_date: calendarDate,
  /** Closing before opening: 422 `registration_closes_at: too_small`; after the last day: `too_big`. */
  registration_opens_at: instant,
  registration_closes_at: instant,
  capacity: z.number().int().min(1).max(CONTEST_LIMITS.maxParticipants).nullable(),
  draft: z.boolean(),
  private: z.boolean(),
  hide_results_until: instant.nullable(),
  team_contest: z.boolean(),
  /** Required (2 or more) for a team contest. */
  participants_per_team: z.number().int().min(2).max(CONTEST_LIMITS.maxParticipantsPerTeam).nullable(),
  combined_ranking: z.enum(CONTEST_COMBINED_RANKINGS),
};

/** `POST gyms/{id}/contests.json`: a new contest, a draft unless `draft: false`. */
export const contestInput = z.strictObject({
  ...contestInputFields,
  description: contestInputFields.description.optional(),
  capacity: contestInputFields.capacity.optional(),
  draft: contestInputFields.draft.optional(),
  private: contestInputFields.private.optional(),
  hide_results_until: contestInputFields.hide_results_until.optional(),
  team_contest: contestInputFields.team_contest.optional(),
  participants_per_team: contestInputFields.participants_per_team.optional(),
  combined_ranking: contestInputFields.combined_ranking.optional(),
});
export type ContestInput = z.infer<typeof contestInput>;

/** `PUT contests/{id}.json`: the fields given, checked together with those kept. */
export const contestUpdateInput = updateOf(z.strictObject(contestInputFields));
export type ContestUpdateInput = z.infer<typeof contestUpdateInput>;

const birthYear = z.number().int().min(1900).max(2100);
const age = z.number().int().min(0).max(120);

const categoryInputFields = {
  name: text().trim().min(1).max(80),
  position: z.number().int().min(0).max(1_000),
  capacity: z.number().int().min(1).max(CONTEST_LIMITS.maxParticipants).nullable(),
  unisex: z.boolean(),
  /** An age band (the age reached during the contest's year), or birth years: not both (422 `min_age: invalid`). */
  min_age: age.nullable(),
  max_age: age.nullable(),
  min_birth_year: birthYear.nullable(),
  max_birth_year: birthYear.nullable(),
};
const optionalFields = <Shape extends Record<string, z.ZodType>>(shape: Shape) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as {
    [Key in keyof Shape]: z.ZodOptional<Shape[Key]>;
  };

/** `POST contests/{id}/contest_categories.json`. A lower bound above its upper one: 422 `max_…: too_small`. */
export const contestCategoryInput = z.strictObject({
  ...optionalFields(categoryInputFields),
  name: categoryInputFields.name,
});
export type ContestCategoryInput = z.infer<typeof contestCategoryInput>;
export const contestCategoryUpdateInput = updateOf(z.strictObject(categoryInputFields));
export type ContestCategoryUpdateInput = z.infer<typeof contestCategoryUpdateInput>;

const waveInputFields = {
  name: text().trim().min(1).max(80),
  /** Ending before starting: 422 `ends_at: too_small`. */
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  capacity: z.number().int().min(1).max(CONTEST_LIMITS.maxParticipants).nullable(),
};
/** `POST contests/{id}/contest_waves.json`. */
export const contestWaveInput = z.strictObject({
  name: waveInputFields.name,
  starts_at: waveInputFields.starts_at.optional(),
  ends_at: waveInputFields.ends_at.optional(),
  capacity: waveInputFields.capacity.optional(),
});
export type ContestWaveInput = z.infer<typeof contestWaveInput>;
export const contestWaveUpdateInput = updateOf(z.strictObject(waveInputFields));
export type ContestWaveUpdateInput = z.infer<typeof contestWaveUpdateInput>;

/** `POST contests/{id}/contest_teams.json` (a team contest only, else 422 `base: invalid`); names unique (`taken`). */
export const contestTeamInput = z.strictObject({ name: text().trim().min(1).max(80) });
export type ContestTeamInput = z.infer<typeof contestTeamInput>;

const stageInputFields = {
  climbing_type: z.enum(CONTEST_CLIMBING_TYPES),
  name: text().trim().min(1).max(80).nullable(),
  position: z.number().int().min(0).max(1_000),
};
/** `POST contests/{id}/contest_stages.json` (at most `CONTEST_LIMITS.maxStages`, else 422 `base: too_long`). */
export const contestStageInput = z.strictObject({
  climbing_type: stageInputFields.climbing_type,
  name: stageInputFields.name.optional(),
  position: stageInputFields.position.optional(),
});
export type ContestStageInput = z.infer<typeof contestStageInput>;
/** `PUT contest_stages/{id}.json`: its type changes only while its steps' ranking types suit the new one. */
export const contestStageUpdateInput = updateOf(z.strictObject(stageInputFields));
export type ContestStageUpdateInput = z.infer<typeof contestStageUpdateInput>;

const stepInputFields = {
  name: text().trim().min(1).max(80),
  kind: z.enum(CONTEST_STEP_KINDS),
  position: z.number().int().min(0).max(1_000),
  /** A type the stage's climbing type does not use: 422 `ranking_type: not_included`. */
  ranking_type: z.enum(CONTEST_RANKING_TYPES),
  best_routes_count: z.number().int().min(1).max(CONTEST_LIMITS.maxRoutesPerGroup).nullable(),
  qualified_count: z.number().int().min(1).max(CONTEST_LIMITS.maxParticipants).nullable(),
  self_reporting: z.boolean(),
};
/** `POST contest_stages/{id}/contest_steps.json`. */
export const contestStepInput = z.strictObject({
  name: stepInputFields.name,
  ranking_type: stepInputFields.ranking_type,
  kind: stepInputFields.kind.optional(),
  position: stepInputFields.position.optional(),
  best_routes_count: stepInputFields.best_routes_count.optional(),
  qualified_count: stepInputFields.qualified_count.optional(),
  self_reporting: stepInputFields.self_reporting.optional(),
});
export type ContestStepInput = z.infer<typeof contestStepInput>;
export const contestStepUpdateInput = updateOf(z.strictObject(stepInputFields));
export type ContestStepUpdateInput = z.infer<typeof contestStepUpdateInput>;

/** A route of a group as sent: numbers unique in the group (422 `routes: duplicate`). */
export const contestRouteInput = z.strictObject({
  number: z.number().int().min(1).max(999),
  holds_count: z.number().int().min(1).max(CONTEST_LIMITS.maxHolds).nullable().optional(),
  points: z.number().int().min(0).max(CONTEST_LIMITS.maxRoutePoints).nullable().optional(),
  zones_count: z.number().int().min(0).max(CONTEST_LIMITS.maxZones).optional(),
});
export type ContestRouteInput = z.infer<typeof contestRouteInput>;

const routeGroupInputFields = {
  name: text().trim().min(1).max(80).nullable(),
  gender: z.enum(CONTEST_ROUTE_GROUP_GENDERS),
  /** Categories of the contest (another's: 422 `category_ids: not_included`); empty: all. */
  category_ids: z.array(recordId()).max(CONTEST_LIMITS.maxCategories),
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  /** The group's routes, replacing those it has (their results go with a route taken out). */
  routes: z.array(contestRouteInput).max(CONTEST_LIMITS.maxRoutesPerGroup),
};
/** `POST contest_steps/{id}/contest_route_groups.json`: a group and its routes, all or nothing. */
export const contestRouteGroupInput = z.strictObject({
  name: routeGroupInputFields.name.optional(),
  gender: routeGroupInputFields.gender.optional(),
  category_ids: routeGroupInputFields.category_ids.optional(),
  starts_at: routeGroupInputFields.starts_at.optional(),
  ends_at: routeGroupInputFields.ends_at.optional(),
  routes: routeGroupInputFields.routes,
});
export type ContestRouteGroupInput = z.infer<typeof contestRouteGroupInput>;
export const contestRouteGroupUpdateInput = updateOf(z.strictObject(routeGroupInputFields));
export type ContestRouteGroupUpdateInput = z.infer<typeof contestRouteGroupUpdateInput>;

// ---------------------------------------------------------------- lists

/**
 * `GET contests.json`: contests that are neither drafts nor private. `when=upcoming` (default): not ended yet,
 * nearest first when `latitude` and `longitude` are given, else soonest first; `past`: ended, latest first.
 */
export const contestListQuery = pageQuery.extend({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  latitude: degrees(z.coerce.number(), 90).optional(),
  longitude: degrees(z.coerce.number(), 180).optional(),
  gym_id: coercedRecordId().optional(),
});
export type ContestListQuery = z.infer<typeof contestListQuery>;

/** `GET gyms/{id}/contests.json` (organisers): every contest of the gym, drafts and private ones too, latest first. */
export const gymContestListQuery = pageQuery;
