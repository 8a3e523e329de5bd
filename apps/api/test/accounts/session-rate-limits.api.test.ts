import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema';
import { createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Small limits so that a few attempts reach them. */
const RATE_LIMITS = [
  'sign_in_ip=4/60',
  'sign_in_account=3/600',
  'sign_up_ip=3/3600',
  'sign_up_account=2/3600',
  'reset_password_ip=3/3600',
  'reset_password_account=2/3600',
].join(',');

let ipSequence = 0;
/** A fresh client address (the app trusts X-Forwarded-For from its proxy). */
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

  it('sign-in: per account, attempts from many addresses are counted together', async () => {
    const t = app();
    const { user, password } = await createUser(t.db);
    for (let index = 0; index < 3; index += 1) {
      const response = await attempt(t, 'sign_in', newIp(), { email: user.email, password: 'Wrong2026x' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt(t, 'sign_in', newIp(), { email: (user.email ?? '').toUpperCase(), password });
    expectRateLimited(blocked, 600);
    // Another account from a fresh address still signs in.
    const other = await createUser(t.db);
    expect(
      (await attempt(t, 'sign_in', newIp(), { email: other.user.email, password: other.password })).statusCode,
    ).toBe(200);
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
    t = await createTestApp({ env: { RATE_LIMITS } });
  });
  afterAll(async () => {
    await t?.close();
  });

  rateLimitRules(() => t);

  it('are off with RATE_LIMITS=off', async () => {
    const unlimited = await createTestApp({ env: { RATE_LIMITS: 'off' }, database: t.database });
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
    const env = { RATE_LIMITS, REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix };
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
    for (const node of [nodeA, nodeB, nodeA]) {
      const response = await attempt(node, 'sign_in', newIp(), { email: user.email, password: 'Wrong2026x' });
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await attempt(nodeB, 'sign_in', newIp(), { email: user.email, password }), 600);
  });

  it('keep their counters under the prefix, expiring, and without the e-mail or address in clear', async () => {
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.startsWith(`${prefix}rate:`)).toBe(true);
      expect(key).not.toMatch(/@|203\.0\.113/);
      expect(await redis.pttl(key)).toBeGreaterThan(0);
    }
  });
});
