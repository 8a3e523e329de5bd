import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KNOWN_DEVICE_LIFETIME_SECONDS, knownDeviceMark } from '../../src/accounts/known-device';
import { outboxEmails, users } from '../../src/db/schema';
import { createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The back-off starts after 3 failures here; the race uses the defaults (50). */
const RATE_LIMITS = 'sign_in_account_backoff=3/3600';
/** The tests' connections come from the loopback address, the proxy these tests stand for. */
const TRUST_PROXY = 'loopback';
const WRONG = 'Wrong2026x';

let ipSequence = 0;
/** A fresh client address each time (the app believes X-Forwarded-For from its proxy on loopback). */
function newIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

interface Browser {
  /** The browser's known-device mark, when it has one. */
  mark?: string;
}

function signIn(t: TestApp, email: string | null, password: string, browser: Browser = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sessions/sign_in',
    headers: { ...t.keyHeaders, 'x-forwarded-for': newIp() },
    cookies: browser.mark ? { known_device: browser.mark } : {},
    payload: { email, password },
  });
}

function markOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'known_device')?.value;
}

/** A stranger guessing from new addresses until the back-off refuses them: the next attempts wait seconds. */
async function pushIntoBackoff(t: TestApp, email: string | null): Promise<void> {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    if ((await signIn(t, email, WRONG)).statusCode === 429) return;
  }
  throw new Error('the account never reached its back-off');
}

/** How many of `count` wrong guesses with this mark were checked (401) rather than held by the back-off (429). */
async function guessesChecked(t: TestApp, email: string | null, mark: string | undefined, count = 8) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await signIn(t, email, WRONG, { mark })).statusCode);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  return statuses.filter((status) => status === 401).length;
}

async function linkTokenFromOutbox(t: TestApp, address: string | null) {
  const emails = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to_address, address ?? ''))
    .orderBy(desc(outboxEmails.id));
  const token = /http:\/\/cordee\.test\/sign-in-link\?token=([\w-]+)/.exec(emails[0]?.text_body ?? '')?.[1];
  return { count: emails.length, token, email: emails[0] };
}

function followLink(t: TestApp, token: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sessions/sign_in_link',
    headers: { ...t.keyHeaders, 'x-forwarded-for': newIp() },
    payload: { token },
  });
}

/** Past the back-off, 40 wrong sign-ins at once from 40 addresses: only the attempts it allows are checked. */
async function raceOnTheBackoff(t: TestApp) {
  const { user } = await createUser(t.db);
  for (let index = 0; index < 48; index += 1) expect((await signIn(t, user.email, WRONG)).statusCode).toBe(401);
  const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(t, user.email, WRONG)));
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  // Two failures left below the limit of 50, then one attempt per interval: 3 checked, never 40.
  const checked = statuses.filter((status) => status === 401).length;
  expect(checked).toBeGreaterThanOrEqual(1);
  expect(checked).toBeLessThanOrEqual(3);
}

/** The owner gets in from a new browser through the e-mailed link while a stranger keeps guessing. */
async function ownerGetsInWhileAStrangerGuesses(t: TestApp) {
  const { user, password } = await createUser(t.db, { language: 'en' });
  await pushIntoBackoff(t, user.email);

  // During the back-off a wrong and a right password get the same answer…
  const stranger = await signIn(t, user.email, WRONG);
  const owner = await signIn(t, user.email, password);
  expect(stranger.statusCode).toBe(429);
  expect(owner.statusCode).toBe(429);
  expect(owner.json()).toEqual(stranger.json());
  expect(owner.json()).toEqual({ code: 'rate_limited', message: expect.stringContaining('sign-in link') });
  expect(Number(owner.headers['retry-after'])).toBeGreaterThan(0);
  expect(markOf(owner)).toBeUndefined();
  // …and only the right one e-mailed the account a link.
  const sent = await linkTokenFromOutbox(t, user.email);
  expect(sent.count).toBe(1);
  expect(sent.email?.subject).toBe('Cordée: your sign-in link');
  expect(sent.token?.length).toBeGreaterThanOrEqual(40);
  expect((await signIn(t, user.email, WRONG)).statusCode).toBe(429);
  expect((await linkTokenFromOutbox(t, user.email)).count).toBe(1);

  // Following the link signs that browser in and marks it as known.
  const followed = await followLink(t, sent.token);
  expect(followed.statusCode).toBe(200);
  const session = followed.json<{ token: string; refresh_token: string }>();
  expect(session.refresh_token).toBeTruthy();
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/v1/current_users.json',
    headers: { ...t.keyHeaders, authorization: `Bearer ${session.token}` },
  });
  expect(me.statusCode).toBe(200);
  expect(me.json<{ email: string }>().email).toBe(user.email);
  const mark = markOf(followed);
  expect(mark).toBeTruthy();
  expect(followed.cookies.find((cookie) => cookie.name === 'known_device')).toMatchObject({
    httpOnly: true,
    path: '/api/v1/sessions',
    sameSite: 'Strict',
  });

  // The link works once.
  expect((await followLink(t, sent.token)).json()).toEqual({ error: { token: ['invalid'] } });

  // The stranger keeps guessing and is held; the owner signs in from that browser at once.
  expect((await signIn(t, user.email, WRONG)).statusCode).toBe(429);
  expect((await signIn(t, user.email, password, { mark })).statusCode).toBe(200);
  expect((await signIn(t, user.email, WRONG)).statusCode).toBe(429);
}

describe('sign-in back-off, in memory', () => {
  let t: TestApp;
  let race: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS, TRUST_PROXY } });
    race = await createTestApp({ env: { TRUST_PROXY }, database: t.database });
  });

  afterAll(async () => {
    await race?.close();
    await t?.close();
  });

  it('cannot be raced: 40 wrong sign-ins at once past 48 failures check at most 3 passwords', async () => {
    await raceOnTheBackoff(race);
  });

  it('lets the owner in from a new browser by an e-mailed link while a stranger keeps guessing', async () => {
    await ownerGetsInWhileAStrangerGuesses(t);
  });

  it('refuses an unknown, expired or voided link with 422 token invalid', async () => {
    expect((await followLink(t, 'not-a-token')).json()).toEqual({ error: { token: ['invalid'] } });
    const { user, password } = await createUser(t.db);
    await pushIntoBackoff(t, user.email);
    expect((await signIn(t, user.email, password)).statusCode).toBe(429);
    const { token } = await linkTokenFromOutbox(t, user.email);
    // A password reset since the link was sent voids it.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/reset_password',
      headers: { ...t.keyHeaders, 'x-forwarded-for': newIp() },
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(204);
    const resetToken = /new-password\?token=([\w-]+)/.exec(
      (await linkTokenFromOutbox(t, user.email)).email?.text_body ?? '',
    );
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/sessions/new_password',
      headers: t.keyHeaders,
      payload: { token: resetToken?.[1], password: 'Basalte2026', password_confirmation: 'Basalte2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await followLink(t, token)).json()).toEqual({ error: { token: ['invalid'] } });
  });

  it('gives every browser a mark of its own', async () => {
    const { user, password } = await createUser(t.db);
    const first = markOf(await signIn(t, user.email, password));
    const second = markOf(await signIn(t, user.email, password));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await pushIntoBackoff(t, user.email);
    // Each skips the back-off: its wrong guesses are checked.
    expect(await guessesChecked(t, user.email, first, 2)).toBe(2);
    expect(await guessesChecked(t, user.email, second, 2)).toBe(2);
  });

  it('does not let an expired mark skip the back-off', async () => {
    const { user } = await createUser(t.db);
    const lifetimeAgo = Date.now() - (KNOWN_DEVICE_LIFETIME_SECONDS + 60) * 1_000;
    const expired = knownDeviceMark(t.config.jwtSecret, user, lifetimeAgo);
    const fresh = knownDeviceMark(t.config.jwtSecret, user);
    await pushIntoBackoff(t, user.email);
    expect(await guessesChecked(t, user.email, expired)).toBe(0);
    expect(await guessesChecked(t, user.email, fresh, 2)).toBe(2);
  });

  /** Signs in (the mark and session of that browser), runs `end`, and checks the old mark no longer skips the back-off. */
  async function markEndedBy(
    end: (signedIn: { email: string | null; password: string; token: string }) => Promise<void>,
  ) {
    const { user, password } = await createUser(t.db);
    const first = await signIn(t, user.email, password);
    const oldMark = markOf(first);
    await end({ email: user.email, password, token: first.json<{ token: string }>().token });
    await pushIntoBackoff(t, user.email);
    expect(await guessesChecked(t, user.email, oldMark)).toBe(0);
    return user;
  }

  function signedInCall(token: string, method: 'PUT' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { ...t.keyHeaders, authorization: `Bearer ${token}`, 'x-forwarded-for': newIp() },
      ...(payload ? { payload } : {}),
    });
  }

  it('ends every mark at a password change', async () => {
    const user = await markEndedBy(async ({ password, token }) => {
      const change = await signedInCall(token, 'PUT', '/api/v1/current_users/update_password.json', {
        user: { current_password: password, password: 'Basalte2026', password_confirmation: 'Basalte2026' },
      });
      expect(change.statusCode).toBe(204);
    });
    // A mark given after the change skips the back-off again.
    const [changed] = await t.db.select().from(users).where(eq(users.id, user.id));
    const mark = knownDeviceMark(t.config.jwtSecret, { id: user.id, token_version: changed?.token_version ?? -1 });
    expect(await guessesChecked(t, user.email, mark, 1)).toBe(1);
  });

  it('ends every mark at a password reset', async () => {
    await markEndedBy(async ({ email }) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/sessions/reset_password',
        headers: { ...t.keyHeaders, 'x-forwarded-for': newIp() },
        payload: { email },
      });
      const { email: sent } = await linkTokenFromOutbox(t, email);
      const token = /new-password\?token=([\w-]+)/.exec(sent?.text_body ?? '')?.[1];
      const reset = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/sessions/new_password',
        headers: t.keyHeaders,
        payload: { token, password: 'Basalte2026', password_confirmation: 'Basalte2026' },
      });
      expect(reset.statusCode).toBe(200);
    });
  });

  it('ends every mark at a sign-out everywhere', async () => {
    await markEndedBy(async ({ token }) => {
      expect((await signedInCall(token, 'DELETE', '/api/v1/sessions/sign_in')).statusCode).toBe(204);
    });
  });

  it('ends every mark at the account’s deletion', async () => {
    await markEndedBy(async ({ password, token }) => {
      expect((await signedInCall(token, 'DELETE', '/api/v1/current_users.json', { password })).statusCode).toBe(204);
    });
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('sign-in back-off, in Redis (REDIS_URL)', () => {
  const prefix = `${process.env.REDIS_PREFIX ?? 'test:'}backoff-${randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  let race: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const redisEnv = { TRUST_PROXY, REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix };
    t = await createTestApp({ env: { ...redisEnv, RATE_LIMITS } });
    race = await createTestApp({ env: redisEnv, database: t.database });
    redis = new Redis(redisUrl ?? '');
    // Until Redis answers, attempts are counted in each node's memory.
    await vi.waitFor(() => {
      for (const node of [t, race]) expect(node.app.appContext.rateLimiter.sharedCountersAnswer).toBe(true);
    });
  });

  afterAll(async () => {
    await race?.close();
    await t?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('cannot be raced: 40 wrong sign-ins at once past 48 failures check at most 3 passwords', async () => {
    await raceOnTheBackoff(race);
  });

  it('lets the owner in from a new browser by an e-mailed link while a stranger keeps guessing', async () => {
    await ownerGetsInWhileAStrangerGuesses(t);
  });
});
