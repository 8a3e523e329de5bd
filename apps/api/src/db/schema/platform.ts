import type { Locale } from '@climb/contracts';
import { bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Self-hosted page-view analytics: no user, no IP (docs/conventions.md). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 2048 }).notNull(),
    referrer: varchar('referrer', { length: 2048 }),
    language: varchar('language', { length: 2 }).$type<Locale>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_created_at_idx').on(table.created_at)],
);

/** Facts about the installation itself, such as when the demo data was seeded. */
export const systemSettings = pgTable('system_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
