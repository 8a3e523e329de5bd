// The gyms' weekly e-mail reports at scale, on PostgreSQL (`--only=gym-reports` once wired in bench/run.mjs, or alone:
// `node bench/gym-reports.mjs`). A database of its own (`cordee_bench_gym_reports` beside the dataset's, dropped and
// made again each run): 1,000 gyms in six time zones from Auckland to Los Angeles, each with an administrator who
// gets the report, 30 routes (some opened, some taken down in the week), and over the week 50,000 ascents by 3,000
// climbers, 5,000 new followers and 5,000 comments (as many ascents again outside the week). Then the scheduler ticks
// once after the last time zone's Monday 07:00: the time of the run, the e-mails written (to the outbox, as without
// SMTP), and a second tick, which must send nothing. Results in bench/results/gym-reports.json when run alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadServerModules } from './lib/api-modules.mjs';
import { DEFAULT_POSTGRES_URL, postgresReachable, recreateDataset } from './lib/bench-database.mjs';
import { printTable, writeResult } from './lib/common.mjs';

const SIZES = {
  gyms: 1_000,
  routes_per_gym: 30,
  climbers: 3_000,
  week_ascents: 50_000,
  followers: 5_000,
  comments: 5_000,
};
const TIME_ZONES = [
  'Pacific/Auckland',
  'Asia/Tokyo',
  'Europe/Paris',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
];
/** The week reported (Monday 16 to Sunday 22 November 2026), and a moment after every gym's Monday 07:00. */
const WEEK = { period: '2026-W47', monday: '2026-11-16', after: new Date('2026-11-23T20:00:00Z') };
/** Target: the whole run in seconds, not minutes. */
const TARGET_RUN_MS = 30_000;

/** The benchmark's own database, on the server of the dataset's. */
function databaseUrl() {
  if (process.env.BENCH_GYM_REPORTS_DATABASE_URL) return process.env.BENCH_GYM_REPORTS_DATABASE_URL;
  const url = new URL(DEFAULT_POSTGRES_URL);
  url.pathname = '/cordee_bench_gym_reports';
  return url.toString();
}

const run = (db, text) => db.execute(sql.raw(text));

/** The gyms, their administrators, routes, climbers and the week's activity, in SQL. */
async function seed(db, log) {
  const started = performance.now();
  const zones = `(ARRAY[${TIME_ZONES.map((zone) => `'${zone}'`).join(',')}])`;
  await run(
    db,
    `INSERT INTO gyms (name, slug_name, address, city, country_code, latitude, longitude, time_zone, gym_type,
       climbing_types, spaces_count, administrators_count)
     SELECT 'Salle ' || n, 'salle-' || n, n || ' rue des Prises', 'Lyon', 'fr', 45 + n / 10000.0, 4 + n / 10000.0,
       ${zones}[1 + n % ${TIME_ZONES.length}], 'private', '{bouldering}', 1, 1
     FROM generate_series(1, ${SIZES.gyms}) n`,
  );
  await run(
    db,
    `INSERT INTO users (first_name, last_name, slug_name, email, language)
     SELECT 'Gérant', 'N' || n, 'gerant-' || n, 'bench.admin.' || n || '@example.org',
       CASE WHEN n % 3 = 0 THEN 'en' ELSE 'fr' END
     FROM generate_series(1, ${SIZES.gyms}) n`,
  );
  await run(
    db,
    `INSERT INTO gym_administrators (gym_id, user_id, roles, email_report)
     SELECT g.id, u.id, '{manage_gym}', true
     FROM gyms g JOIN users u ON u.email = 'bench.admin.' || substring(g.slug_name from 7) || '@example.org'`,
  );
  await run(
    db,
    `INSERT INTO users (first_name, last_name, slug_name, email)
     SELECT 'Grimpeur', 'N' || n, 'grimpeur-' || n, 'bench.' || n || '@example.org'
     FROM generate_series(1, ${SIZES.climbers}) n`,
  );
  await run(db, `INSERT INTO gym_spaces (gym_id, name, slug_name, position) SELECT id, 'Bloc', 'bloc', 1 FROM gyms`);
  await run(
    db,
    `INSERT INTO gym_sectors (gym_id, gym_space_id, name, position) SELECT gym_id, id, 'Secteur', 1 FROM gym_spaces`,
  );
  // Routes opened over the two months before the week and in it; every sixth taken down in the week.
  await run(
    db,
    `INSERT INTO gym_routes (gym_id, gym_space_id, gym_sector_id, name, climbing_type, level_index, level_color,
       grade_value, grade_text, opened_at, dismounted_at)
     SELECT s.gym_id, s.gym_space_id, s.id, 'Voie ' || n, 'bouldering', 2, 'blue', 31, '6a',
       DATE '${WEEK.monday}' + 6 - (n * 2), CASE WHEN n % 6 = 0 THEN DATE '${WEEK.monday}' + n % 7 END
     FROM gym_sectors s CROSS JOIN generate_series(1, ${SIZES.routes_per_gym}) n`,
  );
  await run(
    db,
    `INSERT INTO climbing_sessions (user_id, session_date)
     SELECT id, DATE '${WEEK.monday}' + 2 FROM users WHERE email LIKE 'bench.%' AND email NOT LIKE 'bench.admin.%'`,
  );
  await run(
    db,
    `CREATE UNLOGGED TABLE bench_routes AS
     SELECT row_number() OVER (ORDER BY id) - 1 AS ord, id, gym_id FROM gym_routes`,
  );
  await run(
    db,
    'CREATE UNLOGGED TABLE bench_climbers AS SELECT row_number() OVER (ORDER BY c.user_id) - 1 AS ord, c.user_id, c.id AS session_id FROM climbing_sessions c',
  );
  const routes = SIZES.gyms * SIZES.routes_per_gym;
  // The week's ascents, and as many the week before (not counted).
  await run(
    db,
    `INSERT INTO ascents (user_id, kind, gym_route_id, gym_id, climbing_session_id, released_at, ascent_status,
       sections, sections_count, route_name, climbing_type, grade_value, grade_text, level_index, level_color)
     SELECT c.user_id, 'gym_route', r.id, r.gym_id, c.session_id,
       DATE '${WEEK.monday}' + (n % 7) - CASE WHEN n > ${SIZES.week_ascents} THEN 7 ELSE 0 END,
       'sent', '[0]'::jsonb, 1, 'Voie', 'bouldering', 31, '6a', 2, 'blue'
     FROM generate_series(1, ${SIZES.week_ascents * 2}) n
     JOIN bench_routes r ON r.ord = (n::bigint * 7919) % ${routes}
     JOIN bench_climbers c ON c.ord = (n::bigint * 104729) % ${SIZES.climbers}`,
  );
  await run(
    db,
    `INSERT INTO follows (user_id, followable_type, followable_id, created_at)
     SELECT c.user_id, 'gyms', 1 + (n * 31) % ${SIZES.gyms}, TIMESTAMPTZ '${WEEK.monday} 12:00:00+00' + (n % 6) * interval '1 day'
     FROM generate_series(1, ${SIZES.followers}) n
     JOIN bench_climbers c ON c.ord = n % ${SIZES.climbers}
     ON CONFLICT DO NOTHING`,
  );
  await run(
    db,
    `INSERT INTO comments (commentable_type, commentable_id, user_id, body, created_at)
     SELECT 'gym_routes', r.id, c.user_id, 'Un avis ' || n,
       TIMESTAMPTZ '${WEEK.monday} 12:00:00+00' + (n % 6) * interval '1 day'
     FROM generate_series(1, ${SIZES.comments}) n
     JOIN bench_routes r ON r.ord = (n::bigint * 613) % ${routes}
     JOIN bench_climbers c ON c.ord = n % ${SIZES.climbers}`,
  );
  await run(db, 'DROP TABLE bench_routes');
  await run(db, 'DROP TABLE bench_climbers');
  await run(db, 'VACUUM ANALYZE');
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function countOf(db, text) {
  const [row] = (await db.execute(sql.raw(text))).rows;
  return Number(row.count);
}

/** Seeds the benchmark's database and times one tick of the scheduler. `{ skipped }` when PostgreSQL is unreachable. */
export async function benchGymReports({ log = console.log } = {}) {
  const url = databaseUrl();
  if (!(await postgresReachable(url))) {
    log(`PostgreSQL unreachable at ${new URL(url).host}: the weekly reports benchmark is skipped`);
    return { skipped: 'postgres_unreachable' };
  }
  const { openDatabase, loadConfig, buildApp } = await loadServerModules();
  const { scheduledJobs } = await import('../apps/api/src/composition.ts');
  const { createScheduler } = await import('../apps/api/src/lib/scheduler.ts');
  log('Weekly reports: a database of its own, migrated and seeded…');
  await recreateDataset({ driver: 'postgres', url });
  const database = await openDatabase({ driver: 'postgres', url });
  const dataDir = mkdtempSync(join(tmpdir(), 'cordee-bench-gym-reports-'));
  let app;
  try {
    await database.migrate();
    await seed(database.db, log);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://bench',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const errors = [];
    const scheduler = createScheduler({
      database,
      jobs: scheduledJobs(app.appContext),
      log: { error: (object, message) => errors.push(`${message}: ${object.err?.message ?? ''}`) },
      intervalMs: 60_000,
    });
    const begun = performance.now();
    await scheduler.tick(WEEK.after);
    const runMs = performance.now() - begun;
    const sent = await countOf(database.db, "SELECT count(*) FROM outbox_emails WHERE to_address LIKE 'bench.admin.%'");
    const secondBegun = performance.now();
    await scheduler.tick(WEEK.after);
    const secondMs = performance.now() - secondBegun;
    const sentAfterSecond = await countOf(database.db, 'SELECT count(*) FROM outbox_emails');
    const [runRow] = (
      await database.db.execute(
        sql.raw(
          `SELECT state, done_count FROM scheduled_runs WHERE job = 'gym_weekly_report' AND period = '${WEEK.period}'`,
        ),
      )
    ).rows;
    const result = {
      sizes: SIZES,
      time_zones: TIME_ZONES,
      period: WEEK.period,
      run_ms: Math.round(runMs),
      emails_sent: sent,
      run_state: runRow?.state ?? null,
      second_run_ms: Math.round(secondMs),
      emails_sent_twice: sentAfterSecond - sent,
      errors,
      target_run_ms: TARGET_RUN_MS,
      target_met: runMs <= TARGET_RUN_MS && sent === SIZES.gyms && sentAfterSecond === sent && errors.length === 0,
    };
    printTable(
      ['run', 'e-mails', 'state', 'second run', 'sent twice', 'target'],
      [
        [
          `${(runMs / 1000).toFixed(2)} s`,
          String(sent),
          String(result.run_state),
          `${Math.round(secondMs)} ms`,
          String(result.emails_sent_twice),
          `≤ ${TARGET_RUN_MS / 1000} s, ${SIZES.gyms} e-mails, none twice`,
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
  const result = await benchGymReports();
  if (!result.skipped) {
    const file = writeResult('gym-reports', result);
    console.log(`Written to ${file}`);
    if (!result.target_met) process.exitCode = 1;
  }
  process.exit(process.exitCode ?? 0);
}
