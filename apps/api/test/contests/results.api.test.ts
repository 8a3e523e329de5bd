import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createContest, createStageWithStep } from '../factories/contests.factory';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Results (docs/domain/contests.md, "Results"): the organisers' entries and their bounds, a participant's own with
 * their token where the step allows it, another contest's token refused, hidden results.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});

afterAll(async () => {
  await t?.close();
});

async function setUp(options: { selfReporting?: boolean; hidden?: boolean } = {}) {
  const gym = await createGym(t.db);
  const contest = await createContest(t.db, gym.id, {
    start_date: new Date().toISOString().slice(0, 10),
    end_date: new Date().toISOString().slice(0, 10),
    hide_results_until: options.hidden ? new Date(Date.now() + 3_600_000) : null,
  });
  const category = await createCategory(t.db, contest.id, { unisex: true });
  const { routes } = await createStageWithStep(t.db, contest.id, {
    rankingType: 'division_and_zone',
    step: { self_reporting: options.selfReporting ?? true },
  });
  const { user } = await createUser(t.db);
  await createGymAdministrator(t.db, { gymId: gym.id, userId: user.id, roles: ['manage_contests'] });
  const organiser = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
  const people = [];
  for (const first_name of ['Ana', 'Bea']) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contests/${contest.id}/registrations.json`,
      headers: t.keyHeaders,
      payload: {
        first_name,
        last_name: 'Test',
        date_of_birth: '1990-01-01',
        gender: 'female',
        email: 'a@example.test',
      },
    });
    expect(response.statusCode).toBe(201);
    people.push(response.json() as { token: string; participant: { id: number } });
  }
  return { contest, category, routes, organiser, people };
}

const mine = (contestId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/contests/${contestId}/my_contest/results.json`,
    headers: t.keyHeaders,
    payload,
  });

describe('results', () => {
  it('ranks the organisers’ and the participants’ entries, with no date of birth anywhere', async () => {
    const { contest, routes, organiser, people } = await setUp();
    const [ana, bea] = people;
    const route = routes[0];
    if (!ana || !bea || !route) throw new Error('set up');
    const entered = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/contests/${contest.id}/results.json`,
      headers: organiser,
      payload: { contest_participant_id: ana.participant.id, contest_route_id: route.id, topped: true },
    });
    expect(entered.statusCode).toBe(200);
    expect(entered.json().source).toBe('organiser');
    const own = await mine(contest.id, { token: bea.token, contest_route_id: route.id, zone: true, zone_1_attempt: 1 });
    expect(own.statusCode).toBe(200);
    expect(own.json().source).toBe('participant');

    const results = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contests/${contest.id}/results.json`,
      headers: t.keyHeaders,
    });
    expect(results.statusCode).toBe(200);
    const rows = results.json().steps[0].rankings[0].rows;
    expect(rows.map((row: { participant: { id: number }; rank: number }) => [row.participant.id, row.rank])).toEqual([
      [ana.participant.id, 1],
      [bea.participant.id, 2],
    ]);
    expect(results.body).not.toContain('1990-01-01');
    const my = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contests/${contest.id}/my_contest.json`,
      headers: t.keyHeaders,
      payload: { token: bea.token },
    });
    expect(my.statusCode).toBe(200);
    expect(my.json().steps[0]).toMatchObject({ self_reporting_open: true, rank: 2 });
    expect(my.body).not.toContain('1990-01-01');
  });

  it('refuses results past the route’s bounds, and clears one', async () => {
    const { contest, routes, organiser, people } = await setUp();
    const body = { contest_participant_id: people[0]?.participant.id, contest_route_id: routes[0]?.id };
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/contests/${contest.id}/results.json`,
        headers: organiser,
        payload: { ...body, ...payload },
      });
    expect((await put({ hold_number: 21 })).json().error).toEqual({ hold_number: ['too_big'] });
    expect((await put({ attempts: 2, top_attempt: 3, topped: true })).json().error).toEqual({
      top_attempt: ['too_big'],
    });
    expect((await put({ contest_route_id: 999_999 })).json().error).toEqual({ contest_route_id: ['not_included'] });
    expect((await put({ topped: true })).statusCode).toBe(200);
    expect((await put({ clear: true })).statusCode).toBe(204);
  });

  it('refuses another contest’s token, and a step without self-reporting', async () => {
    const first = await setUp();
    const second = await setUp({ selfReporting: false });
    const foreign = await mine(first.contest.id, {
      token: second.people[0]?.token,
      contest_route_id: first.routes[0]?.id,
      topped: true,
    });
    expect(foreign.json().error).toEqual({ token: ['invalid'] });
    const closed = await mine(second.contest.id, {
      token: second.people[0]?.token,
      contest_route_id: second.routes[0]?.id,
      topped: true,
    });
    expect(closed.json().error).toEqual({ contest_route_id: ['not_included'] });
  });

  it('hides the results from the public until the time, not from the organisers', async () => {
    const { contest, organiser } = await setUp({ hidden: true });
    const url = `/api/v1/contests/${contest.id}/results.json`;
    const publicAnswer = (await t.app.inject({ method: 'GET', url, headers: t.keyHeaders })).json();
    expect(publicAnswer.results_hidden).toBe(true);
    expect(publicAnswer.steps[0].rankings).toEqual([]);
    const organisers = (await t.app.inject({ method: 'GET', url, headers: organiser })).json();
    expect(organisers.steps[0].rankings).toHaveLength(1);
  });
});
