import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimited } from './errors';

/** At most `limit` attempts per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMIT_NAMES = [
  'sign_in_ip',
  'sign_in_account',
  'sign_up_ip',
  'sign_up_account',
  'reset_password_ip',
  'reset_password_account',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/**
 * Per IP, limits leave room for a gym's Wi-Fi (many climbers behind one address); per account
 * (e-mail), they stop password guessing and mail bombing without hindering a person who mistypes.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  sign_in_ip: { limit: 30, windowSeconds: 60 },
  sign_in_account: { limit: 10, windowSeconds: 600 },
  sign_up_ip: { limit: 20, windowSeconds: 3600 },
  sign_up_account: { limit: 5, windowSeconds: 3600 },
  reset_password_ip: { limit: 10, windowSeconds: 3600 },
  reset_password_account: { limit: 3, windowSeconds: 3600 },
};

/**
 * Reads `RATE_LIMITS`: unset keeps the defaults, `off` disables every limit, otherwise
 * comma-separated overrides `name=limit/seconds` (`sign_in_ip=100/60,sign_up_ip=50/3600`).
 * A malformed value stops the start rather than leave the limits silently off.
 */
export function parseRateLimits(value: string | undefined): RateLimits | null {
  if (value === undefined || value.trim() === '') return { ...DEFAULT_RATE_LIMITS };
  if (value.trim().toLowerCase() === 'off') return null;
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const entry of value.split(',')) {
    const match = /^\s*([a-z_]+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(entry);
    const name = match?.[1] as RateLimitName | undefined;
    if (!match || !name || !RATE_LIMIT_NAMES.includes(name) || Number(match[2]) < 1 || Number(match[3]) < 1) {
      throw new Error(
        `RATE_LIMITS: cannot read "${entry.trim()}" (expected off or name=limit/seconds, names: ${RATE_LIMIT_NAMES.join(', ')})`,
      );
    }
    limits[name] = { limit: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return limits;
}

/** Counters of fixed windows: where the attempts are counted. */
export interface RateLimitStore {
  /** Counts one attempt under `key`; the count of its current window and the time left in it. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * In-process counters (one API node). Bounded: expired windows are swept regularly, and when
 * `maxKeys` live windows exist the oldest are forgotten rather than let memory grow.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private readonly maxKeys: number;
  private readonly now: () => number;
  private hits = 0;

  constructor(options: { maxKeys?: number; now?: () => number } = {}) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetInMs: number }> {
    const now = this.now();
    this.hits += 1;
    if (this.hits % 1_000 === 0) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      // Deleted then set: the Map's order stays the order windows started in, oldest first.
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.makeRoom(now);
      window = { count: 0, resetAt: now + windowSeconds * 1_000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }

  /** Frees a tenth of the room at once, so a flood of new keys costs one sweep per many inserts. */
  private makeRoom(now: number): void {
    this.sweep(now);
    const target = Math.floor(this.maxKeys * 0.9);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= target) break;
      this.windows.delete(key);
    }
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

// One round trip, atomic: the window starts with its first attempt and expires by itself.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Counters shared by every API node through Redis; keys expire with their window. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private lastErrorLogAt = 0;

  constructor(
    url: string,
    private readonly prefix: string,
    onError: (error: unknown) => void = () => {},
  ) {
    // Bounded waits: when Redis is away, a sign-in is delayed at most about a second, never hung.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
    this.redis.on('error', (error) => {
      // Reconnection attempts fail every few hundred milliseconds: report at most once a minute.
      if (Date.now() - this.lastErrorLogAt < 60_000) return;
      this.lastErrorLogAt = Date.now();
      onError(error);
    });
  }

  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetInMs: number }> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}rate:${key}`, windowSeconds * 1_000)) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One attempt to count: which rule, and whom it is about (an IP, an e-mail…). */
export interface RateLimitAttempt {
  rule: RateLimitName;
  subject: string;
}

/**
 * Counts attempts against the configured rules and throws `RateLimited` (429, Retry-After) when one
 * is over. Subjects are hashed: no address or e-mail is kept in the counters. If the store fails
 * (Redis away), the attempt is let through and the failure reported: limits protect, they must not
 * take sign-in down with them.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rules: RateLimits | null,
    private readonly onStoreError: (error: unknown) => void = () => {},
  ) {}

  async consume(attempts: readonly RateLimitAttempt[]): Promise<void> {
    const rules = this.rules;
    if (!rules) return;
    let retryAfterMs = 0;
    await Promise.all(
      attempts.map(async ({ rule: name, subject }) => {
        const rule = rules[name];
        const key = `${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
        try {
          const { count, resetInMs } = await this.store.hit(key, rule.windowSeconds);
          if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
        } catch (error) {
          this.onStoreError(error);
        }
      }),
    );
    if (retryAfterMs > 0) throw new RateLimited(Math.max(1, Math.ceil(retryAfterMs / 1_000)));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** In memory by default; Redis, shared by every node, when `redisUrl` is set. */
export function createRateLimiter(options: {
  rules: RateLimits | null;
  redisUrl: string | null;
  redisPrefix: string;
  onError?: (error: unknown) => void;
}): RateLimiter {
  const store =
    options.redisUrl && options.rules
      ? new RedisRateLimitStore(options.redisUrl, options.redisPrefix, options.onError)
      : new MemoryRateLimitStore();
  return new RateLimiter(store, options.rules, options.onError);
}
