import pg from 'pg';
import { expect, it } from 'vitest';
import { createDatabase, dropDatabase, testDatabasePrefix } from '../helpers/database-admin';

/**
 * The PostgreSQL server of the drills that need one (DATABASE_URL). Without it they are skipped on a
 * developer machine, but under CI a failing test stands in for them: CI must never pass by skipping.
 */
export function drillPostgresUrl(drill: string): string | undefined {
  const url = process.env.DATABASE_URL;
  if (url) return url;
  if (['1', 'true'].includes((process.env.CI ?? '').toLowerCase())) {
    it(`${drill} runs on PostgreSQL: DATABASE_URL is set (required under CI)`, () => {
      expect.fail(`The ${drill} needs PostgreSQL: set DATABASE_URL (CI=true forbids skipping it).`);
    });
  } else {
    console.warn(`${drill} on PostgreSQL skipped: it needs a PostgreSQL server, set DATABASE_URL to run it.`);
  }
  return undefined;
}

/** A fresh, empty PostgreSQL database beside DATABASE_URL's for one drill (the server migrates and seeds it). */
export interface DrillDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createDrillDatabase(serverUrl: string, drill: string): Promise<DrillDatabase> {
  const name = `${testDatabasePrefix(serverUrl)}_${drill}`;
  const url = await createDatabase(serverUrl, name);
  return { name, url, drop: () => dropDatabase(serverUrl, name) };
}

async function withClient<Result>(url: string, work: (client: pg.Client) => Promise<Result>): Promise<Result> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Of the given ascent ids, how many rows the database holds. */
export async function countAscents(url: string, ids: readonly number[]): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ count: string }>(
      'SELECT count(*) AS count FROM ascents WHERE id = ANY($1::bigint[])',
      [ids],
    );
    return Number(result.rows[0]?.count ?? 0);
  });
}

/** Of the given idempotency keys, how many ascents the database holds. */
export async function countAscentsByKey(url: string, keys: readonly string[]): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ count: string }>(
      'SELECT count(*) AS count FROM ascents WHERE idempotency_key = ANY($1::uuid[])',
      [keys],
    );
    return Number(result.rows[0]?.count ?? 0);
  });
}

/** Ends every session on the database (what a failover or an operator's `pg_terminate_backend` does). */
export async function terminateConnections(serverUrl: string, databaseName: string): Promise<number> {
  return withClient(serverUrl, async (client) => {
    const result = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rowCount ?? 0;
  });
}
