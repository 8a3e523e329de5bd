import type { NotificationType } from '@climb/contracts';
import {
  bigserial,
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
