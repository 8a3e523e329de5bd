import type { Contest, ContestSummary } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestPageHeads } from '../../src/contests/contests.public';
import { revealContestResults } from '../../src/contests/organise/results-reveal.job';
import { contestParticipants } from '../../src/db/schema';
import { CONTESTS_VERSION, contestVersion } from '../../src/lib/shared-cache';
import { createCategory, createContest, createStageWithStep, dayFromToday } from '../factories/contests.factory';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, expectCall } from '../outdoor/crags/wiki-api';

/*
 * Organising contests (docs/domain/contests.md, "Organising"): the gym's administrators holding `manage_contests`
 * write a contest and its structure; the public lists and reads those that are neither drafts nor private.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function climber(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

async function staffOf(gymId: number, roles?: Parameters<typeof createGymAdministrator>[1]['roles']) {
  const who = await climber();
  await createGymAdministrator(t.db, { gymId, userId: who.user.id, ...(roles ? { roles } : {}) });
  return who;
}

async function organisedGym() {
  const gym = await createGym(t.db);
  const organiser = await staffOf(gym.id, ['manage_contests']);
  return { gym, organiser };
}

const in30 = dayFromToday(30);
const contestBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Block’Party de printemps',
  start_date: in30,
  end_date: in30,
  registration_opens_at: new Date(Date.now() - 3_600_000).toISOString(),
  registration_closes_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  ...overrides,
});

async function refused(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  body: object | undefined,
  errors: object,
) {
  const response = await call(t, method, url, headers as Record<string, string>, body);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({ error: errors });
}

describe('who organises', () => {
  it('lets the gym’s administrators holding manage_contests and site administrators in, nobody else', async () => {
    const { gym, organiser } = await organisedGym();
    const withoutRole = await staffOf(gym.id, ['manage_opening']);
    const otherGym = await createGym(t.db);
    const otherOrganiser = await staffOf(otherGym.id, ['manage_contests']);
    const admin = await climber({ super_admin: true });
    const someone = await climber();

    const created = await expectCall<Contest>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/contests.json`,
      organiser.headers,
      contestBody(),
    );
    expect(created).toMatchObject({ gym_id: gym.id, draft: true, slug_name: 'block-party-de-printemps', stages: [] });
    await expectCall(t, 403, 'POST', `gyms/${gym.id}/contests.json`, withoutRole.headers, contestBody());
    await expectCall(t, 403, 'POST', `gyms/${gym.id}/contests.json`, otherOrganiser.headers, contestBody());
    await expectCall(t, 403, 'PUT', `contests/${created.id}.json`, someone.headers, { name: 'X' });
    await expectCall(t, 401, 'PUT', `contests/${created.id}.json`, t.keyHeaders, { name: 'X' });
    const renamed = await expectCall<Contest>(t, 200, 'PUT', `contests/${created.id}.json`, admin.headers, {
      name: 'Block’Party',
    });
    expect(renamed.slug_name).toBe('block-party');
    await expectCall(t, 404, 'PUT', `contests/99999999.json`, admin.headers, { name: 'X' });
  });
});

describe('what the public sees', () => {
  it('hides drafts from the public but shows them to organisers; private contests are read by address only', async () => {
    const { gym, organiser } = await organisedGym();
    const draft = await createContest(t.db, gym.id, { draft: true });
    const hidden = await createContest(t.db, gym.id, { private: true });
    const open = await createContest(t.db, gym.id);
    await expectCall(t, 404, 'GET', `contests/${draft.id}.json`, t.keyHeaders);
    await expectCall(t, 200, 'GET', `contests/${draft.id}.json`, organiser.headers);
    await expectCall(t, 200, 'GET', `contests/${hidden.id}.json`, t.keyHeaders);
    const listed = await expectCall<ContestSummary[]>(t, 200, 'GET', `contests.json?gym_id=${gym.id}`, t.keyHeaders);
    expect(listed.map((contest) => contest.id)).toEqual([open.id]);
    const ofGym = await expectCall<ContestSummary[]>(t, 200, 'GET', `gyms/${gym.id}/contests.json`, organiser.headers);
    expect(ofGym.map((contest) => contest.id).sort()).toEqual([draft.id, hidden.id, open.id].sort());
  });

  it('lists upcoming contests nearest first near a place, soonest first without, past ones latest first', async () => {
    const far = await createGym(t.db, { latitude: 48.85, longitude: 2.35 });
    const near = await createGym(t.db, { latitude: 43.6, longitude: 1.44 });
    const soonFar = await createContest(t.db, far.id, { start_date: dayFromToday(3), end_date: dayFromToday(3) });
    const laterNear = await createContest(t.db, near.id, { start_date: dayFromToday(9), end_date: dayFromToday(9) });
    const past = await createContest(t.db, near.id, { start_date: dayFromToday(-9), end_date: dayFromToday(-9) });
    const ids = (list: ContestSummary[]) =>
      list.map((contest) => contest.id).filter((id) => [soonFar.id, laterNear.id, past.id].includes(id));

    const nearby = await expectCall<ContestSummary[]>(
      t,
      200,
      'GET',
      'contests.json?latitude=43.61&longitude=1.45&per_page=100',
      t.keyHeaders,
    );
    expect(ids(nearby)).toEqual([laterNear.id, soonFar.id]);
    expect(nearby.find((contest) => contest.id === laterNear.id)?.distance_km).toBeLessThan(5);
    const soonest = await expectCall<ContestSummary[]>(t, 200, 'GET', 'contests.json?per_page=100', t.keyHeaders);
    expect(ids(soonest)).toEqual([soonFar.id, laterNear.id]);
    const ended = await expectCall<ContestSummary[]>(
      t,
      200,
      'GET',
      'contests.json?when=past&per_page=100',
      t.keyHeaders,
    );
    expect(ids(ended)).toEqual([past.id]);
  });
});

describe('the contest’s rules', () => {
  it('refuses reversed dates, a window past the contest, a team contest without its size', async () => {
    const { gym, organiser } = await organisedGym();
    const url = `gyms/${gym.id}/contests.json`;
    await refused('POST', url, organiser.headers, contestBody({ end_date: dayFromToday(29) }), {
      end_date: ['too_small'],
    });
    await refused(
      'POST',
      url,
      organiser.headers,
      contestBody({ registration_closes_at: new Date(Date.now() - 7_200_000).toISOString() }),
      { registration_closes_at: ['too_small'] },
    );
    await refused(
      'POST',
      url,
      organiser.headers,
      contestBody({ registration_closes_at: new Date(Date.now() + 40 * 86_400_000).toISOString() }),
      { registration_closes_at: ['too_big'] },
    );
    await refused('POST', url, organiser.headers, contestBody({ team_contest: true }), {
      participants_per_team: ['required'],
    });
    const contest = await createContest(t.db, gym.id);
    await refused(
      'PUT',
      `contests/${contest.id}.json`,
      organiser.headers,
      { start_date: dayFromToday(40) },
      {
        end_date: ['too_small'],
      },
    );
    await refused(
      'POST',
      `contests/${contest.id}/contest_teams.json`,
      organiser.headers,
      { name: 'Les Gecko' },
      {
        base: ['invalid'],
      },
    );
  });

  it('checks categories: ages or birth years, bounds in order, not deleted with participants', async () => {
    const { gym, organiser } = await organisedGym();
    const contest = await createContest(t.db, gym.id);
    const url = `contests/${contest.id}/contest_categories.json`;
    await refused(
      'POST',
      url,
      organiser.headers,
      { name: 'U16', min_age: 12, min_birth_year: 2010 },
      {
        min_age: ['invalid'],
      },
    );
    await refused(
      'POST',
      url,
      organiser.headers,
      { name: 'U16', min_age: 16, max_age: 12 },
      {
        max_age: ['too_small'],
      },
    );
    await refused(
      'POST',
      url,
      organiser.headers,
      { name: 'Nés', min_birth_year: 2012, max_birth_year: 2010 },
      {
        max_birth_year: ['too_small'],
      },
    );
    const category = await createCategory(t.db, contest.id);
    await t.db.insert(contestParticipants).values({
      contest_id: contest.id,
      first_name: 'Lou',
      last_name: 'Prise',
      date_of_birth: '2000-01-01',
      gender: 'female',
      email: 'lou@example.test',
      contest_category_id: category.id,
      bib_number: 1,
      token_digest: 'x'.repeat(64),
    });
    await refused('DELETE', `contest_categories/${category.id}.json`, organiser.headers, undefined, {
      base: ['taken'],
    });
  });

  it('checks steps’ ranking types, route groups’ categories and route numbers', async () => {
    const { gym, organiser } = await organisedGym();
    const contest = await createContest(t.db, gym.id);
    const other = await createContest(t.db, gym.id);
    const foreign = await createCategory(t.db, other.id);
    const { stage, step } = await createStageWithStep(t.db, contest.id, { climbingType: 'speed' });
    await refused(
      'POST',
      `contest_stages/${stage.id}/contest_steps.json`,
      organiser.headers,
      { name: 'Finale', ranking_type: 'division' },
      { ranking_type: ['not_included'] },
    );
    await refused(
      'POST',
      `contest_steps/${step.id}/contest_route_groups.json`,
      organiser.headers,
      { category_ids: [foreign.id], routes: [{ number: 1 }] },
      { category_ids: ['not_included'] },
    );
    await refused(
      'POST',
      `contest_steps/${step.id}/contest_route_groups.json`,
      organiser.headers,
      { routes: [{ number: 1 }, { number: 1 }] },
      { routes: ['duplicate'] },
    );
  });
});

describe('the structure', () => {
  it('round-trips categories, waves, stages, steps and route groups, in order, and moves the versions', async () => {
    const { gym, organiser } = await organisedGym();
    const created = await expectCall<Contest>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/contests.json`,
      organiser.headers,
      contestBody({ team_contest: true, participants_per_team: 3 }),
    );
    const cache = t.app.appContext.cache;
    const before = await cache.versions([CONTESTS_VERSION, contestVersion(created.id)]);
    const withCategory = await expectCall<Contest>(
      t,
      201,
      'POST',
      `contests/${created.id}/contest_categories.json`,
      organiser.headers,
      { name: 'U14', min_age: 12, max_age: 13, capacity: 20 },
    );
    const after = await cache.versions([CONTESTS_VERSION, contestVersion(created.id)]);
    expect(after[0]).toBeGreaterThan(before[0] as number);
    expect(after[1]).toBeGreaterThan(before[1] as number);
    const category = withCategory.categories[0];
    expect(category).toMatchObject({ name: 'U14', places_left: 20, registered_count: 0 });

    await expectCall(t, 201, 'POST', `contests/${created.id}/contest_waves.json`, organiser.headers, {
      name: 'Matin',
      starts_at: `${in30}T08:00:00Z`,
      ends_at: `${in30}T12:00:00Z`,
    });
    await expectCall(t, 201, 'POST', `contests/${created.id}/contest_teams.json`, organiser.headers, { name: 'Gecko' });
    await refused(
      'POST',
      `contests/${created.id}/contest_teams.json`,
      organiser.headers,
      { name: 'gecko' },
      {
        name: ['taken'],
      },
    );
    const withStage = await expectCall<Contest>(
      t,
      201,
      'POST',
      `contests/${created.id}/contest_stages.json`,
      organiser.headers,
      { climbing_type: 'boulder' },
    );
    const stageId = withStage.stages[0]?.id as number;
    const withStep = await expectCall<Contest>(
      t,
      201,
      'POST',
      `contest_stages/${stageId}/contest_steps.json`,
      organiser.headers,
      { name: 'Qualifications', ranking_type: 'attempts_to_two_zones_and_top' },
    );
    const stepId = withStep.stages[0]?.steps[0]?.id as number;
    const withGroup = await expectCall<Contest>(
      t,
      201,
      'POST',
      `contest_steps/${stepId}/contest_route_groups.json`,
      organiser.headers,
      { category_ids: [category?.id], gender: 'female', routes: [{ number: 2, zones_count: 2 }, { number: 1 }] },
    );
    const group = withGroup.stages[0]?.steps[0]?.route_groups[0];
    expect(group).toMatchObject({ gender: 'female', category_ids: [category?.id] });
    expect(group?.routes.map((route) => route.number)).toEqual([1, 2]);
    const routeOne = group?.routes[0]?.id;
    const regrouped = await expectCall<Contest>(
      t,
      200,
      'PUT',
      `contest_route_groups/${group?.id}.json`,
      organiser.headers,
      { routes: [{ number: 1, points: 500 }, { number: 3 }] },
    );
    const routes = regrouped.stages[0]?.steps[0]?.route_groups[0]?.routes ?? [];
    expect(routes.map((route) => [route.number, route.points])).toEqual([
      [1, 500],
      [3, null],
    ]);
    expect(routes[0]?.id).toBe(routeOne);

    const read = await expectCall<Contest>(t, 200, 'GET', `contests/${created.id}.json`, organiser.headers);
    expect(read.waves.map((wave) => wave.name)).toEqual(['Matin']);
    expect(read.teams.map((team) => team.name)).toEqual(['Gecko']);

    await refused(
      'PUT',
      `contest_stages/${stageId}.json`,
      organiser.headers,
      { climbing_type: 'speed' },
      {
        climbing_type: ['invalid'],
      },
    );
    const cleared = await expectCall<Contest>(t, 200, 'DELETE', `contest_stages/${stageId}.json`, organiser.headers);
    expect(cleared.stages).toEqual([]);
    await expectCall(t, 204, 'DELETE', `contests/${created.id}.json`, organiser.headers);
    await expectCall(t, 404, 'GET', `contests/${created.id}.json`, organiser.headers);
  });
});

describe('the public pages', () => {
  it('reveal results on time: the job moves the version of a contest whose moment passed, once', async () => {
    const { gym } = await organisedGym();
    const contest = await createContest(t.db, gym.id, { hide_results_until: new Date(Date.now() - 60_000) });
    const cache = t.app.appContext.cache;
    const before = await cache.version(contestVersion(contest.id));
    await revealContestResults(t.app.appContext, new Date());
    const after = await cache.version(contestVersion(contest.id));
    expect(after).toBeGreaterThan(before);
    await revealContestResults(t.app.appContext, new Date());
    expect(await cache.version(contestVersion(contest.id))).toBe(after);
  });

  it('write heads of published contests under their gym, in both languages; a draft has none', async () => {
    const { gym } = await organisedGym();
    const contest = await createContest(t.db, gym.id, { name: 'Grimpe en fête' });
    const draft = await createContest(t.db, gym.id, { draft: true });
    const heads = contestPageHeads(t.db);
    const params = (id: number, gymId = gym.id) => ({ gymId: String(gymId), contestId: String(id) });
    const fr = await heads.contest?.({ key: 'contest', params: params(contest.id), locale: 'fr' });
    expect(fr?.title).toBe(`Grimpe en fête – ${gym.name}`);
    expect(fr?.description).toContain('compétition d’escalade');
    const en = await heads.contestResults?.({ key: 'contestResults', params: params(contest.id), locale: 'en' });
    expect(en?.title).toBe(`Results – Grimpe en fête – ${gym.name}`);
    expect(await heads.contest?.({ key: 'contest', params: params(draft.id), locale: 'fr' })).toBeNull();
    expect(await heads.contest?.({ key: 'contest', params: params(contest.id, gym.id + 1), locale: 'fr' })).toBeNull();
  });
});
