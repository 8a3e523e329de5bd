// The synthetic logbook: climbers ("Synth" names, no password: they cannot sign in), one benchmark climber who
// can sign in, their climbing sessions, ascents (route snapshot columns filled from the routes as the app's
// ascent writer fills them), partners, then the routes' ascent figures in one aggregate UPDATE.
// Everything is generated inside PostgreSQL (generate_series and `hashint8extended` draws keyed by the seed):
// 10 M ascents take minutes, not hours, and the same SQL runs on PGlite.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SYLLABLES } from './names.mjs';
import { queryRows } from './outdoor.mjs';

/** Bumped when the generated logbook rows change: a stored dataset of another version is rebuilt. */
export const LOGBOOK_DATASET_VERSION = 1;

/** The one synthetic climber who can sign in: the benchmark measures their pages. */
export const BENCHMARK_CLIMBER = {
  first_name: 'Bench',
  last_name: 'Climber',
  email: 'bench.climber@example.org',
  password: 'Bench-Granite-2026',
  slug_name: 'bench-climber',
};

/** The tables the logbook step fills (their secondary indexes are dropped during the load). */
export const LOGBOOK_TABLES = ['users', 'climbing_sessions', 'ascents', 'ascent_partners'];
/** Foreign keys dropped during the load and added (validated) again afterwards. */
const FOREIGN_KEY_TABLES = ['climbing_sessions', 'ascents', 'ascent_partners'];

/** The ten fixed years the ascents fall in (not "now": the same seed gives the same rows). */
const FIRST_DAY = '2016-01-01';
const DAYS = 3_650;

/** How often each status is logged (a project is an attempt; repetitions are later ascents). */
const STATUSES = { project: 7, sent: 10, red_point: 30, flash: 15, onsight: 18, repetition: 20 };
const SINGLE_PITCH_ROPING = { lead_climb: 80, top_rope: 20 };
const MULTI_PITCH_ROPING = { multi_pitch_leader: 35, multi_pitch_second: 25, multi_pitch_alternate_lead: 40 };
/** Types climbed without a rope: their ascents have no roping status. */
const UNROPED_TYPES = ['bouldering', 'deep_water', 'via_ferrata'];
const HARDNESS = { easy: 25, accurate: 50, sandbagged: 25 };
const COMMENTS = [
  'Synth: superbe voie, à refaire',
  'Synth: crux bien physique au milieu',
  'Synth: rocher un peu patiné',
  'Synth: great moves on perfect rock',
  'Synth: sandbagged start, easy finish',
  'Synth: enchaînée au deuxième essai',
  'Synth: belle ligne, protections rapprochées',
  'Synth: wet after the rain, still fun',
  'Synth: la dalle finale demande du pied',
  'Synth: long run-out above the third bolt',
];
const PRIVATE_COMMENTS = [
  'Synth: travailler la section du haut',
  'Synth: prendre la corde de 80 m',
  'Synth: try the left-hand beta',
];

/** A literal for SQL text (the generator's own constants only, never user input). */
const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;
const arrayLiteral = (values) => `ARRAY[${values.map(literal).join(',')}]`;

/**
 * The SQL draws of one seed: `unit(key, salt)` is a uniform float in [0, 1), the same for the same key, salt
 * and seed on every server (`hashint8extended` is PostgreSQL's portable hash, the one hash partitioning
 * relies on); each salt is an independent stream.
 */
function draws(seed) {
  const unit = (key, salt) =>
    `((hashint8extended((${key})::bigint, ${seed * 1_000 + salt}) & 4503599627370495)::float8 / 4503599627370496.0)`;
  /** `CASE` choosing a value of `weights` in proportion to its weight. */
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
  /** One of `values`, uniformly. */
  const pick = (draw, values) => `(${arrayLiteral(values)})[1 + floor(${draw} * ${values.length})::int]`;
  return { unit, weighted, pick };
}

/** A version-4-shaped UUID from the md5 of `text` (SQL): reproducible, and valid for the contracts' `z.uuid()`. */
const uuidFrom = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

const run = (db, text) => db.execute(sql.raw(text));

/** A statement with more memory for its sorts and hashes than the server's default. */
function big(db, text) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await tx.execute(sql.raw(text));
  });
}

/** The crags that have routes, ordered by department (neighbours in `ord` are neighbours on the map). */
async function createCragPool(db) {
  await run(db, 'DROP TABLE IF EXISTS bench_crag_pool');
  await run(
    db,
    `CREATE UNLOGGED TABLE bench_crag_pool AS
     SELECT (row_number() OVER (ORDER BY c.department_id, c.id) - 1)::int AS ord, c.id AS crag_id,
            r.first_route, r.routes, r.last_route
     FROM crags c
     JOIN (SELECT crag_id, min(id) AS first_route, max(id) AS last_route, count(*)::int AS routes
           FROM crag_routes GROUP BY crag_id) r ON r.crag_id = c.id`,
  );
  await run(db, 'ALTER TABLE bench_crag_pool ADD PRIMARY KEY (ord)');
  const [check] = await queryRows(
    db,
    sql`SELECT count(*)::int AS crags, count(*) FILTER (WHERE last_route - first_route + 1 <> routes)::int AS broken
        FROM bench_crag_pool`,
  );
  // The route draw below is `first_route + k`: the outdoor step numbers each crag's routes in one run.
  if (check.broken > 0) throw new Error(`${check.broken} crags have non-contiguous route ids`);
  if (check.crags === 0) throw new Error('no routes: generate the outdoor catalogue first');
  return check.crags;
}

/** Synthetic climbers 1…users (no password), then the benchmark climber (users + 1), who signs in. */
async function insertUsers(db, { users, seed, climberDigest }) {
  const { unit, pick } = draws(seed);
  const word = (salt) => `${pick(unit('i', salt), SYLLABLES)} || ${pick(unit('i', salt + 1), SYLLABLES)}`;
  // Created a little before the first ascent they could have logged (the career starts are drawn below).
  await run(
    db,
    `INSERT INTO users (id, uuid, first_name, last_name, slug_name, email, password_digest, language,
       public_profile, public_outdoor_ascents, created_at, updated_at)
     SELECT i, ${uuidFrom(`'${seed}:user:' || i`)}, 'Synth', initcap(name), 'synth-' || name || '-' || i,
       'synth.' || i || '@bench.invalid', NULL, CASE WHEN ${unit('i', 3)} < 0.8 THEN 'fr' ELSE 'en' END,
       ${unit('i', 4)} < 0.9, ${unit('i', 5)} < 0.85,
       created, created
     FROM (SELECT i, ${word(1)} AS name,
             (DATE '${FIRST_DAY}' - 30 + floor(${unit('i', 6)} * ${DAYS})::int)::timestamp AT TIME ZONE 'UTC' AS created
           FROM generate_series(1, ${users}) i) u`,
  );
  const climber = (value) => sql.raw(literal(value));
  await db.execute(sql`
    INSERT INTO users (id, uuid, first_name, last_name, slug_name, email, password_digest, language,
      public_profile, public_outdoor_ascents, created_at, updated_at)
    VALUES (${sql.raw(String(users + 1))}, ${sql.raw(uuidFrom(literal(`${seed}:user:bench`)))}, ${climber(BENCHMARK_CLIMBER.first_name)},
      ${climber(BENCHMARK_CLIMBER.last_name)}, ${climber(BENCHMARK_CLIMBER.slug_name)}, ${climber(BENCHMARK_CLIMBER.email)},
      ${climberDigest}::text, 'fr', true, true,
      TIMESTAMPTZ '2015-12-01 00:00:00+00', TIMESTAMPTZ '2015-12-01 00:00:00+00')`);
  await run(db, `SELECT setval(pg_get_serial_sequence('users', 'id'), ${users + 1})`);
}

/**
 * One row per climber: how many ascents (a long tail: most log a few dozen, some thousands; the counts add
 * up exactly), over which days, in how many sessions, around which crags. The benchmark climber logs
 * exactly `climberAscents` over the ten years, in sessions of about five, around many crags.
 */
async function createClimberPlan(db, { users, ascents, climberAscents, seed, crags }) {
  const { unit } = draws(seed);
  const others = ascents - climberAscents;
  await run(db, 'DROP TABLE IF EXISTS bench_climbers');
  await big(
    db,
    `CREATE UNLOGGED TABLE bench_climbers AS
     WITH drawn AS (
       SELECT i AS user_id, power(-ln(1 - ${unit('i', 10)}), 2) AS weight FROM generate_series(1, ${users}) i
     ), based AS (
       SELECT user_id, floor(${others} * weight / sum(weight) OVER ())::int AS base FROM drawn
     ), counted AS (
       SELECT user_id, base + CASE WHEN user_id <= ${others} - sum(base) OVER () THEN 1 ELSE 0 END AS ascents
       FROM based
     ), careers AS (
       SELECT user_id, ascents, floor(${unit('user_id', 11)} * 3000)::int AS start_day,
              2 + 4 * ${unit('user_id', 12)} AS per_session
       FROM counted
     ), spans AS (
       SELECT *, greatest(60, floor((${DAYS} - start_day) * (0.25 + 0.75 * ${unit('user_id', 13)})))::int AS span
       FROM careers
     )
     SELECT user_id, ascents, start_day, span,
            CASE WHEN ascents = 0 THEN 0 ELSE least(span, greatest(1, round(ascents / per_session)))::int END AS sessions,
            floor(${unit('user_id', 14)} * ${crags})::int AS home,
            (40 + floor(${unit('user_id', 15)} * 400))::int AS spread,
            (3 + floor(${unit('user_id', 16)} * 27))::int AS favourites,
            0.02 + 0.1 * ${unit('user_id', 17)} AS trips
     FROM spans
     UNION ALL
     SELECT ${users + 1}, ${climberAscents}, 0, ${DAYS}, least(${DAYS}, greatest(1, round(${climberAscents} / 5.0)))::int,
            floor(${unit(0, 14)} * ${crags})::int, 3000, 120, 0.15`,
  );
  const [check] = await queryRows(
    db,
    sql`SELECT sum(ascents)::bigint AS ascents, count(*) FILTER (WHERE sessions > ascents OR sessions > span)::int AS broken
        FROM bench_climbers`,
  );
  if (Number(check.ascents) !== ascents || check.broken > 0) {
    throw new Error(`climber plan: ${check.ascents} ascents (wanted ${ascents}), ${check.broken} impossible careers`);
  }
}

/**
 * The sessions, numbered in date order (as a live database numbers them): each climber's sessions are
 * evenly spread over their career (one day each, never two on a date), each at one crag (mostly one of their
 * favourites near home, sometimes a trip anywhere), and each knows its ascents' first id.
 */
async function createSessionPlan(db, { seed, crags }) {
  const { unit } = draws(seed);
  const key = 'c.user_id::bigint * 65536 + j';
  const favourite = `c.user_id::bigint * 1024 + floor(power(${unit(key, 21)}, 2) * c.favourites)`;
  await run(db, 'DROP TABLE IF EXISTS bench_sessions');
  await big(
    db,
    `CREATE UNLOGGED TABLE bench_sessions AS
     SELECT row_number() OVER w AS id, sum(ascents) OVER w - ascents + 1 AS first_ascent, user_id, day, crag_ord, ascents
     FROM (
       SELECT c.user_id,
              -- Session j on day ⌊j·span/sessions⌋ plus less than the smallest gap: one date each, over the whole span.
              c.start_day + (j::bigint * c.span / c.sessions)::int + floor(${unit(key, 20)} * (c.span / c.sessions))::int AS day,
              CASE WHEN ${unit(key, 22)} < c.trips THEN floor(${unit(key, 23)} * ${crags})::int
                   ELSE (((c.home + floor((${unit(favourite, 24)} - 0.5) * c.spread)::int) % ${crags}) + ${crags}) % ${crags}
              END AS crag_ord,
              ((j + 1)::bigint * c.ascents / c.sessions - j::bigint * c.ascents / c.sessions)::int AS ascents
       FROM bench_climbers c CROSS JOIN LATERAL generate_series(0, c.sessions - 1) j
     ) t
     WINDOW w AS (ORDER BY day, user_id ROWS UNBOUNDED PRECEDING)`,
  );
}

async function insertSessions(db) {
  await big(
    db,
    `INSERT INTO climbing_sessions (id, user_id, session_date, description, created_at, updated_at)
     SELECT id, user_id, DATE '${FIRST_DAY}' + day, NULL,
            (DATE '${FIRST_DAY}' + day + TIME '19:00')::timestamp AT TIME ZONE 'UTC',
            (DATE '${FIRST_DAY}' + day + TIME '19:00')::timestamp AT TIME ZONE 'UTC'
     FROM bench_sessions`,
  );
  await run(
    db,
    `SELECT setval(pg_get_serial_sequence('climbing_sessions', 'id'), (SELECT count(*) FROM bench_sessions))`,
  );
}

/**
 * The ascents, in session (date) order. A route drawn in the session's crag; its snapshot as the app's
 * `ascentSnapshot` makes it (hardest pitch climbed: value and text; height of the route when every pitch was
 * climbed, else the climbed pitches' sum); 12 % of the multi-pitch ascents stop after the first pitches.
 */
async function insertAscents(db, { seed }) {
  const { unit, weighted, pick } = draws(seed);
  const id = 'x.id';
  const drawn = (salt) => unit(id, salt);
  await run(db, 'DROP TABLE IF EXISTS bench_sections');
  await run(
    db,
    `CREATE UNLOGGED TABLE bench_sections AS
     SELECT k, (SELECT jsonb_agg(i ORDER BY i) FROM generate_series(0, k - 1) i) AS sections
     FROM generate_series(1, 60) k`,
  );
  const status = 'y.status';
  await big(
    db,
    `INSERT INTO ascents (id, user_id, kind, crag_route_id, crag_id, gym_route_id, climbing_session_id, released_at,
       ascent_status, roping_status, sections, sections_count, attempt, note, hardness_status, comment,
       private_comment, route_name, climbing_type, grade_value, grade_text, height, idempotency_key, created_at, updated_at)
     SELECT x.id, x.user_id, 'crag_route', r.id, r.crag_id, NULL, x.session_id, x.released_at,
       ${status},
       CASE WHEN r.climbing_type IN (${UNROPED_TYPES.map(literal).join(', ')}) THEN NULL
            WHEN y.pitches > 1 THEN ${weighted(drawn(31), MULTI_PITCH_ROPING)}
            ELSE ${weighted(drawn(31), SINGLE_PITCH_ROPING)} END,
       s.sections, y.climbed,
       CASE WHEN ${drawn(32)} >= 0.55 THEN NULL
            WHEN ${status} IN ('flash', 'onsight') THEN 1
            WHEN ${status} = 'red_point' THEN 2 + floor(power(${drawn(33)}, 2) * 14)::int
            ELSE 1 + floor(power(${drawn(33)}, 2) * 8)::int END,
       CASE WHEN ${drawn(34)} < 0.35 THEN floor((${drawn(35)} + ${drawn(36)}) * 3.5)::int END,
       CASE WHEN ${drawn(37)} < 0.25 THEN ${weighted(drawn(38), HARDNESS)} END,
       CASE WHEN ${drawn(39)} < 0.08 THEN ${pick(drawn(40), COMMENTS)} END,
       CASE WHEN ${drawn(41)} < 0.03 THEN ${pick(drawn(42), PRIVATE_COMMENTS)} END,
       r.name, r.climbing_type,
       CASE WHEN g.grade_value > 0 THEN g.grade_value END, g.grade_text,
       CASE WHEN y.climbed >= y.pitches AND r.height IS NOT NULL THEN r.height ELSE g.height END,
       CASE WHEN ${drawn(43)} < 0.1 THEN ${uuidFrom(`'${seed}:idempotency:' || x.id`)} END,
       x.created_at, x.created_at
     FROM (
       SELECT p.first_ascent + n AS id, p.user_id, p.id AS session_id, DATE '${FIRST_DAY}' + p.day AS released_at,
              p.crag_ord, (DATE '${FIRST_DAY}' + p.day + TIME '18:00')::timestamp AT TIME ZONE 'UTC'
                + make_interval(secs => n * 600 + floor(${unit('p.first_ascent + n', 30)} * 600)) AS created_at
       FROM bench_sessions p CROSS JOIN LATERAL generate_series(0, p.ascents - 1) n
     ) x
     JOIN bench_crag_pool c ON c.ord = x.crag_ord
     JOIN crag_routes r ON r.id = c.first_route + floor(${drawn(25)} * c.routes)::int
     CROSS JOIN LATERAL (
       SELECT greatest(r.pitches_count, 1) AS pitches,
              CASE WHEN r.pitches_count > 1 AND ${drawn(26)} < 0.12
                   THEN 1 + floor(${drawn(27)} * (r.pitches_count - 1))::int
                   ELSE greatest(r.pitches_count, 1) END AS climbed,
              ${weighted(drawn(28), STATUSES)} AS status
     ) y
     JOIN bench_sections s ON s.k = y.climbed
     LEFT JOIN LATERAL (
       -- A single pitch is read directly; only multi-pitch routes unnest their pitches.
       SELECT r.pitches -> 0 ->> 'grade_text' AS grade_text, (r.pitches -> 0 ->> 'grade_value')::int AS grade_value,
              (r.pitches -> 0 ->> 'height')::int AS height
       WHERE y.pitches = 1
       UNION ALL
       SELECT (array_agg(p.value ->> 'grade_text' ORDER BY (p.value ->> 'grade_value')::int DESC, p.i))[1],
              max((p.value ->> 'grade_value')::int),
              CASE WHEN count(*) = count(p.value ->> 'height') THEN sum((p.value ->> 'height')::int) END
       FROM jsonb_array_elements(r.pitches) WITH ORDINALITY p(value, i)
       WHERE y.pitches > 1 AND p.i <= y.climbed
       HAVING count(*) > 0
     ) g ON true`,
  );
  await run(db, `SELECT setval(pg_get_serial_sequence('ascents', 'id'), (SELECT coalesce(max(id), 1) FROM ascents))`);
}

/** One partner on 12 % of the ascents, a second on 3 % (never the climber themself). */
async function insertPartners(db, { seed, users }) {
  const { unit } = draws(seed);
  await big(
    db,
    `INSERT INTO ascent_partners (ascent_id, user_id)
     SELECT a.id, p.partner
     FROM ascents a
     CROSS JOIN LATERAL (VALUES
       (CASE WHEN ${unit('a.id', 50)} < 0.12 THEN 1 + floor(${unit('a.id', 51)} * ${users})::int END),
       (CASE WHEN ${unit('a.id', 50)} < 0.03 THEN 1 + floor(${unit('a.id', 52)} * ${users})::int END)
     ) p(partner)
     WHERE p.partner IS NOT NULL AND p.partner <> a.user_id
     ON CONFLICT DO NOTHING`,
  );
}

/**
 * The routes' ascent figures for every route at once, by the rules of the app's `refreshCragRouteFigures`:
 * raw means of the notes and hardness votes (one per climber: their latest ascent carrying one), vote
 * counts, ascents that are not projects and their distinct climbers.
 */
async function computeRouteFigures(db) {
  await big(
    db,
    `WITH notes AS (
       SELECT DISTINCT ON (crag_route_id, user_id) crag_route_id, note FROM ascents
       WHERE crag_route_id IS NOT NULL AND note IS NOT NULL
       ORDER BY crag_route_id, user_id, released_at DESC, id DESC
     ), votes AS (
       SELECT DISTINCT ON (crag_route_id, user_id) crag_route_id,
              CASE hardness_status WHEN 'easy' THEN -1 WHEN 'accurate' THEN 0 WHEN 'sandbagged' THEN 1 END AS weight
       FROM ascents WHERE crag_route_id IS NOT NULL AND hardness_status IS NOT NULL
       ORDER BY crag_route_id, user_id, released_at DESC, id DESC
     ), note_figures AS (
       SELECT crag_route_id, avg(note)::real AS note, count(*)::int AS note_count FROM notes GROUP BY crag_route_id
     ), hardness_figures AS (
       SELECT crag_route_id, avg(weight)::real AS hardness_value, count(*)::int AS hardness_count
       FROM votes WHERE weight IS NOT NULL GROUP BY crag_route_id
     ), done_figures AS (
       SELECT crag_route_id, count(*)::int AS ascents_count, count(DISTINCT user_id)::int AS climbers_count
       FROM ascents WHERE crag_route_id IS NOT NULL AND ascent_status <> 'project' GROUP BY crag_route_id
     ), figures AS (
       SELECT coalesce(n.crag_route_id, h.crag_route_id, d.crag_route_id) AS crag_route_id, n.note, n.note_count,
              h.hardness_value, h.hardness_count, d.ascents_count, d.climbers_count
       FROM note_figures n
       FULL JOIN hardness_figures h ON h.crag_route_id = n.crag_route_id
       FULL JOIN done_figures d ON d.crag_route_id = coalesce(n.crag_route_id, h.crag_route_id)
     )
     UPDATE crag_routes SET
       note = figures.note, note_count = coalesce(figures.note_count, 0),
       hardness_value = figures.hardness_value, hardness_count = coalesce(figures.hardness_count, 0),
       ascents_count = coalesce(figures.ascents_count, 0), climbers_count = coalesce(figures.climbers_count, 0)
     FROM figures WHERE crag_routes.id = figures.crag_route_id`,
  );
  // The update left a dead version of every route climbed: compact the table (its indexes are built later).
  await run(db, 'VACUUM FULL crag_routes');
}

/** Drops the foreign keys of the logbook tables; returns the statements that add them back. */
async function dropForeignKeys(db) {
  const keys = await queryRows(
    db,
    sql`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text IN ${FOREIGN_KEY_TABLES}`,
  );
  for (const key of keys) await run(db, `ALTER TABLE ${key.table_name} DROP CONSTRAINT ${key.conname}`);
  return keys.map((key) => `ALTER TABLE ${key.table_name} ADD CONSTRAINT ${key.conname} ${key.definition}`);
}

async function dropWorkTables(db) {
  for (const table of ['bench_crag_pool', 'bench_climbers', 'bench_sessions', 'bench_sections']) {
    await run(db, `DROP TABLE IF EXISTS ${table}`);
  }
}

/**
 * The logbook step of the generator, run while the secondary indexes are dropped (see `generateOutdoor`'s
 * `afterLoad`). Returns what it built and a function adding the foreign keys back (validated), to call once the
 * indexes are built.
 */
export async function generateLogbook(db, modules, { seed, users, ascents, climberAscents, timed }) {
  if (climberAscents > ascents) throw new Error(`the benchmark climber's ${climberAscents} ascents exceed ${ascents}`);
  const addForeignKeys = await dropForeignKeys(db);
  const crags = await createCragPool(db);
  const climberDigest = await modules.hashPassword(BENCHMARK_CLIMBER.password);
  await timed('users', () => insertUsers(db, { users, seed, climberDigest }));
  await timed('climbing_sessions', async () => {
    await createClimberPlan(db, { users, ascents, climberAscents, seed, crags });
    await createSessionPlan(db, { seed, crags });
    await insertSessions(db);
  });
  await timed('ascents', () => insertAscents(db, { seed }));
  await timed('ascent_partners', () => insertPartners(db, { seed, users }));
  await timed('route_figures', () => computeRouteFigures(db));
  const [counts] = await queryRows(
    db,
    sql`SELECT (SELECT count(*) FROM climbing_sessions)::int AS climbing_sessions,
               (SELECT count(*) FROM ascent_partners)::int AS ascent_partners`,
  );
  await dropWorkTables(db);
  return {
    climbing_sessions: counts.climbing_sessions,
    ascent_partners: counts.ascent_partners,
    benchmark_climber: { id: users + 1, email: BENCHMARK_CLIMBER.email, ascents: climberAscents },
    addForeignKeys: async () => {
      for (const statement of addForeignKeys) await big(db, statement);
    },
  };
}

const ROUTE_FIGURES = ['note', 'note_count', 'hardness_value', 'hardness_count', 'ascents_count', 'climbers_count'];

/** Rolls the verification transaction back: it only compares. */
class Rollback extends Error {}

/**
 * Checks the generated logbook against the app's own code: the benchmark climber's ascent count, the snapshot
 * columns of sampled ascents (`ascentSnapshot`, `normalizeSections`), their sessions (same climber, same
 * date), UUIDs the contracts accept, no session without an ascent, and the figures of sampled routes against
 * `refreshCragRouteFigures` run on them in a transaction that is rolled back.
 */
export async function verifyLogbook(db, modules, { ascents, climber }) {
  const [own] = await queryRows(db, sql`SELECT count(*)::int AS count FROM ascents WHERE user_id = ${climber.id}`);
  if (own.count !== climber.ascents) throw new Error(`benchmark climber: ${own.count} ascents, not ${climber.ascents}`);

  const step = Math.max(1, Math.floor(ascents / 200));
  const sampled = await queryRows(
    db,
    sql`(SELECT id FROM ascents WHERE id % ${step} = 7 ORDER BY id LIMIT 200)
        UNION (SELECT id FROM ascents WHERE user_id = ${climber.id} ORDER BY id LIMIT 50)`,
  );
  const ids = sampled.map((row) => Number(row.id));
  const rows = await queryRows(
    db,
    sql`SELECT a.id, a.user_id, a.released_at::text AS released_at, a.sections, a.sections_count, a.route_name,
               a.climbing_type, a.crag_id, a.grade_value, a.grade_text, a.height,
               s.user_id AS session_user_id, s.session_date::text AS session_date,
               r.id AS route_id, r.crag_id AS route_crag_id, r.name, r.climbing_type AS route_type, r.height AS route_height,
               r.pitches
        FROM ascents a JOIN climbing_sessions s ON s.id = a.climbing_session_id
        JOIN crag_routes r ON r.id = a.crag_route_id
        WHERE a.id IN ${ids.length ? ids : [0]}`,
  );
  if (rows.length !== ids.length)
    throw new Error(`${ids.length - rows.length} sampled ascents lack a route or session`);
  const json = (value) => (typeof value === 'string' ? JSON.parse(value) : value);
  for (const row of rows) {
    const sections = json(row.sections);
    const route = {
      crag_id: row.route_crag_id,
      name: row.name,
      climbing_type: row.route_type,
      height: row.route_height,
      pitches: json(row.pitches),
    };
    const expected = { ...modules.ascentSnapshot(route, sections), sections: modules.normalizeSections(sections) };
    expected.sections_count = expected.sections.length;
    const stored = {
      route_name: row.route_name,
      climbing_type: row.climbing_type,
      crag_id: row.crag_id,
      grade_value: row.grade_value,
      grade_text: row.grade_text,
      height: row.height,
      sections,
      sections_count: row.sections_count,
    };
    if (!isDeepStrictEqual(stored, expected)) {
      throw new Error(`ascent ${row.id}: stored ${JSON.stringify(stored)} differs from ${JSON.stringify(expected)}`);
    }
    if (row.session_user_id !== row.user_id || row.session_date !== row.released_at) {
      throw new Error(`ascent ${row.id}: its session belongs to ${row.session_user_id} on ${row.session_date}`);
    }
  }

  // The API answers these through `z.uuid()`: a malformed one would be a 500, not a figure.
  const uuids = await queryRows(
    db,
    sql`(SELECT uuid::text AS value FROM users WHERE id % 97 = 1 OR id = ${climber.id} ORDER BY id LIMIT 50)
        UNION ALL (SELECT idempotency_key::text FROM ascents WHERE idempotency_key IS NOT NULL ORDER BY id LIMIT 50)`,
  );
  const malformed = uuids.find((row) => !z.uuid().safeParse(row.value).success);
  if (malformed) throw new Error(`${malformed.value} is not a UUID the contracts accept`);

  const [empty] = await queryRows(
    db,
    sql`SELECT count(*)::int AS count FROM climbing_sessions s
        WHERE NOT EXISTS (SELECT 1 FROM ascents a WHERE a.climbing_session_id = s.id)`,
  );
  if (empty.count > 0) throw new Error(`${empty.count} climbing sessions have no ascent`);

  // Routes with ascents (and a few without), the same ones for the same dataset.
  const routeRows = await queryRows(
    db,
    sql`(SELECT DISTINCT crag_route_id AS id FROM ascents WHERE id IN ${ids.length ? ids : [0]} AND crag_route_id IS NOT NULL)
        UNION (SELECT id FROM crag_routes WHERE id % 997 = 1 ORDER BY id LIMIT 20)`,
  );
  const routeIds = routeRows.map((row) => Number(row.id)).sort((a, b) => a - b);
  const figures = (executor) =>
    queryRows(
      executor,
      sql`SELECT id, ${sql.raw(ROUTE_FIGURES.join(', '))} FROM crag_routes WHERE id IN ${routeIds} ORDER BY id`,
    );
  const stored = await figures(db);
  let recomputed = null;
  try {
    await db.transaction(async (tx) => {
      await modules.refreshCragRouteFigures(tx, routeIds);
      recomputed = await figures(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  for (const [index, row] of stored.entries()) {
    if (!isDeepStrictEqual(row, recomputed[index])) {
      throw new Error(
        `route ${row.id}: figures ${JSON.stringify(row)} differ from the app's ${JSON.stringify(recomputed[index])}`,
      );
    }
  }
  return { ascents_checked: rows.length, routes_checked: routeIds.length, uuids_checked: uuids.length };
}

/** What the checksum reads of each table (the benchmark climber's password digest is salted: left out). */
const CHECKSUM_TABLES = {
  crags: 't::text',
  crag_sectors: 't::text',
  crag_routes: 't::text',
  users: "(to_jsonb(t) - 'password_digest')::text",
  climbing_sessions: 't::text',
  ascents: 't::text',
  ascent_partners: 't::text',
};

/**
 * Per generated table (the catalogue's and the logbook's, or `tables`: name → row text): its row count and the sum
 * of a hash of each row's text (order-free, so physical order does not matter), with fixed output settings; and one
 * md5 over them. Same seed and sizes → same checksum.
 */
export async function datasetChecksum(db, tables = CHECKSUM_TABLES) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    await tx.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
    await tx.execute(sql`SET LOCAL extra_float_digits = 1`);
    await tx.execute(sql`SET LOCAL IntervalStyle = 'postgres'`);
    const sums = {};
    for (const [table, text] of Object.entries(tables)) {
      const [row] = await queryRows(
        tx,
        sql.raw(
          `SELECT count(*)::text AS rows, coalesce(sum(hashtextextended(${text}, 0)), 0)::text AS hash FROM ${table} t`,
        ),
      );
      sums[table] = `${row.rows}:${row.hash}`;
    }
    const [{ md5 }] = await queryRows(tx, sql`SELECT md5(${JSON.stringify(sums)}) AS md5`);
    return { md5, tables: sums };
  });
}
