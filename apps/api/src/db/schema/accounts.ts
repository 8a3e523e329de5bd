import { boolean, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Organizations hold the API keys that every /api/v1 call carries (spec §7). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  usage_type: varchar('usage_type', { length: 20 }).notNull(),
  /** SHA-256 of the key; null for the web app, whose key lives in configuration. */
  api_access_token_digest: varchar('api_access_token_digest', { length: 64 }).unique(),
  /** The web app's own organization (exactly one). */
  is_web_app: boolean('is_web_app').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
