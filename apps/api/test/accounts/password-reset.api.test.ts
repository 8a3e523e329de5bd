import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/accounts/password-hasher';
import { outboxEmails, passwordResetTokens, refreshTokens, users } from '../../src/db/schema';
import { createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});

afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Calcaire2027';

function requestReset(email: string | null | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sessions/reset_password',
    headers: t.keyHeaders,
    payload: { email },
  });
}

function newPassword(payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/sessions/new_password', headers: t.keyHeaders, payload });
}

function signIn(email: string | null, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sessions/sign_in',
    headers: t.keyHeaders,
    payload: { email, password },
  });
}

async function outboxFor(address: string) {
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, address)).orderBy(desc(outboxEmails.id));
}

/** The token of the newest e-mail to `address`, read from its link as the person would follow it. */
async function tokenFromOutbox(address: string): Promise<string> {
  const [email] = await outboxFor(address);
  const link = /http:\/\/cordee\.test\/new-password\?token=([\w-]+)/.exec(email?.text_body ?? '');
  if (!link?.[1]) throw new Error(`no reset link in the e-mail to ${address}`);
  return link[1];
}

describe('POST /api/v1/sessions/reset_password', () => {
  it('answers 204 and e-mails a link holding a token stored as its digest', async () => {
    const { user } = await createUser(t.db);
    const response = await requestReset(user.email);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const emails = await outboxFor(user.email ?? '');
    expect(emails).toHaveLength(1);
    const token = await tokenFromOutbox(user.email ?? '');
    expect(token.length).toBeGreaterThanOrEqual(40);

    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    expect(stored?.token_digest).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored?.used_at).toBeNull();
    const minutes = ((stored?.expires_at.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('writes the e-mail in the climber’s language, as text and HTML', async () => {
    const french = await createUser(t.db, { language: 'fr', first_name: 'Zoé' });
    const english = await createUser(t.db, { language: 'en', first_name: 'Ada <b>' });
    await requestReset(french.user.email);
    await requestReset(english.user.email);

    const [fr] = await outboxFor(french.user.email ?? '');
    expect(fr?.subject).toBe('Cordée : choisir un nouveau mot de passe');
    expect(fr?.text_body).toContain('Bonjour Zoé,');
    expect(fr?.text_body).toContain('30 minutes');
    expect(fr?.html_body).toContain('<a href="http://cordee.test/new-password?token=');

    const [en] = await outboxFor(english.user.email ?? '');
    expect(en?.subject).toBe('Cordée: choose a new password');
    expect(en?.text_body).toContain('Hello Ada <b>,');
    // Names are escaped in the HTML version.
    expect(en?.html_body).toContain('Hello Ada &lt;b&gt;,');
    expect(en?.html_body).not.toContain('<b>');
  });

  it('finds the account whatever the case of the e-mail given', async () => {
    const { user } = await createUser(t.db);
    expect((await requestReset((user.email ?? '').toUpperCase())).statusCode).toBe(204);
    expect(await outboxFor(user.email ?? '')).toHaveLength(1);
  });

  it('answers the same 204 for an address without an account, and sends nothing', async () => {
    const before = await t.db.select().from(outboxEmails);
    const { user } = await createUser(t.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody.at.all@example.test');
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(await outboxFor('nobody.at.all@example.test')).toEqual([]);
    expect(await t.db.select().from(outboxEmails)).toHaveLength(before.length + 1);
  });

  it('sends nothing for a deleted account', async () => {
    const { user } = await createUser(t.db);
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
    expect((await requestReset(user.email)).statusCode).toBe(204);
    expect(await outboxFor(user.email ?? '')).toEqual([]);
  });

  it('answers 422 for a missing or malformed e-mail', async () => {
    const missing = await requestReset(undefined);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: { email: ['required'] } });
    const malformed = await requestReset('not an address');
    expect(malformed.json()).toEqual({ error: { email: ['invalid'] } });
  });
});

describe('PUT /api/v1/sessions/new_password', () => {
  it('sets the new password, signs in, and ends every other session', async () => {
    const { user, password } = await createUser(t.db);
    const old = (await signIn(user.email, password)).json<{ refresh_token: string }>();
    const changed: number[] = [];
    t.app.appContext.events.on('user.password_changed', ({ userId }) => {
      changed.push(userId);
    });

    await requestReset(user.email);
    const token = await tokenFromOutbox(user.email ?? '');
    const response = await newPassword({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    const pair = response.json<{ token: string; refresh_token: string }>();
    expect(pair).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });

    // The old password no longer works, the new one does.
    expect((await signIn(user.email, password)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const row = await t.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(await verifyPassword(row?.password_digest ?? null, NEW_PASSWORD)).toBe(true);

    // Sessions opened before the reset are revoked; the one it opened works.
    const refresh = (refresh_token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sessions/tokens',
        headers: t.keyHeaders,
        payload: { refresh_token },
      });
    expect((await refresh(old.refresh_token)).statusCode).toBe(401);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);

    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    expect(stored?.used_at).not.toBeNull();
    expect(changed).toEqual([user.id]);
  });

  it('answers 422 token invalid for a token already used', async () => {
    const { user } = await createUser(t.db);
    await requestReset(user.email);
    const token = await tokenFromOutbox(user.email ?? '');
    const payload = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await newPassword(payload)).statusCode).toBe(200);

    const again = await newPassword({ ...payload, password: 'Another2028', password_confirmation: 'Another2028' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: { token: ['invalid'] } });
    expect((await signIn(user.email, 'Another2028')).statusCode).toBe(401);
  });

  it('answers 422 token invalid for an expired token, and keeps the password', async () => {
    const { user, password } = await createUser(t.db);
    await requestReset(user.email);
    const token = await tokenFromOutbox(user.email ?? '');
    await t.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, user.id));

    const response = await newPassword({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { token: ['invalid'] } });
    expect((await signIn(user.email, password)).statusCode).toBe(200);
  });

  it('answers 422 token invalid for an unknown token', async () => {
    const response = await newPassword({
      token: 'made-up-token-0123456789',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { token: ['invalid'] } });
  });

  it('makes the earlier links of the same climber unusable once one is used', async () => {
    const { user } = await createUser(t.db);
    await requestReset(user.email);
    const first = await tokenFromOutbox(user.email ?? '');
    await requestReset(user.email);
    const second = await tokenFromOutbox(user.email ?? '');
    expect(second).not.toBe(first);

    expect(
      (await newPassword({ token: second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const late = await newPassword({ token: first, password: 'Another2028', password_confirmation: 'Another2028' });
    expect(late.statusCode).toBe(422);
  });

  it('checks the password rules and the confirmation before the token', async () => {
    const { user } = await createUser(t.db);
    await requestReset(user.email);
    const token = await tokenFromOutbox(user.email ?? '');

    const weak = await newPassword({ token, password: 'granite', password_confirmation: 'granite' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({ error: { password: ['too_short', 'missing_digit', 'missing_uppercase'] } });

    const mismatch = await newPassword({ token, password: NEW_PASSWORD, password_confirmation: 'Calcaire2028' });
    expect(mismatch.json()).toEqual({ error: { password_confirmation: ['confirmation'] } });

    const missing = await newPassword({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.json()).toEqual({ error: { token: ['required'] } });

    // None of these used the token up.
    expect((await newPassword({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const tokens = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    expect(tokens).toHaveLength(1);
  });
});

describe('what a reset request tells about an address', () => {
  let watched: TestApp;
  const logLines: string[] = [];
  /** For each reset request, what the database holds at the moment its answer leaves. */
  const atAnswer: { email: string; tokens: number; emails: number }[] = [];

  beforeAll(async () => {
    watched = await createTestApp({
      env: { RATE_LIMITS: 'off', LOG_LEVEL: 'info' },
      logDestination: { write: (line) => logLines.push(line) },
      extend: (app) => {
        app.addHook('onSend', async (request, _reply, payload) => {
          if (request.url === '/api/v1/sessions/reset_password') {
            const { email } = request.body as { email: string };
            const tokens = await watched.db
              .select()
              .from(passwordResetTokens)
              .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
              .where(eq(users.email, email));
            const emails = await watched.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, email));
            atAnswer.push({ email, tokens: tokens.length, emails: emails.length });
          }
          return payload;
        });
      },
    });
  });

  afterAll(async () => {
    await watched?.close();
  });

  const request = (email: string | null) =>
    watched.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/reset_password',
      headers: watched.keyHeaders,
      payload: { email },
    });

  it('answers a known and an unknown address before writing anything: the same work before the answer', async () => {
    const { user } = await createUser(watched.db);
    const known = await request(user.email);
    const unknown = await request('nobody.here@example.test');
    expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
    expect(atAnswer).toEqual([
      { email: user.email, tokens: 0, emails: 0 },
      { email: 'nobody.here@example.test', tokens: 0, emails: 0 },
    ]);
    // Written once the answer has left.
    const emails = await watched.db.select().from(outboxEmails);
    expect(emails.map((email) => email.to_address)).toEqual([user.email]);
    expect(await watched.db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it('keeps the link out of the log', async () => {
    const { user } = await createUser(watched.db);
    logLines.length = 0;
    expect((await request(user.email)).statusCode).toBe(204);
    const [email] = await watched.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to_address, user.email ?? ''));
    const token = /new-password\?token=([\w-]+)/.exec(email?.text_body ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(logLines.join('')).toContain('e-mail written to the outbox');
    expect(logLines.join('')).not.toContain(token);
    expect(logLines.join('')).not.toContain('new-password');
  });

  it('logs an e-mail that could not be written, and still answers 204', async () => {
    const { user } = await createUser(watched.db);
    const context = watched.app.appContext;
    const mailer = context.mailer;
    context.mailer = {
      send: async () => {
        throw new Error('outbox unavailable');
      },
      close: async () => {},
    };
    logLines.length = 0;
    try {
      expect((await request(user.email)).statusCode).toBe(204);
    } finally {
      context.mailer = mailer;
    }
    const failure = logLines.map((line) => JSON.parse(line)).find((line) => line.level === 50);
    expect(failure).toMatchObject({
      msg: 'password reset e-mail could not be sent',
      err: { message: 'outbox unavailable' },
    });
  });
});

describe('reset links in the log, for a developer (LOG_EMAILS=on)', () => {
  it('writes the e-mail text, link included, to the log', async () => {
    const logLines: string[] = [];
    const app = await createTestApp({
      env: { RATE_LIMITS: 'off', LOG_LEVEL: 'info', LOG_EMAILS: 'on' },
      logDestination: { write: (line) => logLines.push(line) },
    });
    try {
      const { user } = await createUser(app.db);
      await app.app.inject({
        method: 'POST',
        url: '/api/v1/sessions/reset_password',
        headers: app.keyHeaders,
        payload: { email: user.email },
      });
      expect(logLines.join('')).toMatch(/http:\/\/cordee\.test\/new-password\?token=[\w-]{20,}/);
    } finally {
      await app.close();
    }
  });
});
