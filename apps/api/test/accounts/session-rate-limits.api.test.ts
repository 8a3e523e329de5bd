import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Small limits so that a few attempts reach them. */
const RATE_LIMITS = [
  'sign_in_ip=4/60',
  'sign_in_account=3/600',
  'sign_up_ip=3/3600',
  'sign_up_account=2/3600',
  'reset_password_ip=3/3600',
  'reset_password_account=2/3600',
  'sign_in_account_backoff=3/3600',
  'password_check_ip=6/60',
  'password_check_account=3/600',
  'search_ip=5/60',
].join(',');

/** The tests' connections come from the loopback address, the proxy these tests stand for. */
const TRUST_PROXY = 'loopback';

let ipSequence = 0;
/** A fresh client address (the app trusts X-Forwarded-For from its proxy on loopback). */
function newIp(): string {
  ipSequence += 1;
  return `203.0.113.${ipSequence}`;
}

function attempt(t: TestApp, path: string, ip: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/sessions/${path}`,
    headers: { ...t.keyHeaders, 'x-forwarded-for': ip },
    payload,
  });
}

function expectRateLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  max: number,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(max);
}

function signUpPayload(email: string) {
  return {
    first_name: 'Lucie',
    last_name: 'Pressée',
    email,
    password: 'Granite2026',
    password_confirmation: 'Granite2026',
  };
}

function uniqueEmail(): string {
  return `hurry.${randomBytes(4).toString('hex')}@example.test`;
}

/** The same rules, whichever store counts the attempts. */
function rateLimitRules(app: () => TestApp) {
  it('sign-in: per IP, the attempt after the limit answers 429 with Retry-After, even with good credentials', async () => {
    const t = app();
    const ip = newIp();
    const { user, password } = await createUser(t.db);
    for (let index = 0; index < 4; index += 1) {
      const response = await attempt(t, 'sign_in', ip, { email: `nobody.${index}@example.test`, password });
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await attempt(t, 'sign_in', ip, { email: user.email, password }), 60);
    // Another address is not affected.
    expect((await attempt(t, 'sign_in', newIp(), { email: user.email, password })).statusCode).toBe(200);
  });

  it('sign-in: per account and address, a stranger guessing cannot lock the owner out', async () => {
    const t = app();
    const { user, password } = await createUser(t.db);
    const stranger = newIp();
    for (let index = 0; index < 3; index += 1) {
      const response = await attempt(t, 'sign_in', stranger, { email: user.email, password: 'Wrong2026x' });
      expect(response.statusCode).toBe(401);
    }
    // The stranger's address is stopped on this account…
    expectRateLimited(await attempt(t, 'sign_in', stranger, { email: user.email, password }), 600);
    // …the owner, from their own address, is not (the e-mail's case does not make another account).
    const owner = await attempt(t, 'sign_in', newIp(), { email: (user.email ?? '').toUpperCase(), password });
    expect(owner.statusCode).toBe(200);
  });

  it('sign-in: many failures from every address slow the account down, never lock it; the owner’s browser skips the wait', async () => {
    const t = app();
    const { user, password } = await createUser(t.db);
    // The owner signed in before on their browser: it keeps a mark of the account.
    const first = await attempt(t, 'sign_in', newIp(), { email: user.email, password });
    expect(first.statusCode).toBe(200);
    const mark = first.cookies.find((cookie) => cookie.name === 'known_device');
    expect(mark).toMatchObject({ httpOnly: true, path: '/api/v1/sessions', sameSite: 'Strict' });

    // A distributed guess: 4 failures, each from another address (the back-off starts after 3).
    for (let index = 0; index < 4; index += 1) {
      const response = await attempt(t, 'sign_in', newIp(), { email: user.email, password: 'Wrong2026x' });
      expect(response.statusCode).toBe(401);
    }
    // One attempt per interval now (the last failure opened one): the next is told to wait seconds, not minutes.
    expectRateLimited(await attempt(t, 'sign_in', newIp(), { email: user.email, password }), 2);

    // The owner's browser goes through at once with the right password.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/sign_in',
      headers: { ...t.keyHeaders, 'x-forwarded-for': newIp() },
      cookies: { known_device: mark?.value ?? '' },
      payload: { email: user.email, password },
    });
    expect(owner.statusCode).toBe(200);
    // The mark of another account does not.
    const other = await createUser(t.db);
    const otherSignIn = await attempt(t, 'sign_in', newIp(), { email: other.user.email, password: other.password });
    const otherMark = otherSignIn.cookies.find((cookie) => cookie.name === 'known_device')?.value ?? '';
    expect(otherMark).not.toBe(mark?.value);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/sign_in',
      headers: { ...t.keyHeaders, 'x-forwarded-for': newIp() },
      cookies: { known_device: otherMark },
      payload: { email: user.email, password },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('current password checks: a password change and an account deletion are limited like sign-in', async () => {
    const t = app();
    const { user, password } = await createUser(t.db);
    const headers = { ...(await authHeaders(user, t.config.jwtSecret, t.keyHeaders)), 'x-forwarded-for': newIp() };
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/current_users/update_password.json',
        headers,
        payload: { user: { current_password: current, password: 'Basalte2026', password_confirmation: 'Basalte2026' } },
      });
    const remove = (current: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/v1/current_users.json', headers, payload: { password: current } });
    expect((await change('Wrong2026x')).statusCode).toBe(422);
    expect((await remove('Wrong2026x')).statusCode).toBe(422);
    expect((await change('Wrong2026x')).statusCode).toBe(422);
    // The fourth check on the account, wrong or right, waits.
    expectRateLimited(await change(password), 600);
    expectRateLimited(await remove('Wrong2026x'), 600);
    // Nothing was changed or deleted.
    const signIn = await attempt(t, 'sign_in', newIp(), { email: user.email, password });
    expect(signIn.statusCode).toBe(200);
  });

  it('search: per address, a limit a person typing never reaches', async () => {
    const t = app();
    const ip = newIp();
    const search = (address: string, query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/search.json?query=${encodeURIComponent(query)}`,
        headers: { ...t.keyHeaders, 'x-forwarded-for': address },
      });
    for (const query of ['f', 'fo', 'fon', 'font', 'fonta']) expect((await search(ip, query)).statusCode).toBe(200);
    expectRateLimited(await search(ip, 'fontai'), 60);
    expect((await search(newIp(), 'fontai')).statusCode).toBe(200);
  });

  it('sign-up: per IP and per e-mail', async () => {
    const t = app();
    const ip = newIp();
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt(t, 'sign_up', ip, signUpPayload(uniqueEmail()))).statusCode).toBe(201);
    }
    expectRateLimited(await attempt(t, 'sign_up', ip, signUpPayload(uniqueEmail())), 3600);

    const email = uniqueEmail();
    expect((await attempt(t, 'sign_up', newIp(), signUpPayload(email))).statusCode).toBe(201);
    expect((await attempt(t, 'sign_up', newIp(), signUpPayload(email))).statusCode).toBe(422);
    expectRateLimited(await attempt(t, 'sign_up', newIp(), signUpPayload(email)), 3600);
  });

  it('password reset: per account (no more e-mails), and per IP', async () => {
    const t = app();
    const { user } = await createUser(t.db);
    const sent = async () =>
      (
        await t.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.to_address, user.email ?? ''))
      ).length;
    expect((await attempt(t, 'reset_password', newIp(), { email: user.email })).statusCode).toBe(204);
    expect((await attempt(t, 'reset_password', newIp(), { email: user.email })).statusCode).toBe(204);
    expectRateLimited(await attempt(t, 'reset_password', newIp(), { email: user.email }), 3600);
    expect(await sent()).toBe(2);

    const ip = newIp();
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt(t, 'reset_password', ip, { email: uniqueEmail() })).statusCode).toBe(204);
    }
    // Unknown addresses count too: the limit says nothing about which addresses exist.
    expectRateLimited(await attempt(t, 'reset_password', ip, { email: uniqueEmail() }), 3600);
  });
}

describe('rate limits, in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS, TRUST_PROXY } });
  });
  afterAll(async () => {
    await t?.close();
  });

  rateLimitRules(() => t);

  it('are off with RATE_LIMITS=off', async () => {
    const unlimited = await createTestApp({ env: { RATE_LIMITS: 'off', TRUST_PROXY }, database: t.database });
    try {
      const ip = newIp();
      for (let index = 0; index < 8; index += 1) {
        const response = await attempt(unlimited, 'sign_in', ip, { email: 'nobody@example.test', password: 'x' });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await unlimited.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('rate limits, in Redis (REDIS_URL)', () => {
  const prefix = `${process.env.REDIS_PREFIX ?? 'test:'}sessions-${randomBytes(4).toString('hex')}:`;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const env = { RATE_LIMITS, TRUST_PROXY, REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix };
    nodeA = await createTestApp({ env });
    nodeB = await createTestApp({ env, database: nodeA.database });
    redis = new Redis(redisUrl ?? '');
  });

  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  rateLimitRules(() => nodeA);

  it('are shared by every node: attempts on one count on the other', async () => {
    const { user, password } = await createUser(nodeA.db);
    const ip = newIp();
    for (const node of [nodeA, nodeB, nodeA]) {
      const response = await attempt(node, 'sign_in', ip, { email: user.email, password: 'Wrong2026x' });
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await attempt(nodeB, 'sign_in', ip, { email: user.email, password }), 600);
  });

  it('keep their counters under the prefix, expiring, and without the e-mail or address in clear', async () => {
    const keys = await redis.keys(`${prefix}*`);
    // Beside the counters, the shared cache keeps its entries and versions under the same prefix.
    for (const key of keys) expect(key).toMatch(new RegExp(`^${prefix}(rate|cache):`));
    const counters = keys.filter((key) => key.startsWith(`${prefix}rate:`));
    expect(counters.length).toBeGreaterThan(0);
    for (const key of counters) {
      expect(key).not.toMatch(/@|203\.0\.113/);
      expect(await redis.pttl(key)).toBeGreaterThan(0);
    }
  });
});
