import type {
  GymAdministrationRequestState,
  GymClimbingType,
  GymRole,
  GymRouteClimbingType,
  GymType,
  HoldColor,
  LabelField,
  LabelFont,
  LabelLayout,
  LabelOrientation,
  LabelPaperSize,
  LabelQrPosition,
  OpeningSheetRow,
  RankingSystem,
} from '@climb/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * The indoor catalogue (docs/domain/indoor.md): gym chains, gyms, their levels, spaces, sectors and routes. Enum
 * columns hold the wire values of packages/contracts. The search and geo indexes repeat the outdoor catalogue's
 * expressions (trigram and full text on f_unaccent(lower(name)), gist on ll_to_earth(latitude, longitude)).
 */

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One level of a gym's scale for a climbing type: its colour, the grade and the points a route of it gets. */
export interface GymLevelStep {
  color: HoldColor;
  /** The grade value (1 to 54) a route of this level gets unless it says otherwise; null: colours only. */
  grade_value: number | null;
  /** The points a route of this level is worth in the gym's ranking unless it says otherwise. */
  points: number | null;
}

/** A point of a gym plan, in the plan image's own pixels: x to the right, y down. */
export type PlanPointRow = [number, number];

export const gymChains = pgTable(
  'gym_chains',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    description: text('description'),
    web_site: varchar('web_site', { length: 255 }),
    logo_key: varchar('logo_key', { length: 200 }),
    banner_key: varchar('banner_key', { length: 200 }),
    gyms_count: integer('gyms_count').notNull().default(0),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('gym_chains_name_trgm_idx').using('gin', sql`f_unaccent(lower(${table.name})) gin_trgm_ops`)],
);

export const gyms = pgTable(
  'gyms',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    description: text('description'),
    address: varchar('address', { length: 255 }).notNull(),
    postal_code: varchar('postal_code', { length: 20 }),
    city: varchar('city', { length: 120 }).notNull(),
    /** ISO 3166-1 alpha-2, lower case (`fr`). */
    country_code: varchar('country_code', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA time zone (`Europe/Paris`): the gym's dates and hours are read in it. */
    time_zone: varchar('time_zone', { length: 60 }).notNull(),
    email: varchar('email', { length: 255 }),
    phone_number: varchar('phone_number', { length: 40 }),
    web_site: varchar('web_site', { length: 255 }),
    /** Opening hours as the gym writes them, free text. */
    hours: text('hours'),
    climbing_types: text('climbing_types').array().$type<GymClimbingType[]>().notNull().default(sql`'{}'::text[]`),
    gym_type: varchar('gym_type', { length: 10 }).$type<GymType>().notNull(),
    gym_chain_id: integer('gym_chain_id').references(() => gymChains.id, { onDelete: 'set null' }),
    logo_key: varchar('logo_key', { length: 200 }),
    banner_key: varchar('banner_key', { length: 200 }),
    // Derived, kept up to date in the transaction that changes them.
    spaces_count: integer('spaces_count').notNull().default(0),
    mounted_routes_count: integer('mounted_routes_count').notNull().default(0),
    followers_count: integer('followers_count').notNull().default(0),
    /** Its administrators (`gym_administrators`): above 0, the gym is written by its staff alone. */
    administrators_count: integer('administrators_count').notNull().default(0),
    /** When its staff confirmed the gym's difficulty system (the first steps of the administration area). */
    difficulty_system_set_at: timestamp('difficulty_system_set_at', { withTimezone: true }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('gyms_name_trgm_idx').using('gin', sql`f_unaccent(lower(${table.name})) gin_trgm_ops`),
    index('gyms_city_trgm_idx').using('gin', sql`f_unaccent(lower(${table.city})) gin_trgm_ops`),
    index('gyms_earth_idx').using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`),
    // The gyms map's markers read from the index alone, like the crags'.
    index('gyms_map_markers_idx').on(
      table.latitude,
      table.longitude,
      table.id,
      table.name,
      table.slug_name,
      table.climbing_types,
    ),
    index('gyms_chain_idx').on(table.gym_chain_id),
    index('gyms_followers_idx').on(table.followers_count.desc(), table.id),
  ],
);

/** A gym's scale for one climbing type: its ordered colours (index 0 the easiest). */
export const gymLevels = pgTable(
  'gym_levels',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<GymRouteClimbingType>().notNull(),
    levels: jsonb('levels').$type<GymLevelStep[]>().notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('gym_levels_gym_type_idx').on(table.gym_id, table.climbing_type)],
);

/** A room or a wall of a gym, with its plan: an image kept whole, whose pixels the sectors are drawn in. */
export const gymSpaces = pgTable(
  'gym_spaces',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    description: text('description'),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<GymRouteClimbingType>(),
    /** Its group in the gym's tree; null: at the gym's top level. */
    gym_space_group_id: integer('gym_space_group_id').references(() => gymSpaceGroups.id, { onDelete: 'set null' }),
    /** Where the space comes in the gym's list (within its group). */
    position: smallint('position').notNull().default(0),
    plan_key: varchar('plan_key', { length: 200 }),
    plan_width: integer('plan_width'),
    plan_height: integer('plan_height'),
    sectors_count: integer('sectors_count').notNull().default(0),
    mounted_routes_count: integer('mounted_routes_count').notNull().default(0),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('gym_spaces_gym_idx').on(table.gym_id, table.position)],
);

/** A part of a space: a polygon on its plan, in the plan's pixels. */
export const gymSectors = pgTable(
  'gym_sectors',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    gym_space_id: integer('gym_space_id')
      .notNull()
      .references(() => gymSpaces.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<GymRouteClimbingType>(),
    /** Height of the wall in metres. */
    height: smallint('height'),
    /** The anchors numbered on this sector, first and last: a route's anchor number falls between. */
    anchor_from: smallint('anchor_from'),
    anchor_to: smallint('anchor_to'),
    polygon: jsonb('polygon').$type<PlanPointRow[]>(),
    position: smallint('position').notNull().default(0),
    mounted_routes_count: integer('mounted_routes_count').notNull().default(0),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('gym_sectors_space_idx').on(table.gym_space_id, table.position)],
);

/** A route set in a sector, mounted until `dismounted_at`. */
export const gymRoutes = pgTable(
  'gym_routes',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    gym_space_id: integer('gym_space_id')
      .notNull()
      .references(() => gymSpaces.id, { onDelete: 'cascade' }),
    gym_sector_id: integer('gym_sector_id')
      .notNull()
      .references(() => gymSectors.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }),
    description: text('description'),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<GymRouteClimbingType>().notNull(),
    hold_colors: text('hold_colors').array().$type<HoldColor[]>().notNull().default(sql`'{}'::text[]`),
    tag_colors: text('tag_colors').array().$type<HoldColor[]>().notNull().default(sql`'{}'::text[]`),
    /** The grade value (1 to 54), from the route or from its level; null: colours only. */
    grade_value: smallint('grade_value'),
    grade_text: varchar('grade_text', { length: 40 }),
    pitches_count: smallint('pitches_count').notNull().default(1),
    /** Points set by hand; null: the gym's ranking system gives them. */
    fixed_points: integer('fixed_points'),
    /** The route's level: its index in the gym's scale for its type, and that level's colour. */
    level_index: smallint('level_index'),
    level_color: varchar('level_color', { length: 20 }).$type<HoldColor>(),
    /** A step within the level (1 to 3), shown as dots on a label. */
    sub_level: smallint('sub_level'),
    anchor_number: smallint('anchor_number'),
    openers: text('openers').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    /** The gym's openers (`gym_openers`) who set it; `openers` keeps their names as shown. */
    opener_ids: integer('opener_ids').array().$type<number[]>().notNull().default(sql`'{}'::int[]`),
    /** Climbing styles from the gym's list for the route's type. */
    styles: text('styles').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    opened_at: date('opened_at', { mode: 'string' }).notNull(),
    dismounted_at: date('dismounted_at', { mode: 'string' }),
    picture_key: varchar('picture_key', { length: 200 }),
    picture_width: integer('picture_width'),
    picture_height: integer('picture_height'),
    thumbnail_key: varchar('thumbnail_key', { length: 200 }),
    // Derived from likes and ascents (the media and indoor logbook capabilities).
    likes_count: integer('likes_count').notNull().default(0),
    /** Ascents that are not projects, and the distinct climbers of those (the division system counts them). */
    ascents_count: integer('ascents_count').notNull().default(0),
    climbers_count: integer('climbers_count').notNull().default(0),
    /** Raw means of the climbers' last note (0–6) and difficulty vote (−1, 0, +1), with their counts. */
    note: real('note'),
    note_count: integer('note_count').notNull().default(0),
    hardness_value: real('hardness_value'),
    hardness_count: integer('hardness_count').notNull().default(0),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    // The mounted routes of a gym, a space or a sector, newest first.
    index('gym_routes_gym_mounted_idx')
      .on(table.gym_id, table.opened_at.desc(), table.id)
      .where(sql`${table.dismounted_at} is null`),
    index('gym_routes_sector_idx').on(table.gym_sector_id, table.dismounted_at),
    index('gym_routes_space_idx').on(table.gym_space_id, table.dismounted_at),
    index('gym_routes_openers_idx').using('gin', table.opener_ids),
    // Every route of a gym, mounted or not, by opening date: the route table and the statistics.
    index('gym_routes_gym_opened_idx').on(table.gym_id, table.opened_at),
  ],
);

/** A climber on a gym's staff, with their roles there (docs/domain/indoor.md, "Staff"). */
export const gymAdministrators = pgTable(
  'gym_administrators',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles').array().$type<GymRole[]>().notNull().default(sql`'{}'::text[]`),
    /** Whether this administrator gets the gym's e-mail report. */
    email_report: boolean('email_report').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('gym_administrators_gym_user_idx').on(table.gym_id, table.user_id),
    index('gym_administrators_user_idx').on(table.user_id),
  ],
);

/** A climber's request to administer a gym without staff, answered by a site administrator. */
export const gymAdministrationRequests = pgTable(
  'gym_administration_requests',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    full_name: varchar('full_name', { length: 120 }).notNull(),
    job_title: varchar('job_title', { length: 120 }).notNull(),
    message: text('message').notNull(),
    state: varchar('state', { length: 10 }).$type<GymAdministrationRequestState>().notNull().default('pending'),
    refusal_reason: text('refusal_reason'),
    answered_by_id: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // One pending request per climber and gym: a second one is a 422, and this index holds it under a race.
    uniqueIndex('gym_administration_requests_pending_idx')
      .on(table.gym_id, table.user_id)
      .where(sql`${table.state} = 'pending'`),
    index('gym_administration_requests_state_idx').on(table.state, table.created_at, table.id),
    index('gym_administration_requests_user_idx').on(table.user_id, table.created_at),
  ],
);

/**
 * The ranking system a gym chose for a type of route (docs/domain/indoor.md, "Ranking"). No row: the default,
 * point by grade for a route with a grade and division for a route with a level only.
 */
export const gymRankingSystems = pgTable(
  'gym_ranking_systems',
  {
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<GymRouteClimbingType>().notNull(),
    system: varchar('system', { length: 20 }).$type<RankingSystem>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gym_id, table.climbing_type] })],
);

/*
 * The gym's administration area (docs/domain/indoor.md, "Administration"): space groups, the gym's own grade
 * systems, its climbing styles, its openers, team invitations and the plans the gym agreed to.
 */

/** A group of spaces (a building, a floor): the first level of the gym's tree. */
export const gymSpaceGroups = pgTable(
  'gym_space_groups',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('gym_space_groups_gym_idx').on(table.gym_id, table.position)],
);

/** A gym's own grade system: named, its lines ordered from the easiest. */
export const gymGrades = pgTable(
  'gym_grades',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<GymRouteClimbingType>().notNull(),
    /** Whether a route of this system shows its hold colour as its difficulty (colours only), else its line's grade. */
    colors_only: boolean('colors_only').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('gym_grades_gym_idx').on(table.gym_id, table.id)],
);

/** One line of a gym's grade system: its name, colours, grade value and points, at its place in the order. */
export const gymGradeLines = pgTable(
  'gym_grade_lines',
  {
    id: serial('id').primaryKey(),
    gym_grade_id: integer('gym_grade_id')
      .notNull()
      .references(() => gymGrades.id, { onDelete: 'cascade' }),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    /** 0 the easiest; the lines of a system are numbered without gaps. */
    position: smallint('position').notNull(),
    colors: text('colors').array().$type<HoldColor[]>().notNull().default(sql`'{}'::text[]`),
    grade_value: smallint('grade_value'),
    points: integer('points'),
    ...timestamps,
  },
  (table) => [index('gym_grade_lines_grade_idx').on(table.gym_grade_id, table.position)],
);

/** The climbing styles a gym tags its routes with, per type of route (an ordered list of style names). */
export const gymClimbingStyles = pgTable(
  'gym_climbing_styles',
  {
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<GymRouteClimbingType>().notNull(),
    styles: text('styles').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gym_id, table.climbing_type] })],
);

/** A route setter of a gym, with or without an account. */
export const gymOpeners = pgTable(
  'gym_openers',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    first_name: varchar('first_name', { length: 60 }),
    last_name: varchar('last_name', { length: 60 }),
    /** The opener's climber account, when they have one. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the opener no longer sets here: kept for the routes they set, not offered for new ones. */
    archived_at: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('gym_openers_gym_idx').on(table.gym_id, table.name),
    uniqueIndex('gym_openers_gym_user_idx').on(table.gym_id, table.user_id).where(sql`${table.user_id} is not null`),
  ],
);

export type GymInvitationState = 'pending' | 'accepted' | 'declined' | 'revoked';

/**
 * An invitation to join a gym's team with roles: to a climber's account (notified, accepts from the product) or to an
 * address without one (an e-mail to sign up, that holds until accepted or revoked). Only its token's hash is kept.
 */
export const gymAdministratorInvitations = pgTable(
  'gym_administrator_invitations',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: varchar('email', { length: 255 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles').array().$type<GymRole[]>().notNull().default(sql`'{}'::text[]`),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 10 }).$type<GymInvitationState>().notNull().default('pending'),
    invited_by_id: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('gym_administrator_invitations_pending_idx')
      .on(table.gym_id, table.email)
      .where(sql`${table.state} = 'pending'`),
    uniqueIndex('gym_administrator_invitations_token_idx').on(table.token_hash),
    index('gym_administrator_invitations_user_idx').on(table.user_id, table.state),
    index('gym_administrator_invitations_email_idx').on(table.email, table.state),
  ],
);

/** A plan a gym agreed to, recorded by a site administrator: it gates nothing today. */
export const gymSubscriptions = pgTable(
  'gym_subscriptions',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    plan: varchar('plan', { length: 20 }).notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }),
    /** What the gym agreed to, as the site administrator recorded it. */
    terms: text('terms'),
    recorded_by_id: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('gym_subscriptions_gym_idx').on(table.gym_id, table.starts_on)],
);

/**
 * How a gym prints its route labels: the layout, the paper, the font, where the QR code of the route's short address
 * sits and which of the route's public fields show.
 */
export const gymLabelTemplates = pgTable(
  'gym_label_templates',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    layout: varchar('layout', { length: 20 }).$type<LabelLayout>().notNull().default('row'),
    paper_size: varchar('paper_size', { length: 10 }).$type<LabelPaperSize>().notNull().default('a4'),
    orientation: varchar('orientation', { length: 10 }).$type<LabelOrientation>().notNull().default('portrait'),
    font: varchar('font', { length: 20 }).$type<LabelFont>().notNull().default('sans_serif'),
    qr_position: varchar('qr_position', { length: 10 }).$type<LabelQrPosition>().notNull().default('right'),
    fields: text('fields').array().$type<LabelField[]>().notNull().default(sql`'{}'::text[]`),
    /** A line printed under every label (the gym's name, a web address). */
    footer: varchar('footer', { length: 120 }),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('gym_label_templates_gym_idx').on(table.gym_id, table.name)],
);

/**
 * A gym's opening sheet: per sector, the row of routes to set (a level, a grade, a type), printed for the setters and
 * ticked off as routes go up.
 */
export const gymOpeningSheets = pgTable(
  'gym_opening_sheets',
  {
    id: serial('id').primaryKey(),
    gym_id: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description'),
    /** How many cells each sector's row prints. */
    number_of_columns: smallint('number_of_columns').notNull().default(6),
    /** The grid: one row per sector, each with its cells (docs/domain/indoor.md, "Setting day to day"). */
    rows: jsonb('rows').$type<OpeningSheetRow[]>().notNull().default(sql`'[]'::jsonb`),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('gym_opening_sheets_gym_idx').on(table.gym_id, table.created_at)],
);
