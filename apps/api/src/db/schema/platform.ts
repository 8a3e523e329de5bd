import type { Locale } from '@climb/contracts';
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

export type ScheduledRunState = 'running' | 'done' | 'failed';

/**
 * The runs of the scheduled jobs (docs/runtime.md, "Scheduled work"): one row per job and period (`2026-W48`), taken
 * under an advisory lock, so that one node runs each period once and a restart finishes what a stopped run left.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: varchar('job', { length: 60 }).notNull(),
    period: varchar('period', { length: 40 }).notNull(),
    state: varchar('state', { length: 10 }).$type<ScheduledRunState>().notNull().default('running'),
    /** How many deliveries the run made and how many failed (bulk jobs). */
    done_count: integer('done_count').notNull().default(0),
    failed_count: integer('failed_count').notNull().default(0),
    error: text('error'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
);

/** `pending`: written before any attempt (an import's recipients), so that a send stopped early is found again. */
export type BulkDeliveryState = 'pending' | 'sent' | 'failed';

/** What a bulk job sent to each recipient of a period: a restart skips those already sent. */
export const bulkDeliveries = pgTable(
  'bulk_deliveries',
  {
    job: varchar('job', { length: 60 }).notNull(),
    period: varchar('period', { length: 40 }).notNull(),
    /** The recipient as the job names it (`gym_administrator:12`). */
    recipient: varchar('recipient', { length: 120 }).notNull(),
    state: varchar('state', { length: 10 }).$type<BulkDeliveryState>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.period, table.recipient] })],
);
