import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimited } from './errors';
import type { RedisConnections } from './redis-watch';

/** At most `limit` attempts (or, for a rule counting an amount, bytes) per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMIT_NAMES = [
  'sign_in_ip',
  'sign_in_account',
  'sign_in_account_backoff',
  'sign_up_ip',
  'sign_up_account',
  'reset_password_ip',
  'reset_password_account',
  'password_check_ip',
  'password_check_account',
  'search_ip',
  'photo_upload_account',
  'photo_upload_bytes_account',
  'comment_per_minute',
  'comment_per_day',
  'gym_invitation_account',
  'contest_registration_ip',
  'contest_registration_email',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/**
 * Per IP, limits leave room for a gym's Wi-Fi (many climbers behind one address). Per account, sign-in
 * attempts are counted per account *and* address, so that a stranger guessing from elsewhere never
 * locks the owner out; past `sign_in_account_backoff` failed sign-ins on one account from every address,
 * attempts on it are let through one per growing interval (2 s, doubling, at most a minute) instead of
 * stopping. The current-password checks (password change, account deletion) are limited like sign-in;
 * search has a per-IP limit that a person typing never reaches. A climber may upload 60 photos an hour and
 * 200 MB of them a day (`photo_upload_bytes_account` counts bytes): a day at the crag shared at once fits,
 * a script filling the store does not. A climber may write 5 comments a minute and 100 a day: a conversation
 * flows, a flood of comments does not. A gym's team manager may send 30 invitations a day: a team is built, the
 * product does not become a way to e-mail strangers. A contest's registration form takes 20 registrations an hour from one
 * address (a club registering its members) and 5 an hour for one e-mail (a parent and their children).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  sign_in_ip: { limit: 30, windowSeconds: 60 },
  sign_in_account: { limit: 10, windowSeconds: 600 },
  sign_in_account_backoff: { limit: 50, windowSeconds: 3600 },
  sign_up_ip: { limit: 20, windowSeconds: 3600 },
  sign_up_account: { limit: 5, windowSeconds: 3600 },
  reset_password_ip: { limit: 10, windowSeconds: 3600 },
  reset_password_account: { limit: 3, windowSeconds: 3600 },
  password_check_ip: { limit: 30, windowSeconds: 60 },
  password_check_account: { limit: 10, windowSeconds: 600 },
  search_ip: { limit: 300, windowSeconds: 60 },
  photo_upload_account: { limit: 60, windowSeconds: 3600 },
  photo_upload_bytes_account: { limit: 200 * 1024 * 1024, windowSeconds: 86_400 },
  comment_per_minute: { limit: 5, windowSeconds: 60 },
  comment_per_day: { limit: 100, windowSeconds: 86_400 },
  gym_invitation_account: { limit: 30, windowSeconds: 86_400 },
  contest_registration_ip: { limit: 20, windowSeconds: 3600 },
  contest_registration_email: { limit: 5, windowSeconds: 3600 },
};

/** The longest interval between two attempts on an account in back-off. */
export const BACKOFF_MAX_SECONDS = 60;

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

/** The interval between two attempts let through a back-off, `over` failures past its limit (0 for the first). */
export function backoffIntervalSeconds(over: number): number {
  return Math.min(BACKOFF_MAX_SECONDS, 2 ** Math.min(over + 1, 16));
}

/** Whether an attempt may go on under a back-off rule; when not, how long until the next one may. */
export type BackoffTurn = { allowed: true } | { allowed: false; retryInMs: number };

/** Counters of fixed windows: where the attempts are counted. */
export interface RateLimitStore {
  /**
   * Counts one attempt (or `amount`, bytes say) under `key`; the count of its current window and the time left in
   * it.
   */
  hit(key: string, windowSeconds: number, amount?: number): Promise<{ count: number; resetInMs: number }>;
  /** The count of the current window of `key`, without counting (0 when none is open). */
  peek(key: string): Promise<number>;
  /**
   * Decides and counts in one step, so that attempts arriving together cannot all read the count before
   * any of them adds to it: below `rule.limit` counts under `key`, the attempt is counted and allowed; past
   * it, one attempt per `backoffIntervalSeconds` is (the slot `key:slot`), and the others are refused uncounted.
   */
  takeBackoffTurn(key: string, rule: RateLimitRule): Promise<BackoffTurn>;
  /**
   * Takes one count (or `amount`) back from the current window of `key`, never below zero: an attempt counted
   * ahead that did not fail, bytes counted ahead of an upload refused.
   */
  giveBack(key: string, amount?: number): Promise<void>;
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

  async hit(key: string, windowSeconds: number, amount = 1): Promise<{ count: number; resetInMs: number }> {
    return this.count(key, windowSeconds, this.now(), amount);
  }

  // No await between reading and counting: one step for every attempt of this process.
  async takeBackoffTurn(key: string, rule: RateLimitRule): Promise<BackoffTurn> {
    const now = this.now();
    const over = this.current(key, now) - rule.limit;
    if (over >= 0) {
      const slot = this.count(`${key}:slot`, backoffIntervalSeconds(over), now);
      if (slot.count > 1) return { allowed: false, retryInMs: slot.resetInMs };
    }
    this.count(key, rule.windowSeconds, now);
    return { allowed: true };
  }

  async giveBack(key: string, amount = 1): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now()) window.count = Math.max(0, window.count - amount);
  }

  private current(key: string, now: number): number {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window.count : 0;
  }

  private count(key: string, windowSeconds: number, now: number, amount = 1): { count: number; resetInMs: number } {
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
    window.count += amount;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<number> {
    return this.current(key, this.now());
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

// One round trip, atomic: the window starts with its first attempt and expires by itself. ARGV window ms, amount.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// The back-off step (`takeBackoffTurn`) in one script: KEYS failures and slot; ARGV limit, window ms, longest
// interval s. The interval is `backoffIntervalSeconds`; 0 means allowed, else the slot's milliseconds left.
const BACKOFF_TURN_SCRIPT = `
local over = tonumber(redis.call('GET', KEYS[1]) or '0') - tonumber(ARGV[1])
if over >= 0 then
  local interval = math.min(tonumber(ARGV[3]), 2 ^ math.min(over + 1, 16))
  if redis.call('INCR', KEYS[2]) > 1 then
    return math.max(1, redis.call('PTTL', KEYS[2]))
  end
  redis.call('PEXPIRE', KEYS[2], interval * 1000)
end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;

// Never below zero, and never on a window that has already expired (DECRBY keeps the key's expiry). ARGV amount.
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECRBY', KEYS[1], math.min(count, tonumber(ARGV[1]))) end
return 0
`;

/** A store shared by every node, which can be away (Redis). */
export interface SharedRateLimitStore extends RateLimitStore {
  /** Whether commands can be sent now: false while the connection is down or being made again. */
  readonly available: boolean;
}

/**
 * Counters shared by every API node through Redis; keys expire with their window. A command never
 * waits for a Redis that is away: without the connection it fails at once (no offline queue), and a
 * Redis that stops answering fails it after `commandTimeout`.
 */
export class RedisRateLimitStore implements SharedRateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly connections?: RedisConnections,
  ) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectionName: 'cordee-rate-limits',
    });
    // Reconnection errors are expected while Redis is away; `connections` reports them once.
    this.redis.on('error', () => {});
    connections?.watch(this.redis, 'rate-limits');
  }

  get available(): boolean {
    return this.redis.status === 'ready';
  }

  /** Runs one command, telling the connections' watch whether Redis answered (a hung one only times out). */
  private async command<T>(run: (redis: Redis) => Promise<T>): Promise<T> {
    try {
      const result = await run(this.redis);
      this.connections?.commandSucceeded(this.redis);
      return result;
    } catch (error) {
      if (this.redis.status === 'ready') this.connections?.commandFailed(this.redis, error as Error);
      throw error;
    }
  }

  async hit(key: string, windowSeconds: number, amount = 1): Promise<{ count: number; resetInMs: number }> {
    const [count, ttl] = await this.command(
      (redis) =>
        redis.eval(HIT_SCRIPT, 1, `${this.prefix}rate:${key}`, windowSeconds * 1_000, amount) as Promise<
          [number, number]
        >,
    );
    return { count, resetInMs: ttl };
  }

  async peek(key: string): Promise<number> {
    return Number((await this.command((redis) => redis.get(`${this.prefix}rate:${key}`))) ?? 0);
  }

  async takeBackoffTurn(key: string, rule: RateLimitRule): Promise<BackoffTurn> {
    const failures = `${this.prefix}rate:${key}`;
    const retryInMs = await this.command(
      (redis) =>
        redis.eval(
          BACKOFF_TURN_SCRIPT,
          2,
          failures,
          `${failures}:slot`,
          rule.limit,
          rule.windowSeconds * 1_000,
          BACKOFF_MAX_SECONDS,
        ) as Promise<number>,
    );
    return retryInMs > 0 ? { allowed: false, retryInMs } : { allowed: true };
  }

  async giveBack(key: string, amount = 1): Promise<void> {
    await this.command((redis) => redis.eval(GIVE_BACK_SCRIPT, 1, `${this.prefix}rate:${key}`, amount));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * The shared counters while they answer, this node's own while they are away: limits keep holding on
 * each node during an outage (each node then counts alone), and the shared counters take over again
 * when Redis is back. A command that fails (Redis went away, or hangs past its timeout) is counted in
 * memory, and the shared store is left alone for `pauseMs`, so that a hung Redis costs one timeout, not
 * one per attempt.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private pausedUntil = 0;
  private readonly now: () => number;
  private readonly pauseMs: number;

  constructor(
    private readonly primary: SharedRateLimitStore,
    private readonly fallback: RateLimitStore = new MemoryRateLimitStore(),
    options: { now?: () => number; pauseMs?: number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.pauseMs = options.pauseMs ?? 5_000;
  }

  /** Whether attempts are counted in the shared store now. */
  get primaryAvailable(): boolean {
    return this.primary.available && this.now() >= this.pausedUntil;
  }

  private async use<T>(run: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (this.primaryAvailable) {
      try {
        return await run(this.primary);
      } catch {
        // Counted here instead; the outage itself is logged once by the connection's watch.
        this.pausedUntil = this.now() + this.pauseMs;
      }
    }
    return run(this.fallback);
  }

  hit(key: string, windowSeconds: number, amount = 1): Promise<{ count: number; resetInMs: number }> {
    return this.use((store) => store.hit(key, windowSeconds, amount));
  }

  peek(key: string): Promise<number> {
    return this.use((store) => store.peek(key));
  }

  takeBackoffTurn(key: string, rule: RateLimitRule): Promise<BackoffTurn> {
    return this.use((store) => store.takeBackoffTurn(key, rule));
  }

  giveBack(key: string, amount = 1): Promise<void> {
    return this.use((store) => store.giveBack(key, amount));
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}

/** One attempt to count: which rule, and whom it is about (an IP, an e-mail…). */
export interface RateLimitAttempt {
  rule: RateLimitName;
  subject: string;
}

/**
 * Counts attempts against the configured rules and throws `RateLimited` (429, Retry-After) when one
 * is over. Subjects are hashed: no address or e-mail is kept in the counters.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rules: RateLimits | null,
  ) {}

  private key(rule: RateLimitName, subject: string): string {
    return `${rule}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
  }

  /** Counts one attempt under each rule; throws when any is over its limit, with the longest wait. */
  async consume(attempts: readonly RateLimitAttempt[]): Promise<void> {
    const rules = this.rules;
    if (!rules) return;
    let retryAfterMs = 0;
    await Promise.all(
      attempts.map(async ({ rule: name, subject }) => {
        const rule = rules[name];
        const { count, resetInMs } = await this.store.hit(this.key(name, subject), rule.windowSeconds);
        if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
      }),
    );
    if (retryAfterMs > 0) throw new RateLimited(Math.max(1, Math.ceil(retryAfterMs / 1_000)));
  }

  /**
   * Counts `amount` (the bytes of an upload) under a rule that counts amounts; throws `RateLimited` when it takes the
   * window over the limit, and then takes it back: what was refused is not counted, and a smaller amount may still
   * fit.
   */
  async consumeAmount(attempt: RateLimitAttempt, amount: number): Promise<void> {
    const rules = this.rules;
    if (!rules || amount <= 0) return;
    const rule = rules[attempt.rule];
    const key = this.key(attempt.rule, attempt.subject);
    const { count, resetInMs } = await this.store.hit(key, rule.windowSeconds, amount);
    if (count <= rule.limit) return;
    await this.store.giveBack(key, amount);
    throw new RateLimited(Math.max(1, Math.ceil(resetInMs / 1_000)));
  }

  /** Takes back `amount` counted by `consumeAmount` for something refused afterwards (an upload that was no image). */
  async giveBackAmount(attempt: RateLimitAttempt, amount: number): Promise<void> {
    if (!this.rules || amount <= 0) return;
    await this.store.giveBack(this.key(attempt.rule, attempt.subject), amount);
  }

  /** Counts a failure under a back-off rule (see `waitForBackoff`), without ever throwing. */
  async recordFailure(attempt: RateLimitAttempt): Promise<void> {
    const rules = this.rules;
    if (!rules) return;
    await this.store.hit(this.key(attempt.rule, attempt.subject), rules[attempt.rule].windowSeconds);
  }

  /**
   * Whether an attempt under a back-off rule may go on, decided and counted as a failure in one step
   * (`RateLimitStore.takeBackoffTurn`): below the rule's limit of failures, every attempt; past it, one per
   * interval, 2 s doubling with each further failure up to `BACKOFF_MAX_SECONDS`. An attempt let through
   * that succeeds is taken back with `forgiveFailure`. Null when the attempt may go on, else the seconds
   * until one may: the caller decides what to do before it answers the refusal.
   */
  async takeBackoffTurn(attempt: RateLimitAttempt): Promise<number | null> {
    const rules = this.rules;
    if (!rules) return null;
    const turn = await this.store.takeBackoffTurn(this.key(attempt.rule, attempt.subject), rules[attempt.rule]);
    return turn.allowed ? null : Math.max(1, Math.ceil(turn.retryInMs / 1_000));
  }

  /** Takes back the failure `takeBackoffTurn` counted ahead for an attempt that succeeded. */
  async forgiveFailure(attempt: RateLimitAttempt): Promise<void> {
    if (!this.rules) return;
    await this.store.giveBack(this.key(attempt.rule, attempt.subject));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** False while shared counters are configured but attempts are counted in this process (Redis away). */
  get sharedCountersAnswer(): boolean {
    return !(this.store instanceof FallbackRateLimitStore) || this.store.primaryAvailable;
  }
}

/** In memory by default; Redis, shared by every node, when `redisUrl` is set (memory while it is away). */
export function createRateLimiter(options: {
  rules: RateLimits | null;
  redisUrl: string | null;
  redisPrefix: string;
  /** Follows the Redis connection, for health and the outage log. */
  connections?: RedisConnections;
}): RateLimiter {
  const store =
    options.redisUrl && options.rules
      ? new FallbackRateLimitStore(new RedisRateLimitStore(options.redisUrl, options.redisPrefix, options.connections))
      : new MemoryRateLimitStore();
  return new RateLimiter(store, options.rules);
}
