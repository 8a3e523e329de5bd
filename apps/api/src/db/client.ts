import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same query code runs on both drivers (docs/stack-pitfalls.md). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, fuzzystrmatch, cube, earthdistance, btree_gin };

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  | { driver: 'pglite'; dataDir: string }
  | { driver: 'pglite'; client: PGlite };

/**
 * Settings of every database session, whatever the server's defaults. Search forgives one wrong letter
 * in a word of six: pg_trgm's word-similarity threshold 0.5 instead of its 0.6 ("verdun" finds
 * "Verdon" at 0.57). Set per session, searches need no transaction of their own to hold it.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = { 'pg_trgm.word_similarity_threshold': '0.5' };

/** Opens PGlite (persistent under the data dir, or a given instance) or PostgreSQL. */
export async function openDatabase(
  target: DatabaseTarget,
  onPoolError: (error: Error) => void = (error) => console.error('database connection error', error.message),
): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const options = Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options });
    // An idle connection cut by the server (restart, failover) must not crash the process: the pool
    // drops it and opens another on the next query.
    pool.on('error', onPoolError);
    // The pool listens only to idle connections: one cut while a transaction holds it would emit an
    // unhandled 'error' and end the process. Its query fails instead, and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePostgresLocked(pool),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('client' in target) {
    client = target.client;
  } else {
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    client = await PGlite.create(target.dataDir, { extensions: PGLITE_EXTENSIONS });
  }
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.query(`SET ${name} = '${value}'`);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** Key of the advisory lock taken around migrations (any constant; advisory locks are per database). */
export const MIGRATION_LOCK_KEY = 7_240_531_001;

/**
 * Nodes starting together would race on CREATE SCHEMA/EXTENSION/TABLE and fail: the first to take
 * the lock migrates, the others wait, then find nothing left to apply. The lock is held by the
 * session that runs the migrations and dies with it if the process does.
 */
async function migratePostgresLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection whose unlock may not have run is discarded, which releases the lock.
    client.release(broken);
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
