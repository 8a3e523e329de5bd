// A climber's likes, read whole (`GET current_users/likes.json`, unpaged: docs/decisions/039): the benchmark climber
// likes 10,000 records (gym routes, photos, videos and comments) among 500,000 likes of other climbers, on a
// PostgreSQL database of its own (created, migrated and seeded by the server's start, dropped at the end).
// autocannon on the call beside a trivial route of the same server, at 10 connections and at 1; target p99 ≤ 30 ms.
import { loadavg } from 'node:os';
import pg from 'pg';
import { DEFAULT_POSTGRES_URL, postgresReachable } from './lib/bench-database.mjs';
import { printTable } from './lib/common.mjs';
import {
  freePort,
  makeDataDir,
  processMemory,
  removeDataDir,
  spawnServer,
  stopServer,
  waitForOk,
} from './lib/server.mjs';
import { measure } from './outdoor.mjs';

const LIKES_P99_MS = 30;
const CLIMBER_LIKES = 10_000;
const OTHER_LIKES = 500_000;
const PASSWORD = 'Bench-Granite-2026';
/** The kinds of the climber's likes, with their share of the 10,000. */
const SHARES = [
  ['gym_routes', 0.6],
  ['photos', 0.2],
  ['comments', 0.15],
  ['videos', 0.05],
];

/** The benchmark's own database beside the dataset's, on the same server. */
function databaseUrl() {
  const url = new URL(DEFAULT_POSTGRES_URL);
  url.pathname = '/cordee_bench_likes';
  return url.toString();
}

async function onServer(url, statement) {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The likes, written with SQL: the climber's 10,000 and the others' 500,000 spread over the demo climbers. */
async function fillLikes(url, userId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let offset = 0;
    for (const [kind, share] of SHARES) {
      const count = Math.round(CLIMBER_LIKES * share);
      await client.query(
        `INSERT INTO likes (user_id, likeable_type, likeable_id)
         SELECT $1, $2, 1 + (n * 7919) % 2000000 FROM generate_series($3::int, $4::int) AS n
         ON CONFLICT DO NOTHING`,
        [userId, kind, offset, offset + count - 1],
      );
      offset += count;
    }
    const others = (await client.query('SELECT id FROM users WHERE id <> $1 ORDER BY id', [userId])).rows;
    const each = Math.ceil(OTHER_LIKES / Math.max(1, others.length));
    for (const { id } of others) {
      await client.query(
        `INSERT INTO likes (user_id, likeable_type, likeable_id)
         SELECT $1, (ARRAY['gym_routes','photos','comments','videos'])[1 + n % 4], 1 + n FROM generate_series(1, $2::int) AS n
         ON CONFLICT DO NOTHING`,
        [id, each],
      );
    }
    await client.query('ANALYZE likes');
    const [{ mine, total }] = (
      await client.query(
        'SELECT count(*) FILTER (WHERE user_id = $1)::int AS mine, count(*)::int AS total FROM likes',
        [userId],
      )
    ).rows;
    return { mine, total };
  } finally {
    await client.end();
  }
}

export async function runLikes({ duration = 10, connections = 10, log = console.log } = {}) {
  if (!(await postgresReachable(DEFAULT_POSTGRES_URL))) {
    return { skipped: `PostgreSQL is not reachable at ${DEFAULT_POSTGRES_URL} (set BENCH_DATABASE_URL)` };
  }
  const url = databaseUrl();
  await onServer(url, 'DROP DATABASE IF EXISTS cordee_bench_likes WITH (FORCE)');
  await onServer(url, 'CREATE DATABASE cordee_bench_likes');
  const dataDir = makeDataDir('likes');
  const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
  const server = spawnServer({
    port: await freePort(),
    dataDir,
    env: { LOG_LEVEL: 'warn', RATE_LIMITS: 'off', DATABASE_URL: url, WEB_DIST_DIR: '' },
  });
  try {
    await waitForOk(server, { path: '/api/v1/health' });
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const apiKey = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).web_api_access_token;
    const email = `bench.likes.${Date.now()}@example.test`;
    const signUp = await fetch(`${server.url}/api/v1/sessions/sign_up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', HttpApiAccessToken: apiKey },
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: 'Liker',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const { token } = await signUp.json();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const userId = (await client.query('SELECT id FROM users WHERE email = $1', [email])).rows[0].id;
    await client.end();
    const likes = await fillLikes(url, userId);
    log(`\nLikes on PostgreSQL: the climber likes ${likes.mine} records among ${likes.total} likes`);
    const headers = { accept: 'application/json', HttpApiAccessToken: apiKey, authorization: `Bearer ${token}` };
    const path = '/api/v1/current_users/likes.json';
    const first = await fetch(`${server.url}${path}`, { headers });
    const body = await first.text();
    if (first.status !== 200) throw new Error(`GET likes.json answered ${first.status}: ${body.slice(0, 300)}`);
    const answer = JSON.parse(body);
    const ids = Object.values(answer).reduce((sum, list) => sum + list.length, 0);
    if (ids !== likes.mine) throw new Error(`likes.json holds ${ids} ids, not ${likes.mine}`);
    const trivialPath = '/api/v1/health';
    const trivial = await measure(server.url, headers, [trivialPath], { duration, connections });
    const endpoint = await measure(server.url, headers, [path], { duration, connections });
    const single = await measure(server.url, headers, [path], { duration, connections: 1 });
    const met = (run) =>
      run.requests > 0 && run.errors === 0 && run.non_2xx === 0 && run.latency_p99_ms <= LIKES_P99_MS;
    printTable(
      ['route', 'req/s', 'p50', 'p99', 'target', 'answer'],
      [
        [
          'likes.json',
          endpoint.requests_per_second,
          `${endpoint.latency_p50_ms} ms`,
          `${endpoint.latency_p99_ms} ms`,
          `≤ ${LIKES_P99_MS} ms ${met(endpoint) ? 'met' : 'MISSED'}`,
          `${Buffer.byteLength(body)} B`,
        ],
        [
          'likes.json, 1 connection',
          single.requests_per_second,
          `${single.latency_p50_ms} ms`,
          `${single.latency_p99_ms} ms`,
          `≤ ${LIKES_P99_MS} ms ${met(single) ? 'met' : 'MISSED'}`,
          '',
        ],
        [
          'health (trivial)',
          trivial.requests_per_second,
          `${trivial.latency_p50_ms} ms`,
          `${trivial.latency_p99_ms} ms`,
          '—',
          '',
        ],
      ],
    );
    return {
      target: 'PostgreSQL',
      likes,
      answer_bytes: Buffer.byteLength(body),
      connections,
      duration_s: duration,
      load_average_at_start: loadAverage,
      endpoint,
      endpoint_1_connection: single,
      trivial,
      target_p99_ms: LIKES_P99_MS,
      target_met: met(endpoint),
      target_met_1_connection: met(single),
      server_memory: processMemory(server.child.pid),
    };
  } finally {
    await stopServer(server);
    removeDataDir(dataDir);
    await onServer(url, 'DROP DATABASE IF EXISTS cordee_bench_likes WITH (FORCE)');
  }
}
