import type { FollowableType, FollowState, NotificationType } from '@climb/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Notifications of a climber (docs/domain/accounts.md): read or unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification_type: varchar('notification_type', { length: 40 }).$type<NotificationType>().notNull(),
    /** What the notification is about, e.g. `{ organization_id, organization_name }`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_unread_idx').on(table.user_id, table.read_at, table.created_at)],
);

/** Conversations between two or more climbers; messages come with messaging. */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  last_message_at: timestamp('last_message_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conversationUsers = pgTable(
  'conversation_users',
  {
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_read_at: timestamp('last_read_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('conversation_users_pair_idx').on(table.conversation_id, table.user_id)],
);

/**
 * Follows (docs/domain/community.md): a climber follows a record of a kind (a crag as a favourite,
 * a gym, a guide book, a climber). The record is named by kind and id, without a foreign key: the
 * domain that owns the kind checks it exists, and its deletion removes its follows. Following twice
 * is one follow.
 */
export const follows = pgTable(
  'follows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followable_type: varchar('followable_type', { length: 40 }).$type<FollowableType>().notNull(),
    followable_id: integer('followable_id').notNull(),
    state: varchar('state', { length: 12 }).$type<FollowState>().notNull().default('accepted'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follows_user_followable_idx').on(table.user_id, table.followable_type, table.followable_id),
    // My follows of a kind, newest first (`current_users/favorite_crags.json`), read in the list's own order
    // (`desc` is nulls first in SQL).
    index('follows_user_type_created_idx').on(
      table.user_id,
      table.followable_type,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The followers of a record: its count, and its follows removed with it.
    index('follows_followable_idx').on(table.followable_type, table.followable_id, table.state),
    check('follows_state_check', sql`${table.state} in ('accepted', 'waiting')`),
  ],
);
