import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RateLimited } from './errors';
import {
  BACKOFF_MAX_SECONDS,
  DEFAULT_RATE_LIMITS,
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  parseRateLimits,
  RateLimiter,
  type RateLimits,
  RedisRateLimitStore,
  type SharedRateLimitStore,
} from './rate-limiter';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const rules: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  sign_in_ip: { limit: 3, windowSeconds: 60 },
  sign_in_account: { limit: 2, windowSeconds: 600 },
};

async function retryAfterOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof RateLimited) return error.retryAfterSeconds;
    throw error;
  }
}

describe('MemoryRateLimitStore', () => {
  it('counts attempts within a window and starts again once it has expired', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore({ now: time.now });
    expect(await store.hit('a', 60)).toEqual({ count: 1, resetInMs: 60_000 });
    time.advance(10_000);
    expect(await store.hit('a', 60)).toEqual({ count: 2, resetInMs: 50_000 });
    time.advance(49_999);
    expect((await store.hit('a', 60)).count).toBe(3);
    time.advance(1);
    expect(await store.hit('a', 60)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('counts an amount at once, and takes one back never below zero', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore({ now: time.now });
    expect(await store.hit('bytes', 60, 5_000)).toEqual({ count: 5_000, resetInMs: 60_000 });
    expect((await store.hit('bytes', 60, 2_500)).count).toBe(7_500);
    await store.giveBack('bytes', 2_500);
    expect(await store.peek('bytes')).toBe(5_000);
    await store.giveBack('bytes', 9_000);
    expect(await store.peek('bytes')).toBe(0);
  });

  it('keeps one counter per key', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('a', 60);
    await store.hit('a', 60);
    expect((await store.hit('b', 60)).count).toBe(1);
    expect((await store.hit('a', 60)).count).toBe(3);
  });

  it('never holds more than maxKeys windows, dropping expired ones first, then the oldest', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore({ maxKeys: 100, now: time.now });
    for (let index = 0; index < 50; index += 1) await store.hit(`short-${index}`, 1);
    time.advance(2_000);
    for (let index = 0; index < 1_000; index += 1) {
      await store.hit(`key-${index}`, 60);
      expect(store.size).toBeLessThanOrEqual(100);
    }
    // The newest keys are still counted.
    expect((await store.hit('key-999', 60)).count).toBe(2);
  });

  it('forgets expired windows as attempts go on, even below the bound', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore({ now: time.now });
    for (let index = 0; index < 500; index += 1) await store.hit(`old-${index}`, 1);
    time.advance(1_500);
    for (let index = 0; index < 1_000; index += 1) await store.hit('same', 60);
    expect(store.size).toBe(1);
  });
});

describe('RateLimiter', () => {
  it('lets attempts through up to the limit, then throws RateLimited with the seconds left', async () => {
    const time = clock();
    const limiter = new RateLimiter(new MemoryRateLimitStore({ now: time.now }), rules);
    const attempt = () => limiter.consume([{ rule: 'sign_in_ip', subject: '192.0.2.1' }]);
    for (let index = 0; index < 3; index += 1) expect(await retryAfterOf(attempt())).toBeNull();
    time.advance(15_500);
    expect(await retryAfterOf(attempt())).toBe(45);
    time.advance(44_500);
    expect(await retryAfterOf(attempt())).toBeNull();
  });

  it('counts every attempt against each of its rules and answers the longest wait', async () => {
    const time = clock();
    const limiter = new RateLimiter(new MemoryRateLimitStore({ now: time.now }), rules);
    const attempt = (ip: string) =>
      limiter.consume([
        { rule: 'sign_in_ip', subject: ip },
        { rule: 'sign_in_account', subject: 'lucie@example.test' },
      ]);
    expect(await retryAfterOf(attempt('192.0.2.1'))).toBeNull();
    expect(await retryAfterOf(attempt('192.0.2.2'))).toBeNull();
    expect(await retryAfterOf(attempt('192.0.2.3'))).toBe(600);
    // The same subject under another rule is another counter.
    expect(
      await retryAfterOf(limiter.consume([{ rule: 'sign_up_account', subject: 'lucie@example.test' }])),
    ).toBeNull();
  });

  it('answers at least one second', async () => {
    const time = clock();
    const limiter = new RateLimiter(new MemoryRateLimitStore({ now: time.now }), rules);
    const attempt = () => limiter.consume([{ rule: 'sign_in_ip', subject: 'x' }]);
    for (let index = 0; index < 3; index += 1) await attempt();
    time.advance(59_900);
    expect(await retryAfterOf(attempt())).toBe(1);
  });

  it('does nothing when limits are off', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), null);
    for (let index = 0; index < 100; index += 1) await limiter.consume([{ rule: 'sign_in_ip', subject: 'x' }]);
    await limiter.consumeAmount({ rule: 'photo_upload_bytes_account', subject: 'x' }, 10 ** 12);
  });

  it('counts amounts up to the limit, refuses one that would go past it without counting it, and takes back', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore({ now: time.now });
    const limiter = new RateLimiter(store, {
      ...rules,
      photo_upload_bytes_account: { limit: 1_000, windowSeconds: 86_400 },
    });
    const bytes = { rule: 'photo_upload_bytes_account', subject: '42' } as const;
    expect(await retryAfterOf(limiter.consumeAmount(bytes, 600))).toBeNull();
    time.advance(3_600_000);
    expect(await retryAfterOf(limiter.consumeAmount(bytes, 500))).toBe(82_800);
    // What was refused is not counted: a smaller amount still fits, exactly up to the limit.
    expect(await retryAfterOf(limiter.consumeAmount(bytes, 400))).toBeNull();
    expect(await retryAfterOf(limiter.consumeAmount(bytes, 1))).toBe(82_800);
    await limiter.giveBackAmount(bytes, 400);
    expect(await retryAfterOf(limiter.consumeAmount(bytes, 400))).toBeNull();
  });
});

describe('RateLimiter back-off', () => {
  const backoffRules: RateLimits = { ...rules, sign_in_account_backoff: { limit: 3, windowSeconds: 3600 } };
  const failures = { rule: 'sign_in_account_backoff', subject: 'lucie@example.test' } as const;

  it('lets every attempt through below the limit of failures, and forgives those that succeed', async () => {
    const time = clock();
    const limiter = new RateLimiter(new MemoryRateLimitStore({ now: time.now }), backoffRules);
    await limiter.recordFailure(failures);
    for (let index = 0; index < 5; index += 1) {
      expect(await limiter.takeBackoffTurn(failures)).toBeNull();
      await limiter.forgiveFailure(failures);
    }
  });

  it('past the limit, lets one attempt through per interval, growing with each failure up to a minute', async () => {
    const time = clock();
    const limiter = new RateLimiter(new MemoryRateLimitStore({ now: time.now }), backoffRules);
    for (let index = 0; index < 3; index += 1) expect(await limiter.takeBackoffTurn(failures)).toBeNull();
    // First failure over the limit: one attempt per 2 s, never a lock-out.
    expect(await limiter.takeBackoffTurn(failures)).toBeNull();
    expect(await limiter.takeBackoffTurn(failures)).toBe(2);
    time.advance(4_000);

    const intervals: number[] = [];
    for (let failure = 0; failure < 8; failure += 1) {
      time.advance(60_000);
      expect(await limiter.takeBackoffTurn(failures)).toBeNull();
      intervals.push((await limiter.takeBackoffTurn(failures)) ?? 0);
    }
    expect(intervals.every((seconds, index) => index === 0 || seconds >= (intervals[index - 1] ?? 0))).toBe(true);
    expect(Math.max(...intervals)).toBeLessThanOrEqual(BACKOFF_MAX_SECONDS);
    expect(intervals.at(-1)).toBeGreaterThan(30);
  });

  it('decides and counts in one step: of 40 attempts at once two failures before the limit, 3 go on', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), DEFAULT_RATE_LIMITS);
    const account = { rule: 'sign_in_account_backoff', subject: 'race@example.test' } as const;
    for (let index = 0; index < 48; index += 1) await limiter.recordFailure(account);
    const turns = await Promise.all(Array.from({ length: 40 }, () => limiter.takeBackoffTurn(account)));
    expect(turns.filter((wait) => wait === null)).toHaveLength(3);
  });

  it('does nothing when limits are off', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), null);
    for (let index = 0; index < 100; index += 1) await limiter.recordFailure(failures);
    expect(await limiter.takeBackoffTurn(failures)).toBeNull();
  });
});

/** A shared store that can be taken away, as Redis can. */
function shareableStore(time: { now: () => number }) {
  const inner = new MemoryRateLimitStore({ now: time.now });
  let calls = 0;
  const state = { available: true, failing: false };
  const store: SharedRateLimitStore & { readonly calls: number } = {
    get available() {
      return state.available;
    },
    get calls() {
      return calls;
    },
    hit: async (key, windowSeconds, amount) => {
      calls += 1;
      if (state.failing) throw new Error('Command timed out');
      return inner.hit(key, windowSeconds, amount);
    },
    peek: async (key) => {
      calls += 1;
      if (state.failing) throw new Error('Command timed out');
      return inner.peek(key);
    },
    takeBackoffTurn: async (key, rule) => {
      calls += 1;
      if (state.failing) throw new Error('Command timed out');
      return inner.takeBackoffTurn(key, rule);
    },
    giveBack: async (key, amount) => {
      calls += 1;
      if (state.failing) throw new Error('Command timed out');
      return inner.giveBack(key, amount);
    },
    close: async () => {},
  };
  return { store, state };
}

describe('FallbackRateLimitStore', () => {
  it('counts in the shared store while it answers', async () => {
    const time = clock();
    const { store: shared } = shareableStore(time);
    const store = new FallbackRateLimitStore(shared, new MemoryRateLimitStore({ now: time.now }), { now: time.now });
    await store.hit('a', 60);
    await store.hit('a', 60);
    expect(await shared.peek('a')).toBe(2);
  });

  it('keeps limits holding in memory while the shared store is away, then goes back to it', async () => {
    const time = clock();
    const { store: shared, state } = shareableStore(time);
    const store = new FallbackRateLimitStore(shared, new MemoryRateLimitStore({ now: time.now }), { now: time.now });
    const limiter = new RateLimiter(store, rules);
    const attempt = () => limiter.consume([{ rule: 'sign_in_ip', subject: '192.0.2.1' }]);
    state.available = false;
    for (let index = 0; index < 3; index += 1) expect(await retryAfterOf(attempt())).toBeNull();
    expect(await retryAfterOf(attempt())).toBeGreaterThan(0);
    expect(shared.calls).toBe(0);
    expect(store.primaryAvailable).toBe(false);

    state.available = true;
    expect(store.primaryAvailable).toBe(true);
    expect(await retryAfterOf(attempt())).toBeNull();
    expect(await shared.peek('unused')).toBe(0);
  });

  it('counts a failed command in memory and leaves a hung store alone for a while', async () => {
    const time = clock();
    const { store: shared, state } = shareableStore(time);
    const store = new FallbackRateLimitStore(shared, new MemoryRateLimitStore({ now: time.now }), {
      now: time.now,
      pauseMs: 5_000,
    });
    state.failing = true;
    expect((await store.hit('a', 60)).count).toBe(1);
    expect((await store.hit('a', 60)).count).toBe(2);
    // One command failed; the next ones went straight to memory.
    expect(shared.calls).toBe(1);
    expect(store.primaryAvailable).toBe(false);
    time.advance(5_000);
    state.failing = false;
    expect(store.primaryAvailable).toBe(true);
    expect((await store.hit('a', 60)).count).toBe(1);
  });
});

describe('parseRateLimits', () => {
  it('keeps the defaults when unset, and turns every limit off with "off"', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('')).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('OFF')).toBeNull();
  });

  it('overrides the rules it names', () => {
    expect(parseRateLimits('sign_in_ip=100/60, reset_password_account = 1/86400')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      sign_in_ip: { limit: 100, windowSeconds: 60 },
      reset_password_account: { limit: 1, windowSeconds: 86_400 },
    });
    expect(parseRateLimits('photo_upload_account=10/3600,photo_upload_bytes_account=52428800/86400')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      photo_upload_account: { limit: 10, windowSeconds: 3_600 },
      photo_upload_bytes_account: { limit: 52_428_800, windowSeconds: 86_400 },
    });
  });

  it.each(['sign_in=5/60', 'sign_in_ip=5', 'sign_in_ip=0/60', 'sign_in_ip=5/0', 'on'])('refuses "%s"', (value) => {
    expect(() => parseRateLimits(value)).toThrow(/RATE_LIMITS/);
  });

  it('has defaults that allow a gym behind one address and stop guessing on one account', () => {
    expect(DEFAULT_RATE_LIMITS.sign_in_ip.limit / DEFAULT_RATE_LIMITS.sign_in_ip.windowSeconds).toBeGreaterThan(
      DEFAULT_RATE_LIMITS.sign_in_account.limit / DEFAULT_RATE_LIMITS.sign_in_account.windowSeconds,
    );
    for (const rule of Object.values(DEFAULT_RATE_LIMITS)) {
      expect(rule.limit).toBeGreaterThan(0);
      expect(rule.windowSeconds).toBeGreaterThan(0);
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('RedisRateLimitStore (REDIS_URL)', () => {
  const prefix = `${process.env.REDIS_PREFIX ?? 'test:'}unit-${randomBytes(4).toString('hex')}:`;
  let store: RedisRateLimitStore;
  let other: RedisRateLimitStore;
  let redis: Redis;

  beforeAll(async () => {
    store = new RedisRateLimitStore(redisUrl ?? '', prefix);
    other = new RedisRateLimitStore(redisUrl ?? '', prefix);
    redis = new Redis(redisUrl ?? '');
    // Without an offline queue, a command sent before the connection is up fails at once.
    await vi.waitFor(() => expect(store.available && other.available).toBe(true));
  });

  afterAll(async () => {
    await store?.close();
    await other?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts attempts in one window shared by every client, which expires by itself', async () => {
    const first = await store.hit('window', 1);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(1_000);
    expect((await other.hit('window', 1)).count).toBe(2);
    expect((await store.hit('window', 1)).count).toBe(3);
    expect(await redis.pttl(`${prefix}rate:window`)).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await store.hit('window', 1)).count).toBe(1);
  });

  it('takes back-off turns in one step shared by every client: of 40 at once two failures before the limit, 3 go on', async () => {
    const limiter = new RateLimiter(store, DEFAULT_RATE_LIMITS);
    const otherLimiter = new RateLimiter(other, DEFAULT_RATE_LIMITS);
    const account = { rule: 'sign_in_account_backoff', subject: `race-${randomBytes(4).toString('hex')}` } as const;
    for (let index = 0; index < 48; index += 1) await limiter.recordFailure(account);
    const turns = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? limiter : otherLimiter).takeBackoffTurn(account)),
    );
    expect(turns.filter((wait) => wait === null)).toHaveLength(3);
    const waits = turns.filter((wait) => wait !== null);
    expect(Math.max(...waits)).toBeLessThanOrEqual(2);
    // A success is forgiven: the count goes back down, never below zero.
    await limiter.forgiveFailure(account);
    await limiter.forgiveFailure({ rule: 'sign_in_account_backoff', subject: 'never-counted' });
    for (const key of await redis.keys(`${prefix}rate:sign_in_account_backoff:*`)) {
      expect(Number(await redis.get(key))).toBeGreaterThanOrEqual(0);
      expect(await redis.pttl(key)).toBeGreaterThan(0);
    }
  });

  it('counts amounts with INCRBY and takes them back, never below zero, keeping the window', async () => {
    const key = `bytes-${randomBytes(4).toString('hex')}`;
    expect((await store.hit(key, 60, 5_000)).count).toBe(5_000);
    expect((await other.hit(key, 60, 2_500)).count).toBe(7_500);
    await store.giveBack(key, 2_500);
    expect(await store.peek(key)).toBe(5_000);
    await store.giveBack(key, 9_000);
    expect(await store.peek(key)).toBe(0);
    expect(await redis.pttl(`${prefix}rate:${key}`)).toBeGreaterThan(0);
  });

  it('throws RateLimited through the limiter like the memory store', async () => {
    const limiter = new RateLimiter(store, rules);
    const attempt = () => limiter.consume([{ rule: 'sign_in_account', subject: 'ada@example.test' }]);
    expect(await retryAfterOf(attempt())).toBeNull();
    expect(await retryAfterOf(attempt())).toBeNull();
    const wait = await retryAfterOf(attempt());
    expect(wait).toBeGreaterThan(595);
    expect(wait).toBeLessThanOrEqual(600);
  });
});
