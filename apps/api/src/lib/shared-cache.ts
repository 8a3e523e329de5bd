import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RedisConnections } from './redis-watch';

/**
 * A cache every API node shares (docs/runtime.md, "Caches"): Redis when `REDIS_URL` is set, this
 * process's memory otherwise. Values are JSON (what `JSON.stringify` keeps of them comes back, as a
 * copy: a caller may change what it got). Entries are meant to be keyed by versions read where the
 * truth is (a row's `updated_at`, a counter of `version`), so that a write never has to find them.
 */
export interface SharedCache {
  /** The value stored under `key`, or undefined (never stored, expired, evicted, or the cache is away). */
  get<T>(key: string): Promise<T | undefined>;
  /** Stores a JSON value for `ttlSeconds`; a no-op while the cache is away. */
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * A counter shared by every node (Redis INCR), 0 until first bumped. While the shared store is away
   * it answers a negative number never answered before, which no entry is keyed by: callers miss.
   */
  version(name: string): Promise<number>;
  /** Adds one to the counter and answers it (while away: like `version`, and bumped once it is back). */
  bump(name: string): Promise<number>;
  /** Several counters at once (one MGET in Redis), in the order of `names`; while away, like `version`. */
  versions(names: readonly string[]): Promise<number[]>;
  /** Adds one to each counter named (one round trip in Redis); while away, bumped once it is back. */
  bumpAll(names: readonly string[]): Promise<void>;
  /**
   * A part of the cache with bounds of its own, counted by itself (the public pages' HTML): it never
   * grows past them, whatever the traffic, and never evicts anything else (counters, other entries).
   */
  bounded(name: string, bounds: CacheBounds): BoundedCache;
  /** Whether the cache is shared by every node (Redis) rather than this process's own. */
  readonly shared: boolean;
  /** Resolves once the cache can be used, or after a short wait (a cache away never holds a start). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The counter of every catalogue write a public page shows (`catalogue.changed`, bumped in composition.ts). */
export const CATALOGUE_VERSION = 'catalogue';
/** The counter of every gym write (a gym, its spaces, sectors, routes, or a chain): what the gym lists are keyed by. */
export const INDOOR_VERSION = 'indoor';
/** The counter of every contest write: what the contests' list is keyed by. */
export const CONTESTS_VERSION = 'contests';
/** The counter of one contest's writes (it, its participants, its results): what its pages are keyed by. */
export const contestVersion = (contestId: number): string => `contest:${contestId}`;
/** The counter of one gym's writes: what its pages are keyed by (`gym:{id}`). */
export const gymVersion = (gymId: number): string => `gym:${gymId}`;
/** The counter of crag writes (created, changed, deleted): what readers of crags' places and existence key by. */
export const CATALOGUE_CRAGS_VERSION = 'catalogue:crags';

/** The bounds of a bounded part of the cache: whichever is reached first evicts the oldest entries. */
export interface CacheBounds {
  maxEntries: number;
  /** The sum of the stored JSON texts' sizes in UTF-8 bytes. */
  maxBytes: number;
}

/** What a bounded part holds now, as it counts it. */
export interface CacheUsage {
  entries: number;
  bytes: number;
}

/** A part of the cache bounded on its own (`SharedCache.bounded`). */
export interface BoundedCache {
  get<T>(key: string): Promise<T | undefined>;
  /** Stores a JSON value for `ttlSeconds`, evicting past the bounds; answers the usage then (null while away). */
  set(key: string, value: unknown, ttlSeconds: number): Promise<CacheUsage | null>;
  usage(): Promise<CacheUsage | null>;
}

/** Bounds of the in-process cache: whichever is reached first evicts the least recently used entries. */
export interface MemoryCacheLimits {
  maxEntries?: number;
  /** The sum of the stored JSON texts' sizes (by default their lengths in UTF-16 code units, about bytes for ASCII). */
  maxChars?: number;
  /** How a stored text's size is counted against `maxChars` (a bounded part counts UTF-8 bytes). */
  sizeOf?: (json: string) => number;
  now?: () => number;
}

interface MemoryEntry {
  json: string;
  size: number;
  expiresAt: number;
}

/**
 * One process's cache: an LRU of JSON texts with a TTL each, bounded in entries and in size; counters
 * in a map. What one node stores, the others never see: right for one node, and for values keyed by
 * versions read from the database (every node computes its own copy).
 */
export class MemorySharedCache implements SharedCache {
  readonly shared = false;
  private readonly entries = new Map<string, MemoryEntry>();
  private readonly counters = new Map<string, number>();
  private readonly parts = new Map<string, MemorySharedCache>();
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private readonly sizeOf: (json: string) => number;
  private readonly now: () => number;
  private chars = 0;

  constructor(limits: MemoryCacheLimits = {}) {
    this.maxEntries = limits.maxEntries ?? 20_000;
    this.maxChars = limits.maxChars ?? 64 * 1024 * 1024;
    this.sizeOf = limits.sizeOf ?? ((json) => json.length);
    this.now = limits.now ?? Date.now;
  }

  /** Entries held now (expired ones included until they are read or evicted). */
  get size(): number {
    return this.entries.size;
  }

  /** The stored texts' total length. */
  get storedChars(): number {
    return this.chars;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.chars -= entry.size;
      return undefined;
    }
    // Read again: the most recently used, last in the map's order.
    this.entries.set(key, entry);
    return JSON.parse(entry.json) as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const json = JSON.stringify(value);
    this.remove(key);
    if (json === undefined || ttlSeconds <= 0) return;
    const size = this.sizeOf(json);
    if (size > this.maxChars) return;
    this.entries.set(key, { json, size, expiresAt: this.now() + ttlSeconds * 1_000 });
    this.chars += size;
    this.evict();
  }

  async delete(key: string): Promise<void> {
    this.remove(key);
  }

  async version(name: string): Promise<number> {
    return this.counters.get(name) ?? 0;
  }

  async bump(name: string): Promise<number> {
    const next = (this.counters.get(name) ?? 0) + 1;
    this.counters.set(name, next);
    return next;
  }

  async versions(names: readonly string[]): Promise<number[]> {
    return names.map((name) => this.counters.get(name) ?? 0);
  }

  async bumpAll(names: readonly string[]): Promise<void> {
    for (const name of new Set(names)) await this.bump(name);
  }

  /** An LRU of its own, beside this one: its entries never push out the others', nor the reverse. */
  bounded(name: string, bounds: CacheBounds): BoundedCache {
    let part = this.parts.get(name);
    if (!part) {
      part = new MemorySharedCache({
        maxEntries: bounds.maxEntries,
        maxChars: bounds.maxBytes,
        sizeOf: (json) => Buffer.byteLength(json),
        now: this.now,
      });
      this.parts.set(name, part);
    }
    const cache = part;
    const usage = (): CacheUsage => ({ entries: cache.size, bytes: cache.storedChars });
    return {
      get: (key) => cache.get(key),
      set: async (key, value, ttlSeconds) => {
        await cache.set(key, value, ttlSeconds);
        return usage();
      },
      usage: async () => usage(),
    };
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.entries.clear();
    this.chars = 0;
    for (const part of this.parts.values()) await part.close();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.size;
  }

  /** Least recently used first, until both bounds hold (expired entries go when read or reached here). */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) return;
      this.entries.delete(key);
      this.chars -= entry.size;
    }
  }
}

/**
 * Versions answered while the shared store is away: negative, and never the same twice, so that no
 * entry (stored under a version Redis gave, never negative) is ever found with one.
 */
class UnmatchedVersions {
  private next = -1 - randomInt(2 ** 40);

  take(): number {
    this.next -= 1;
    return this.next;
  }
}

/**
 * Stores one entry of a bounded part and trims the part, atomically (KEYS: the part's index, a sorted
 * set of its entries by expiry; its sizes, a hash; its byte total; the entry. ARGV: the entry's name in
 * the part, its JSON, its TTL in ms, now in ms, the bounds, the prefix of the part's entries). Expired
 * entries go first, then the oldest until both bounds hold. The bookkeeping expires with the last entry.
 * Answers { entries, bytes } after.
 */
const BOUNDED_SET_SCRIPT = `
local index, sizes, total, entry = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local member, value, ttl, now = ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local maxEntries, maxBytes, entryPrefix = tonumber(ARGV[5]), tonumber(ARGV[6]), ARGV[7]
local function drop(name)
  local size = tonumber(redis.call('HGET', sizes, name) or '0')
  redis.call('HDEL', sizes, name)
  redis.call('ZREM', index, name)
  redis.call('DECRBY', total, size)
  redis.call('DEL', entryPrefix .. name)
end
drop(member)
for _, name in ipairs(redis.call('ZRANGEBYSCORE', index, '-inf', now, 'LIMIT', 0, 100)) do drop(name) end
local size = string.len(value)
if size <= maxBytes and maxEntries > 0 then
  redis.call('SET', entry, value, 'PX', ttl)
  redis.call('ZADD', index, now + ttl, member)
  redis.call('HSET', sizes, member, size)
  redis.call('INCRBY', total, size)
end
while redis.call('ZCARD', index) > maxEntries or tonumber(redis.call('GET', total) or '0') > maxBytes do
  local oldest = redis.call('ZRANGE', index, 0, 0)[1]
  if not oldest then break end
  drop(oldest)
end
local last = redis.call('ZRANGE', index, -1, -1, 'WITHSCORES')[2]
if last then
  for _, key in ipairs({ index, sizes, total }) do redis.call('PEXPIREAT', key, last) end
else
  redis.call('DEL', index, sizes, total)
end
return { redis.call('ZCARD', index), tonumber(redis.call('GET', total) or '0') }
`;

type BoundedSetCommand = (
  index: string,
  sizes: string,
  total: string,
  entry: string,
  member: string,
  json: string,
  ttlMs: number,
  now: number,
  maxEntries: number,
  maxBytes: number,
  entryPrefix: string,
) => Promise<[number, number]>;

export interface RedisCacheOptions {
  /** Prefix of every key (`REDIS_PREFIX`), then `cache:`. */
  prefix: string;
  connections?: RedisConnections;
  /** How long a command may take before the cache counts as away (default 250 ms). */
  commandTimeoutMs?: number;
  /** How long the cache is left alone after a command failed (default 5 s): a hung Redis costs one timeout. */
  pauseMs?: number;
  now?: () => number;
}

/**
 * The cache in Redis, shared by every node, on a connection of its own (watched by `RedisConnections`:
 * one line per outage, health). A command never waits for a Redis that is away: no offline queue, a
 * short timeout, then Redis is left alone for `pauseMs`. While away: `get` misses, `set` does nothing,
 * `version` and `bump` answer versions no entry has, and the deletions and bumps this node could not
 * make are made once Redis answers again, before this node reads from it.
 */
export class RedisSharedCache implements SharedCache {
  readonly shared = true;
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly connections?: RedisConnections;
  private readonly pauseMs: number;
  private readonly now: () => number;
  private readonly unmatched = new UnmatchedVersions();
  private pausedUntil = 0;
  /** Counters to bump and keys to delete once Redis answers again (what this node missed while away). */
  private readonly missedBumps = new Set<string>();
  private readonly missedDeletes = new Set<string>();
  private catchingUp: Promise<boolean> | null = null;
  private probe: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(url: string, options: RedisCacheOptions) {
    this.prefix = `${options.prefix}cache:`;
    this.connections = options.connections;
    this.pauseMs = options.pauseMs ?? 5_000;
    this.now = options.now ?? Date.now;
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      connectionName: 'cordee-cache',
    });
    // Reconnection errors are expected while Redis is away; `connections` reports them once.
    this.redis.on('error', () => {});
    this.redis.defineCommand('boundedSet', { numberOfKeys: 4, lua: BOUNDED_SET_SCRIPT });
    this.connections?.watch(this.redis, 'cache');
  }

  /** Whether commands are sent now: connected, and no command failed within the last `pauseMs`. */
  get available(): boolean {
    return this.redis.status === 'ready' && this.now() >= this.pausedUntil;
  }

  private key(key: string): string {
    return `${this.prefix}${key}`;
  }

  private versionKey(name: string): string {
    return `${this.prefix}version:${name}`;
  }

  /**
   * Runs one command if Redis is to be used now, else answers `away`. A failure (Redis gone, or hung
   * past the timeout) pauses the cache and is told to the connections' watch; a success ends an outage.
   */
  private async command<T, Away>(run: (redis: Redis) => Promise<T>, away: Away): Promise<T | Away> {
    if (!this.available) return away;
    if (this.missedBumps.size > 0 || this.missedDeletes.size > 0) {
      if (!(await this.catchUp())) return away;
    }
    return this.send(run, away);
  }

  private async send<T, Away>(run: (redis: Redis) => Promise<T>, away: Away): Promise<T | Away> {
    try {
      const result = await run(this.redis);
      this.connections?.commandSucceeded(this.redis);
      return result;
    } catch (error) {
      this.pausedUntil = this.now() + this.pauseMs;
      if (this.redis.status === 'ready') this.connections?.commandFailed(this.redis, error as Error);
      this.probeLater();
      return away;
    }
  }

  /**
   * Once the pause is over, tries Redis again even if no request does (a PING, after the missed bumps
   * and deletions): health and the catalogue versions do not wait for traffic to find Redis back.
   */
  private probeLater(): void {
    if (this.probe || this.closed) return;
    this.probe = setTimeout(async () => {
      this.probe = null;
      if (this.closed) return;
      const answered = await this.command((redis) => redis.ping(), null);
      if (answered === null && !this.closed) this.probeLater();
    }, this.pauseMs);
    this.probe.unref();
  }

  /** Makes the bumps and deletions missed while away (once, whoever asks first); true when all are made. */
  private catchUp(): Promise<boolean> {
    this.catchingUp ??= (async () => {
      const bumps = [...this.missedBumps];
      const deletes = [...this.missedDeletes];
      const done = await this.send(async (redis) => {
        const pipeline = redis.multi();
        for (const name of bumps) pipeline.incr(this.versionKey(name));
        if (deletes.length > 0) pipeline.del(...deletes.map((key) => this.key(key)));
        const results = await pipeline.exec();
        if (!results || results.some(([error]) => error)) throw new Error('cache catch-up failed');
        return true;
      }, false);
      if (done) {
        for (const name of bumps) this.missedBumps.delete(name);
        for (const key of deletes) this.missedDeletes.delete(key);
      }
      return done;
    })().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const json = await this.command((redis) => redis.get(this.key(key)), null);
    if (json === null) return undefined;
    try {
      return JSON.parse(json) as T;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const json = JSON.stringify(value);
    if (json === undefined || ttlSeconds <= 0) return;
    await this.command((redis) => redis.set(this.key(key), json, 'EX', Math.max(1, Math.ceil(ttlSeconds))), null);
  }

  async delete(key: string): Promise<void> {
    const done = await this.command(async (redis) => {
      await redis.del(this.key(key));
      return true;
    }, false);
    if (!done) {
      this.missedDeletes.add(key);
      this.probeLater();
    }
  }

  async version(name: string): Promise<number> {
    const value = await this.command((redis) => redis.get(this.versionKey(name)), undefined);
    if (value === undefined) return this.unmatched.take();
    return value === null ? 0 : Number(value);
  }

  async bump(name: string): Promise<number> {
    const value = await this.command((redis) => redis.incr(this.versionKey(name)), undefined);
    if (value !== undefined) return value;
    this.missedBumps.add(name);
    this.probeLater();
    return this.unmatched.take();
  }

  async bumpAll(names: readonly string[]): Promise<void> {
    const unique = [...new Set(names)];
    if (unique.length === 0) return;
    const done = await this.command(async (redis) => {
      const pipeline = redis.pipeline();
      for (const name of unique) pipeline.incr(this.versionKey(name));
      const results = await pipeline.exec();
      if (results?.some(([error]) => error)) throw results.find(([error]) => error)?.[0];
      return true;
    }, false);
    if (done) return;
    for (const name of unique) this.missedBumps.add(name);
    this.probeLater();
  }

  async versions(names: readonly string[]): Promise<number[]> {
    if (names.length === 0) return [];
    const values = await this.command((redis) => redis.mget(names.map((name) => this.versionKey(name))), undefined);
    if (values === undefined) return names.map(() => this.unmatched.take());
    return values.map((value) => (value === null ? 0 : Number(value)));
  }

  /**
   * Entries under `<prefix>cache:<name>:`, with their expiry in a sorted set, their sizes in a hash and
   * the total beside (`<name>@index`, `@sizes`, `@bytes`), trimmed by one script on each `set`.
   */
  bounded(name: string, bounds: CacheBounds): BoundedCache {
    const entryPrefix = `${this.prefix}${name}:`;
    const index = `${this.prefix}${name}@index`;
    const sizes = `${this.prefix}${name}@sizes`;
    const total = `${this.prefix}${name}@bytes`;
    const boundedSet = (redis: Redis) => (redis as unknown as { boundedSet: BoundedSetCommand }).boundedSet;
    return {
      get: async <T>(key: string) => {
        const json = await this.command((redis) => redis.get(`${entryPrefix}${key}`), null);
        if (json === null) return undefined;
        try {
          return JSON.parse(json) as T;
        } catch {
          return undefined;
        }
      },
      set: async (key, value, ttlSeconds) => {
        const json = JSON.stringify(value);
        if (json === undefined || ttlSeconds <= 0) return null;
        const ttlMs = Math.max(1_000, Math.ceil(ttlSeconds * 1_000));
        const answer = await this.command(
          (redis) =>
            boundedSet(redis).call(
              redis,
              index,
              sizes,
              total,
              `${entryPrefix}${key}`,
              key,
              json,
              ttlMs,
              this.now(),
              bounds.maxEntries,
              bounds.maxBytes,
              entryPrefix,
            ),
          null,
        );
        return answer && { entries: Number(answer[0]), bytes: Number(answer[1]) };
      },
      usage: async () => {
        const answer = await this.command(async (redis) => {
          const [entries, bytes] = await Promise.all([redis.zcard(index), redis.get(total)]);
          return { entries, bytes: Number(bytes ?? 0) };
        }, null);
        return answer;
      },
    };
  }

  /** Resolves once connected, or after `timeoutMs`: meanwhile the cache only misses. */
  async ready(timeoutMs = 2_000): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.probe) clearTimeout(this.probe);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** In memory by default; in Redis, shared by every node, when `redisUrl` is set. */
export function createSharedCache(options: {
  redisUrl: string | null;
  redisPrefix: string;
  /** Follows the Redis connection, for health and the outage log. */
  connections?: RedisConnections;
}): SharedCache {
  return options.redisUrl
    ? new RedisSharedCache(options.redisUrl, { prefix: options.redisPrefix, connections: options.connections })
    : new MemorySharedCache();
}
