import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { call, report } from './drill-client';
import { createDrillDatabase, type DrillDatabase, drillPostgresUrl } from './drill-database';
import { RedisProcess } from './redis-process';
import { killAllProcesses, type LogLine, ServerProcess } from './server-process';

/**
 * A flood of page addresses (docs/decisions/026): about 1,000 visits to new query strings, wrong slugs,
 * unknown records and searches, against the page cache in the process and in Redis. The cache's own
 * count of entries and bytes must stay under its bounds (set small here), and in Redis the entries
 * really there too. Process memory is a benchmark figure (`bench/`), not a gate. PGlite, or PostgreSQL
 * when DATABASE_URL is set. The fixture web build renders the pages (apps/api/test/fixtures).
 */
const postgresServer = drillPostgresUrl('page cache flood drill');
const MAX_ENTRIES = 100;
const MAX_BYTES = 256 * 1024;
const REQUESTS = 1_000;
const CONCURRENCY = 8;
const PREFIX = `drill-page-flood-${process.pid}-${Date.now()}:`;
/** Each start on PGlite migrates and seeds in WASM (tens of seconds on a starved machine). */
const TEST_TIMEOUT_MS = 180_000;

afterAll(async () => {
  await killAllProcesses();
});

/** A seeded crag's canonical address (`/crags/12/ceuse`), found through the API. */
async function seededCrags(server: ServerProcess): Promise<string[]> {
  const paths: string[] = [];
  for (let id = 1; id <= 40 && paths.length < 5; id += 1) {
    const answer = await call(server, 'GET', `/crags/${id}.json`);
    const crag = answer.body as { id: number; slug_name: string } | null;
    if (answer.status === 200 && crag) paths.push(`/crags/${crag.id}/${crag.slug_name}`);
  }
  return paths;
}

/** The n-th address of the flood: every kind of address a crawler or an attacker makes up. */
function floodAddress(n: number, crags: readonly string[]): string {
  const crag = crags[n % crags.length] as string;
  switch (n % 6) {
    case 0:
      return `${crag}/routes?page=${n}`; // a parameter the page reads: a new entry each, up to the bound
    case 1:
      return `${crag}?utm_source=${n}`; // a parameter it does not read: the crag page's one entry
    case 2:
      return `${crag.replace(/\/[^/]+$/, '')}/made-up-${n}`; // a wrong slug: sent to the crag's own address, never kept
    case 3:
      return `/crags/${900_000 + n}/nowhere`; // no such crag: 404, never kept
    case 4:
      return `/outdoor/search/crags?query=${n}`; // a search: never kept
    default:
      return `/about?ref=${n}`;
  }
}

async function flood(server: ServerProcess, crags: readonly string[]) {
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const n = next;
      next += 1;
      if (n >= REQUESTS) return;
      const response = await fetch(`${server.url}${floodAddress(n, crags)}`, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, ms: Math.round(performance.now() - started) };
}

/** What the cache said of itself each time it reached its bounds. */
function boundLines(server: ServerProcess): { entries: number; bytes: number }[] {
  return server.log
    .filter((line: LogLine) => line.msg === 'page cache at its bounds')
    .map((line) => line.pageCache as { entries: number; bytes: number });
}

const stores = [{ store: 'memory' }, { store: 'Redis' }] as const;

describe.each(stores)('a flood of page addresses, page cache in $store', ({ store }) => {
  let database: DrillDatabase | undefined;
  let server: ServerProcess | undefined;
  let redis: RedisProcess | undefined;

  afterAll(async () => {
    await server?.dispose();
    await redis?.kill();
    await database?.drop();
  });

  it(`keeps the cache within ${MAX_ENTRIES} entries and ${MAX_BYTES} bytes`, { timeout: TEST_TIMEOUT_MS }, async () => {
    if (postgresServer) database = await createDrillDatabase(postgresServer, `page_flood_${store.toLowerCase()}`);
    if (store === 'Redis') {
      redis = new RedisProcess();
      await redis.start();
    }
    server = new ServerProcess({
      name: `page-flood-${store.toLowerCase()}`,
      env: {
        RATE_LIMITS: 'off',
        PAGE_CACHE_MAX_ENTRIES: String(MAX_ENTRIES),
        PAGE_CACHE_MAX_MB: String(MAX_BYTES / 1024 / 1024),
        ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: PREFIX } : {}),
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
    await server.start();
    const crags = await seededCrags(server);
    expect(crags.length).toBeGreaterThan(0);

    const { statuses, ms } = await flood(server, crags);
    expect(
      Object.keys(statuses).every((status) => Number(status) < 500),
      JSON.stringify(statuses),
    ).toBe(true);
    await server.waitForLog((line) => line.msg === 'page cache at its bounds');
    const reported = boundLines(server);
    expect(reported.length, 'the cache reached its bounds and said so').toBeGreaterThan(0);
    for (const usage of reported) {
      expect(usage.entries).toBeLessThanOrEqual(MAX_ENTRIES);
      expect(usage.bytes).toBeLessThanOrEqual(MAX_BYTES);
    }

    const figures: Record<string, unknown> = { store, requests: REQUESTS, ms, statuses, lastReported: reported.at(-1) };
    if (redis) {
      const client = new Redis(redis.url);
      try {
        const entries = await client.zcard(`${PREFIX}cache:pages@index`);
        const counted = Number(await client.get(`${PREFIX}cache:pages@bytes`));
        const keys = await client.keys(`${PREFIX}cache:pages:*`);
        const stored = keys.length > 0 ? await Promise.all(keys.map((key) => client.strlen(key))) : [];
        const bytes = stored.reduce((sum, size) => sum + size, 0);
        expect(entries).toBeLessThanOrEqual(MAX_ENTRIES);
        expect(counted).toBeLessThanOrEqual(MAX_BYTES);
        // What Redis really holds is what the cache counts (expired entries at most: counted until trimmed).
        expect(keys.length).toBeLessThanOrEqual(entries);
        expect(bytes).toBeLessThanOrEqual(counted);
        Object.assign(figures, { redisEntries: keys.length, redisBytes: bytes, usedMemory: await usedMemory(client) });
      } finally {
        client.disconnect();
      }
    }
    report('page cache flood', figures);
  });
});

async function usedMemory(client: Redis): Promise<number> {
  const info = await client.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
}
