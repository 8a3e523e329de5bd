import { desc, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/accounts/auth';
import { outboxEmails, users } from '../../src/db/schema';
import { createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  // Limits have their own file: here, many sign-ins come from one address.
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});

afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Calcaire2027';

interface Pair {
  token: string;
  refresh_token: string;
}

function bearer(token: string) {
  return { ...t.keyHeaders, authorization: `Bearer ${token}` };
}

function post(url: string, payload: object, headers = t.keyHeaders) {
  return t.app.inject({ method: 'POST', url: `/api/v1/sessions/${url}`, headers, payload });
}

async function signIn(email: string | null, password: string): Promise<Pair> {
  const response = await post('sign_in', { email, password });
  expect(response.statusCode).toBe(200);
  return response.json<Pair>();
}

/** A signed-in call: 200 while the access token is good, 401 once it is revoked. */
async function currentUserStatus(token: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/current_users.json', headers: bearer(token) });
  return response.statusCode;
}

/** A climber signed in on two devices. */
async function climberOnTwoDevices() {
  const { user, password } = await createUser(t.db);
  const laptop = await signIn(user.email, password);
  const phone = await signIn(user.email, password);
  expect(await currentUserStatus(laptop.token)).toBe(200);
  expect(await currentUserStatus(phone.token)).toBe(200);
  return { user, password, laptop, phone };
}

describe('the access token carries the token version', () => {
  it('signs the current version into every token, and the guard compares it', async () => {
    const { user, password } = await createUser(t.db);
    const pair = await signIn(user.email, password);
    expect(decodeJwt(pair.token)).toMatchObject({ uid: user.id, ver: 0, sid: expect.any(String) });

    await t.db.update(users).set({ token_version: 5 }).where(eq(users.id, user.id));
    expect(await currentUserStatus(pair.token)).toBe(401);
    const fresh = await signIn(user.email, password);
    expect(decodeJwt(fresh.token).ver).toBe(5);
    expect(await currentUserStatus(fresh.token)).toBe(200);
  });

  it('refuses a well-signed token without a version', async () => {
    const { user } = await createUser(t.db);
    const now = Math.floor(Date.now() / 1000);
    const unversioned = await new SignJWT({ uid: user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.uuid)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await currentUserStatus(unversioned)).toBe(401);
    const versioned = await new AccessTokens(t.config.jwtSecret).sign(user);
    expect(await currentUserStatus(versioned)).toBe(200);
  });

  it('keeps the same version across a refresh', async () => {
    const { user, password } = await createUser(t.db);
    const pair = await signIn(user.email, password);
    const next = (await post('tokens', { refresh_token: pair.refresh_token })).json<Pair>();
    expect(await currentUserStatus(pair.token)).toBe(200);
    expect(await currentUserStatus(next.token)).toBe(200);
  });
});

describe('ending every session revokes the access tokens already handed out', () => {
  it('sign-out everywhere: every device’s access token answers 401, a new sign-in works', async () => {
    const { user, password, laptop, phone } = await climberOnTwoDevices();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/sign_in',
      headers: bearer(laptop.token),
    });
    expect(response.statusCode).toBe(204);

    expect(await currentUserStatus(laptop.token)).toBe(401);
    expect(await currentUserStatus(phone.token)).toBe(401);
    const fresh = await signIn(user.email, password);
    expect(await currentUserStatus(fresh.token)).toBe(200);
  });

  it('password change: every access token answers 401, signing in with the new password works', async () => {
    const { user, password, laptop, phone } = await climberOnTwoDevices();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/current_users/update_password.json',
      headers: bearer(laptop.token),
      payload: { user: { current_password: password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
    });
    expect(response.statusCode).toBe(204);

    expect(await currentUserStatus(laptop.token)).toBe(401);
    expect(await currentUserStatus(phone.token)).toBe(401);
    const fresh = await signIn(user.email, NEW_PASSWORD);
    expect(await currentUserStatus(fresh.token)).toBe(200);
  });

  it('password reset: every earlier access token answers 401, the pair it gives works', async () => {
    const { user, password, laptop, phone } = await climberOnTwoDevices();
    expect((await post('reset_password', { email: user.email })).statusCode).toBe(204);
    const [email] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to_address, user.email ?? ''))
      .orderBy(desc(outboxEmails.id));
    const token = /new-password\?token=([\w-]+)/.exec(email?.text_body ?? '')?.[1];
    expect(token).toBeDefined();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/sessions/new_password',
      headers: t.keyHeaders,
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const pair = response.json<Pair>();

    expect(await currentUserStatus(laptop.token)).toBe(401);
    expect(await currentUserStatus(phone.token)).toBe(401);
    expect(await currentUserStatus(pair.token)).toBe(200);
    expect((await post('sign_in', { email: user.email, password })).statusCode).toBe(401);
    const fresh = await signIn(user.email, NEW_PASSWORD);
    expect(await currentUserStatus(fresh.token)).toBe(200);
  });

  it('refresh-token reuse: the access tokens answer 401; the other sessions refresh theirs, a new sign-in works', async () => {
    const { user, password, laptop, phone } = await climberOnTwoDevices();
    const rotated = (await post('tokens', { refresh_token: laptop.refresh_token })).json<Pair>();
    // The same refresh token again: it was copied.
    expect((await post('tokens', { refresh_token: laptop.refresh_token })).statusCode).toBe(401);

    expect(await currentUserStatus(laptop.token)).toBe(401);
    expect(await currentUserStatus(rotated.token)).toBe(401);
    expect(await currentUserStatus(phone.token)).toBe(401);
    // The stolen family is gone; the phone's session is not, and gets a working token.
    expect((await post('tokens', { refresh_token: rotated.refresh_token })).statusCode).toBe(401);
    const phoneNext = (await post('tokens', { refresh_token: phone.refresh_token })).json<Pair>();
    expect(await currentUserStatus(phoneNext.token)).toBe(200);
    const fresh = await signIn(user.email, password);
    expect(await currentUserStatus(fresh.token)).toBe(200);
  });
});

describe('signing out of one device', () => {
  it('revokes that device’s refresh and access tokens, and leaves the other devices signed in', async () => {
    const { user, password, laptop, phone } = await climberOnTwoDevices();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/sign_in',
      headers: bearer(laptop.token),
      payload: { refresh_token: laptop.refresh_token },
    });
    expect(response.statusCode).toBe(204);

    expect(await currentUserStatus(laptop.token)).toBe(401);
    expect((await post('tokens', { refresh_token: laptop.refresh_token })).statusCode).toBe(401);
    expect(await currentUserStatus(phone.token)).toBe(200);
    expect((await post('tokens', { refresh_token: phone.refresh_token })).statusCode).toBe(200);
    const fresh = await signIn(user.email, password);
    expect(await currentUserStatus(fresh.token)).toBe(200);
  });

  it('ends the session across refreshes: an access token of an earlier rotation dies too', async () => {
    const { user, password } = await createUser(t.db);
    const first = await signIn(user.email, password);
    const second = (await post('tokens', { refresh_token: first.refresh_token })).json<Pair>();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/sign_in',
      headers: bearer(second.token),
      payload: { refresh_token: second.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    expect(await currentUserStatus(first.token)).toBe(401);
    expect(await currentUserStatus(second.token)).toBe(401);
  });

  it('refuses a token whose session claim is not a session id', async () => {
    const { user } = await createUser(t.db);
    const now = Math.floor(Date.now() / 1000);
    const odd = await new SignJWT({ uid: user.id, ver: 0, sid: "x' or 1=1 --" })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.uuid)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await currentUserStatus(odd)).toBe(401);
  });
});
