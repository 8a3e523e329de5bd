import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/accounts/password-hasher';
import { notifications, organizations, organizationUsers, passwordResetTokens } from '../../src/db/schema';
import { createOrganization } from '../factories/accounts.factory';
import { authHeaders, createUser, DEFAULT_PASSWORD } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getCurrentUser,
  type Headers,
  insertRefreshToken,
  putCurrentUser,
  type RecordedEvent,
  recordEvents,
  refreshTokensOf,
  signedIn,
  storedUser,
} from './current-user.helpers';

let t: TestApp;
const events: RecordedEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  recordEvents(t, ['user.updated', 'user.password_changed', 'user.deleted'], events);
});

beforeEach(() => {
  events.length = 0;
});

afterAll(async () => {
  await t?.close();
});

function putPassword(headers: Headers, user: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/current_users/update_password.json',
    headers,
    payload: { user },
  });
}

function deleteAccount(headers: Headers, payload: unknown) {
  return t.app.inject({ method: 'DELETE', url: '/api/v1/current_users.json', headers, payload: payload as object });
}

describe('PUT /api/v1/current_users/update_password.json', () => {
  const NEW_PASSWORD = 'Calcaire2027';

  it('refuses a wrong current password with `current_password: invalid` and changes nothing', async () => {
    const { user, headers } = await signedIn(t);
    const token = await insertRefreshToken(t, user.id);
    const response = await putPassword(headers, {
      current_password: 'Wrong2026pass',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { current_password: ['invalid'] } });
    const row = await storedUser(t, user.id);
    expect(await verifyPassword(row.password_digest, DEFAULT_PASSWORD)).toBe(true);
    expect((await refreshTokensOf(t, user.id)).find((entry) => entry.id === token.id)?.revoked_at).toBeNull();
    expect(events).toEqual([]);
  });

  it('applies the password rules and the confirmation', async () => {
    const { headers } = await signedIn(t);
    const weak = await putPassword(headers, {
      current_password: DEFAULT_PASSWORD,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({
      error: {
        password: ['too_short', 'missing_digit', 'missing_uppercase'],
        password_confirmation: ['confirmation'],
      },
    });
  });

  it('changes the password, revokes every refresh token (and so every socket token) and answers 204', async () => {
    const { user, headers } = await signedIn(t);
    const { user: other } = await createUser(t.db);
    const live = [await insertRefreshToken(t, user.id), await insertRefreshToken(t, user.id)];
    const earlier = new Date('2026-01-01T00:00:00Z');
    const alreadyRevoked = await insertRefreshToken(t, user.id, earlier);
    const othersToken = await insertRefreshToken(t, other.id);
    await t.db.insert(passwordResetTokens).values({
      user_id: user.id,
      token_digest: randomBytes(32).toString('hex'),
      expires_at: new Date(Date.now() + 1_800_000),
    });

    const response = await putPassword(headers, {
      current_password: DEFAULT_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const row = await storedUser(t, user.id);
    expect(await verifyPassword(row.password_digest, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(row.password_digest, DEFAULT_PASSWORD)).toBe(false);

    const tokens = await refreshTokensOf(t, user.id);
    for (const token of live) expect(tokens.find((entry) => entry.id === token.id)?.revoked_at).toBeInstanceOf(Date);
    expect(tokens.find((entry) => entry.id === alreadyRevoked.id)?.revoked_at).toEqual(earlier);
    expect((await refreshTokensOf(t, other.id)).find((entry) => entry.id === othersToken.id)?.revoked_at).toBeNull();
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id))).toEqual([]);

    expect(events).toEqual([{ name: 'user.password_changed', payload: { userId: user.id } }]);
    // The access token used for the change no longer works (token version raised); a new one does.
    expect(row.token_version).toBe(user.token_version + 1);
    expect((await getCurrentUser(t, headers)).statusCode).toBe(401);
    const fresh = await authHeaders(row, t.config.jwtSecret, t.keyHeaders);
    expect((await getCurrentUser(t, fresh)).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/current_users.json', () => {
  it('refuses a wrong password with `password: invalid` and keeps the account', async () => {
    const { user, headers } = await signedIn(t);
    const response = await deleteAccount(headers, { password: 'Wrong2026pass' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { password: ['invalid'] } });
    expect(await storedUser(t, user.id)).toMatchObject({ email: user.email, deleted_at: null });
    expect((await getCurrentUser(t, headers)).statusCode).toBe(200);
  });

  it('asks for the password', async () => {
    const { headers } = await signedIn(t);
    const response = await deleteAccount(headers, {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { password: ['required'] } });
  });

  it('anonymises the account, ends its sessions and memberships, and its token then gets 401', async () => {
    const email = `supprimee.${randomUUID()}@example.test`;
    const { user, headers } = await signedIn(t, {
      email,
      first_name: 'Camille',
      last_name: 'Secrète',
      description: 'Mes voies préférées',
      date_of_birth: '1992-03-04',
      gender: 'other',
      climbing_types: ['bouldering'],
      grade_min_value: 10,
      grade_max_value: 20,
      partner_search: true,
      super_admin: true,
      email_notifications: ['new_message'],
    });
    const { user: other } = await createUser(t.db);
    const { organization } = await createOrganization(t.db);
    await t.db.insert(organizationUsers).values([
      { organization_id: organization.id, user_id: user.id },
      { organization_id: organization.id, user_id: other.id },
    ]);
    await t.db.insert(notifications).values([
      { user_id: user.id, notification_type: 'new_follower', payload: {} },
      { user_id: other.id, notification_type: 'new_follower', payload: {} },
    ]);
    const token = await insertRefreshToken(t, user.id);

    const response = await deleteAccount(headers, { password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(204);

    const row = await storedUser(t, user.id);
    expect(row).toMatchObject({
      uuid: user.uuid,
      email: null,
      password_digest: null,
      first_name: 'Former',
      last_name: 'member',
      slug_name: `former-member-${user.uuid}`,
      description: null,
      date_of_birth: null,
      gender: null,
      climbing_types: [],
      grade_min_value: null,
      grade_max_value: null,
      avatar_key: null,
      banner_key: null,
      partner_search: false,
      public_profile: false,
      super_admin: false,
      email_notifications: [],
    });
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toMatch(/Camille|Secrète|supprimee/);

    expect((await refreshTokensOf(t, user.id)).find((entry) => entry.id === token.id)?.revoked_at).toBeInstanceOf(Date);
    expect(await t.db.select().from(organizationUsers).where(eq(organizationUsers.user_id, user.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.user_id, user.id))).toEqual([]);
    // Other climbers keep theirs, and the organization stays for its other member.
    expect(await t.db.select().from(organizationUsers).where(eq(organizationUsers.user_id, other.id))).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.user_id, other.id))).toHaveLength(1);
    expect(await t.db.select().from(organizations).where(eq(organizations.id, organization.id))).toHaveLength(1);

    expect(events).toEqual([{ name: 'user.deleted', payload: { userId: user.id } }]);

    const after = await getCurrentUser(t, headers);
    expect(after.statusCode).toBe(401);
    expect((await deleteAccount(headers, { password: DEFAULT_PASSWORD })).statusCode).toBe(401);
  });

  it('frees the e-mail address for a new account', async () => {
    const email = `revient.${randomUUID()}@example.test`;
    const { headers } = await signedIn(t, { email });
    expect((await deleteAccount(headers, { password: DEFAULT_PASSWORD })).statusCode).toBe(204);

    const { user: again } = await createUser(t.db, { email: email.toUpperCase() });
    expect(again.email).toBe(email.toUpperCase());
    const { headers: taker } = await signedIn(t);
    const response = await putCurrentUser(t, taker, { user: { email } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { email: ['taken'] } });
  });

  it('keeps two deleted accounts apart (unique slugs)', async () => {
    for (let index = 0; index < 2; index += 1) {
      const { headers } = await signedIn(t);
      expect((await deleteAccount(headers, { password: DEFAULT_PASSWORD })).statusCode).toBe(204);
    }
  });
});
