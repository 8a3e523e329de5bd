import type { ClimbingType, Gender, Locale, NotificationType, OrganizationUsageType } from '@climb/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Climbers' accounts (spec §3, docs/domain/accounts.md). A deleted account keeps its row, anonymised. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    first_name: varchar('first_name', { length: 60 }).notNull(),
    last_name: varchar('last_name', { length: 60 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    /** Null once the account is deleted. */
    email: varchar('email', { length: 255 }),
    password_digest: text('password_digest'),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    gender: varchar('gender', { length: 10 }).$type<Gender>(),
    description: text('description'),
    language: varchar('language', { length: 2 }).$type<Locale>().notNull().default('fr'),
    climbing_types: jsonb('climbing_types').$type<ClimbingType[]>().notNull().default(sql`'[]'::jsonb`),
    grade_min_value: smallint('grade_min_value'),
    grade_max_value: smallint('grade_max_value'),
    super_admin: boolean('super_admin').notNull().default(false),
    public_profile: boolean('public_profile').notNull().default(true),
    public_outdoor_ascents: boolean('public_outdoor_ascents').notNull().default(true),
    public_indoor_ascents: boolean('public_indoor_ascents').notNull().default(true),
    partner_search: boolean('partner_search').notNull().default(false),
    /** Notification types also sent by e-mail. */
    email_notifications: jsonb('email_notifications').$type<NotificationType[]>().notNull().default(sql`'[]'::jsonb`),
    avatar_key: varchar('avatar_key', { length: 200 }),
    banner_key: varchar('banner_key', { length: 200 }),
    /**
     * Version of the climber's access tokens, carried in each token and compared by the guard: raised
     * when every session ends (sign-out everywhere, password change or reset, refresh-token theft).
     */
    token_version: integer('token_version').notNull().default(0),
    last_activity_at: timestamp('last_activity_at', { withTimezone: true }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_slug_name_idx').on(table.slug_name),
    // The climbers whose outdoor ascents anyone may see (logbook: the public ascents of a route or crag):
    // counting a crag's comments checks each author here, an index-only probe, never the users' rows.
    index('users_public_outdoor_idx')
      .on(table.id)
      .where(sql`${table.public_outdoor_ascents} and ${table.deleted_at} is null`),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 digests. Each use replaces the token by a new one of the same
 * family; presenting a used one again revokes the whole family (theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
    token_digest: varchar('token_digest', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_user_idx').on(table.user_id), index('refresh_tokens_family_idx').on(table.family)],
);

/** Single-use password reset tokens (30 minutes), stored as digests. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_digest: varchar('token_digest', { length: 64 }).notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use sign-in links (15 minutes), e-mailed when the right password meets the sign-in back-off;
 * stored as digests, with the token version they were given under (a credential change voids them).
 */
export const signInLinkTokens = pgTable('sign_in_link_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_digest: varchar('token_digest', { length: 64 }).notNull().unique(),
  token_version: integer('token_version').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Organizations hold the API keys that every /api/v1 call carries (spec §7). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  usage_type: varchar('usage_type', { length: 20 }).$type<OrganizationUsageType>().notNull(),
  /** SHA-256 of the key; null for the web app, whose key lives in configuration. */
  api_access_token_digest: varchar('api_access_token_digest', { length: 64 }).unique(),
  /** The web app's own organization (exactly one). */
  is_web_app: boolean('is_web_app').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to an organization (its creator first). */
export const organizationUsers = pgTable(
  'organization_users',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('organization_users_pair_idx').on(table.organization_id, table.user_id)],
);

/** E-mails written when no SMTP server is configured; a site administrator can read them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to_address: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_emails_created_at_idx').on(table.created_at)],
);
