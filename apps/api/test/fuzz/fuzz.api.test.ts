import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { endpoints } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/accounts/auth';
import { notificationEmailToken } from '../../src/community/notification-email-token';
import {
  comments,
  contestParticipants,
  countries,
  departments,
  gymAdministratorInvitations,
  gymGradeLines,
  gymGrades,
  gymLabelTemplates,
  gymOpeners,
  gymOpeningSheets,
  gymSpaceGroups,
  gymSubscriptions,
  likes,
  reports,
  towns,
  users,
} from '../../src/db/schema';
import { createFollowRow, createNotificationRow } from '../factories/community.factory';
import {
  createCategory,
  createContest,
  createStageWithStep,
  createTeam,
  createWave,
} from '../factories/contests.factory';
import { createGymAdministrationRequest } from '../factories/gym-staff.factory';
import {
  createGym,
  createGymChain,
  createGymRoute,
  createGymSector,
  createGymSpace,
} from '../factories/indoor.factory';
import { addTickList, createAscent } from '../factories/logbook.factory';
import { createLinkRow, createPhotoRow, createVideoRow } from '../factories/media.factory';
import { createCrag, createCragRoute, createSector } from '../factories/outdoor.factory';
import { createUser, DEFAULT_PASSWORD } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { errorShapeProblem, type FuzzResponse, LogSecretWatch, unknownFieldProblem } from './fuzz-gates';
import { type FuzzRequest, RequestGenerator } from './request-generator';

/*
 * The fuzz tier: requests made from every endpoint's own schemas, valid and broken (wrong types,
 * bounds ± 1, control characters, megabyte strings, deep nesting, invalid JSON, wrong content types,
 * encoded paths, wrapped bodies and misspelt fields), from a seed. Gates: no 5xx, every error in the
 * API's error shapes, every unknown body field refused with 422 `unknown`, no secret in any log line. In CI it stops at its time budget (never below MINIMUM requests);
 * `npm run fuzz -- --requests=100000 --seed=N` runs it for long (scripts/fuzz.mjs).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const PLANNED = Number(process.env.FUZZ_REQUESTS ?? 4_000);
/** Seconds of requests before the run stops early (0: none). */
const BUDGET_SECONDS = Number(process.env.FUZZ_BUDGET_SECONDS ?? 35);
const MINIMUM = Math.min(PLANNED, 1_000);
const REPORT_FILE = process.env.FUZZ_REPORT;
/** Tokens handed out during the run that the log is checked against (a sample is as telling as all). */
const LEARNED_SECRETS_KEPT = 300;

type Role = 'climber' | 'site_admin';
interface Actor {
  id: number;
  uuid: string;
  email: string;
  token: string;
}
interface Failure {
  request: FuzzRequest;
  statusCode: number;
  problem: string;
}

let t: TestApp;
let generator: RequestGenerator;
const watch = new LogSecretWatch();
const actors = new Map<Role, Actor>();
const emails = Array.from({ length: 4 }, (_, index) => `fuzz.newcomer.${index}@example.test`);
const passwords = [DEFAULT_PASSWORD, 'Fuzz-Secret-Summit-2026', 'Fuzz-Secret-Crux8a', 'Sh0rt', ''];
const refreshTokens: string[] = [];
let learnedSecrets = 0;

const run = {
  requests: 0,
  seconds: 0,
  stoppedByBudget: false,
  byClass: {} as Record<string, number>,
  byStatus: {} as Record<string, number>,
  serverErrors: [] as Failure[],
  serverErrorCount: 0,
  shapeErrors: [] as Failure[],
  shapeErrorCount: 0,
  /** Bodies sent with a field their endpoint does not take (wrapped, misspelt), and the answers that did not say so. */
  unknownFieldRequests: 0,
  unknownFieldErrors: [] as Failure[],
  unknownFieldErrorCount: 0,
  succeeded: new Set<string>(),
  unsent: [] as string[],
};

/** A climber (or site administrator) of the database with a bearer token. */
async function createActor(role: Role): Promise<Actor> {
  const email = `fuzz.${role}.${randomUUID().slice(0, 8)}@example.test`;
  const { user } = await createUser(t.db, { email, super_admin: role === 'site_admin' });
  emails.push(email);
  watch.add('e-mail of a test climber', email);
  return { id: user.id, uuid: user.uuid, email, token: await signToken(user) };
}

async function signToken(user: { id: number; uuid: string; token_version: number }): Promise<string> {
  const token = await new AccessTokens(t.config.jwtSecret).sign(user);
  watch.add('bearer token', token);
  return token;
}

function pickActor({ id, uuid, email }: { id: number; uuid: string; email: string | null }): Omit<Actor, 'token'> {
  return { id, uuid, email: email ?? '' };
}

/** After a 401 to a valid token, the session ended (signed out, password changed, account deleted): a new one. */
async function renewActor(role: Role): Promise<void> {
  const actor = actors.get(role);
  const [user] = actor ? await t.db.select().from(users).where(eq(users.id, actor.id)) : [];
  const alive = user && !user.deleted_at;
  actors.set(role, alive ? { ...pickActor(user), token: await signToken(user) } : await createActor(role));
}

/** Tokens and keys a successful answer hands out are secrets the log must not hold. */
function learnSecrets(body: unknown): void {
  if (Array.isArray(body)) {
    for (const item of body) learnSecrets(item);
    return;
  }
  if (body === null || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string' || !/token|key|password/.test(key)) {
      learnSecrets(value);
      continue;
    }
    if (key === 'refresh_token') refreshTokens.push(value);
    if (learnedSecrets < LEARNED_SECRETS_KEPT) {
      learnedSecrets += 1;
      watch.add(key, value);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}

/** A failing request as a developer replays it: what was sent, what came back, the command. */
function describeFailure({ request, statusCode, problem }: Failure): string {
  const payload = request.payload === undefined ? '' : String(request.payload);
  return [
    `#${request.index} [${request.endpoint}, ${request.mutation}] ${request.method} ${excerpt(request.url, 300)} → ${statusCode}: ${problem}`,
    `  content-type: ${request.headers['content-type'] ?? 'none'}, signed in: ${request.signedInAs ?? 'no'}, body: ${JSON.stringify(excerpt(payload, 200))}`,
    `  replay: npm run fuzz -- --seed=${SEED} --requests=${request.index + 1}`,
  ].join('\n');
}

/**
 * Places, crags and gyms (favourites too), routes, ascents, a tick list, notifications, a request to administer a
 * gym, photos, videos and links: valid requests name real records.
 */
/**
 * The records of a gym's administration area: a grade system with two lines, a space group, an opener, a pending
 * invitation and a plan, so that the first ids of their endpoints name them too.
 */
async function createAdministrationRecords(gymId: number): Promise<void> {
  const [grade] = await t.db
    .insert(gymGrades)
    .values({ gym_id: gymId, name: 'Couleurs', climbing_type: 'bouldering' })
    .returning();
  if (grade) {
    await t.db.insert(gymGradeLines).values([
      { gym_grade_id: grade.id, gym_id: gymId, name: 'Vert', position: 0, colors: ['green'], grade_value: 25 },
      { gym_grade_id: grade.id, gym_id: gymId, name: 'Bleu', position: 1, colors: ['blue'], grade_value: 29 },
    ]);
  }
  await t.db.insert(gymSpaceGroups).values({ gym_id: gymId, name: 'Étage' });
  await t.db.insert(gymOpeners).values({ gym_id: gymId, name: 'Chloé' });
  await t.db.insert(gymAdministratorInvitations).values({
    gym_id: gymId,
    email: `invite.${gymId}@example.test`,
    roles: ['manage_openers'],
    token_hash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
  });
  await t.db.insert(gymSubscriptions).values({ gym_id: gymId, plan: 'club', starts_on: '2026-01-01' });
  await t.db.insert(gymLabelTemplates).values({ gym_id: gymId, name: 'Bloc', fields: ['name', 'grade'] });
  await t.db.insert(gymOpeningSheets).values({ gym_id: gymId, title: 'Ouverture de mai' });
  // A team contest with its structure: the first ids of the contests' endpoints name them too.
  const contest = await createContest(t.db, gymId, {
    team_contest: true,
    participants_per_team: 3,
    next_bib_number: 2,
  });
  const category = await createCategory(t.db, contest.id);
  // A participant (bib 1, a token nobody holds): the first id of the participants' endpoints names them.
  await t.db.insert(contestParticipants).values({
    contest_id: contest.id,
    first_name: 'Lina',
    last_name: 'Fuzz',
    date_of_birth: '1995-04-02',
    gender: 'female',
    email: `lina.fuzz.${gymId}@example.test`,
    contest_category_id: category.id,
    bib_number: 1,
    token_digest: randomUUID().replaceAll('-', '').padEnd(64, '0'),
  });
  await createWave(t.db, contest.id);
  await createTeam(t.db, contest.id);
  await createStageWithStep(t.db, contest.id);
}

async function createCatalogue(climberId: number): Promise<string[]> {
  const [country] = await t.db
    .insert(countries)
    .values({ code: 'FR', name_fr: 'France', name_en: 'France' })
    .returning();
  const [department] = await t.db
    .insert(departments)
    .values({ country_id: country?.id ?? 0, number: '38', name: 'Isère', slug: 'isere' })
    .returning();
  const place = { country_id: country?.id ?? 0, department_id: department?.id ?? null };
  const [town] = await t.db
    .insert(towns)
    .values([
      { ...place, name: 'Grenoble', slug: 'grenoble', latitude: 45.19, longitude: 5.72 },
      { ...place, name: 'Saint-Martin', slug: 'saint-martin-38', latitude: 45.17, longitude: 5.76 },
    ])
    .returning();
  const days = ['2025-06-14', '2025-09-02', '2026-03-21'];
  for (let index = 0; index < 2; index++) {
    const crag = await createCrag(t.db, { ...place, town_id: town?.id ?? null });
    await createFollowRow(t.db, climberId, crag.id);
    // Photos, videos and links of the climber's on the crag: the first ids name them too.
    for (let medium = 0; medium < 3; medium++) {
      await createPhotoRow(t.db, { type: 'crags', id: crag.id }, climberId, { cover: medium === 0 });
      await createVideoRow(t.db, { type: 'crags', id: crag.id }, climberId);
      await createLinkRow(t.db, { type: 'crags', id: crag.id }, climberId);
    }
    // A thread on the crag (a first comment and a reply), a like and a report of the climber's.
    const [first] = await t.db
      .insert(comments)
      .values({ commentable_type: 'crags', commentable_id: crag.id, user_id: climberId, body: 'Belle falaise' })
      .returning();
    if (first) {
      await t.db.insert(comments).values({
        commentable_type: 'crags',
        commentable_id: crag.id,
        user_id: climberId,
        body: 'Le matin surtout',
        thread_id: first.id,
        reply_to_comment_id: first.id,
      });
      await t.db.insert(likes).values({ user_id: climberId, likeable_type: 'comments', likeable_id: first.id });
      await t.db
        .insert(reports)
        .values({ user_id: climberId, reportable_type: 'comments', reportable_id: first.id, reason: 'spam' });
    }
    const sector = await createSector(t.db, crag.id);
    for (const [at, grade] of ['5c', '6b+', '7a'].entries()) {
      const route = await createCragRoute(t.db, crag.id, { grade, crag_sector_id: sector.id });
      await createAscent(t.db, climberId, route, { released_at: days[at] });
      if (at === 0) await addTickList(t.db, climberId, route.id);
    }
  }
  for (let index = 0; index < 3; index++) await createNotificationRow(t.db, climberId);
  // Gyms with their spaces, sectors and routes, and a chain: the first ids name them too.
  const chain = await createGymChain(t.db);
  for (let index = 0; index < 2; index++) {
    const gym = await createGym(t.db, { gym_chain_id: chain.id });
    await createFollowRow(t.db, climberId, gym.id, { followable_type: 'gyms' });
    const space = await createGymSpace(t.db, gym.id);
    const sector = await createGymSector(t.db, space);
    for (const level of [0, 2, 4]) await createGymRoute(t.db, sector, { level_index: level });
    // A pending request for each gym, which the site administrator may approve or refuse.
    await createGymAdministrationRequest(t.db, { gymId: gym.id, userId: climberId });
    await createAdministrationRecords(gym.id);
  }
  return days;
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off', LOG_LEVEL: 'info' }, logDestination: watch });
  watch.add('API key', t.webKey);
  for (const password of passwords) watch.add('password sent in a body', password);
  for (const email of emails) watch.add('e-mail of a test climber', email);
  const climber = await createActor('climber');
  actors.set('climber', climber);
  actors.set('site_admin', await createActor('site_admin'));
  const days = await createCatalogue(climber.id);

  // A session (its refresh token), an organization (its key) and the climber's logbook as CSV, through the API.
  const headers = { ...t.keyHeaders, authorization: `Bearer ${climber.token}` };
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sessions/sign_in',
    headers: t.keyHeaders,
    payload: { email: climber.email, password: DEFAULT_PASSWORD },
  });
  learnSecrets(signIn.json());
  const organization = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations.json',
    headers,
    payload: { name: 'Club de la falaise', usage_type: 'study' },
  });
  learnSecrets(organization.json());
  const exported = await t.app.inject({
    method: 'GET',
    url: '/api/v1/current_users/ascent_crag_routes/export.csv',
    headers,
  });
  expect([signIn.statusCode, organization.statusCode, exported.statusCode]).toEqual([200, 201, 200]);
  watch.flush();

  const climbers = await t.db.select({ uuid: users.uuid, slug: users.slug_name }).from(users);
  const ownClaims = { id: climber.id, uuid: climber.uuid, token_version: 0 };
  const tokens = new AccessTokens(t.config.jwtSecret);
  generator = new RequestGenerator(SEED, {
    apiKey: t.webKey,
    bearer: (role) => (actors.get(role) as Actor).token,
    foreignBearers: [
      await new AccessTokens('another-secret-of-at-least-32-characters').sign(ownClaims),
      await tokens.sign({ id: 999_999, uuid: randomUUID(), token_version: 0 }),
      await tokens.sign(ownClaims, Math.floor(Date.now() / 1000) - 200_000),
    ],
    // The first ids name records of every kind, the larger ones often none.
    ids: [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 10, 12, 16, 24],
    samples: {
      csv: [exported.body],
      version_type: ['crags', 'crag_sectors', 'crag_routes', 'areas', 'parks', 'approaches', 'rock_bars', 'alerts'],
      sessionDate: days,
      released_at: days,
      number: ['38', '2A'],
      slug: ['grenoble', 'saint-martin-38'],
      userSlug: climbers.map((row) => row.slug),
      partner_uuids: climbers.map((row) => row.uuid),
      grade: ['4', '5c', '6a+', '7b', '8c+', 'V5', '5.10a'],
      query: ['falaise', 'voie', 'a', 'gre', 'é'],
      path: ['/', '/fr/crags/1', '/en/search'],
      // A video's address and a link's: both taken by links, the first two by videos.
      url: ['https://vimeo.com/76979871', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://example.org/topo'],
      // The link of a notification e-mail of the climber's (other endpoints' tokens take it as a wrong one).
      token: [notificationEmailToken(t.config.jwtSecret, climber.id, 'new_like')],
    },
    emails,
    passwords,
    refreshTokens: () => refreshTokens,
    image: await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer(),
  });
});

let closed = false;
async function closeApp(): Promise<void> {
  if (closed) return;
  closed = true;
  await t?.close();
}

afterAll(async () => {
  await closeApp();
  watch.flush();
  report();
});

async function send(request: FuzzRequest): Promise<FuzzResponse | null> {
  try {
    return await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  } catch (error) {
    // A request the HTTP layer itself refuses to build (an invalid header): no server was asked.
    if (run.unsent.length < 10) run.unsent.push(`#${request.index}: ${(error as Error).message}`);
    return null;
  }
}

async function check(request: FuzzRequest, response: FuzzResponse): Promise<void> {
  const { statusCode } = response;
  const statusClass = `${Math.floor(statusCode / 100)}xx`;
  run.requests += 1;
  run.byClass[statusClass] = (run.byClass[statusClass] ?? 0) + 1;
  run.byStatus[statusCode] = (run.byStatus[statusCode] ?? 0) + 1;
  if (statusCode >= 500) {
    run.serverErrorCount += 1;
    if (run.serverErrors.length < 10)
      run.serverErrors.push({ request, statusCode, problem: excerpt(response.body, 200) });
  }
  const problem = errorShapeProblem(request.method, response);
  if (problem) {
    run.shapeErrorCount += 1;
    if (run.shapeErrors.length < 10) run.shapeErrors.push({ request, statusCode, problem });
  }
  const unknownField = request.unknownField && unknownFieldProblem(request.unknownField, response);
  if (request.unknownField) run.unknownFieldRequests += 1;
  if (unknownField) {
    run.unknownFieldErrorCount += 1;
    if (run.unknownFieldErrors.length < 10) run.unknownFieldErrors.push({ request, statusCode, problem: unknownField });
  }
  if (statusCode < 300) {
    run.succeeded.add(request.endpoint);
    if (String(response.headers['content-type']).startsWith('application/json')) learnSecrets(parseJson(response.body));
  }
  if (statusCode === 401 && request.signedInAs) await renewActor(request.signedInAs);
  watch.flush();
}

function report(): void {
  const summary = {
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    seed: SEED,
    planned: PLANNED,
    requests: run.requests,
    stoppedByBudget: run.stoppedByBudget,
    seconds: run.seconds,
    byClass: run.byClass,
    byStatus: run.byStatus,
    serverErrors: run.serverErrorCount,
    shapeErrors: run.shapeErrorCount,
    unknownFieldRequests: run.unknownFieldRequests,
    unknownFieldErrors: run.unknownFieldErrorCount,
    leaks: watch.leaks.length,
    logLines: watch.lineCount,
    endpoints: Object.keys(endpoints).length,
    endpointsSucceeded: run.succeeded.size,
    /** The endpoints no request reached a success of: where the generator's valid requests fall short. */
    neverSucceeded: Object.keys(endpoints).filter((name) => !run.succeeded.has(name)),
  };
  console.info(`fuzz: ${JSON.stringify(summary)}`);
  if (REPORT_FILE) writeFileSync(REPORT_FILE, `${JSON.stringify(summary, null, 2)}\n`);
}

describe(`the fuzz tier (seed ${SEED})`, () => {
  it(
    `answers up to ${PLANNED} generated requests`,
    async () => {
      const started = performance.now();
      // Bounded by the requests generated, not only those answered: a request that cannot be sent ends nothing.
      for (let generated = 0; run.requests < PLANNED && generated < 2 * PLANNED; generated++) {
        const elapsed = (performance.now() - started) / 1000;
        if (BUDGET_SECONDS > 0 && elapsed > BUDGET_SECONDS && run.requests >= MINIMUM) {
          run.stoppedByBudget = true;
          break;
        }
        const request = generator.next();
        const response = await send(request);
        if (response) await check(request, response);
      }
      run.seconds = Math.round((performance.now() - started) / 100) / 10;
      expect(run.unsent).toEqual([]);
      expect(run.requests).toBeGreaterThanOrEqual(MINIMUM);
    },
    BUDGET_SECONDS > 0 ? (BUDGET_SECONDS + 120) * 1000 : 24 * 3600 * 1000,
  );

  it('answers no 5xx', () => {
    expect(run.requests).toBeGreaterThanOrEqual(MINIMUM);
    expect(run.serverErrors.map(describeFailure).join('\n'), `${run.serverErrorCount} × 5xx`).toBe('');
  });

  it("answers every error in the API's error shapes", () => {
    expect(run.requests).toBeGreaterThanOrEqual(MINIMUM);
    expect(run.shapeErrors.map(describeFailure).join('\n'), `${run.shapeErrorCount} errors off shape`).toBe('');
  });

  it('refuses every body with a field its endpoint does not take (wrapped, misspelt) with 422 `unknown`', () => {
    expect(run.unknownFieldRequests).toBeGreaterThan(run.requests / 100);
    expect(
      run.unknownFieldErrors.map(describeFailure).join('\n'),
      `${run.unknownFieldErrorCount} bodies with an unknown field not refused`,
    ).toBe('');
  });

  it('writes no secret to the log', async () => {
    // Closing the server waits for the e-mails still being written after their answers: their lines are read too.
    await closeApp();
    watch.flush();
    expect(watch.lineCount).toBeGreaterThan(run.requests);
    expect(watch.leaks).toEqual([]);
  });
});
