// The gym administration's dashboard at scale, on PostgreSQL (`--only=gym-admin` once wired in bench/run.mjs, or
// alone: `node bench/gym-admin.mjs [--requests=N]`). A database of its own (`cordee_bench_gym_admin` beside the
// dataset's, dropped and made again each run): one gym with 8 spaces and 80 sectors, 20,000 routes opened over five
// years (each mounted 60 to 120 days, so about a thousand mounted today), 5,000 climbers and 200,000 ascents of the
// routes while mounted, 4,000 comments, 400 videos and 3,000 followers over the same years, and a second gym as
// large so that every read is of one gym among others. Then `GET gyms/{id}/admin_dashboard.json` through the app
// (in process, `app.inject`) as the gym's administrator: a warm-up, then N requests one after the other, p50 and p99.
// Target: p99 ≤ 100 ms. Results in bench/results/gym-admin.json when run alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadServerModules } from './lib/api-modules.mjs';
import { DEFAULT_POSTGRES_URL, postgresReachable, recreateDataset } from './lib/bench-database.mjs';
import { printTable, writeResult } from './lib/common.mjs';

const TARGET_P99_MS = 100;
const SIZES = { gyms: 2, spaces: 8, sectors_per_space: 10, routes: 20_000, climbers: 5_000, ascents: 200_000 };
const MEDIA = { comments: 4_000, videos: 400, followers: 3_000 };
const YEARS_DAYS = 5 * 365;

/** The benchmark's own database, on the server of the dataset's. */
function databaseUrl() {
  if (process.env.BENCH_GYM_ADMIN_DATABASE_URL) return process.env.BENCH_GYM_ADMIN_DATABASE_URL;
  const url = new URL(DEFAULT_POSTGRES_URL);
  url.pathname = '/cordee_bench_gym_admin';
  return url.toString();
}

const run = (db, text) => db.execute(sql.raw(text));

/** A seeded draw in [0, 1) per key and salt, as the other generators make them. */
const unit = (key, salt) =>
  `((hashint8extended((${key})::bigint, ${salt}) & 4503599627370495)::float8 / 4503599627370496.0)`;

/** The gyms, their spaces, sectors and routes, climbers, ascents, comments, videos and followers, in SQL. */
async function seed(db, log) {
  const started = performance.now();
  await run(
    db,
    `INSERT INTO users (first_name, last_name, slug_name, email)
     SELECT 'Grimpeur', 'N' || n, 'grimpeur-' || n, 'bench.' || n || '@example.org'
     FROM generate_series(1, ${SIZES.climbers}) n`,
  );
  for (let gym = 1; gym <= SIZES.gyms; gym += 1) {
    const [{ id: gymId }] = (
      await db.execute(
        sql.raw(
          `INSERT INTO gyms (name, slug_name, address, city, country_code, latitude, longitude, time_zone, gym_type,
             climbing_types, spaces_count, administrators_count)
           VALUES ('Salle ${gym}', 'salle-${gym}', '1 rue des Prises', 'Lyon', 'fr', 45.75, 4.85, 'Europe/Paris',
             'private', '{bouldering,sport_climbing}', ${SIZES.spaces}, 1) RETURNING id`,
        ),
      )
    ).rows;
    await run(
      db,
      `INSERT INTO gym_spaces (gym_id, name, slug_name, position)
       SELECT ${gymId}, 'Espace ' || n, 'espace-' || n, n FROM generate_series(1, ${SIZES.spaces}) n`,
    );
    await run(
      db,
      `INSERT INTO gym_sectors (gym_id, gym_space_id, name, position)
       SELECT ${gymId}, s.id, 'Secteur ' || s.position || '-' || n, n
       FROM gym_spaces s CROSS JOIN generate_series(1, ${SIZES.sectors_per_space}) n WHERE s.gym_id = ${gymId}`,
    );
    // Routes opened day after day over five years, each mounted 60 to 120 days (the last ones still are).
    await run(
      db,
      `INSERT INTO gym_routes (gym_id, gym_space_id, gym_sector_id, name, climbing_type, level_index, level_color,
         grade_value, grade_text, opened_at, dismounted_at)
       SELECT ${gymId}, sector.gym_space_id, sector.id, 'Voie ' || n, 'bouldering', 2, 'blue', 31, '6a',
         opened, CASE WHEN opened + mounted < current_date THEN opened + mounted END
       FROM generate_series(1, ${SIZES.routes}) n
       CROSS JOIN LATERAL (SELECT current_date - ${YEARS_DAYS} + (n * ${YEARS_DAYS} / ${SIZES.routes}) AS opened,
         60 + floor(${unit(`n * 10 + ${gym}`, 1)} * 60)::int AS mounted) dates
       CROSS JOIN LATERAL (SELECT id, gym_space_id FROM gym_sectors WHERE gym_id = ${gymId}
         ORDER BY id OFFSET floor(${unit(`n * 10 + ${gym}`, 2)} * ${SIZES.spaces * SIZES.sectors_per_space})::int
         LIMIT 1) sector`,
    );
    // One climbing session per climber (the dashboard reads none), ascents while the routes were mounted.
    await run(
      db,
      `INSERT INTO climbing_sessions (user_id, session_date)
       SELECT id, current_date - ${gym} FROM users WHERE email LIKE 'bench.%'
       ON CONFLICT DO NOTHING`,
    );
    await run(
      db,
      `CREATE UNLOGGED TABLE bench_routes AS
       SELECT row_number() OVER (ORDER BY id) - 1 AS ord, id, opened_at, coalesce(dismounted_at, current_date) AS until
       FROM gym_routes WHERE gym_id = ${gymId}`,
    );
    await run(
      db,
      `INSERT INTO ascents (user_id, kind, gym_route_id, gym_id, climbing_session_id, released_at, ascent_status,
         sections, sections_count, route_name, climbing_type, grade_value, grade_text, level_index, level_color)
       SELECT u.id, 'gym_route', r.id, ${gymId}, cs.id,
         r.opened_at + floor(${unit(`n * 10 + ${gym}`, 4)} * greatest(r.until - r.opened_at, 1))::int,
         CASE WHEN ${unit(`n * 10 + ${gym}`, 5)} < 0.06 THEN 'project' ELSE 'sent' END,
         '[0]'::jsonb, 1, 'Voie', 'bouldering', 31, '6a', 2, 'blue'
       FROM generate_series(1, ${SIZES.ascents}) n
       JOIN bench_routes r ON r.ord = floor(${unit(`n * 10 + ${gym}`, 3)} * ${SIZES.routes})::int
       JOIN users u ON u.email = 'bench.' || (1 + floor(${unit(`n * 10 + ${gym}`, 6)} * ${SIZES.climbers})::int) || '@example.org'
       JOIN climbing_sessions cs ON cs.user_id = u.id AND cs.session_date = current_date - ${gym}`,
    );
    const spread = (salt) => `now() - (floor(${unit(`n * 10 + ${gym}`, salt)} * ${YEARS_DAYS}) || ' days')::interval`;
    await run(
      db,
      `INSERT INTO comments (commentable_type, commentable_id, user_id, body, created_at)
       SELECT CASE WHEN n % 10 = 0 THEN 'gyms' ELSE 'gym_routes' END,
         CASE WHEN n % 10 = 0 THEN ${gymId} ELSE r.id END, 1 + n % ${SIZES.climbers}, 'Un avis ' || n, ${spread(7)}
       FROM generate_series(1, ${MEDIA.comments}) n
       JOIN bench_routes r ON r.ord = floor(${unit(`n * 10 + ${gym}`, 8)} * ${SIZES.routes})::int`,
    );
    await run(
      db,
      `INSERT INTO videos (viewable_type, viewable_id, user_id, provider, provider_id, created_at)
       SELECT 'gym_routes', r.id, 1 + n % ${SIZES.climbers}, 'youtube', 'bench' || n, ${spread(9)}
       FROM generate_series(1, ${MEDIA.videos}) n
       JOIN bench_routes r ON r.ord = floor(${unit(`n * 10 + ${gym}`, 10)} * ${SIZES.routes})::int`,
    );
    await run(
      db,
      `INSERT INTO follows (user_id, followable_type, followable_id, created_at)
       SELECT n, 'gyms', ${gymId}, ${spread(11)} FROM generate_series(1, ${MEDIA.followers}) n`,
    );
    await run(db, 'DROP TABLE bench_routes');
    await run(
      db,
      `UPDATE gyms SET mounted_routes_count = (SELECT count(*) FROM gym_routes
         WHERE gym_id = ${gymId} AND dismounted_at IS NULL) WHERE id = ${gymId}`,
    );
  }
  // The dashboard's index on the ascents (docs: the schema's `ascents_gym_released_idx`), made here while the
  // migration that adds it is not yet generated; a no-op once it is.
  const [{ exists }] = (
    await db.execute(sql.raw(`SELECT to_regclass('ascents_gym_released_idx') IS NOT NULL AS exists`))
  ).rows;
  if (!exists) {
    log('  ascents_gym_released_idx missing from the migrations: created here');
    await run(
      db,
      `CREATE INDEX ascents_gym_released_idx ON ascents (gym_id, released_at, user_id, ascent_status)
       WHERE gym_route_id IS NOT NULL`,
    );
  }
  await run(db, 'VACUUM ANALYZE');
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** p-th percentile of sorted values (nearest rank). */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Seeds the benchmark's database and times the dashboard of the first gym. `{ skipped }` when PostgreSQL is
 * unreachable; throws when an answer is not 200.
 */
export async function benchGymAdmin({ requests = 400, log = console.log } = {}) {
  const url = databaseUrl();
  if (!(await postgresReachable(url))) {
    log(`PostgreSQL unreachable at ${new URL(url).host}: the gym administration benchmark is skipped`);
    return { skipped: 'postgres_unreachable' };
  }
  const { openDatabase, loadConfig, buildApp } = await loadServerModules();
  const { AccessTokens } = await import('../apps/api/src/accounts/auth.ts');
  const { API_ACCESS_TOKEN_HEADER } = await import('@climb/contracts');
  log('Gym administration: a database of its own, migrated and seeded…');
  await recreateDataset({ driver: 'postgres', url });
  const database = await openDatabase({ driver: 'postgres', url });
  const dataDir = mkdtempSync(join(tmpdir(), 'cordee-bench-gym-admin-'));
  let app;
  try {
    await database.migrate();
    await seed(database.db, log);
    const [gym] = (await database.db.execute(sql.raw('SELECT id FROM gyms ORDER BY id LIMIT 1'))).rows;
    const [admin] = (
      await database.db.execute(
        sql.raw(
          `INSERT INTO users (first_name, last_name, slug_name, email)
           VALUES ('Lou', 'Gérant', 'lou-gerant', 'bench.admin@example.org') RETURNING id, uuid`,
        ),
      )
    ).rows;
    await run(
      database.db,
      `INSERT INTO gym_administrators (gym_id, user_id, roles) VALUES (${gym.id}, ${admin.id}, '{manage_openers}')`,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://bench',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const token = await new AccessTokens(config.jwtSecret).sign({ id: admin.id, uuid: admin.uuid, token_version: 0 });
    const headers = { [API_ACCESS_TOKEN_HEADER]: config.webApiAccessToken, authorization: `Bearer ${token}` };
    const call = async () => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/gyms/${gym.id}/admin_dashboard.json`, headers });
      if (response.statusCode !== 200) throw new Error(`dashboard answered ${response.statusCode}: ${response.body}`);
      return response.json();
    };
    const sample = await call();
    for (let index = 0; index < 20; index += 1) await call();
    const timings = [];
    for (let index = 0; index < requests; index += 1) {
      const begun = performance.now();
      await call();
      timings.push(performance.now() - begun);
    }
    timings.sort((a, b) => a - b);
    const result = {
      sizes: { ...SIZES, ...MEDIA, mounted_routes: sample.gym.mounted_routes_count },
      requests,
      latency_p50_ms: Number(percentile(timings, 50).toFixed(1)),
      latency_p99_ms: Number(percentile(timings, 99).toFixed(1)),
      latency_max_ms: Number(timings[timings.length - 1].toFixed(1)),
      target_p99_ms: TARGET_P99_MS,
      figures: sample.figures,
    };
    printTable(
      ['endpoint', 'p50', 'p99', 'target p99'],
      [
        [
          'GET gyms/{id}/admin_dashboard.json',
          `${result.latency_p50_ms} ms`,
          `${result.latency_p99_ms} ms`,
          `${TARGET_P99_MS} ms`,
        ],
      ],
    );
    return result;
  } finally {
    await app?.close();
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const requests = Number(process.argv.find((arg) => arg.startsWith('--requests='))?.split('=')[1] ?? 400);
  const result = await benchGymAdmin({ requests });
  if (!result.skipped) {
    const file = writeResult('gym-admin', result);
    console.log(`Written to ${file}`);
    if (result.latency_p99_ms > TARGET_P99_MS) process.exitCode = 1;
  }
  process.exit(process.exitCode ?? 0);
}
