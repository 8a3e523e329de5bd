import type { VersionEvent } from '@climb/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { crags } from './outdoor';

/*
 * The tables every catalogue domain shares (outdoor, indoor): the versions of wiki records and the search as you
 * type's completions. Each domain stores its own record kinds in them (lib/wiki-versions.ts, lib/search-completions.ts).
 */

/**
 * Every create, update and delete of a wiki record: who, when, and each changed field `[before, after]`.
 * `item_type` is the kind a domain records its records under (`crags`, `gyms`…).
 */
export const versions = pgTable(
  'versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    item_type: varchar('item_type', { length: 20 }).notNull(),
    item_id: integer('item_id').notNull(),
    event: varchar('event', { length: 10 }).$type<VersionEvent>().notNull(),
    /** The record's name when the change was made, so a deleted record's history still reads. */
    item_name: varchar('item_name', { length: 160 }),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('versions_item_idx').on(table.item_type, table.item_id, table.created_at)],
);

/** The prefix lengths the completions have an index for; a longer prefix reads the longest one's. */
export const COMPLETION_PREFIX_LENGTHS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The search as you type's completions (lib/search-completions.ts, docs/domain/outdoor.md, "Search"):
 * one row per normalised word (unaccented, lower case) of a record's name, or of a name that finds
 * it (a crag's sectors and town), with why it matches (`tier`) and how big the record is (`weight`).
 * Derived data, rewritten in the transaction of each wiki write of the record and rebuilt whole by
 * the seeds and the benchmark generator. One index per prefix length, ordered as results are shown,
 * answers a typed prefix by reading a few index entries whatever the number of names it starts;
 * the trigram index finds words like a misspelt one.
 */
export const searchCompletions = pgTable(
  'search_completions',
  {
    /** The kind of record found, as its domain names it (`crag`, `route`, `area`, `town`…): 5 characters at most. */
    kind: varchar('kind', { length: 5 }).notNull(),
    /** The record found. */
    record_id: integer('record_id').notNull(),
    word: text('word').notNull(),
    /** 3: first word of its own name, 2: another word of it, 1: a word of a part's name (a crag's sectors), 0: of its place's (town). */
    tier: smallint('tier').notNull(),
    /** Among equal tiers the bigger first: routes of a crag, ascents of a route, crags of an area, inhabitants. */
    weight: integer('weight').notNull(),
    /** The crag of a crag's or a route's row: deleting a crag deletes them with its routes. Null for other kinds. */
    crag_id: integer('crag_id').references(() => crags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.record_id, table.word] }),
    ...COMPLETION_PREFIX_LENGTHS.map((length) =>
      index(`search_completions_prefix${length}_idx`).on(
        table.kind,
        sql`left(${table.word}, ${sql.raw(String(length))})`,
        // As `ORDER BY tier DESC, weight DESC` reads it (drizzle-kit writes NULLS LAST unless told).
        table.tier.desc().nullsFirst(),
        table.weight.desc().nullsFirst(),
        table.record_id,
        // The word itself last: the index then holds every column read, and answers alone
        // (index-only scan; PostgreSQL does not read `word` out of `left(word, n)`).
        table.word,
      ),
    ),
    index('search_completions_crag_idx').on(table.crag_id),
    index('search_completions_word_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);
