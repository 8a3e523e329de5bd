import type {
  CommentableType,
  HiddenBy,
  LikeableType,
  MediaTargetType,
  PhotoLicence,
  ReportableType,
  ReportReason,
  ReportState,
  VideoProvider,
} from '@climb/contracts';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * Photos, videos and links (docs/domain/media.md). Each belongs to a record named by kind and id, without a
 * foreign key: the domain that owns the kind checks it exists (the media targets), and its deletion removes its
 * media. The uploader is kept while their account lives; the credit stays with the photo.
 */

/** A photo's files are in the file store under `image_key` (`photos/<uuid>/<variant>.webp`). */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    illustrable_type: varchar('illustrable_type', { length: 30 }).$type<MediaTargetType>().notNull(),
    illustrable_id: integer('illustrable_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    /** The photographer as the uploader wrote it; null: the uploader. */
    author: varchar('author', { length: 120 }),
    licence: varchar('licence', { length: 30 }).$type<PhotoLicence>().notNull().default('all_rights_reserved'),
    cover: boolean('cover').notNull().default(false),
    image_key: varchar('image_key', { length: 200 }).notNull(),
    /** Size of the largest variant in pixels; the smaller ones have its proportions. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the file uploaded (what the per-day bound counts). */
    upload_bytes: integer('upload_bytes').notNull(),
    /** Hidden by a site administrator after a report: only its uploader and the administrators still see it. */
    hidden: boolean('hidden').notNull().default(false),
    likes_count: integer('likes_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('photos_target_idx').on(table.illustrable_type, table.illustrable_id, table.created_at),
    index('photos_user_idx').on(table.user_id, table.created_at),
    uniqueIndex('photos_one_cover_idx').on(table.illustrable_type, table.illustrable_id).where(sql`${table.cover}`),
    check('photos_size_check', sql`${table.width} > 0 AND ${table.height} > 0`),
  ],
);

/** A video at its provider, kept as provider and id. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    viewable_type: varchar('viewable_type', { length: 30 }).$type<MediaTargetType>().notNull(),
    viewable_id: integer('viewable_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 20 }).$type<VideoProvider>().notNull(),
    provider_id: varchar('provider_id', { length: 60 }).notNull(),
    description: text('description'),
    hidden: boolean('hidden').notNull().default(false),
    /** Who hid it: `site` (a site administrator, after a report) or `gym` (the team of the record's gym). */
    hidden_by: varchar('hidden_by', { length: 10 }).$type<HiddenBy>(),
    likes_count: integer('likes_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_target_idx').on(table.viewable_type, table.viewable_id, table.created_at),
    index('videos_user_idx').on(table.user_id, table.created_at),
  ],
);

/** A link from a record to a page elsewhere. */
export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    linkable_type: varchar('linkable_type', { length: 30 }).$type<MediaTargetType>().notNull(),
    linkable_id: integer('linkable_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    description: text('description'),
    hidden: boolean('hidden').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('links_target_idx').on(table.linkable_type, table.linkable_id, table.created_at),
    index('links_user_idx').on(table.user_id, table.created_at),
  ],
);

/**
 * A comment on a record, or on a photo or a video. Threads are one level deep: `thread_id` is the thread's first
 * comment (null for a first comment), `reply_to_comment_id` the comment answered. A comment removed while others had
 * answered it keeps its row with `deleted_at` set and an empty body; a thread's first comment removed takes its
 * thread with it only when nothing in it remains.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    commentable_type: varchar('commentable_type', { length: 30 }).$type<CommentableType>().notNull(),
    commentable_id: integer('commentable_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    thread_id: integer('thread_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    reply_to_comment_id: integer('reply_to_comment_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'set null',
    }),
    hidden: boolean('hidden').notNull().default(false),
    /** Who hid it: `site` (a site administrator, after a report) or `gym` (the team of the record's gym). */
    hidden_by: varchar('hidden_by', { length: 10 }).$type<HiddenBy>(),
    /** Written on behalf of the team of the record's gym: shown as the gym's team, not as its writer. */
    as_gym_team: boolean('as_gym_team').notNull().default(false),
    likes_count: integer('likes_count').notNull().default(0),
    /** Replies in the thread of a first comment (deleted ones included while they stand). */
    replies_count: integer('replies_count').notNull().default(0),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_target_idx')
      .on(table.commentable_type, table.commentable_id, table.created_at)
      .where(sql`${table.thread_id} IS NULL`),
    index('comments_thread_idx').on(table.thread_id, table.created_at),
    // Every comment of a record, replies included: a gym's moderation lists.
    index('comments_record_idx').on(table.commentable_type, table.commentable_id, table.created_at),
    index('comments_user_idx').on(table.user_id, table.created_at),
  ],
);

/** A climber's like of a photo, a video, a comment or a gym route: one per climber and record. */
export const likes = pgTable(
  'likes',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likeable_type: varchar('likeable_type', { length: 30 }).$type<LikeableType>().notNull(),
    likeable_id: integer('likeable_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.likeable_type, table.likeable_id] }),
    index('likes_target_idx').on(table.likeable_type, table.likeable_id),
  ],
);

/** A climber's report of a comment, a photo, a video or a link: one per climber and record. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reportable_type: varchar('reportable_type', { length: 30 }).$type<ReportableType>().notNull(),
    reportable_id: integer('reportable_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 30 }).$type<ReportReason>().notNull(),
    description: text('description'),
    state: varchar('state', { length: 20 }).$type<ReportState>().notNull().default('open'),
    handled_by_user_id: integer('handled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reports_one_per_climber_idx').on(table.user_id, table.reportable_type, table.reportable_id),
    index('reports_state_idx').on(table.state, table.created_at),
    index('reports_target_idx').on(table.reportable_type, table.reportable_id, table.state),
  ],
);
