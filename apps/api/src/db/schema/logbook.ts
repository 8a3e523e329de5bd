import type {
  AscentKind,
  AscentStatus,
  ClimbingType,
  GymRouteClimbingType,
  HardnessStatus,
  HoldColor,
  RopingStatus,
} from '@climb/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { gymRoutes, gyms } from './indoor';
import { cragRoutes, crags } from './outdoor';

/*
 * The logbook (docs/domain/ascents.md). One ascent concept for both kinds of route: `kind` says which, and
 * the route columns of the other kind stay null. An indoor ascent may have no route at all (logged by grade or
 * by a gym's colour level, with a quantity: docs/decisions/040).
 * Enum columns hold the wire values of packages/contracts/src/logbook/enums.ts.
 */

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A climber's climbing day: created with the first ascent of a date, removed with its last one. */
export const climbingSessions = pgTable(
  'climbing_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    session_date: date('session_date', { mode: 'string' }).notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [uniqueIndex('climbing_sessions_user_date_idx').on(table.user_id, table.session_date)],
);

export const ascents = pgTable(
  'ascents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).$type<AscentKind>().notNull(),
    /** Null once the route is deleted from the wiki; the snapshot columns below keep the ascent readable. */
    crag_route_id: integer('crag_route_id').references(() => cragRoutes.id, { onDelete: 'set null' }),
    crag_id: integer('crag_id').references(() => crags.id, { onDelete: 'set null' }),
    /** An indoor ascent's route; null when logged without one, or once the route is deleted. */
    gym_route_id: integer('gym_route_id').references(() => gymRoutes.id, { onDelete: 'set null' }),
    /** The gym of an indoor ascent (null when logged by grade alone, or once the gym is deleted). */
    gym_id: integer('gym_id').references(() => gyms.id, { onDelete: 'set null' }),
    climbing_session_id: bigint('climbing_session_id', { mode: 'number' })
      .notNull()
      .references(() => climbingSessions.id),
    released_at: date('released_at', { mode: 'string' }).notNull(),
    ascent_status: varchar('ascent_status', { length: 12 }).$type<AscentStatus>().notNull(),
    roping_status: varchar('roping_status', { length: 30 }).$type<RopingStatus>(),
    /** Indexes (from 0) of the pitches climbed. */
    sections: jsonb('sections').$type<number[]>().notNull(),
    sections_count: smallint('sections_count').notNull(),
    attempt: smallint('attempt'),
    note: smallint('note'),
    hardness_status: varchar('hardness_status', { length: 12 }).$type<HardnessStatus>(),
    comment: text('comment'),
    private_comment: text('private_comment'),
    // Snapshot of the route when logged: charts and figures read these without joining the routes.
    /** Null for an indoor ascent without a route, and for a gym route without a name. */
    route_name: varchar('route_name', { length: 120 }),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<ClimbingType | GymRouteClimbingType>().notNull(),
    grade_value: smallint('grade_value'),
    grade_text: varchar('grade_text', { length: 40 }),
    height: integer('height'),
    /** An indoor ascent's colour level in its gym's scale (index from the easiest) and that level's colour. */
    level_index: smallint('level_index'),
    level_color: varchar('level_color', { length: 20 }).$type<HoldColor>(),
    /** How many climbs the row stands for: above 1 only for an indoor ascent without a route ("6 × green"). */
    quantity: smallint('quantity').notNull().default(1),
    /** Chosen by the device (offline queue); a second push with the same key returns the first ascent. */
    idempotency_key: uuid('idempotency_key'),
    ...timestamps,
  },
  (table) => [
    // A climber's ascents of one kind by date, carrying every column the analytics and the list filters
    // read (the kind too: every query names it): the analytics of 5,000 ascents scattered through
    // millions are an index-only scan, no heap page read.
    index('ascents_user_released_idx').on(
      table.user_id,
      table.kind,
      table.released_at,
      table.ascent_status,
      table.roping_status,
      table.climbing_type,
      table.grade_value,
      table.height,
      table.crag_id,
    ),
    index('ascents_crag_route_idx').on(table.crag_route_id),
    index('ascents_crag_idx').on(table.crag_id, table.released_at),
    // A crag's public comments, newest first (its page shows the first few): read in the list's own order
    // (`desc` is nulls first in SQL), only the entries with a comment, so a page reads the rows it shows;
    // the count is an index-only scan.
    index('ascents_crag_comments_idx')
      .on(
        table.crag_id,
        table.released_at.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
        table.user_id,
        table.crag_route_id,
      )
      .where(sql`${table.comment} <> ''`),
    // A climber's indoor ascents by date with every column the indoor analytics read: an index-only scan.
    index('ascents_user_indoor_idx')
      .on(
        table.user_id,
        table.released_at,
        table.ascent_status,
        table.roping_status,
        table.climbing_type,
        table.grade_value,
        table.level_color,
        table.gym_id,
        table.quantity,
      )
      .where(sql`${table.kind} = 'gym_route'`),
    // A gym's ranking: the sends of its routes per climber, read from the index alone.
    index('ascents_gym_ranking_idx')
      .on(
        table.gym_id,
        table.user_id,
        table.gym_route_id,
        table.ascent_status,
        table.roping_status,
        table.released_at,
        table.climbing_type,
      )
      .where(sql`${table.gym_route_id} is not null`),
    // A gym's ascents of its routes by day (its administration's dashboard: the last 28 days' ascents and climbers).
    index('ascents_gym_released_idx')
      .on(table.gym_id, table.released_at, table.user_id, table.ascent_status)
      .where(sql`${table.gym_route_id} is not null`),
    index('ascents_gym_route_idx').on(table.gym_route_id, table.user_id),
    index('ascents_session_idx').on(table.climbing_session_id),
    uniqueIndex('ascents_user_idempotency_idx').on(table.user_id, table.idempotency_key),
    check('ascents_kind_check', sql`${table.kind} in ('crag_route', 'gym_route')`),
    check('ascents_note_check', sql`${table.note} between 0 and 6`),
    check('ascents_quantity_check', sql`${table.quantity} between 1 and 100`),
  ],
);

/**
 * The version of each climber's logbook, raised in the transaction of every write of their ascents
 * (logged, changed, deleted, imported: `raiseLogbookVersion`): their cached analytics are keyed by it
 * (docs/runtime.md, "Caches"). No row is version 0.
 */
export const logbookVersions = pgTable('logbook_versions', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Climbers tagged on an ascent. */
export const ascentPartners = pgTable(
  'ascent_partners',
  {
    ascent_id: bigint('ascent_id', { mode: 'number' })
      .notNull()
      .references(() => ascents.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.ascent_id, table.user_id] }),
    index('ascent_partners_user_idx').on(table.user_id),
  ],
);

/** Routes a climber wants to do; logging an ascent of one removes it. */
export const tickLists = pgTable(
  'tick_lists',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crag_route_id: integer('crag_route_id')
      .notNull()
      .references(() => cragRoutes.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tick_lists_user_route_idx').on(table.user_id, table.crag_route_id),
    index('tick_lists_route_idx').on(table.crag_route_id),
  ],
);
