import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestParticipants, outboxEmails } from '../../src/db/schema';
import { createCategory, createContest, createWave } from '../factories/contests.factory';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Registering for a contest (docs/domain/contests.md, "Participants"): the window, the categories, the waiting list
 * moving up on a cancellation, the same person twice, the honeypot and the limits.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'contest_registration_email=3/3600' } });
});

afterAll(async () => {
  await t?.close();
});

const person = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Lucie',
  last_name: 'Martin',
  date_of_birth: '1995-04-02',
  gender: 'female',
  email: `lucie.${Math.random().toString(36).slice(2)}@example.test`,
  ...overrides,
});

function register(contestId: number, body: Record<string, unknown>, headers = t.keyHeaders) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/contests/${contestId}/registrations.json`,
    headers,
    payload: body,
  });
}

async function openContest(overrides: Parameters<typeof createContest>[2] = {}) {
  const gym = await createGym(t.db);
  const contest = await createContest(t.db, gym.id, overrides);
  return { gym, contest };
}

describe('POST contests/{id}/registrations.json', () => {
  it('registers with a bib number and a token (its digest kept), e-mailed, no date of birth answered', async () => {
    const { contest } = await openContest();
    const category = await createCategory(t.db, contest.id);
    const body = person();
    const response = await register(contest.id, body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.participant).toMatchObject({ state: 'registered', bib_number: 1, contest_category_id: category.id });
    expect(answer.token).toEqual(expect.any(String));
    expect(response.body).not.toContain('1995-04-02');
    expect(response.body).not.toContain(body.email);
    const [row] = await t.db
      .select()
      .from(contestParticipants)
      .where(eq(contestParticipants.id, answer.participant.id));
    expect(row?.token_digest).not.toBe(answer.token);
    await t.app.appContext.background.idle();
  });

  it('refuses a registration outside the window, a date of birth no category fits, the same person twice', async () => {
    const { contest: closed } = await openContest({ registration_closes_at: new Date(Date.now() - 1000) });
    await createCategory(t.db, closed.id);
    expect((await register(closed.id, person())).json()).toMatchObject({ error: { base: ['not_included'] } });

    const { contest } = await openContest();
    await createCategory(t.db, contest.id, { min_age: 10, max_age: 13 });
    const tooOld = await register(contest.id, person());
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().error).toEqual({ date_of_birth: ['not_included'] });

    const child = person({ date_of_birth: `${Number(contest.start_date.slice(0, 4)) - 12}-05-01` });
    expect((await register(contest.id, child)).statusCode).toBe(201);
    const twice = await register(contest.id, { ...child, first_name: 'LUCIE', email: 'other@example.test' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error).toEqual({ base: ['taken'] });
  });

  it('asks for a wave when the contest has waves, and for a category when several fit', async () => {
    const { contest } = await openContest();
    await createCategory(t.db, contest.id);
    await createCategory(t.db, contest.id);
    await createWave(t.db, contest.id);
    const response = await register(contest.id, person());
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ contest_category_id: ['required'] });
  });

  it('sends robots away: the hidden field filled is 403 robot, nothing written', async () => {
    const { contest } = await openContest();
    await createCategory(t.db, contest.id);
    const response = await register(contest.id, person({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('robot');
    expect(await t.db.select().from(contestParticipants).where(eq(contestParticipants.contest_id, contest.id))).toEqual(
      [],
    );
  });

  it('limits registrations per e-mail (429)', async () => {
    const { contest } = await openContest();
    await createCategory(t.db, contest.id);
    const email = 'family@example.test';
    for (const first_name of ['Anna', 'Boris', 'Carla']) {
      expect((await register(contest.id, person({ first_name, email }))).statusCode).toBe(201);
    }
    expect((await register(contest.id, person({ first_name: 'Dan', email }))).statusCode).toBe(429);
  });

  it('puts the person on the waiting list when full, and moves them up when someone cancels (e-mailed)', async () => {
    const { contest } = await openContest();
    await createCategory(t.db, contest.id, { capacity: 1 });
    const first = (await register(contest.id, person({ first_name: 'Ana' }))).json();
    const waitingEmail = 'waiting.person@example.test';
    const second = await register(contest.id, person({ first_name: 'Bea', email: waitingEmail }));
    expect(second.statusCode).toBe(201);
    expect(second.json().participant).toMatchObject({ state: 'waiting', waiting_position: 1 });

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contests/${contest.id}/registrations/cancel.json`,
      headers: t.keyHeaders,
      payload: { token: 'not-a-token' },
    });
    expect(wrong.json().error).toEqual({ token: ['invalid'] });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contests/${contest.id}/registrations/cancel.json`,
      headers: t.keyHeaders,
      payload: { token: first.token },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().state).toBe('cancelled');
    const [moved] = await t.db
      .select()
      .from(contestParticipants)
      .where(eq(contestParticipants.id, second.json().participant.id));
    expect(moved?.state).toBe('registered');
    await expect
      .poll(
        async () => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, waitingEmail))).length,
      )
      .toBe(2);
  });

  it('links a registration made while signed in, listed in upcoming_contests.json', async () => {
    const { contest } = await openContest();
    await createCategory(t.db, contest.id);
    const { user } = await createUser(t.db);
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    expect((await register(contest.id, person({ first_name: 'Signed' }), headers)).statusCode).toBe(201);
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/v1/current_users/upcoming_contests.json',
      headers,
    });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json()).toEqual([
      expect.objectContaining({ id: contest.id, participation: expect.objectContaining({ first_name: 'Signed' }) }),
    ]);
  });
});

describe('the organisers', () => {
  it('add a participant whatever the capacity, list them with the date of birth, and refuse other climbers', async () => {
    const { gym, contest } = await openContest();
    await createCategory(t.db, contest.id, { capacity: 0 + 1 });
    const { user } = await createUser(t.db);
    await createGymAdministrator(t.db, { gymId: gym.id, userId: user.id, roles: ['manage_contests'] });
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    const url = `/api/v1/contests/${contest.id}/contest_participants.json`;
    for (const first_name of ['Eve', 'Fay']) {
      const created = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { ...person({ first_name }), send_email: false },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().state).toBe('registered');
    }
    const list = await t.app.inject({ method: 'GET', url, headers });
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json()[0].date_of_birth).toBe('1995-04-02');

    const { user: stranger } = await createUser(t.db);
    const refused = await t.app.inject({
      method: 'GET',
      url,
      headers: await authHeaders(stranger, t.config.jwtSecret, t.keyHeaders),
    });
    expect(refused.statusCode).toBe(403);
  });
});
