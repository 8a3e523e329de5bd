import type {
  ContestClimbingType,
  ContestCombinedRanking,
  ContestGender,
  ContestParticipantState,
  ContestRankingType,
  ContestResultSource,
  ContestRouteGroupGender,
  ContestStepKind,
} from '@climb/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { gyms } from './indoor';

/*
 * Contests (docs/domain/contests.md): a gym's contest, its categories, waves, teams, stages → steps → route groups →
 * routes, its participants and their results. Enum columns hold the wire values of packages/contracts.
 */

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    description: text('description'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    registration_opens_at: timestamp('registration_opens_at', { withTimezone: true }).notNull(),
    registration_closes_at: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    /** Participants in all, waiting list apart; null: no limit but the categories'. */
    capacity: integer('capacity'),
    /** Only its organisers see a draft. */
    draft: boolean('draft').notNull().default(true),
    /** Not listed: open to whoever has its address. */
    private: boolean('private').notNull().default(false),
    /** Results stay hidden from the public until then; null: shown as they come. */
    hide_results_until: timestamp('hide_results_until', { withTimezone: true }),
    team_contest: boolean('team_contest').notNull().default(false),
    participants_per_team: smallint('participants_per_team'),
    combined_ranking: varchar('combined_ranking', { length: 20 })
      .$type<ContestCombinedRanking>()
      .notNull()
      .default('points_table'),
    banner_key: varchar('banner_key', { length: 200 }),
    /** The next bib number to give. */
    next_bib_number: integer('next_bib_number').notNull().default(1),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('contests_gym_idx').on(table.gym_id, table.start_date),
    index('contests_start_idx').on(table.start_date),
  ],
);

export const contestCategories = pgTable(
  'contest_categories',
  {
    id: serial('id').primaryKey(),
    contest_id: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    position: smallint('position').notNull().default(0),
    /** Participants, waiting list apart; null: no limit. */
    capacity: integer('capacity'),
    /** Men and women ranked together. */
    unisex: boolean('unisex').notNull().default(false),
    /** An age band: the age reached during the contest's year, bounds included; null: open. */
    min_age: smallint('min_age'),
    max_age: smallint('max_age'),
    /** A custom category: birth years, bounds included (used when the ages are null). */
    min_birth_year: smallint('min_birth_year'),
    max_birth_year: smallint('max_birth_year'),
    ...timestamps,
  },
  (table) => [index('contest_categories_contest_idx').on(table.contest_id, table.position)],
);

export const contestWaves = pgTable(
  'contest_waves',
  {
    id: serial('id').primaryKey(),
    contest_id: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    capacity: integer('capacity'),
    ...timestamps,
  },
  (table) => [index('contest_waves_contest_idx').on(table.contest_id)],
);

export const contestTeams = pgTable(
  'contest_teams',
  {
    id: serial('id').primaryKey(),
    contest_id: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('contest_teams_name_idx').on(table.contest_id, sql`lower(${table.name})`)],
);

export const contestStages = pgTable(
  'contest_stages',
  {
    id: serial('id').primaryKey(),
    contest_id: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    climbing_type: varchar('climbing_type', { length: 10 }).$type<ContestClimbingType>().notNull(),
    name: varchar('name', { length: 80 }),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('contest_stages_contest_idx').on(table.contest_id, table.position)],
);

export const contestSteps = pgTable(
  'contest_steps',
  {
    id: serial('id').primaryKey(),
    contest_stage_id: integer('contest_stage_id')
      .notNull()
      .references(() => contestStages.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<ContestStepKind>().notNull().default('qualification'),
    position: smallint('position').notNull().default(0),
    ranking_type: varchar('ranking_type', { length: 40 }).$type<ContestRankingType>().notNull(),
    /** Best N routes only (fixed_points, point_relative_to_highest_hold); null: all. */
    best_routes_count: smallint('best_routes_count'),
    /** How many of each ranking go through to the next step; null: all (or the last step). */
    qualified_count: smallint('qualified_count'),
    /** Participants may enter their own results with their token while the step is open. */
    self_reporting: boolean('self_reporting').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('contest_steps_stage_idx').on(table.contest_stage_id, table.position)],
);

export const contestRouteGroups = pgTable(
  'contest_route_groups',
  {
    id: serial('id').primaryKey(),
    contest_step_id: integer('contest_step_id')
      .notNull()
      .references(() => contestSteps.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }),
    gender: varchar('gender', { length: 10 }).$type<ContestRouteGroupGender>().notNull().default('unisex'),
    /** The categories that climb it; empty: all. */
    category_ids: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** When its results may be entered (participants' own); null: the contest's days. */
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('contest_route_groups_step_idx').on(table.contest_step_id)],
);

export const contestRoutes = pgTable(
  'contest_routes',
  {
    id: serial('id').primaryKey(),
    contest_route_group_id: integer('contest_route_group_id')
      .notNull()
      .references(() => contestRouteGroups.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    /** Holds to the top (highest_hold, point_relative_to_highest_hold). */
    holds_count: smallint('holds_count'),
    /** The route's points (fixed_points, point_relative_to_highest_hold). */
    points: integer('points'),
    /** Zones before the top: 0, 1 or 2. */
    zones_count: smallint('zones_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('contest_routes_number_idx').on(table.contest_route_group_id, table.number)],
);

export const contestParticipants = pgTable(
  'contest_participants',
  {
    id: serial('id').primaryKey(),
    contest_id: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    first_name: varchar('first_name', { length: 60 }).notNull(),
    last_name: varchar('last_name', { length: 60 }).notNull(),
    /** Never in a public answer, a page, the log or a live payload. */
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 10 }).$type<ContestGender>().notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    club: varchar('club', { length: 120 }),
    contest_category_id: integer('contest_category_id')
      .notNull()
      .references(() => contestCategories.id, { onDelete: 'restrict' }),
    contest_wave_id: integer('contest_wave_id').references(() => contestWaves.id, { onDelete: 'set null' }),
    contest_team_id: integer('contest_team_id').references(() => contestTeams.id, { onDelete: 'set null' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    bib_number: integer('bib_number').notNull(),
    /** The digest of the participant's token (`lib/secret-token.ts`). */
    token_digest: varchar('token_digest', { length: 64 }).notNull(),
    state: varchar('state', { length: 12 }).$type<ContestParticipantState>().notNull().default('registered'),
    /** When the participant joined the waiting list: its order. */
    waiting_since: timestamp('waiting_since', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** The participant's language, for the e-mails. */
    language: varchar('language', { length: 2 }).notNull().default('fr'),
    ...timestamps,
  },
  (table) => [
    index('contest_participants_contest_idx').on(table.contest_id, table.state),
    uniqueIndex('contest_participants_bib_idx').on(table.contest_id, table.bib_number),
    uniqueIndex('contest_participants_token_idx').on(table.token_digest),
    uniqueIndex('contest_participants_person_idx')
      .on(table.contest_id, sql`lower(${table.first_name})`, sql`lower(${table.last_name})`, table.date_of_birth)
      .where(sql`${table.state} <> 'cancelled'`),
    index('contest_participants_user_idx').on(table.user_id),
  ],
);

export const contestResults = pgTable(
  'contest_results',
  {
    id: serial('id').primaryKey(),
    contest_participant_id: integer('contest_participant_id')
      .notNull()
      .references(() => contestParticipants.id, { onDelete: 'cascade' }),
    contest_route_id: integer('contest_route_id')
      .notNull()
      .references(() => contestRoutes.id, { onDelete: 'cascade' }),
    topped: boolean('topped').notNull().default(false),
    top_attempt: smallint('top_attempt'),
    zone: boolean('zone').notNull().default(false),
    zone_1_attempt: smallint('zone_1_attempt'),
    zone_2_attempt: smallint('zone_2_attempt'),
    attempts: smallint('attempts'),
    hold_number: smallint('hold_number'),
    hold_plus: boolean('hold_plus').notNull().default(false),
    time_ms: integer('time_ms'),
    source: varchar('source', { length: 12 }).$type<ContestResultSource>().notNull().default('organiser'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('contest_results_participant_route_idx').on(table.contest_participant_id, table.contest_route_id),
    index('contest_results_route_idx').on(table.contest_route_id),
  ],
);
