// The indoor logbook and the gym ranking at scale, on PostgreSQL (part of `--only=indoor`, or alone:
// `node bench/indoor-logbook.mjs [--duration=S]`). On the stored dataset of bench/generate-outdoor.mjs (10 M outdoor
// ascents of 200,000 climbers, 10,000 gyms and 1 M gym routes), an indoor logbook part of its own:
// - the ranking gym (the one with the most mounted routes): 200,000 indoor ascents of its routes by 5,000 climbers
//   (4,999 synthetic ones, given a sex and most of them a birth date, and the benchmark climber), over 2024–2026;
// - the benchmark climber's 5,000 indoor ascents: 1,000 at the ranking gym, 3,700 of routes of the next nine gyms,
//   300 without a route (a level and a quantity); 20 of the gym's climbers can sign in (the benchmark climber's password).
// Then autocannon (10 connections, signed in as the benchmark climber): the ranking unfiltered, with a date range,
// a sex and an age band, each computed whole (after a change of one of the gym's routes, timed one by one), right after
// an ascent logged at the gym (brought up to date, timed one by one) and warm; the ranking while ascents are logged at the gym meanwhile; the climber's indoor analytics
// (cold and warm); logging an ascent (`POST ascent_gym_routes.json`) by 20 climbers at once, then one at a time. The
// ascents the run logs are deleted after it.
// Results in bench/results/indoor-logbook.json when run alone, under `logbook` in indoor.json otherwise.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { printTable, writeResult } from './lib/common.mjs';
import { processMemory } from './lib/server.mjs';
import { BENCHMARK_CLIMBER } from './lib/synthetic/logbook.mjs';
import { measure, startDatasetServer } from './outdoor.mjs';

/** Bumped when the generated rows change: a stored part of another version is generated again. */
const INDOOR_LOGBOOK_VERSION = 2;
const DATASET_KEY = 'bench_indoor_logbook_dataset';
/** The ranking gym's climbers and ascents, and the benchmark climber's indoor ascents (at that gym and elsewhere). */
const SIZES = { climbers: 5_000, gym_ascents: 200_000, climber_ascents: 5_000, climber_at_gym: 1_000, routeless: 300 };
/** Synthetic climbers of the gym given the benchmark climber's password: several climbers log at once. */
const LOGGERS = 20;
/** Gyms besides the ranking gym where the benchmark climber climbs. */
const OTHER_GYMS = 9;
/** The days the generated indoor ascents fall on (fixed: the same seed gives the same rows). */
const FIRST_DAY = '2024-01-01';
const DAYS = 1_030;

const TRIVIAL = { name: 'trivial route', path: '/api/v1/bench/trivial.json' };
const TARGETS_P99_MS = { ranking: 50, analytics: 100, logging: 30 };
/** Cold answers timed one by one, each after an ascent logged at the gym (which moves the ranking's counter). */
const COLD_SAMPLES = 15;
/** Answers computed whole timed one by one, each after a change of one of the gym's routes. */
const WHOLE_SAMPLES = 5;
/** An ascent logged every this many milliseconds while the ranking is measured "under writes". */
const WRITE_INTERVAL_MS = 500;

/** Statuses as climbers log them at a gym: projects are few, tops many. */
const STATUSES = { project: 6, sent: 30, red_point: 14, flash: 25, onsight: 10, repetition: 15 };
const GENDERS = { female: 42, male: 53, other: 5 };

const rowsOf = async (db, query) => (await db.execute(query)).rows;
const run = (db, text) => db.execute(sql.raw(text));
const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** Seeded draws in SQL, as the logbook generator makes them: a uniform float in [0, 1) per key and salt. */
function draws(seed) {
  const unit = (key, salt) =>
    `((hashint8extended((${key})::bigint, ${seed * 1_000 + 700 + salt}) & 4503599627370495)::float8 / 4503599627370496.0)`;
  const weighted = (draw, weights) => {
    const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
    const entries = Object.entries(weights);
    let bound = 0;
    const branches = entries.slice(0, -1).map(([value, weight]) => {
      bound += weight / total;
      return `WHEN ${draw} < ${bound} THEN ${literal(value)}`;
    });
    return `(CASE ${branches.join(' ')} ELSE ${literal(entries[entries.length - 1][0])} END)`;
  };
  return { unit, weighted };
}

/** The stored part, if any. */
async function readPart(db) {
  const [row] = await rowsOf(db, sql`SELECT value FROM system_settings WHERE key = ${DATASET_KEY}`);
  return row ? JSON.parse(row.value) : null;
}

/** A column's counts per climber, weighted by a long tail, adding up to `total` exactly, each at least one. */
function longTail(unit, total, count, salt) {
  return `
    SELECT user_id, 1 + base + CASE WHEN n <= ${total - count} - sum(base) OVER () THEN 1 ELSE 0 END AS ascents
    FROM (SELECT user_id, n, floor(${total - count} * weight / sum(weight) OVER ())::int AS base
          FROM (SELECT user_id, n, power(-ln(1 - ${unit('user_id', salt)}), 2) AS weight FROM picked) drawn) based`;
}

/**
 * Generates the part into the dataset's database: the previous one removed (indoor ascents, the sessions left empty,
 * the climbers' sex and birth date), the climbers picked and described, the ascents planned in one unlogged table,
 * their sessions (one per climber and day, shared with the outdoor ones), the ascents with the routes' snapshot as
 * the app's writer copies it, the routes' counts, then checks and `VACUUM ANALYZE`.
 */
async function generatePart(db, { seed, users, climberId, indoorChecksum, log }) {
  const started = performance.now();
  const { unit, weighted } = draws(seed);
  const step = async (name, work) => {
    const begun = performance.now();
    await work();
    log(`  ${name}: ${((performance.now() - begun) / 1000).toFixed(1)} s`);
  };
  log('Generating the indoor logbook part…');
  await run(db, `DELETE FROM system_settings WHERE key = ${literal(DATASET_KEY)}`);
  await step('previous part removed', async () => {
    await run(db, `DELETE FROM ascents WHERE kind = 'gym_route'`);
    await run(
      db,
      `DELETE FROM climbing_sessions s WHERE NOT EXISTS (SELECT 1 FROM ascents a WHERE a.climbing_session_id = s.id)`,
    );
    await run(
      db,
      'UPDATE users SET gender = NULL, date_of_birth = NULL WHERE gender IS NOT NULL OR date_of_birth IS NOT NULL',
    );
    await run(db, `UPDATE users SET password_digest = NULL WHERE email LIKE 'synth.%' AND password_digest IS NOT NULL`);
  });
  const gyms = await rowsOf(
    db,
    sql`SELECT id FROM gyms ORDER BY mounted_routes_count DESC, id LIMIT ${OTHER_GYMS + 1}`,
  );
  const gymId = gyms[0].id;
  const others = gyms.slice(1).map((gym) => gym.id);
  const others$ = `ARRAY[${others.join(',')}]::int[]`;
  const routeColumns = 'id AS route_id, gym_id, name, climbing_type, grade_value, grade_text, level_index, level_color';
  await step('plan', async () => {
    for (const table of [
      'bench_indoor_routes',
      'bench_indoor_other_routes',
      'bench_indoor_climbers',
      'bench_indoor_plan',
    ]) {
      await run(db, `DROP TABLE IF EXISTS ${table}`);
    }
    await run(
      db,
      `CREATE UNLOGGED TABLE bench_indoor_routes AS
       SELECT (row_number() OVER (ORDER BY id) - 1)::int AS ord, ${routeColumns} FROM gym_routes WHERE gym_id = ${gymId}`,
    );
    await run(
      db,
      `CREATE UNLOGGED TABLE bench_indoor_other_routes AS
       SELECT (row_number() OVER (ORDER BY id) - 1)::int AS ord, ${routeColumns}
       FROM gym_routes WHERE gym_id = ANY(${others$})`,
    );
    // 4,999 synthetic climbers spread over the ids, each at least one ascent, a long tail; then the benchmark climber.
    await run(
      db,
      `CREATE UNLOGGED TABLE bench_indoor_climbers AS
       WITH picked AS (
         SELECT id AS user_id, row_number() OVER (ORDER BY id) AS n FROM users
         WHERE id % 40 = 7 AND id <= ${users} ORDER BY id LIMIT ${SIZES.climbers - 1}
       )
       SELECT user_id, ascents, floor(${unit('user_id', 1)} * 700)::int AS start_day FROM (
         ${longTail(unit, SIZES.gym_ascents - SIZES.climber_at_gym, SIZES.climbers - 1, 2)}
       ) counted
       UNION ALL SELECT ${climberId}, ${SIZES.climber_at_gym}, 0`,
    );
    const day = (key, salt, startDay = 'c.start_day') =>
      `(DATE '${FIRST_DAY}' + ${startDay} + floor(${unit(key, salt)} * (${DAYS} - ${startDay}))::int)`;
    const roping = (key, salt, type) =>
      `(CASE WHEN ${type} = 'sport_climbing' THEN CASE WHEN ${unit(key, salt)} < 0.25 THEN 'top_rope' ELSE 'lead_climb' END END)`;
    const key = 'c.user_id::bigint * 1000000 + g.i';
    await run(
      db,
      `CREATE UNLOGGED TABLE bench_indoor_plan AS
       SELECT c.user_id, ${day(key, 3)} AS day, r.route_id, r.gym_id, r.name, r.climbing_type, r.grade_value,
         r.grade_text, r.level_index, r.level_color, ${weighted(unit(key, 4), STATUSES)} AS status,
         ${roping(key, 5, 'r.climbing_type')} AS roping, 1 AS quantity
       FROM bench_indoor_climbers c
       CROSS JOIN LATERAL generate_series(1, c.ascents) g(i)
       JOIN bench_indoor_routes r
         ON r.ord = floor(power(${unit(key, 6)}, 1.5) * (SELECT count(*) FROM bench_indoor_routes))::int`,
    );
    // The benchmark climber elsewhere: routes of nine other gyms, then ascents without a route (a level, a quantity).
    const mine = `${climberId}::bigint * 1000000 + 500000 + g.i`;
    const routed = SIZES.climber_ascents - SIZES.climber_at_gym - SIZES.routeless;
    await run(
      db,
      `INSERT INTO bench_indoor_plan
       SELECT ${climberId}, ${day(mine, 7, '0')}, r.route_id, r.gym_id, r.name, r.climbing_type, r.grade_value,
         r.grade_text, r.level_index, r.level_color, ${weighted(unit(mine, 8), STATUSES)},
         ${roping(mine, 9, 'r.climbing_type')}, 1
       FROM generate_series(1, ${routed}) g(i)
       JOIN bench_indoor_other_routes r
         ON r.ord = floor(${unit(mine, 10)} * (SELECT count(*) FROM bench_indoor_other_routes))::int`,
    );
    const loose = `${climberId}::bigint * 1000000 + 900000 + g.i`;
    await run(
      db,
      `INSERT INTO bench_indoor_plan
       SELECT ${climberId}, ${day(loose, 11, '0')}, NULL, l.gym_id, NULL, 'bouldering', (step ->> 'grade_value')::int,
         NULL, s.level_index, step ->> 'color', ${weighted(unit(loose, 12), { sent: 60, flash: 25, onsight: 15 })},
         NULL, 1 + floor(${unit(loose, 13)} * 6)::int
       FROM generate_series(1, ${SIZES.routeless}) g(i)
       JOIN gym_levels l ON l.climbing_type = 'bouldering'
         AND l.gym_id = (${others$})[1 + floor(${unit(loose, 14)} * ${others.length})::int]
       CROSS JOIN LATERAL (SELECT floor(${unit(loose, 15)} * jsonb_array_length(l.levels))::int AS level_index) s
       CROSS JOIN LATERAL (SELECT l.levels -> s.level_index AS step) picked`,
    );
    // The routeless ascents' grade text, from the grade table as the app's writer fills it: left null here.
  });
  await step('climbers described', () =>
    run(
      db,
      `UPDATE users u SET gender = ${weighted(unit('u.id', 20), GENDERS)},
         date_of_birth = CASE WHEN ${unit('u.id', 21)} < 0.1 THEN NULL
           ELSE DATE '1955-01-01' + floor(${unit('u.id', 22)} * 22280)::int END
       FROM bench_indoor_climbers c WHERE u.id = c.user_id AND u.id <> ${climberId}`,
    ),
  );
  await run(db, `UPDATE users SET gender = 'male', date_of_birth = DATE '1990-05-01' WHERE id = ${climberId}`);
  // The first climbers of the gym can sign in (the benchmark climber's password): several climbers log at once.
  await run(
    db,
    `UPDATE users SET password_digest = (SELECT password_digest FROM users WHERE id = ${climberId})
     WHERE id IN (SELECT user_id FROM bench_indoor_climbers WHERE user_id <> ${climberId} ORDER BY user_id LIMIT ${LOGGERS})`,
  );
  await step('sessions', () =>
    run(
      db,
      `INSERT INTO climbing_sessions (user_id, session_date)
       SELECT DISTINCT user_id, day FROM bench_indoor_plan ON CONFLICT (user_id, session_date) DO NOTHING`,
    ),
  );
  await step('ascents', () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
      await tx.execute(
        sql.raw(`INSERT INTO ascents (user_id, kind, gym_route_id, gym_id, climbing_session_id, released_at,
           ascent_status, roping_status, sections, sections_count, route_name, climbing_type, grade_value, grade_text,
           level_index, level_color, quantity, created_at, updated_at)
         SELECT p.user_id, 'gym_route', p.route_id, p.gym_id, s.id, p.day, p.status, p.roping, '[0]'::jsonb, 1, p.name,
           p.climbing_type, p.grade_value, p.grade_text, p.level_index, p.level_color, p.quantity,
           p.day::timestamp AT TIME ZONE 'UTC', p.day::timestamp AT TIME ZONE 'UTC'
         FROM bench_indoor_plan p JOIN climbing_sessions s ON s.user_id = p.user_id AND s.session_date = p.day
         ORDER BY p.day, p.user_id`),
      );
    }),
  );
  await step('route figures', () => refreshRouteCounts(db, `SELECT DISTINCT route_id FROM bench_indoor_plan`));
  const [check] = await rowsOf(
    db,
    sql.raw(`SELECT
       (SELECT count(*)::int FROM ascents WHERE gym_id = ${gymId} AND kind = 'gym_route') AS gym_ascents,
       (SELECT count(DISTINCT user_id)::int FROM ascents WHERE gym_id = ${gymId} AND kind = 'gym_route') AS gym_climbers,
       (SELECT count(*)::int FROM ascents WHERE user_id = ${climberId} AND kind = 'gym_route') AS climber_ascents,
       (SELECT count(*)::int FROM ascents WHERE kind = 'gym_route' AND gym_route_id IS NULL) AS routeless,
       (SELECT count(*)::int FROM bench_indoor_routes) AS gym_routes,
       (SELECT count(*)::bigint FROM ascents) AS ascents`),
  );
  const wanted = {
    gym_ascents: SIZES.gym_ascents,
    gym_climbers: SIZES.climbers,
    climber_ascents: SIZES.climber_ascents,
    routeless: SIZES.routeless,
  };
  for (const [name, value] of Object.entries(wanted)) {
    if (check[name] !== value) throw new Error(`indoor logbook part: ${name} ${check[name]}, not ${value}`);
  }
  for (const table of [
    'bench_indoor_routes',
    'bench_indoor_other_routes',
    'bench_indoor_climbers',
    'bench_indoor_plan',
  ]) {
    await run(db, `DROP TABLE IF EXISTS ${table}`);
  }
  await step('vacuum analyze', () => run(db, 'VACUUM ANALYZE ascents, climbing_sessions, users, gym_routes'));
  const loggers = await rowsOf(
    db,
    sql.raw(`SELECT email FROM users WHERE email LIKE 'synth.%' AND password_digest IS NOT NULL ORDER BY id`),
  );
  const part = {
    loggers: loggers.map((row) => row.email),
    version: INDOOR_LOGBOOK_VERSION,
    seed,
    indoor_checksum: indoorChecksum,
    gym_id: gymId,
    other_gym_ids: others,
    climber_id: climberId,
    ...SIZES,
    gym_routes: check.gym_routes,
    ascents_in_table: Number(check.ascents),
    generated_in_ms: Math.round(performance.now() - started),
  };
  await db.execute(sql`INSERT INTO system_settings (key, value) VALUES (${DATASET_KEY}, ${JSON.stringify(part)})`);
  return part;
}

/** The routes' ascents and climbers (not projects), as the indoor writer keeps them, for the routes `routeIds` selects. */
function refreshRouteCounts(db, routeIds) {
  return run(
    db,
    `UPDATE gym_routes r SET ascents_count = coalesce(f.ascents, 0), climbers_count = coalesce(f.climbers, 0)
     FROM (SELECT ids.route_id, count(a.id)::int AS ascents, count(DISTINCT a.user_id)::int AS climbers
           FROM (${routeIds}) ids(route_id)
           LEFT JOIN ascents a ON a.gym_route_id = ids.route_id AND a.ascent_status <> 'project'
           GROUP BY ids.route_id) f
     WHERE r.id = f.route_id`,
  );
}

/** The stored part, generated first when missing or made from another indoor part, seed or version. */
export async function prepareIndoorLogbook(prepared, log = console.log) {
  const { loadDatabaseModules } = await import('./lib/api-modules.mjs');
  const modules = await loadDatabaseModules();
  const database = await modules.openDatabase({ driver: 'postgres', url: prepared.target.url });
  try {
    const stored = await readPart(database.db);
    const wanted = {
      version: INDOOR_LOGBOOK_VERSION,
      seed: prepared.seed,
      indoor_checksum: prepared.indoor.checksum.md5,
    };
    if (stored && Object.entries(wanted).every(([name, value]) => stored[name] === value)) return stored;
    const [climber] = await rowsOf(database.db, sql`SELECT id FROM users WHERE email = ${BENCHMARK_CLIMBER.email}`);
    return await generatePart(database.db, {
      seed: prepared.seed,
      users: prepared.dataset.users,
      climberId: climber.id,
      indoorChecksum: wanted.indoor_checksum,
      log,
    });
  } finally {
    await database.close();
  }
}

function cannon(options) {
  return new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

/** autocannon on `POST ascent_gym_routes.json`, each request logging another ascent, after a one-second warm-up. */
async function measureLogging(baseUrl, headers, tokens, bodies, { duration, connections }) {
  let next = 0;
  const options = {
    url: baseUrl,
    connections,
    timeout: 60,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/v1/ascent_gym_routes.json',
        setupRequest: (request) => {
          request.body = JSON.stringify(bodies(next));
          request.headers = { ...request.headers, authorization: `Bearer ${tokens[next % tokens.length]}` };
          next += 1;
          return request;
        },
      },
    ],
  };
  await cannon({ ...options, duration: 1 });
  const result = await cannon({ ...options, duration });
  return {
    requests_per_second: Math.round(result.requests.total / duration),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    latency_max_ms: result.latency.max,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const percentile = (values, share) => {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

const figuresOf = (samples) => ({
  samples: samples.length,
  median: Math.round(percentile(samples, 0.5)),
  p90: Math.round(percentile(samples, 0.9)),
  max: Math.round(Math.max(...samples)),
});

async function timedGet(baseUrl, path, headers) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return { ms: performance.now() - started, body };
}

/** Runs the part's measures on a server started on the dataset; the ascents it logs are deleted afterwards. */
export async function benchIndoorLogbook(prepared, { duration = 10, connections = 10, log = console.log } = {}) {
  const part = await prepareIndoorLogbook(prepared, log);
  log(
    `\nIndoor logbook on ${prepared.described}: gym ${part.gym_id} (${part.gym_routes} routes, ${part.gym_ascents} ` +
      `ascents of ${part.climbers} climbers); the benchmark climber's ${part.climber_ascents} indoor ascents among ` +
      `${part.ascents_in_table.toLocaleString('en')}`,
  );
  const { loadDatabaseModules } = await import('./lib/api-modules.mjs');
  const modules = await loadDatabaseModules();
  const database = await modules.openDatabase({ driver: 'postgres', url: prepared.target.url });
  const [before] = await rowsOf(
    database.db,
    sql`SELECT (SELECT max(id) FROM ascents) AS ascent, (SELECT max(id) FROM climbing_sessions) AS session,
          (SELECT coalesce(max(id), 0) FROM versions) AS version`,
  );
  const routes = await rowsOf(
    database.db,
    sql`SELECT id, climbing_type, openers, updated_at FROM gym_routes
        WHERE gym_id = ${part.gym_id} AND dismounted_at IS NULL ORDER BY id`,
  );
  /** The route whose changes make the rankings computed whole (given back as it was afterwards). */
  const changed = routes[0];
  const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
  const running = await startDatasetServer('postgres', prepared.target, {
    label: 'indoor-logbook',
    trivialPath: TRIVIAL.path,
  });
  const { server } = running;
  let logged = 0;
  /** The n-th ascent the run logs: a mounted route of the gym, in the last 30 days, a status of the gym mix. */
  const ascentBody = (n) => {
    const route = routes[(n * 7919) % routes.length];
    const day = new Date(Date.now() - ((n % 30) + 1) * 86_400_000).toISOString().slice(0, 10);
    return {
      gym_route_id: route.id,
      released_at: day,
      ascent_status: ['sent', 'flash', 'red_point', 'onsight', 'repetition'][n % 5],
      ...(route.climbing_type === 'sport_climbing' ? { roping_status: n % 4 === 0 ? 'top_rope' : 'lead_climb' } : {}),
      idempotency_key: randomUUID(),
    };
  };
  try {
    const signIn = async (email) => {
      const response = await fetch(`${server.url}/api/v1/sessions/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', HttpApiAccessToken: running.apiKey },
        body: JSON.stringify({ email, password: BENCHMARK_CLIMBER.password }),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${body}`);
      return JSON.parse(body).token;
    };
    const token = await signIn(BENCHMARK_CLIMBER.email);
    const loggerTokens = [];
    for (const email of part.loggers) loggerTokens.push(await signIn(email));
    const headers = {
      accept: 'application/json',
      HttpApiAccessToken: running.apiKey,
      authorization: `Bearer ${token}`,
    };
    const logOne = async () => {
      const response = await fetch(`${server.url}/api/v1/ascent_gym_routes.json`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(ascentBody(logged)),
      });
      const body = await response.text();
      if (response.status !== 201) throw new Error(`POST ascent_gym_routes.json answered ${response.status}: ${body}`);
      logged += 1;
    };
    /**
     * A change of one of the gym's routes (its openers; the gym has no staff: any climber writes it), which moves the
     * gym's counter without a climber's record: its rankings are computed whole.
     */
    const changeRoute = async (n) => {
      const response = await fetch(`${server.url}/api/v1/gym_routes/${changed.id}.json`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ openers: [`Synth ${n}`] }),
      });
      const body = await response.text();
      if (response.status !== 200)
        throw new Error(`PUT gym_routes/${changed.id}.json answered ${response.status}: ${body}`);
    };

    const ranking = `/api/v1/gyms/${part.gym_id}/ranking.json`;
    const rankings = [
      { name: 'ranking, unfiltered', path: ranking },
      { name: 'ranking, 2025', path: `${ranking}?date_from=2025-01-01&date_to=2025-12-31` },
      { name: 'ranking, women', path: `${ranking}?gender=female` },
      { name: 'ranking, 20 to 39', path: `${ranking}?age_band=20_39` },
    ];
    const analytics = '/api/v1/current_users/indoor_analytiks.json';
    const reads = [
      ...rankings.map((entry) => ({ ...entry, kind: 'ranking' })),
      { name: 'indoor analytics', path: analytics, kind: 'analytics' },
      {
        name: 'indoor analytics, 2025 tops',
        path: `${analytics}?ascent_status=sent,red_point,flash,onsight&date_from=2025-01-01&date_to=2025-12-31`,
        kind: 'analytics',
      },
    ];
    const results = [];
    for (const entry of reads) {
      // Computed whole: one of the gym's routes changed, then one request alone; the first answer says what is measured.
      const whole = [];
      let answer = null;
      for (let sample = 0; sample < WHOLE_SAMPLES; sample += 1) {
        await changeRoute(sample);
        const { ms, body } = await timedGet(server.url, entry.path, headers);
        whole.push(ms);
        answer ??= JSON.parse(body);
      }
      // Cold after an ascent logged at the gym (the ranking's counter and the climber's logbook version move): the
      // ranking brought up to date, the analytics computed again.
      const cold = [];
      for (let sample = 0; sample < COLD_SAMPLES; sample += 1) {
        await logOne();
        cold.push((await timedGet(server.url, entry.path, headers)).ms);
      }
      // Warm: pages 1 to 5 of the ranking (each maps its own climbers), the analytics as they are.
      const paths =
        entry.kind === 'ranking'
          ? [1, 2, 3, 4, 5].map((page) => `${entry.path}${entry.path.includes('?') ? '&' : '?'}page=${page}`)
          : [entry.path];
      const trivial = await measure(server.url, headers, [TRIVIAL.path], { duration, connections });
      const warm = await measure(server.url, headers, paths, { duration, connections });
      const target = TARGETS_P99_MS[entry.kind];
      results.push({
        target: entry.name,
        path: entry.path,
        answer:
          entry.kind === 'ranking'
            ? { total: answer.total, first: answer.entries[0]?.score ?? null, me: answer.me, systems: answer.systems }
            : { figures: answer.figures },
        whole_ms: figuresOf(whole),
        after_ascent_ms: figuresOf(cold),
        warm,
        trivial,
        target_p99_ms: target,
        target_met: warm.requests > 0 && warm.errors === 0 && warm.non_2xx === 0 && warm.latency_p99_ms <= target,
      });
    }

    // The ranking while the gym's ascents keep coming: a write every WRITE_INTERVAL_MS, each making the next read cold.
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await logOne();
        await new Promise((resolveWait) => setTimeout(resolveWait, WRITE_INTERVAL_MS));
      }
    })();
    const underWrites = await measure(server.url, headers, [ranking], { duration, connections });
    writing = false;
    await writer;

    // Logging: the gym's climbers at once (one climber's writes queue behind one another: their logbook version),
    // then one request at a time.
    const logging = await measureLogging(server.url, headers, loggerTokens, (n) => ascentBody(1_000 + n), {
      duration,
      connections,
    });
    const loggingAlone = await measureLogging(server.url, headers, loggerTokens, (n) => ascentBody(100_000 + n), {
      duration,
      connections: 1,
    });
    logged += logging.requests + loggingAlone.requests;
    const memory = processMemory(server.child.pid);

    const latency = (value) => `${value} ms`;
    printTable(
      [
        'call',
        'whole median',
        'whole max',
        'after ascent median',
        'after ascent max',
        'warm req/s',
        'warm p50',
        'warm p99',
        'trivial p99',
        'target',
        'non-2xx',
      ],
      results.map((entry) => [
        entry.target,
        latency(entry.whole_ms.median),
        latency(entry.whole_ms.max),
        latency(entry.after_ascent_ms.median),
        latency(entry.after_ascent_ms.max),
        entry.warm.requests_per_second,
        latency(entry.warm.latency_p50_ms),
        latency(entry.warm.latency_p99_ms),
        latency(entry.trivial.latency_p99_ms),
        `≤ ${entry.target_p99_ms} ms ${entry.target_met ? 'met' : 'MISSED'}`,
        entry.warm.non_2xx,
      ]),
    );
    const met = (measured) =>
      measured.requests > 0 &&
      measured.errors === 0 &&
      measured.non_2xx === 0 &&
      measured.latency_p99_ms <= TARGETS_P99_MS.logging;
    const loggingMet = met(logging);
    console.log(
      `  ranking with an ascent logged every ${WRITE_INTERVAL_MS} ms: p50 ${underWrites.latency_p50_ms} ms, p99 ` +
        `${underWrites.latency_p99_ms} ms, ${underWrites.requests_per_second} req/s`,
    );
    console.log(
      `  POST ascent_gym_routes.json: ${logging.requests_per_second} req/s, p50 ${logging.latency_p50_ms} ms, p99 ` +
        `${logging.latency_p99_ms} ms (target ≤ ${TARGETS_P99_MS.logging} ms: ${loggingMet ? 'met' : 'MISSED'}), ` +
        `non-2xx ${logging.non_2xx}; one at a time: p50 ${loggingAlone.latency_p50_ms} ms, p99 ${loggingAlone.latency_p99_ms} ms`,
    );
    return {
      target: prepared.described,
      dataset: part,
      connections,
      duration_s: duration,
      load_average_at_start: loadAverage,
      results,
      ranking_under_writes: { write_interval_ms: WRITE_INTERVAL_MS, ...underWrites },
      logging: {
        climbers: loggerTokens.length,
        ...logging,
        target_p99_ms: TARGETS_P99_MS.logging,
        target_met: loggingMet,
        one_connection: { ...loggingAlone, target_met: met(loggingAlone) },
      },
      ascents_logged_then_removed: logged,
      server_memory: memory,
    };
  } finally {
    await running.stop();
    // The run's own ascents and route changes go: the next run finds the part as generated.
    await run(database.db, `DELETE FROM ascents WHERE id > ${Number(before.ascent)}`);
    await database.db.execute(
      sql`UPDATE gym_routes SET openers = ${`{${changed.openers.map((name) => `"${name}"`).join(',')}}`}::text[],
            updated_at = ${changed.updated_at} WHERE id = ${changed.id}`,
    );
    await run(database.db, `DELETE FROM versions WHERE id > ${Number(before.version)}`);
    await run(
      database.db,
      `DELETE FROM climbing_sessions s WHERE s.id > ${Number(before.session)}
         AND NOT EXISTS (SELECT 1 FROM ascents a WHERE a.climbing_session_id = s.id)`,
    );
    await refreshRouteCounts(database.db, `SELECT id FROM gym_routes WHERE gym_id = ${part.gym_id}`);
    await database.close();
  }
}

/** Alone: the stored dataset (generated when missing), then the part and its measures; bench/results/indoor-logbook.json. */
async function main(argv) {
  const duration = Number(argv.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 10);
  const { prepareIndoorDataset } = await import('./indoor.mjs');
  const prepared = await prepareIndoorDataset('postgres', console.log);
  if (prepared.skipped) {
    console.log(`skipped: ${prepared.skipped}`);
    writeResult('indoor-logbook', { skipped: prepared.skipped });
    return;
  }
  const result = await benchIndoorLogbook(prepared, { duration });
  console.log(`→ ${writeResult('indoor-logbook', result)}`);
}

// Not awaited at the top: `indoor.mjs` imports this module, which must have finished loading first.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`indoor-logbook: ${error.stack ?? error}`);
    process.exitCode = 1;
  });
}
