import type { MediaTargetType, PhotoLicence, VideoProvider } from '@climb/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('links_target_idx').on(table.linkable_type, table.linkable_id, table.created_at),
    index('links_user_idx').on(table.user_id, table.created_at),
  ],
);
