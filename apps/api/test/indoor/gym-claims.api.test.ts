import {
  type CurrentUser,
  GYM_ROLES,
  type Gym,
  type GymAdministrationRequest,
  type GymAdministrator,
  type Notification,
  type NotificationType,
} from '@climb/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIMBER_EMAILS, DEMO_GYM_MANAGER_EMAIL } from '../../src/accounts/account.seed';
import { seedDatabase } from '../../src/composition';
import type { Database } from '../../src/db/client';
import {
  gymAdministrationRequests,
  gymAdministrators,
  gyms,
  notifications,
  outboxEmails,
  users,
} from '../../src/db/schema';
import { indoorSeed } from '../../src/indoor/indoor.public';
import { DEMO_GYM_ADMINISTRATION_REQUEST } from '../../src/indoor/seed/demo-staff';
import { insertPendingRequest } from '../../src/indoor/staff/gym-administration.repository';
import type { DomainEvents } from '../../src/lib/domain-events';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, expectCall } from '../outdoor/crags/wiki-api';

/*
 * Claiming a gym (docs/domain/indoor.md, "Staff"): a climber asks, a site administrator approves or refuses, the
 * climber is told (notification, and e-mail when chosen); every rule of the claim answers 422 with its name.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof climber>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await climber({ super_admin: true });
});

afterAll(async () => {
  await t?.close();
});

/** A climber, and the headers of their calls. */
async function climber(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    full_name: 'Camille Prise',
    job_title: 'Responsable de salle',
    message: 'Je gère la salle depuis son ouverture.',
    ...overrides,
  };
}

type Headers = Record<string, string>;

function claim(gymId: number, headers: Headers, body: object = requestBody()) {
  return expectCall<GymAdministrationRequest>(
    t,
    201,
    'POST',
    `gyms/${gymId}/administration_requests.json`,
    headers,
    body,
  );
}

function approve(id: number, headers: Headers = admin.headers, status = 200) {
  return expectCall<GymAdministrationRequest>(
    t,
    status,
    'PUT',
    `gym_administration_requests/${id}/approve.json`,
    headers,
  );
}

function refuse(id: number, reason: unknown, headers: Headers = admin.headers, status = 200) {
  return expectCall<GymAdministrationRequest>(
    t,
    status,
    'PUT',
    `gym_administration_requests/${id}/refuse.json`,
    headers,
    {
      reason,
    },
  );
}

/** A paged list: its items and its `X-Total-Count`. */
async function list<Item>(url: string, headers: Headers): Promise<{ items: Item[]; total: number }> {
  const response = await call(t, 'GET', url, headers);
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return { items: response.json<Item[]>(), total: Number(response.headers['x-total-count']) };
}

function notificationsOf(userId: number, type: NotificationType) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.notification_type, type)));
}

function emailsTo(address: string | null) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to_address, address ?? ''));
}

async function administratorsOf(db: Database, gymId: number) {
  return db.select().from(gymAdministrators).where(eq(gymAdministrators.gym_id, gymId));
}

async function administratorsCount(db: Database, gymId: number): Promise<number | undefined> {
  const [gym] = await db.select({ count: gyms.administrators_count }).from(gyms).where(eq(gyms.id, gymId));
  return gym?.count;
}

/** Records the domain events of one name emitted from now on. */
function recordEvents<Name extends keyof DomainEvents>(name: Name): DomainEvents[Name][] {
  const seen: DomainEvents[Name][] = [];
  t.app.appContext.events.on(name, (payload) => {
    seen.push(payload);
  });
  return seen;
}

describe('claiming a gym, approved', () => {
  it('makes the climber its administrator with every role, and tells them (notification, e-mail in their language)', async () => {
    const gym = await createGym(t.db, { name: 'Bloc des Pentes', slug_name: 'bloc-des-pentes', city: 'Lyon' });
    const ada = await climber({
      first_name: 'Ada',
      last_name: 'Setter',
      language: 'en',
      email_notifications: ['gym_administration_approved'],
    });
    const userUpdates = recordEvents('user.updated');
    const indoorChanges = recordEvents('indoor.changed');

    const sent = await claim(gym.id, ada.headers, requestBody({ full_name: '  Ada Setter  ', job_title: 'Manager' }));
    expect(sent).toEqual({
      id: expect.any(Number),
      gym: { id: gym.id, name: 'Bloc des Pentes', slug_name: 'bloc-des-pentes', city: 'Lyon' },
      climber: { uuid: ada.user.uuid, name: 'Ada Setter', slug_name: ada.user.slug_name },
      full_name: 'Ada Setter',
      job_title: 'Manager',
      message: 'Je gère la salle depuis son ouverture.',
      state: 'pending',
      refusal_reason: null,
      created_at: expect.any(String),
      answered_at: null,
    });

    const mine = await list<GymAdministrationRequest>('current_users/gym_administration_requests.json', ada.headers);
    expect(mine).toEqual({ items: [sent], total: 1 });
    const pending = await list<GymAdministrationRequest>(
      'gym_administration_requests.json?per_page=100',
      admin.headers,
    );
    expect(pending.items).toContainEqual(sent);

    const approved = await approve(sent.id);
    expect(approved).toMatchObject({ id: sent.id, state: 'approved', refusal_reason: null });
    expect(approved.answered_at).not.toBeNull();
    const [stored] = await t.db
      .select()
      .from(gymAdministrationRequests)
      .where(eq(gymAdministrationRequests.id, sent.id));
    expect(stored?.answered_by_id).toBe(admin.user.id);

    const records = await list<GymAdministrator>('current_users/gym_administrators.json', ada.headers);
    expect(records.total).toBe(1);
    expect(records.items).toEqual([
      {
        id: expect.any(Number),
        gym: { id: gym.id, name: 'Bloc des Pentes', slug_name: 'bloc-des-pentes' },
        roles: [...GYM_ROLES],
        email_report: false,
        created_at: expect.any(String),
      },
    ]);
    const page = await expectCall<Gym>(t, 200, 'GET', `gyms/${gym.id}.json`, t.keyHeaders);
    expect(page.administered).toBe(true);
    expect(await administratorsCount(t.db, gym.id)).toBe(1);
    const me = await expectCall<CurrentUser>(t, 200, 'GET', 'current_users.json', ada.headers);
    expect(me.administered_gyms).toEqual([
      { id: gym.id, name: 'Bloc des Pentes', slug_name: 'bloc-des-pentes', roles: [...GYM_ROLES] },
    ]);

    const told = await list<Notification>('notifications.json', ada.headers);
    expect(told.items.map(({ notification_type, payload }) => ({ notification_type, payload }))).toEqual([
      {
        notification_type: 'gym_administration_approved',
        payload: { gym_id: gym.id, gym_name: 'Bloc des Pentes', gym_slug_name: 'bloc-des-pentes', request_id: sent.id },
      },
    ]);
    const [email, ...more] = await emailsTo(ada.user.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe('Cordée: you now administer Bloc des Pentes');
    expect(email?.text_body).toContain('Hello Ada,');
    expect(email?.text_body).toContain(`http://cordee.test/gyms/${gym.id}/bloc-des-pentes`);
    expect(email?.text_body).not.toContain('administration-request');
    expect(email?.html_body).toContain(`<a href="http://cordee.test/gyms/${gym.id}/bloc-des-pentes">`);

    expect(userUpdates).toContainEqual({ userId: ada.user.id, reason: 'gym_administrator' });
    expect(indoorChanges).toContainEqual({ kind: 'gym', id: gym.id, gymIds: [gym.id] });
    const answered = await list<GymAdministrationRequest>(
      'gym_administration_requests.json?state=approved',
      admin.headers,
    );
    expect(answered.items.map((request) => request.id)).toContain(sent.id);
  });

  it('sends no e-mail to a climber who did not choose it, and still notifies them', async () => {
    const gym = await createGym(t.db);
    const quiet = await climber({ email_notifications: ['gym_administration_refused'] });
    const sent = await claim(gym.id, quiet.headers);
    await approve(sent.id);
    expect(await notificationsOf(quiet.user.id, 'gym_administration_approved')).toHaveLength(1);
    expect(await emailsTo(quiet.user.email)).toEqual([]);
  });

  it('changes nothing when approved twice: one administrator, one notification, one e-mail', async () => {
    const gym = await createGym(t.db);
    const twice = await climber({ email_notifications: ['gym_administration_approved'] });
    const sent = await claim(gym.id, twice.headers);
    const first = await approve(sent.id);
    const second = await approve(sent.id);
    expect(second).toEqual(first);
    expect(await administratorsOf(t.db, gym.id)).toHaveLength(1);
    expect(await administratorsCount(t.db, gym.id)).toBe(1);
    expect(await notificationsOf(twice.user.id, 'gym_administration_approved')).toHaveLength(1);
    expect(await emailsTo(twice.user.email)).toHaveLength(1);
  });
});

describe('claiming a gym, refused', () => {
  it('keeps the reason, tells the climber with it, and lets them ask again', async () => {
    const gym = await createGym(t.db, { name: 'Salle du Quai', slug_name: 'salle-du-quai' });
    const lea = await climber({ first_name: 'Léa', email_notifications: ['gym_administration_refused'] });
    const sent = await claim(gym.id, lea.headers);
    const refused = await refuse(sent.id, '  Nous n’avons pas pu vérifier votre rôle.  ');
    expect(refused).toMatchObject({
      id: sent.id,
      state: 'refused',
      refusal_reason: 'Nous n’avons pas pu vérifier votre rôle.',
    });
    expect(refused.answered_at).not.toBeNull();

    const [notification, ...others] = await notificationsOf(lea.user.id, 'gym_administration_refused');
    expect(others).toEqual([]);
    expect(notification?.payload).toEqual({
      gym_id: gym.id,
      gym_name: 'Salle du Quai',
      gym_slug_name: 'salle-du-quai',
      request_id: sent.id,
      reason: 'Nous n’avons pas pu vérifier votre rôle.',
    });
    const [email] = await emailsTo(lea.user.email);
    expect(email?.subject).toBe('Cordée : votre demande pour Salle du Quai n’a pas été acceptée');
    expect(email?.text_body).toContain('Bonjour Léa,');
    expect(email?.text_body).toContain('Motif : Nous n’avons pas pu vérifier votre rôle.');
    expect(email?.text_body).toContain(`http://cordee.test/gyms/${gym.id}/salle-du-quai/administration-request`);
    expect(email?.html_body).toContain('Nous n’avons pas pu vérifier votre rôle.');

    const page = await expectCall<Gym>(t, 200, 'GET', `gyms/${gym.id}.json`, t.keyHeaders);
    expect(page.administered).toBe(false);
    expect(await administratorsOf(t.db, gym.id)).toEqual([]);
    const refusedList = await list<GymAdministrationRequest>(
      'gym_administration_requests.json?state=refused',
      admin.headers,
    );
    expect(refusedList.items.map((request) => request.id)).toContain(sent.id);

    const again = await claim(gym.id, lea.headers);
    expect(again.state).toBe('pending');
  });

  it('changes nothing when refused twice: the first reason stays, one notification', async () => {
    const gym = await createGym(t.db);
    const sam = await climber();
    const sent = await claim(gym.id, sam.headers);
    const first = await refuse(sent.id, 'Première raison');
    const second = await refuse(sent.id, 'Seconde raison');
    expect(second).toEqual(first);
    expect(second.refusal_reason).toBe('Première raison');
    expect(await notificationsOf(sam.user.id, 'gym_administration_refused')).toHaveLength(1);
  });

  it('escapes what the climber and the site administrator wrote in the e-mail’s HTML', async () => {
    const gym = await createGym(t.db, { name: 'Bloc <b>&</b> Co', slug_name: 'bloc-b-b-co' });
    const zoe = await climber({ first_name: '<Zoé>', email_notifications: ['gym_administration_refused'] });
    const sent = await claim(gym.id, zoe.headers);
    await refuse(sent.id, '<script>alert(1)</script>');
    const [email] = await emailsTo(zoe.user.email);
    expect(email?.html_body).not.toContain('<script>');
    expect(email?.html_body).not.toContain('<Zoé>');
    expect(email?.html_body).toContain('&lt;script&gt;');
    expect(email?.html_body).toContain('Bloc &lt;b&gt;&amp;&lt;/b&gt; Co');
  });
});

describe('the lists', () => {
  it('lists the pending requests oldest first, the answered ones newest answered first, paged with X-Total-Count', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      const gym = await createGym(t.db);
      ids.push((await claim(gym.id, (await climber()).headers)).id);
    }
    const pending = await list<GymAdministrationRequest>(
      'gym_administration_requests.json?per_page=100',
      admin.headers,
    );
    const order = pending.items.map((request) => request.id).filter((id) => ids.includes(id));
    expect(order).toEqual(ids);
    expect(pending.items.every((request) => request.state === 'pending')).toBe(true);
    expect(pending.total).toBe(pending.items.length);

    const [first, second, third] = ids as [number, number, number];
    await refuse(second, 'Pas de preuve');
    await approve(first);
    await refuse(third, 'Pas de preuve');
    const approved = await list<GymAdministrationRequest>(
      'gym_administration_requests.json?state=approved',
      admin.headers,
    );
    expect(approved.items.every((request) => request.state === 'approved')).toBe(true);
    expect(approved.items[0]?.id).toBe(first);
    const refused = await list<GymAdministrationRequest>(
      'gym_administration_requests.json?state=refused',
      admin.headers,
    );
    expect(refused.items.map((request) => request.id).filter((id) => ids.includes(id))).toEqual([third, second]);

    const onePage = await list<GymAdministrationRequest>(
      'gym_administration_requests.json?state=refused&per_page=1&page=2',
      admin.headers,
    );
    expect(onePage.items).toHaveLength(1);
    expect(onePage.items[0]?.id).toBe(second);
    expect(onePage.total).toBe(refused.total);
    expect(refused.total).toBeGreaterThanOrEqual(2);
  });

  it('lists the climber’s own requests newest first, and no one else’s', async () => {
    const mia = await climber();
    const older = await claim((await createGym(t.db)).id, mia.headers);
    const newer = await claim((await createGym(t.db)).id, mia.headers);
    await claim((await createGym(t.db)).id, (await climber()).headers);
    const mine = await list<GymAdministrationRequest>('current_users/gym_administration_requests.json', mia.headers);
    expect(mine.items.map((request) => request.id)).toEqual([newer.id, older.id]);
    expect(mine.total).toBe(2);
    const paged = await list<GymAdministrationRequest>(
      'current_users/gym_administration_requests.json?per_page=1',
      mia.headers,
    );
    expect(paged).toMatchObject({ items: [{ id: newer.id }], total: 2 });
  });

  it('lists the climber’s administrator records with their roles, and only theirs', async () => {
    const noa = await climber();
    const [bloc, voies] = [await createGym(t.db, { name: 'A Bloc' }), await createGym(t.db, { name: 'B Voies' })];
    await createGymAdministrator(t.db, { gymId: bloc.id, userId: noa.user.id, roles: ['manage_spaces'] });
    await createGymAdministrator(t.db, { gymId: voies.id, userId: noa.user.id });
    await createGymAdministrator(t.db, { gymId: voies.id, userId: (await climber()).user.id });
    const records = await list<GymAdministrator>('current_users/gym_administrators.json', noa.headers);
    expect(records.total).toBe(2);
    expect(records.items.map(({ gym, roles }) => ({ gym: gym.id, roles }))).toEqual([
      { gym: bloc.id, roles: ['manage_spaces'] },
      { gym: voies.id, roles: [...GYM_ROLES] },
    ]);
    expect(await list('current_users/gym_administrators.json', (await climber()).headers)).toEqual({
      items: [],
      total: 0,
    });
  });
});

describe('the rules of a claim', () => {
  it('answers 404 for an unknown gym, and for an unknown request to approve or refuse', async () => {
    const someone = await climber();
    await expectCall(t, 404, 'POST', 'gyms/999999/administration_requests.json', someone.headers, requestBody());
    await approve(999_999, admin.headers, 404);
    await refuse(999_999, 'Inconnue', admin.headers, 404);
  });

  it('refuses a claim for a gym that has staff: 422 already_administered', async () => {
    const gym = await createGym(t.db);
    await createGymAdministrator(t.db, { gymId: gym.id, userId: (await climber()).user.id });
    const late = await climber();
    const answer = await expectCall(
      t,
      422,
      'POST',
      `gyms/${gym.id}/administration_requests.json`,
      late.headers,
      requestBody(),
    );
    expect(answer).toEqual({ error: { base: ['already_administered'] } });
  });

  it('refuses a second pending claim by the same climber for the same gym: 422 already_requested', async () => {
    const gym = await createGym(t.db);
    const eager = await climber();
    await claim(gym.id, eager.headers);
    const answer = await expectCall(
      t,
      422,
      'POST',
      `gyms/${gym.id}/administration_requests.json`,
      eager.headers,
      requestBody(),
    );
    expect(answer).toEqual({ error: { base: ['already_requested'] } });
    // Another climber may still ask for it, and the same climber for another gym.
    await claim(gym.id, (await climber()).headers);
    await claim((await createGym(t.db)).id, eager.headers);
  });

  it('makes one request of two sent at once, the other answered 422 already_requested', async () => {
    const gym = await createGym(t.db);
    const hasty = await climber();
    const url = `gyms/${gym.id}/administration_requests.json`;
    const answers = await Promise.all([
      call(t, 'POST', url, hasty.headers, requestBody()),
      call(t, 'POST', url, hasty.headers, requestBody()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json()).toEqual({
      error: { base: ['already_requested'] },
    });
    const stored = await t.db
      .select()
      .from(gymAdministrationRequests)
      .where(eq(gymAdministrationRequests.gym_id, gym.id));
    expect(stored).toHaveLength(1);
  });

  it('leaves the second of two pending requests to the unique index, which stores nothing (never an error)', async () => {
    const gym = await createGym(t.db);
    const { user } = await climber();
    const values = { gym_id: gym.id, user_id: user.id, ...requestBody() };
    expect(await insertPendingRequest(t.db, values)).toEqual(expect.any(Number));
    expect(await insertPendingRequest(t.db, values)).toBeNull();
    await t.db
      .update(gymAdministrationRequests)
      .set({ state: 'refused' })
      .where(eq(gymAdministrationRequests.gym_id, gym.id));
    expect(await insertPendingRequest(t.db, values)).toEqual(expect.any(Number));
  });

  it('refuses to approve a refused request (422 already_refused) and to refuse an approved one (422 already_approved)', async () => {
    const gym = await createGym(t.db);
    const refusedOne = await claim(gym.id, (await climber()).headers);
    await refuse(refusedOne.id, 'Non');
    expect(await approve(refusedOne.id, admin.headers, 422)).toEqual({ error: { base: ['already_refused'] } });
    expect(await administratorsOf(t.db, gym.id)).toEqual([]);

    const approvedOne = await claim(gym.id, (await climber()).headers);
    await approve(approvedOne.id);
    expect(await refuse(approvedOne.id, 'Trop tard', admin.headers, 422)).toEqual({
      error: { base: ['already_approved'] },
    });
    const [stored] = await t.db
      .select()
      .from(gymAdministrationRequests)
      .where(eq(gymAdministrationRequests.id, approvedOne.id));
    expect(stored).toMatchObject({ state: 'approved', refusal_reason: null });
  });

  it('refuses to approve a claim for a gym that got staff meanwhile (422 already_administered); it stays pending', async () => {
    const gym = await createGym(t.db);
    const first = await claim(gym.id, (await climber()).headers);
    const second = await claim(gym.id, (await climber()).headers);
    await approve(first.id);
    expect(await approve(second.id, admin.headers, 422)).toEqual({ error: { base: ['already_administered'] } });
    expect(await administratorsOf(t.db, gym.id)).toHaveLength(1);
    expect(await administratorsCount(t.db, gym.id)).toBe(1);
    const [stored] = await t.db
      .select()
      .from(gymAdministrationRequests)
      .where(eq(gymAdministrationRequests.id, second.id));
    expect(stored?.state).toBe('pending');
  });

  it('approves one of two requests for the same gym approved at once; the other is a 422', async () => {
    const gym = await createGym(t.db);
    const first = await claim(gym.id, (await climber()).headers);
    const second = await claim(gym.id, (await climber()).headers);
    const answers = await Promise.all(
      [first, second].map((request) =>
        call(t, 'PUT', `gym_administration_requests/${request.id}/approve.json`, admin.headers),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await administratorsOf(t.db, gym.id)).toHaveLength(1);
  });
});

describe('who may call', () => {
  it.each([
    ['GET', 'current_users/gym_administrators.json'],
    ['GET', 'current_users/gym_administration_requests.json'],
    ['POST', 'gyms/1/administration_requests.json'],
    ['GET', 'gym_administration_requests.json'],
    ['PUT', 'gym_administration_requests/1/approve.json'],
    ['PUT', 'gym_administration_requests/1/refuse.json'],
  ] as const)('%s %s answers 401 to a visitor', async (method, url) => {
    const response = await call(t, method, url, t.keyHeaders, method === 'GET' ? undefined : requestBody());
    expect(response.statusCode).toBe(401);
  });

  it('keeps the site administrators’ list and answers from climbers (403), changing nothing', async () => {
    const gym = await createGym(t.db);
    const owner = await climber();
    const sent = await claim(gym.id, owner.headers);
    const other = await climber();
    for (const headers of [owner.headers, other.headers]) {
      expect((await call(t, 'GET', 'gym_administration_requests.json', headers)).statusCode).toBe(403);
      await approve(sent.id, headers, 403);
      await refuse(sent.id, 'Non', headers, 403);
    }
    const [stored] = await t.db
      .select()
      .from(gymAdministrationRequests)
      .where(eq(gymAdministrationRequests.id, sent.id));
    expect(stored?.state).toBe('pending');
  });
});

describe('bad bodies', () => {
  const longText = (length: number) => 'a'.repeat(length);

  it.each([
    [{}, { full_name: ['required'], job_title: ['required'], message: ['required'] }],
    [requestBody({ full_name: '   ' }), { full_name: ['required'] }],
    [requestBody({ full_name: longText(121) }), { full_name: ['too_long'] }],
    [requestBody({ job_title: longText(121) }), { job_title: ['too_long'] }],
    [requestBody({ message: longText(2001) }), { message: ['too_long'] }],
    [requestBody({ full_name: 42 }), { full_name: ['invalid'] }],
    [requestBody({ message: ['Bonjour'] }), { message: ['invalid'] }],
    [requestBody({ job_title: 'Chef\u0000ouvreur' }), { job_title: ['invalid'] }],
    [requestBody({ gym_id: 3 }), { gym_id: ['unknown'] }],
  ])('refuses the claim %j with 422 naming the field', async (body, errors) => {
    const gym = await createGym(t.db);
    const someone = await climber();
    const answer = await expectCall(
      t,
      422,
      'POST',
      `gyms/${gym.id}/administration_requests.json`,
      someone.headers,
      body,
    );
    expect(answer).toEqual({ error: errors });
    expect(
      await t.db.select().from(gymAdministrationRequests).where(eq(gymAdministrationRequests.gym_id, gym.id)),
    ).toEqual([]);
  });

  it('keeps the longest texts allowed', async () => {
    const gym = await createGym(t.db);
    const body = requestBody({ full_name: longText(120), job_title: longText(120), message: longText(2000) });
    const sent = await claim(gym.id, (await climber()).headers, body);
    expect(sent).toMatchObject(body);
  });

  it.each([
    [{}, { reason: ['required'] }],
    [{ reason: '  ' }, { reason: ['required'] }],
    [{ reason: longText(2001) }, { reason: ['too_long'] }],
    [{ reason: 12 }, { reason: ['invalid'] }],
    [{ reason: 'Non', state: 'approved' }, { state: ['unknown'] }],
  ])('refuses the refusal %j with 422 naming the field, leaving the request pending', async (body, errors) => {
    const sent = await claim((await createGym(t.db)).id, (await climber()).headers);
    const answer = await expectCall(
      t,
      422,
      'PUT',
      `gym_administration_requests/${sent.id}/refuse.json`,
      admin.headers,
      body,
    );
    expect(answer).toEqual({ error: errors });
    const [stored] = await t.db
      .select()
      .from(gymAdministrationRequests)
      .where(eq(gymAdministrationRequests.id, sent.id));
    expect(stored?.state).toBe('pending');
  });

  it('answers 404 for a request or gym id that names no record', async () => {
    const someone = await climber();
    await expectCall(t, 404, 'POST', 'gyms/0/administration_requests.json', someone.headers, requestBody());
    await expectCall(t, 404, 'PUT', 'gym_administration_requests/abc/approve.json', admin.headers);
    await expectCall(t, 404, 'PUT', 'gym_administration_requests/99999999999/refuse.json', admin.headers, {
      reason: 'Non',
    });
  });

  it('refuses an unknown state in the site administrators’ list', async () => {
    const answer = await expectCall(t, 422, 'GET', 'gym_administration_requests.json?state=archived', admin.headers);
    expect(answer).toEqual({ error: { state: ['not_included'] } });
  });
});

describe('the demo data of a fresh install', () => {
  let seeded: TestApp;

  beforeAll(async () => {
    seeded = await createTestApp({ seed: true, env: { RATE_LIMITS: 'off' } });
  });

  afterAll(async () => {
    await seeded?.close();
  });

  async function userByEmail(email: string) {
    const [user] = await seeded.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user;
  }

  async function demoGyms() {
    const rows = await seeded.db.select().from(gyms).orderBy(gyms.id);
    const [bloc, voies] = rows;
    if (!bloc || !voies) throw new Error('no demo gyms');
    return { bloc, voies };
  }

  it('gives the first demo gym two administrators with every role: its manager and the site administrator', async () => {
    const { bloc } = await demoGyms();
    expect(bloc.name).toBe('Salle démo Cordée Bloc');
    expect(bloc.administrators_count).toBe(2);
    const manager = await userByEmail(DEMO_GYM_MANAGER_EMAIL);
    expect(manager.last_name).toMatch(/^Démo-Gérante$/);
    const siteAdmin = await userByEmail(seeded.config.adminEmail);
    const staff = await administratorsOf(seeded.db, bloc.id);
    expect(staff.map(({ user_id, roles }) => ({ user_id, roles })).sort((a, b) => a.user_id - b.user_id)).toEqual(
      [manager.id, siteAdmin.id].sort((a, b) => a - b).map((user_id) => ({ user_id, roles: [...GYM_ROLES] })),
    );
    const page = await expectCall<Gym>(seeded, 200, 'GET', `gyms/${bloc.id}.json`, seeded.keyHeaders);
    expect(page.administered).toBe(true);
    const managerHeaders = await authHeaders(manager, seeded.config.jwtSecret, seeded.keyHeaders);
    const records = await expectCall<GymAdministrator[]>(
      seeded,
      200,
      'GET',
      'current_users/gym_administrators.json',
      managerHeaders,
    );
    expect(records.map(({ gym, roles }) => ({ gym: gym.id, roles }))).toEqual([
      { gym: bloc.id, roles: [...GYM_ROLES] },
    ]);
  });

  it('leaves the second demo gym unclaimed, with one pending request from a demo climber for the site administrator', async () => {
    const { voies } = await demoGyms();
    expect(voies.name).toBe('Salle démo Cordée Voies');
    expect(voies.administrators_count).toBe(0);
    const siteAdmin = await userByEmail(seeded.config.adminEmail);
    const headers = await authHeaders(siteAdmin, seeded.config.jwtSecret, seeded.keyHeaders);
    const pending = await expectCall<GymAdministrationRequest[]>(
      seeded,
      200,
      'GET',
      'gym_administration_requests.json',
      headers,
    );
    const hugo = await userByEmail(DEMO_CLIMBER_EMAILS[1] ?? '');
    expect(pending).toEqual([
      expect.objectContaining({
        gym: { id: voies.id, name: voies.name, slug_name: voies.slug_name, city: 'Grenoble' },
        climber: { uuid: hugo.uuid, name: 'Hugo Démo-Bloqueur', slug_name: hugo.slug_name },
        ...DEMO_GYM_ADMINISTRATION_REQUEST,
        state: 'pending',
      }),
    ]);
  });

  it('seeds the staff once: seeding again adds no administrator and no request', async () => {
    await seedDatabase(seeded.db, { info: () => {} }, seeded.config);
    await seeded.db.transaction((tx) => indoorSeed(seeded.config).catchUp?.(tx) ?? Promise.resolve());
    expect(await seeded.db.select().from(gymAdministrators)).toHaveLength(2);
    expect(await seeded.db.select().from(gymAdministrationRequests)).toHaveLength(1);
  });
});
