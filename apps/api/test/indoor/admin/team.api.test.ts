import type { CurrentUser, GymAdministratorInvitation, GymRole, GymTeamMember } from '@climb/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gymAdministratorInvitations,
  gymAdministrators,
  gyms,
  notifications,
  outboxEmails,
} from '../../../src/db/schema';
import { digestSecretToken } from '../../../src/lib/secret-token';
import { gymVersion as gymPageVersion } from '../../../src/lib/shared-cache';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym } from '../../factories/indoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * A gym's team (docs/domain/indoor.md, "Administration"): invitations by e-mail (an account is notified, every address
 * gets a link holding a secret whose hash alone is stored), their answers, the roles of the members and the rule that
 * keeps one team manager; each staff call refused to an administrator without the role and to another gym's.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;

async function climber(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

/** A gym and its manager (every role). */
async function staffedGym(name = 'Bloc des Pentes') {
  const gym = await createGym(t.db, { name });
  const manager = await climber({ first_name: 'Maud', language: 'fr' });
  const record = await createGymAdministrator(t.db, { gymId: gym.id, userId: manager.user.id });
  return { gym, manager, record };
}

/** A climber on a gym's team with these roles. */
async function member(gymId: number, roles: GymRole[], overrides: Parameters<typeof createUser>[1] = {}) {
  const someone = await climber(overrides);
  const record = await createGymAdministrator(t.db, { gymId, userId: someone.user.id, roles });
  return { ...someone, record };
}

function invite(gymId: number, headers: Headers, body: object, status = 201) {
  return expectCall<GymAdministratorInvitation>(
    t,
    status,
    'POST',
    `gyms/${gymId}/gym_administrator_invitations.json`,
    headers,
    body,
  );
}

async function list<Item>(url: string, headers: Headers) {
  const response = await call(t, 'GET', url, headers);
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return { items: response.json<Item[]>(), total: Number(response.headers['x-total-count']) };
}

function emailsTo(address: string) {
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, address));
}

/** The token of the invitation's link, read from its e-mail. */
async function linkToken(address: string): Promise<string> {
  const [email] = await emailsTo(address);
  const token = email?.text_body.match(/\?invitation=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link in the e-mail to ${address}`);
  return decodeURIComponent(token);
}

async function storedInvitation(id: number) {
  const [row] = await t.db.select().from(gymAdministratorInvitations).where(eq(gymAdministratorInvitations.id, id));
  return row;
}

async function administratorsCount(gymId: number) {
  const [row] = await t.db.select({ count: gyms.administrators_count }).from(gyms).where(eq(gyms.id, gymId));
  return row?.count;
}

/** The counter of the gym's pages in the shared cache: it moves when what they show changes. */
async function gymVersion(gymId: number) {
  const [version] = await t.app.appContext.cache.versions([gymPageVersion(gymId)]);
  return version;
}

describe('inviting to the team', () => {
  it('notifies a climber with an account and e-mails them the link; they accept by id and join with the roles', async () => {
    const { gym, manager } = await staffedGym('Bloc Gerland');
    const adaEmail = `Ada.${Date.now()}@Example.test`;
    const ada = await climber({ first_name: 'Ada', language: 'en', email: adaEmail });

    const sent = await invite(gym.id, manager.headers, {
      email: ` ${adaEmail.toUpperCase()} `,
      roles: ['manage_openers', 'manage_openers'],
    });
    expect(sent).toEqual({
      id: expect.any(Number),
      gym: { id: gym.id, name: 'Bloc Gerland', slug_name: gym.slug_name },
      email: adaEmail.toLowerCase(),
      roles: ['manage_openers'],
      state: 'pending',
      invited_by: { uuid: manager.user.uuid, name: expect.any(String), slug_name: manager.user.slug_name },
      created_at: expect.any(String),
      answered_at: null,
    });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, ada.user.id),
          eq(notifications.notification_type, 'gym_administrator_invitation'),
        ),
      );
    expect(told?.payload).toEqual({
      gym_id: gym.id,
      gym_name: 'Bloc Gerland',
      gym_slug_name: gym.slug_name,
      invitation_id: sent.id,
      roles: ['manage_openers'],
    });
    const [email] = await emailsTo(adaEmail.toLowerCase());
    expect(email?.subject).toBe('Cordée: you are invited to join the team of Bloc Gerland');
    expect(email?.text_body).toContain('Hello Ada,');
    expect(email?.text_body).toContain('manage the route setters');
    expect(email?.text_body).toContain(`http://cordee.test/gyms/${gym.id}/${gym.slug_name}?invitation=`);

    const pending = await list<GymAdministratorInvitation>(
      `gyms/${gym.id}/gym_administrator_invitations.json`,
      manager.headers,
    );
    expect(pending).toEqual({ items: [sent], total: 1 });
    const mine = await list<GymAdministratorInvitation>(
      'current_users/gym_administrator_invitations.json',
      ada.headers,
    );
    expect(mine).toEqual({ items: [sent], total: 1 });

    const before = await gymVersion(gym.id);
    const accepted = await expectCall<GymAdministratorInvitation>(
      t,
      200,
      'PUT',
      `gym_administrator_invitations/${sent.id}/accept.json`,
      ada.headers,
    );
    expect(accepted).toMatchObject({ id: sent.id, state: 'accepted', answered_at: expect.any(String) });
    expect(await administratorsCount(gym.id)).toBe(2);
    expect(await gymVersion(gym.id)).not.toBe(before);
    const me = await expectCall<CurrentUser>(t, 200, 'GET', 'current_users.json', ada.headers);
    expect(me.administered_gyms).toEqual([
      { id: gym.id, name: 'Bloc Gerland', slug_name: gym.slug_name, roles: ['manage_openers'] },
    ]);
    const team = await list<GymTeamMember>(`gyms/${gym.id}/gym_administrators.json`, manager.headers);
    expect(team.total).toBe(2);
    expect(team.items[1]).toMatchObject({
      roles: ['manage_openers'],
      email_report: false,
      climber: { uuid: ada.user.uuid, slug_name: ada.user.slug_name, avatar_url: null },
    });
    expect((await list(`gyms/${gym.id}/gym_administrator_invitations.json`, manager.headers)).total).toBe(0);

    // Answered: neither its id nor its link accepts it again.
    const again = await call(t, 'PUT', `gym_administrator_invitations/${sent.id}/accept.json`, ada.headers);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: { base: ['not_pending'] } });
    // Now on the team: a new invitation to their address is refused.
    const member = await call(t, 'POST', `gyms/${gym.id}/gym_administrator_invitations.json`, manager.headers, {
      email: ada.user.email,
      roles: ['manage_gym'],
    });
    expect(member.statusCode).toBe(422);
    expect(member.json()).toMatchObject({ error: { email: ['already_administrator'] } });
  });

  it('e-mails an address without an account a link whose secret alone accepts it, for whoever signs in with it', async () => {
    const { gym, manager } = await staffedGym();
    const address = `nouvelle.${Date.now()}@example.test`;
    const sent = await invite(gym.id, manager.headers, { email: address, roles: ['manage_spaces', 'manage_opening'] });
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.notification_type, 'gym_administrator_invitation')),
    ).not.toContainEqual(expect.objectContaining({ payload: expect.objectContaining({ invitation_id: sent.id }) }));
    const [email] = await emailsTo(address);
    expect(email?.subject).toBe('Cordée : vous êtes invité·e dans l’équipe de Bloc des Pentes');
    expect(email?.text_body).toContain('Bonjour,');
    const token = await linkToken(address);
    const stored = await storedInvitation(sent.id);
    expect(stored?.token_hash).toBe(digestSecretToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // The newcomer signs up with another address: the link's secret accepts it.
    const newcomer = await climber({ first_name: 'Noé' });
    const bad = await call(t, 'PUT', 'gym_administrator_invitations/accept.json', newcomer.headers, { token: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: { token: ['invalid'] } });
    // Not theirs by id: nothing is said of it.
    const byId = await call(t, 'PUT', `gym_administrator_invitations/${sent.id}/accept.json`, newcomer.headers);
    expect(byId.statusCode).toBe(404);

    const accepted = await expectCall<GymAdministratorInvitation>(
      t,
      200,
      'PUT',
      'gym_administrator_invitations/accept.json',
      newcomer.headers,
      { token },
    );
    expect(accepted).toMatchObject({ id: sent.id, state: 'accepted' });
    expect((await storedInvitation(sent.id))?.user_id).toBe(newcomer.user.id);
    const [record] = await t.db
      .select()
      .from(gymAdministrators)
      .where(and(eq(gymAdministrators.gym_id, gym.id), eq(gymAdministrators.user_id, newcomer.user.id)));
    expect(record?.roles).toEqual(['manage_spaces', 'manage_opening']);
    const twice = await call(t, 'PUT', 'gym_administrator_invitations/accept.json', newcomer.headers, { token });
    expect(twice.json()).toMatchObject({ error: { base: ['not_pending'] } });
  });

  it('refuses a second invitation to a waiting address, bad roles and bad addresses, writing nothing', async () => {
    const { gym, manager } = await staffedGym();
    const address = `deux.${Date.now()}@example.test`;
    await invite(gym.id, manager.headers, { email: address, roles: ['manage_gym'] });
    const cases: [object, Record<string, string[]>][] = [
      [{ email: address.toUpperCase(), roles: ['manage_openers'] }, { email: ['already_invited'] }],
      [{ email: 'pas-une-adresse', roles: ['manage_gym'] }, { email: ['invalid'] }],
      [{ email: `a${'b'.repeat(250)}@example.test`, roles: ['manage_gym'] }, { email: ['too_long'] }],
      [{ email: 'x@example.test', roles: [] }, { roles: [expect.any(String)] as unknown as string[] }],
      [
        { email: 'x@example.test', roles: ['manage_everything'] },
        { roles: [expect.any(String)] as unknown as string[] },
      ],
      [{ email: 'x@example.test' }, { roles: ['required'] }],
    ];
    for (const [body, error] of cases) {
      const response = await call(
        t,
        'POST',
        `gyms/${gym.id}/gym_administrator_invitations.json`,
        manager.headers,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ error });
    }
    const stored = await t.db
      .select()
      .from(gymAdministratorInvitations)
      .where(eq(gymAdministratorInvitations.gym_id, gym.id));
    expect(stored).toHaveLength(1);
    expect(await emailsTo(address)).toHaveLength(1);
  });

  it('lets the invitee decline, and the team revoke: neither can be answered afterwards', async () => {
    const { gym, manager } = await staffedGym();
    const zoe = await climber({ first_name: 'Zoé' });
    const first = await invite(gym.id, manager.headers, { email: zoe.user.email, roles: ['manage_gym'] });
    const other = await climber();
    expect(
      (await call(t, 'PUT', `gym_administrator_invitations/${first.id}/decline.json`, other.headers)).statusCode,
    ).toBe(404);
    const declined = await expectCall<GymAdministratorInvitation>(
      t,
      200,
      'PUT',
      `gym_administrator_invitations/${first.id}/decline.json`,
      zoe.headers,
    );
    expect(declined.state).toBe('declined');
    expect(await administratorsCount(gym.id)).toBe(1);
    const revokeAnswered = await call(t, 'DELETE', `gym_administrator_invitations/${first.id}.json`, manager.headers);
    expect(revokeAnswered.json()).toMatchObject({ error: { base: ['not_pending'] } });

    const second = await invite(gym.id, manager.headers, { email: zoe.user.email, roles: ['manage_gym'] });
    const revoked = await expectCall<GymAdministratorInvitation>(
      t,
      200,
      'DELETE',
      `gym_administrator_invitations/${second.id}.json`,
      manager.headers,
    );
    expect(revoked.state).toBe('revoked');
    expect((await list('current_users/gym_administrator_invitations.json', zoe.headers)).total).toBe(0);
    const late = await call(t, 'PUT', `gym_administrator_invitations/${second.id}/accept.json`, zoe.headers);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: { base: ['not_pending'] } });
    expect(await administratorsCount(gym.id)).toBe(1);
    expect((await call(t, 'DELETE', 'gym_administrator_invitations/2147483647.json', manager.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('the roles of the team', () => {
  it('changes a member’s roles, which their session reads at once', async () => {
    const { gym, manager } = await staffedGym();
    const lea = await member(gym.id, ['manage_openers']);
    const read = await expectCall<GymTeamMember>(
      t,
      200,
      'GET',
      `gym_administrators/${lea.record.id}.json`,
      manager.headers,
    );
    expect(read).toMatchObject({ id: lea.record.id, roles: ['manage_openers'], gym: { id: gym.id } });
    const changed = await expectCall<GymTeamMember>(
      t,
      200,
      'PUT',
      `gym_administrators/${lea.record.id}.json`,
      manager.headers,
      { roles: ['manage_spaces', 'manage_team_members'] },
    );
    expect(changed.roles).toEqual(['manage_spaces', 'manage_team_members']);
    const me = await expectCall<CurrentUser>(t, 200, 'GET', 'current_users.json', lea.headers);
    expect(me.administered_gyms[0]?.roles).toEqual(['manage_spaces', 'manage_team_members']);
    const empty = await call(t, 'PUT', `gym_administrators/${lea.record.id}.json`, manager.headers, { roles: [] });
    expect(empty.statusCode).toBe(422);
  });

  it('keeps one team manager: the last cannot drop the role nor leave, another can once a second manages', async () => {
    const { gym, manager, record } = await staffedGym();
    const drop = await call(t, 'PUT', `gym_administrators/${record.id}.json`, manager.headers, {
      roles: ['manage_gym'],
    });
    expect(drop.statusCode).toBe(422);
    expect(drop.json()).toEqual({ error: { roles: ['last_team_manager'] } });
    const leave = await call(t, 'DELETE', `gym_administrators/${record.id}.json`, manager.headers);
    expect(leave.statusCode).toBe(422);
    expect(leave.json()).toEqual({ error: { roles: ['last_team_manager'] } });
    const [kept] = await t.db.select().from(gymAdministrators).where(eq(gymAdministrators.id, record.id));
    expect(kept?.roles).toContain('manage_team_members');

    const second = await member(gym.id, ['manage_team_members']);
    expect(await administratorsCount(gym.id)).toBe(2);
    const before = await gymVersion(gym.id);
    const left = await call(t, 'DELETE', `gym_administrators/${record.id}.json`, manager.headers);
    expect(left.statusCode).toBe(204);
    expect(await administratorsCount(gym.id)).toBe(1);
    expect(await gymVersion(gym.id)).not.toBe(before);
    // The one left is the last manager now.
    const last = await call(t, 'DELETE', `gym_administrators/${second.record.id}.json`, second.headers);
    expect(last.json()).toEqual({ error: { roles: ['last_team_manager'] } });
  });
});

describe('who may', () => {
  it('refuses an administrator without manage_team_members, another gym’s, and climbers, each with the role named', async () => {
    const { gym, manager, record } = await staffedGym('Bloc Vaise');
    const setter = await member(gym.id, ['manage_openers', 'manage_opening']);
    const elsewhere = await staffedGym('Autre Salle');
    const outsider = await climber();
    const invitation = await invite(gym.id, manager.headers, {
      email: `refus.${Date.now()}@example.test`,
      roles: ['manage_gym'],
    });
    const calls: [string, string, object?][] = [
      ['GET', `gyms/${gym.id}/gym_administrators.json`],
      ['GET', `gyms/${gym.id}/gym_administrator_invitations.json`],
      ['POST', `gyms/${gym.id}/gym_administrator_invitations.json`, { email: 'x@example.test', roles: ['manage_gym'] }],
      ['DELETE', `gym_administrator_invitations/${invitation.id}.json`],
      ['GET', `gym_administrators/${record.id}.json`],
      ['PUT', `gym_administrators/${setter.record.id}.json`, { roles: ['manage_team_members'] }],
      ['DELETE', `gym_administrators/${setter.record.id}.json`],
    ];
    for (const headers of [setter.headers, elsewhere.manager.headers, outsider.headers]) {
      for (const [method, url, body] of calls) {
        const response = await call(t, method as 'GET', url, headers, body);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
        expect(response.json().need).toEqual({ gym_name: 'Bloc Vaise', role: 'manage_team_members' });
      }
    }
    // A refused call, even with a bad body, changed nothing.
    const invalid = await call(t, 'PUT', `gym_administrators/${setter.record.id}.json`, setter.headers, { roles: [] });
    expect(invalid.statusCode).toBe(403);
    expect((await storedInvitation(invitation.id))?.state).toBe('pending');
    expect(await administratorsCount(gym.id)).toBe(2);
    const [kept] = await t.db.select().from(gymAdministrators).where(eq(gymAdministrators.id, setter.record.id));
    expect(kept?.roles).toEqual(['manage_openers', 'manage_opening']);
    expect((await call(t, 'GET', 'gym_administrators/2147483647.json', manager.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', `gyms/${gym.id}/gym_administrators.json`, t.keyHeaders)).statusCode).toBe(401);
  });
});

describe('invitations per inviter', () => {
  it('answer 429 past the day’s invitations, and send nothing more', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'gym_invitation_account=2/86400' } });
    try {
      const gym = await createGym(limited.db, { name: 'Bloc Limité' });
      const { user } = await createUser(limited.db, { first_name: 'Maud' });
      await createGymAdministrator(limited.db, { gymId: gym.id, userId: user.id });
      const headers = await authHeaders(user, limited.config.jwtSecret, limited.keyHeaders);
      const url = `gyms/${gym.id}/gym_administrator_invitations.json`;
      for (const name of ['ana', 'ben']) {
        await expectCall(limited, 201, 'POST', url, headers, {
          email: `${name}@example.test`,
          roles: ['manage_openers'],
        });
      }
      const refused = await call(limited, 'POST', url, headers, {
        email: 'cleo@example.test',
        roles: ['manage_openers'],
      });
      expect(refused.statusCode).toBe(429);
      const sent = await limited.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, 'cleo@example.test'));
      expect(sent).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
