import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_SECONDS } from '@climb/contracts';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/accounts/auth';
import { verifyPassword } from '../../src/accounts/password-hasher';
import { refreshTokens, users } from '../../src/db/schema';
import { authHeaders, createUser, DEFAULT_PASSWORD } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let sequence = 0;

beforeAll(async () => {
  // Limits have their own file: here, many attempts come from one address.
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});

afterAll(async () => {
  await t?.close();
});

function post(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/v1/sessions/${url}`, headers: t.keyHeaders, payload });
}

function uniqueEmail(name = 'lucie'): string {
  sequence += 1;
  return `${name}.${sequence}.${Date.now()}@example.test`;
}

function signUpPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Lucie',
    last_name: 'Grimpeuse',
    email: uniqueEmail(),
    password: 'Granite2026',
    password_confirmation: 'Granite2026',
    ...overrides,
  };
}

function signUp(overrides: Record<string, unknown> = {}) {
  return post('sign_up', signUpPayload(overrides));
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function userByEmail(email: string) {
  const row = await t.db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

function bearer(token: string) {
  return { ...t.keyHeaders, authorization: `Bearer ${token}` };
}

interface Pair {
  token: string;
  refresh_token: string;
}

describe('POST /api/v1/sessions/sign_up', () => {
  it('creates the account and answers 201 with a token pair', async () => {
    const email = uniqueEmail();
    const response = await signUp({ email, date_of_birth: '1990-04-12', language: 'en' });
    expect(response.statusCode).toBe(201);
    const pair = response.json<Pair>();
    expect(pair).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });

    const user = await userByEmail(email);
    expect(user).toMatchObject({
      first_name: 'Lucie',
      last_name: 'Grimpeuse',
      date_of_birth: '1990-04-12',
      language: 'en',
      super_admin: false,
    });
    // argon2id digest, never the password itself
    expect(user.password_digest).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.password_digest, 'Granite2026')).toBe(true);

    const claims = decodeJwt(pair.token);
    expect(claims.sub).toBe(user.uuid);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);

    const [stored] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    expect(stored?.token_digest).toBe(digest(pair.refresh_token));
    const lifetime = ((stored?.expires_at.getTime() ?? 0) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(REFRESH_TOKEN_LIFETIME_SECONDS - 60);
    expect(lifetime).toBeLessThanOrEqual(REFRESH_TOKEN_LIFETIME_SECONDS);
  });

  it('gives a working access token', async () => {
    const pair = (await signUp()).json<Pair>();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/sign_in',
      headers: bearer(pair.token),
      payload: { refresh_token: pair.refresh_token },
    });
    expect(response.statusCode).toBe(204);
  });

  it('defaults the language to French and stores the e-mail in lower case', async () => {
    const email = uniqueEmail('Lucie.Upper').replace('@example.test', '@Example.TEST');
    expect((await signUp({ email })).statusCode).toBe(201);
    const user = await userByEmail(email);
    expect(user.language).toBe('fr');
    expect(user.email).toBe(email.toLowerCase());
    expect(user.date_of_birth).toBeNull();
  });

  it('makes an accent-free slug from the names, suffixed -2, -3 on collision', async () => {
    const names = { first_name: 'Hélène', last_name: 'Dévers Œuvre' };
    const slugs: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const email = uniqueEmail('helene');
      expect((await signUp({ ...names, email })).statusCode).toBe(201);
      slugs.push((await userByEmail(email)).slug_name);
    }
    expect(slugs).toEqual(['helene-devers-oeuvre', 'helene-devers-oeuvre-2', 'helene-devers-oeuvre-3']);
  });

  it('emits user.created with the new account', async () => {
    const created: number[] = [];
    t.app.appContext.events.on('user.created', ({ userId }) => {
      created.push(userId);
    });
    const email = uniqueEmail();
    expect((await signUp({ email })).statusCode).toBe(201);
    expect(created).toContain((await userByEmail(email)).id);
  });

  it('answers 422 taken for an e-mail already used, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await signUp({ email })).statusCode).toBe(201);
    const again = await signUp({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: { email: ['taken'] } });
    const [row] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    expect(row?.total).toBe(1);
  });

  it.each([
    ['too_short', 'Gr4nit', ['too_short']],
    ['too_long', `Aa1${'x'.repeat(126)}`, ['too_long']],
    ['missing_digit', 'GraniteRock', ['missing_digit']],
    ['missing_lowercase', 'GRANITE2026', ['missing_lowercase']],
    ['missing_uppercase', 'granite2026', ['missing_uppercase']],
    ['several rules at once', 'abc', ['too_short', 'missing_digit', 'missing_uppercase']],
  ])('answers 422 with the password rule broken: %s', async (_label, password, rules) => {
    const email = uniqueEmail();
    const response = await signUp({ email, password, password_confirmation: password });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { password: rules } });
    expect(await t.db.query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();
  });

  it('accepts a password of exactly 8 and exactly 128 characters', async () => {
    expect((await signUp({ password: 'Abcdef12', password_confirmation: 'Abcdef12' })).statusCode).toBe(201);
    const longest = `Aa1${'x'.repeat(125)}`;
    expect((await signUp({ password: longest, password_confirmation: longest })).statusCode).toBe(201);
  });

  it('answers 422 confirmation when the confirmation differs', async () => {
    const response = await signUp({ password_confirmation: 'Granite2027' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { password_confirmation: ['confirmation'] } });
  });

  it('answers 422 required for each missing field', async () => {
    const response = await post('sign_up', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        first_name: ['required'],
        last_name: ['required'],
        email: ['required'],
        password: ['required'],
        password_confirmation: ['required'],
      },
    });
    const blank = await signUp({ first_name: '  ', last_name: '', password: '', password_confirmation: '' });
    expect(blank.json()).toEqual({
      error: { first_name: ['required'], last_name: ['required'], password: ['required'] },
    });
  });

  it('answers 422 for an invalid e-mail, language or date of birth', async () => {
    const response = await signUp({ email: 'not-an-address', language: 'de', date_of_birth: '12/04/1990' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { email: ['invalid'], language: ['not_included'], date_of_birth: ['invalid'] },
    });
  });

  it('answers 422 in_the_future for a date of birth after today', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const response = await signUp({ date_of_birth: tomorrow });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { date_of_birth: ['in_the_future'] } });
  });

  it('answers 422 too_long for names over 60 characters', async () => {
    const response = await signUp({ first_name: 'L'.repeat(61) });
    expect(response.json()).toEqual({ error: { first_name: ['too_long'] } });
  });
});

describe('POST /api/v1/sessions/sign_in', () => {
  it('answers a token pair for the right e-mail and password, whatever the e-mail case', async () => {
    const { user, password } = await createUser(t.db);
    const response = await post('sign_in', { email: (user.email ?? '').toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    const pair = response.json<Pair>();
    expect(decodeJwt(pair.token).sub).toBe(user.uuid);
    const stored = await t.db.query.refreshTokens.findFirst({
      where: eq(refreshTokens.token_digest, digest(pair.refresh_token)),
    });
    expect(stored?.user_id).toBe(user.id);
  });

  it('opens a separate session (refresh token family) on each sign-in', async () => {
    const { user, password } = await createUser(t.db);
    const first = (await post('sign_in', { email: user.email, password })).json<Pair>();
    const second = (await post('sign_in', { email: user.email, password })).json<Pair>();
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.family)).size).toBe(2);
    expect(first.refresh_token).not.toBe(second.refresh_token);
  });

  it('answers 401 invalid_credentials for a wrong password', async () => {
    const { user } = await createUser(t.db);
    const response = await post('sign_in', { email: user.email, password: 'Granite2027' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_credentials', message: expect.any(String) });
  });

  it('answers the same 401 for an unknown e-mail, after the same password check', async () => {
    const { user, password } = await createUser(t.db);
    const unknown = await post('sign_in', { email: 'nobody.here@example.test', password });
    const wrong = await post('sign_in', { email: user.email, password: 'Granite2027' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());

    // Timing: an unknown e-mail still costs an argon2 verification (several ms), like a known one.
    const time = async (email: string) => {
      const started = performance.now();
      await post('sign_in', { email, password: 'Granite2027' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const unknownTimes: number[] = [];
    const knownTimes: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      unknownTimes.push(await time(`nobody.${index}@example.test`));
      knownTimes.push(await time(user.email ?? ''));
    }
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.5);
  });

  it('refuses a deleted account, even with the right password', async () => {
    const { user, password } = await createUser(t.db);
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
    const response = await post('sign_in', { email: user.email, password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses an account without a password (demo climbers)', async () => {
    const { user } = await createUser(t.db);
    await t.db.update(users).set({ password_digest: null }).where(eq(users.id, user.id));
    const response = await post('sign_in', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 required when a field is missing', async () => {
    const response = await post('sign_in', { email: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { email: ['required'], password: ['required'] } });
  });
});

describe('POST /api/v1/sessions/tokens', () => {
  async function signIn(): Promise<{ pair: Pair; userId: number }> {
    const { user, password } = await createUser(t.db);
    const pair = (await post('sign_in', { email: user.email, password })).json<Pair>();
    return { pair, userId: user.id };
  }

  it('exchanges a refresh token for a new pair, rotating the refresh token', async () => {
    const { pair, userId } = await signIn();
    const response = await post('tokens', { refresh_token: pair.refresh_token });
    expect(response.statusCode).toBe(200);
    const next = response.json<Pair>();
    expect(next.refresh_token).not.toBe(pair.refresh_token);
    expect(decodeJwt(next.token).uid).toBe(userId);

    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, userId))
      .orderBy(refreshTokens.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.token_digest).toBe(digest(pair.refresh_token));
    expect(rows[0]?.used_at).not.toBeNull();
    expect(rows[1]?.token_digest).toBe(digest(next.refresh_token));
    expect(rows[1]?.used_at).toBeNull();
    expect(rows[1]?.family).toBe(rows[0]?.family);

    // The new one works in turn.
    expect((await post('tokens', { refresh_token: next.refresh_token })).statusCode).toBe(200);
  });

  it('answers 401 for a refresh token already used, and revokes its whole family', async () => {
    const { pair } = await signIn();
    const next = (await post('tokens', { refresh_token: pair.refresh_token })).json<Pair>();

    const reused = await post('tokens', { refresh_token: pair.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'unauthorized' });

    // Theft detection: the token issued to whoever used it first no longer works either.
    const stolen = await post('tokens', { refresh_token: next.refresh_token });
    expect(stolen.statusCode).toBe(401);
    const family = await t.db.query.refreshTokens.findFirst({
      where: eq(refreshTokens.token_digest, digest(next.refresh_token)),
    });
    expect(family?.revoked_at).not.toBeNull();
  });

  it('leaves the other sessions of the climber alone when one family is revoked', async () => {
    const { user, password } = await createUser(t.db);
    const laptop = (await post('sign_in', { email: user.email, password })).json<Pair>();
    const phone = (await post('sign_in', { email: user.email, password })).json<Pair>();
    await post('tokens', { refresh_token: laptop.refresh_token });
    expect((await post('tokens', { refresh_token: laptop.refresh_token })).statusCode).toBe(401);
    expect((await post('tokens', { refresh_token: phone.refresh_token })).statusCode).toBe(200);
  });

  it('answers 401 for an expired refresh token', async () => {
    const { pair } = await signIn();
    await t.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_digest, digest(pair.refresh_token)));
    const response = await post('tokens', { refresh_token: pair.refresh_token });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for an unknown token, and 422 for a missing one', async () => {
    expect((await post('tokens', { refresh_token: 'not-a-token-we-gave' })).statusCode).toBe(401);
    const missing = await post('tokens', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: { refresh_token: ['required'] } });
  });

  it('answers 401 once the account is deleted', async () => {
    const { pair, userId } = await signIn();
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, userId));
    expect((await post('tokens', { refresh_token: pair.refresh_token })).statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/sessions/sign_in', () => {
  function signOut(token: string, payload?: object) {
    return t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/sign_in',
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  }

  it('revokes the session of the given refresh token, and only it', async () => {
    const { user, password } = await createUser(t.db);
    const here = (await post('sign_in', { email: user.email, password })).json<Pair>();
    const elsewhere = (await post('sign_in', { email: user.email, password })).json<Pair>();

    const response = await signOut(here.token, { refresh_token: here.refresh_token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await post('tokens', { refresh_token: here.refresh_token })).statusCode).toBe(401);
    expect((await post('tokens', { refresh_token: elsewhere.refresh_token })).statusCode).toBe(200);
  });

  it('revokes every session when no refresh token is given', async () => {
    const { user, password } = await createUser(t.db);
    const first = (await post('sign_in', { email: user.email, password })).json<Pair>();
    const second = (await post('sign_in', { email: user.email, password })).json<Pair>();

    expect((await signOut(first.token)).statusCode).toBe(204);
    expect((await post('tokens', { refresh_token: first.refresh_token })).statusCode).toBe(401);
    expect((await post('tokens', { refresh_token: second.refresh_token })).statusCode).toBe(401);
  });

  it('does not revoke another climber’s session', async () => {
    const victim = await createUser(t.db);
    const victimPair = (await post('sign_in', { email: victim.user.email, password: victim.password })).json<Pair>();
    const { user } = await createUser(t.db);
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/sign_in',
      headers,
      payload: { refresh_token: victimPair.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    expect((await post('tokens', { refresh_token: victimPair.refresh_token })).statusCode).toBe(200);
  });

  it('answers 401 without a bearer token', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/sessions/sign_in', headers: t.keyHeaders });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 with an expired access token', async () => {
    const { user } = await createUser(t.db);
    const issuedAt = Math.floor(Date.now() / 1000) - ACCESS_TOKEN_LIFETIME_SECONDS - 60;
    const expired = await new AccessTokens(t.config.jwtSecret).sign(user, issuedAt);
    const response = await signOut(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Token expired' });

    const fresh = await new AccessTokens(t.config.jwtSecret).sign(user);
    expect((await signOut(fresh)).statusCode).toBe(204);
  });

  it('answers 401 for a token signed with another key', async () => {
    const { user } = await createUser(t.db);
    const forged = await new AccessTokens('not-the-server-secret').sign(user);
    expect((await signOut(forged)).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  interface Operation {
    tags?: string[];
    summary?: string;
    security?: Record<string, string[]>[];
    requestBody?: unknown;
    responses?: Record<string, unknown>;
  }

  it('lists every session path with its body, answers and security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const expected: [string, string, string][] = [
      ['/api/v1/sessions/sign_up', 'post', '201'],
      ['/api/v1/sessions/sign_in', 'post', '200'],
      ['/api/v1/sessions/sign_in_link', 'post', '200'],
      ['/api/v1/sessions/tokens', 'post', '200'],
      ['/api/v1/sessions/sign_in', 'delete', '204'],
      ['/api/v1/sessions/reset_password', 'post', '204'],
      ['/api/v1/sessions/new_password', 'put', '200'],
    ];
    for (const [path, method, status] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual(['sessions']);
      expect(operation?.summary).toBeTruthy();
      expect(operation?.responses?.[status], `${method} ${path} ${status}`).toBeDefined();
    }
    const signUpBody = JSON.stringify(document.paths['/api/v1/sessions/sign_up']?.post?.requestBody);
    for (const field of ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'date_of_birth']) {
      expect(signUpBody).toContain(`"${field}"`);
    }
    expect(document.paths['/api/v1/sessions/sign_in']?.delete?.security).toEqual([{ apiAccessToken: [], bearer: [] }]);
    expect(document.paths['/api/v1/sessions/sign_in']?.post?.security).toBeUndefined();
    expect(document.paths['/api/v1/admin/outbox_emails.json']?.get?.security).toEqual([
      { apiAccessToken: [], bearer: [] },
    ]);
  });
});
