// The benchmark datasets' own databases: a PostgreSQL database the generator (re)creates, or a PGlite
// data dir under .tmp/. Never the app's database.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './common.mjs';

export const DEFAULT_POSTGRES_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/cordee_bench';
export const DEFAULT_PGLITE_DIR = join(ROOT, '.tmp/bench/outdoor-pglite');

/** Where a dataset lives: `{ driver: 'postgres', url }` or `{ driver: 'pglite', dataDir }`. */
export function benchTarget(driver, { url = DEFAULT_POSTGRES_URL, dataDir = DEFAULT_PGLITE_DIR } = {}) {
  if (driver === 'postgres') return { driver, url };
  if (driver === 'pglite') return { driver, dataDir };
  throw new Error(`unknown driver ${driver} (postgres or pglite)`);
}

export function describeTarget(target) {
  if (target.driver === 'pglite') return `PGlite ${target.dataDir.replace(ROOT, '')}`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

function serverUrl(url) {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.toString();
}

function databaseName(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name === 'postgres') {
    throw new Error(`refusing to (re)create database "${name}": use a dedicated name such as cordee_bench`);
  }
  return name;
}

async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: serverUrl(url), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** True when the PostgreSQL server of `url` answers. */
export async function postgresReachable(url) {
  try {
    await onServer(url, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** True when the dataset's database (or data dir) exists. */
export async function datasetExists(target) {
  if (target.driver === 'pglite') return existsSync(join(target.dataDir, 'PG_VERSION'));
  const name = databaseName(target.url);
  const result = await onServer(target.url, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  return result.rowCount > 0;
}

/** Written on every database (comment) and data dir (file) the generator creates: only those are ever dropped. */
const BENCH_MARK = 'cordee benchmark dataset';
const MARK_FILE = '.cordee-bench';

function refuse(what) {
  throw new Error(`${what} exists and was not made by the benchmark generator: choose another, or remove it yourself`);
}

/** Drops and creates the dataset's database (or data dir), refusing to touch one the generator did not make. */
export async function recreateDataset(target) {
  if (target.driver === 'pglite') {
    const dir = target.dataDir;
    if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(join(dir, MARK_FILE))) refuse(`data dir ${dir}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, MARK_FILE), `${BENCH_MARK}\n`);
    return;
  }
  const name = databaseName(target.url);
  const existing = await onServer(
    target.url,
    `SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = '${name}'`,
  );
  if (existing.rowCount > 0 && existing.rows[0].mark !== BENCH_MARK) refuse(`database ${name}`);
  await onServer(target.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(target.url, `CREATE DATABASE ${name}`);
  await onServer(target.url, `COMMENT ON DATABASE ${name} IS '${BENCH_MARK}'`);
}
