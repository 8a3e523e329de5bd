import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/composition';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from '../../src/db/client';
import { organizations, systemSettings } from '../../src/db/schema';
import { queryRows } from '../helpers/sql';
import { openTestDatabase } from '../helpers/test-database';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const silent = { info: () => {} };
const seedOptions = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cordee-seed-')), LOG_LEVEL: 'silent' });

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
  rmSync(seedOptions.dataDir, { recursive: true, force: true });
});

async function appliedMigrations(): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    database.db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count);
}

async function publicTables(): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('create the extensions search and geography rely on', async () => {
    const rows = await queryRows<{ extname: string }>(database.db, sql`select extname from pg_extension`);
    expect(rows.map((row) => row.extname)).toEqual(
      expect.arrayContaining(['pg_trgm', 'unaccent', 'fuzzystrmatch', 'cube', 'earthdistance', 'btree_gin']),
    );
  });

  it('make those extensions work', async () => {
    const [row] = await queryRows<{ similarity: number; levenshtein: number; distance: number }>(
      database.db,
      sql`select similarity('verdon', 'verdom') as similarity,
                 levenshtein('ceuse', 'seuse') as levenshtein,
                 earth_distance(ll_to_earth(44.5, 5.9), ll_to_earth(43.8, 6.4)) as distance`,
    );
    expect(Number(row?.similarity)).toBeGreaterThan(0.3);
    expect(Number(row?.levenshtein)).toBe(1);
    // Céüse to the Verdon: about 88 km as the crow flies.
    expect(Number(row?.distance)).toBeGreaterThan(80_000);
    expect(Number(row?.distance)).toBeLessThan(95_000);
  });

  it('create an IMMUTABLE f_unaccent that strips accents', async () => {
    const [row] = await queryRows<{ plain: string }>(database.db, sql`select f_unaccent('Céüse Ÿ à') as plain`);
    expect(row?.plain).toBe('Ceuse Y a');
    const [fn] = await queryRows<{ provolatile: string }>(
      database.db,
      sql`select provolatile from pg_proc where proname = 'f_unaccent'`,
    );
    expect(fn?.provolatile).toBe('i');
  });

  it('allow an index on f_unaccent(lower(name)) with trigrams', async () => {
    await database.db.execute(sql`create temporary table crag_names (name text)`);
    await database.db.execute(
      sql`create index crag_names_trgm on crag_names using gin (f_unaccent(lower(name)) gin_trgm_ops)`,
    );
    await database.db.execute(sql`insert into crag_names values ('Céüse'), ('Buoux'), ('Orgon')`);
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select name from crag_names where f_unaccent(lower(name)) % f_unaccent(lower('ceuse'))`,
    );
    expect(rows.map((row) => row.name)).toEqual(['Céüse']);
    await database.db.execute(sql`drop table crag_names`);
  });

  it('create the tables of the platform', async () => {
    expect(await publicTables()).toEqual(expect.arrayContaining(['organizations', 'page_views', 'system_settings']));
  });

  it('record every migration of the folder once', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  it('do nothing when run again', async () => {
    const tables = await publicTables();
    await database.migrate();
    await database.migrate();
    expect(await appliedMigrations()).toBe(journal.entries.length);
    expect(await publicTables()).toEqual(tables);
  });
});

describe('seedDatabase', () => {
  it('creates exactly one web app organization in an empty database, then does nothing', async () => {
    expect(await database.db.select().from(organizations)).toEqual([]);

    expect(await seedDatabase(database.db, silent, seedOptions)).toBe(true);
    const webApps = await database.db.select().from(organizations).where(eq(organizations.is_web_app, true));
    expect(webApps).toHaveLength(1);
    // The web app's key is configuration, never stored.
    expect(webApps[0]?.api_access_token_digest).toBeNull();
    expect(await database.db.select().from(systemSettings).where(eq(systemSettings.key, 'seeded_at'))).toHaveLength(1);

    expect(await seedDatabase(database.db, silent, seedOptions)).toBe(false);
    expect(await database.db.select().from(organizations)).toHaveLength(1);
  });
});
