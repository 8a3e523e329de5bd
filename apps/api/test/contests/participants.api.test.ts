import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestParticipants, outboxEmails } from '../../src/db/schema';
import { createCategory, createContest, createWave } from '../factories/contests.factory';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The organisers' side of a contest's participants (docs/domain/contests.md, "Participants"): their list with its
 * filters and search, changes, cancellations and deletions that move the waiting list up, a new token replacing the
 * old one, the start lists, the per-address registration limit, and a token that sees only its participant.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'contest_registration_ip=4/3600' } });
});

afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const person = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    first_name: `Prénom${sequence}`,
    last_name: 'Martin',
    date_of_birth: '1990-01-15',
    gender: 'female',
    email: `person.${sequence}@example.test`,
    ...overrides,
  };
};

async function organisedContest(overrides: Parameters<typeof createContest>[2] = {}) {
  const gym = await createGym(t.db);
  const { user } = await createUser(t.db);
  await createGymAdministrator(t.db, { gymId: gym.id, userId: user.id, roles: ['manage_contests'] });
  const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
  const contest = await createContest(t.db, gym.id, overrides);
  return { gym, contest, headers };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  query?: Record<string, string>,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    remoteAddress,
    ...(payload ? { payload } : {}),
    ...(query ? { query } : {}),
  });
}

let addresses = 0;
/** An address of its own for each registration but the limit's test: the limit per address is low here. */
const freshAddress = () => {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** A participant added by the organisers (registered whatever the capacity), no e-mail. */
async function add(contestId: number, headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await call('POST', `/contests/${contestId}/contest_participants.json`, headers, {
    ...body,
    send_email: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; bib_number: number; state: string }>();
}

/** A registration from the public page: the participant and their token. */
async function register(contestId: number, body: Record<string, unknown>) {
  const response = await call(
    'POST',
    `/contests/${contestId}/registrations.json`,
    t.keyHeaders,
    body,
    undefined,
    freshAddress(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ participant: { id: number; state: string }; token: string }>();
}

async function stateOf(id: number) {
  const [row] = await t.db.select().from(contestParticipants).where(eq(contestParticipants.id, id));
  return row?.state;
}

describe('GET contests/{id}/contest_participants.json', () => {
  it('filters by state, category and wave, searches names and bib numbers, pages by bib number', async () => {
    const { contest, headers } = await organisedContest();
    const youth = await createCategory(t.db, contest.id, {
      name: 'Jeunes',
      max_birth_year: 2030,
      min_birth_year: 2005,
    });
    const adults = await createCategory(t.db, contest.id, {
      name: 'Adultes',
      min_birth_year: 1900,
      max_birth_year: 2004,
    });
    const morning = await createWave(t.db, contest.id, { name: 'Matin' });
    const evening = await createWave(t.db, contest.id, { name: 'Soir' });
    const lea = await add(
      contest.id,
      headers,
      person({ first_name: 'Léa', last_name: 'Bonnet', date_of_birth: '2010-02-01', contest_wave_id: morning.id }),
    );
    await add(contest.id, headers, person({ first_name: 'Marc', last_name: 'Girard', contest_wave_id: morning.id }));
    const nina = await add(
      contest.id,
      headers,
      person({ first_name: 'Nina', last_name: 'Girard', contest_wave_id: evening.id }),
    );
    await call('PUT', `/contest_participants/${nina.id}.json`, headers, { state: 'cancelled' });

    const url = `/contests/${contest.id}/contest_participants.json`;
    const names = async (query: Record<string, string>) => {
      const response = await call('GET', url, headers, undefined, query);
      expect(response.statusCode, response.body).toBe(200);
      return {
        total: response.headers['x-total-count'],
        names: response.json<{ first_name: string }[]>().map((row) => row.first_name),
      };
    };
    expect(await names({})).toEqual({ total: '3', names: ['Léa', 'Marc', 'Nina'] });
    expect(await names({ state: 'cancelled' })).toEqual({ total: '1', names: ['Nina'] });
    expect(await names({ state: 'registered' })).toEqual({ total: '2', names: ['Léa', 'Marc'] });
    expect(await names({ contest_category_id: String(youth.id) })).toEqual({ total: '1', names: ['Léa'] });
    expect(await names({ contest_category_id: String(adults.id), contest_wave_id: String(morning.id) })).toEqual({
      total: '1',
      names: ['Marc'],
    });
    expect(await names({ q: 'girard' })).toEqual({ total: '2', names: ['Marc', 'Nina'] });
    expect(await names({ q: 'léa bon' })).toEqual({ total: '1', names: ['Léa'] });
    expect(await names({ q: String(lea.bib_number) })).toEqual({ total: '1', names: ['Léa'] });
    expect(await names({ per_page: '2', page: '2' })).toEqual({ total: '3', names: ['Nina'] });
  });
});

describe('changing, cancelling and deleting participants', () => {
  it('updates a participant with a registration’s rules', async () => {
    const { contest, headers } = await organisedContest();
    await createCategory(t.db, contest.id, { name: 'Adultes', min_age: 18 });
    const other = await organisedContest();
    const foreign = await createCategory(t.db, other.contest.id);
    const lina = await add(contest.id, headers, person({ first_name: 'Lina' }));
    const tom = await add(contest.id, headers, person({ first_name: 'Tom' }));

    const changed = await call('PUT', `/contest_participants/${lina.id}.json`, headers, {
      club: 'ROC',
      gender: 'male',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ club: 'ROC', gender: 'male', first_name: 'Lina' });

    const child = await call('PUT', `/contest_participants/${lina.id}.json`, headers, { date_of_birth: '2020-01-01' });
    expect(child.json()).toEqual({ error: { date_of_birth: ['not_included'] } });
    const elsewhere = await call('PUT', `/contest_participants/${lina.id}.json`, headers, {
      contest_category_id: foreign.id,
    });
    expect(elsewhere.json()).toEqual({ error: { contest_category_id: ['not_included'] } });
    const same = await call('PUT', `/contest_participants/${tom.id}.json`, headers, { first_name: 'LINA' });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ error: { base: ['taken'] } });

    const stranger = await createUser(t.db);
    const refused = await call(
      'PUT',
      `/contest_participants/${lina.id}.json`,
      await authHeaders(stranger.user, t.config.jwtSecret, t.keyHeaders),
      { club: 'X' },
    );
    expect(refused.statusCode).toBe(403);
    expect((await call('PUT', '/contest_participants/999999.json', headers, { club: 'X' })).statusCode).toBe(404);
  });

  it('moves the waiting list up when the organisers cancel or delete someone, e-mailing who moved up', async () => {
    const { contest, headers } = await organisedContest();
    await createCategory(t.db, contest.id, { capacity: 2 });
    const ana = await register(contest.id, person({ first_name: 'Ana' }));
    const bea = await register(contest.id, person({ first_name: 'Bea' }));
    const cleo = await register(contest.id, person({ first_name: 'Cléo', email: 'cleo.waiting@example.test' }));
    const dora = await register(contest.id, person({ first_name: 'Dora', email: 'dora.waiting@example.test' }));
    expect([cleo.participant.state, dora.participant.state]).toEqual(['waiting', 'waiting']);

    const cancelled = await call('PUT', `/contest_participants/${ana.participant.id}.json`, headers, {
      state: 'cancelled',
    });
    expect(cancelled.json().state).toBe('cancelled');
    expect(await stateOf(cleo.participant.id)).toBe('registered');
    expect(await stateOf(dora.participant.id)).toBe('waiting');

    const deleted = await call('DELETE', `/contest_participants/${bea.participant.id}.json`, headers);
    expect(deleted.statusCode).toBe(204);
    expect(await stateOf(bea.participant.id)).toBeUndefined();
    expect(await stateOf(dora.participant.id)).toBe('registered');

    await t.app.appContext.background.idle();
    for (const address of ['cleo.waiting@example.test', 'dora.waiting@example.test']) {
      const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, address));
      // The waiting list's e-mail, then the place's.
      expect(emails.map((email) => email.subject).join(' | ')).toContain('une place s’est libérée');
    }
  });
});

describe('POST contest_participants/{id}/token.json', () => {
  it('gives a new token, e-mailed; the old one stops working', async () => {
    const { contest, headers } = await organisedContest();
    await createCategory(t.db, contest.id);
    const email = 'new.token@example.test';
    const { participant, token } = await register(contest.id, person({ email }));
    const mine = (body: object) => call('POST', `/contests/${contest.id}/my_contest.json`, t.keyHeaders, body);
    expect((await mine({ token })).statusCode).toBe(200);

    const renewed = await call('POST', `/contest_participants/${participant.id}/token.json`, headers);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.body).not.toContain(token);
    await t.app.appContext.background.idle();
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, email));
    const last = emails.find((one) => one.subject.includes('nouveau code'));
    const fresh = /gardez-le pour vous\) : (\S+)/.exec(last?.text_body ?? '')?.[1];
    expect(fresh).toEqual(expect.any(String));

    const old = await mine({ token });
    expect(old.statusCode).toBe(422);
    expect(old.json()).toEqual({ error: { token: ['invalid'] } });
    expect((await mine({ token: fresh })).json().participant.id).toBe(participant.id);
  });
});

describe('GET contests/{id}/start_lists.json', () => {
  it('lists the registered per wave (by start) and category, by bib number, without dates of birth', async () => {
    const { contest, headers } = await organisedContest();
    const youth = await createCategory(t.db, contest.id, {
      name: 'Jeunes',
      min_birth_year: 2005,
      max_birth_year: 2030,
    });
    const adults = await createCategory(t.db, contest.id, {
      name: 'Adultes',
      min_birth_year: 1900,
      max_birth_year: 2004,
    });
    const evening = await createWave(t.db, contest.id, { name: 'Soir', starts_at: new Date('2030-06-01T18:00:00Z') });
    const morning = await createWave(t.db, contest.id, { name: 'Matin', starts_at: new Date('2030-06-01T09:00:00Z') });
    const lea = await add(
      contest.id,
      headers,
      person({ first_name: 'Léa', date_of_birth: '2012-03-03', contest_wave_id: evening.id }),
    );
    const marc = await add(contest.id, headers, person({ first_name: 'Marc', contest_wave_id: morning.id }));
    const paul = await add(contest.id, headers, person({ first_name: 'Paul', contest_wave_id: morning.id }));
    const gone = await add(contest.id, headers, person({ first_name: 'Zoé', contest_wave_id: morning.id }));
    await call('PUT', `/contest_participants/${gone.id}.json`, headers, { state: 'cancelled' });

    const response = await call('GET', `/contests/${contest.id}/start_lists.json`, headers);
    expect(response.statusCode).toBe(200);
    const lists =
      response.json<
        { wave_name: string; contest_category_id: number; participants: { id: number; bib_number: number }[] }[]
      >();
    expect(
      lists.map((list) => [list.wave_name, list.contest_category_id, list.participants.map((one) => one.id)]),
    ).toEqual([
      ['Matin', youth.id, []],
      ['Matin', adults.id, [marc.id, paul.id]],
      ['Soir', youth.id, [lea.id]],
      ['Soir', adults.id, []],
    ]);
    expect(response.body).not.toContain('date_of_birth');
    expect(response.body).not.toContain('@example.test');
  });
});

describe('the registration limit per address', () => {
  it('answers 429 past the address’s registrations, whatever the e-mails', async () => {
    const { contest } = await organisedContest();
    await createCategory(t.db, contest.id);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await call(
        'POST',
        `/contests/${contest.id}/registrations.json`,
        t.keyHeaders,
        person(),
        undefined,
        '192.0.2.7',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect(
      await t.db.select().from(contestParticipants).where(eq(contestParticipants.contest_id, contest.id)),
    ).toHaveLength(4);
  });
});

describe('POST contests/{id}/my_contest.json', () => {
  it('shows a token only its own participant, and refuses another contest’s token', async () => {
    const first = await organisedContest();
    await createCategory(t.db, first.contest.id);
    const second = await organisedContest();
    await createCategory(t.db, second.contest.id);
    const lina = await add(first.contest.id, first.headers, person({ first_name: 'Lina' }));
    await add(first.contest.id, first.headers, person({ first_name: 'Other' }));
    // A token known for Lina: a new one, read from the e-mail.
    await call('POST', `/contest_participants/${lina.id}/token.json`, first.headers);
    await t.app.appContext.background.idle();
    const [row] = await t.db.select().from(contestParticipants).where(eq(contestParticipants.id, lina.id));
    const emails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to_address, row?.email ?? ''));
    const token = /gardez-le pour vous\) : (\S+)/.exec(emails.at(-1)?.text_body ?? '')?.[1] ?? '';

    const mine = await call('POST', `/contests/${first.contest.id}/my_contest.json`, t.keyHeaders, { token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().participant).toMatchObject({ id: lina.id, first_name: 'Lina' });
    expect(mine.body).not.toContain('Other');
    expect(mine.body).not.toContain('1990-01-15');

    const elsewhere = await call('POST', `/contests/${second.contest.id}/my_contest.json`, t.keyHeaders, { token });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({ error: { token: ['invalid'] } });
  });
});
