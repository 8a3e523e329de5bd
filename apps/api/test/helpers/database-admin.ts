import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** What the api tier's global setup built once, for every test file to copy. */
export type TestDatabaseTemplate =
  | { driver: 'pglite'; dumpFile: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string; namePrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestDatabase: TestDatabaseTemplate;
  }
}

/** A short random suffix for database names (lowercase, valid in an unquoted identifier). */
export function randomSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** The same server URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Name of the database a URL points at. */
export function databaseName(serverUrl: string): string {
  return decodeURIComponent(new URL(serverUrl).pathname.replace(/^\//, '')) || 'postgres';
}

/**
 * A prefix for the databases a run creates beside DATABASE_URL's database, so that whoever owns
 * that one (.ci/run) can drop the leftovers of a crashed run by prefix.
 */
export function testDatabasePrefix(serverUrl: string): string {
  const base = databaseName(serverUrl)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
  return `${base}_t${randomSuffix()}`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs one statement on the database the URL names (CREATE/DROP DATABASE run from another database). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const from = template ? ` TEMPLATE ${quoteIdentifier(template)}` : '';
  await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdentifier(name)}${from}`);
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
}
