import { afterEach, describe, expect, it } from 'vitest';
import { createSharedCache, MemorySharedCache, RedisSharedCache, type SharedCache } from './shared-cache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemorySharedCache', () => {
  it('gives back JSON values as copies, and misses what it never stored', async () => {
    const cache = new MemorySharedCache();
    const value = { name: 'Céüse', figures: { grades: { '7a': 3 } }, when: new Date('2026-01-02T03:04:05Z') };
    await cache.set('crag:1', value, 60);
    const first = await cache.get<Record<string, unknown>>('crag:1');
    // What JSON keeps of it: the date as its ISO text.
    expect(first).toEqual({ name: 'Céüse', figures: { grades: { '7a': 3 } }, when: '2026-01-02T03:04:05.000Z' });
    (first as { name: string }).name = 'changed by a caller';
    expect(await cache.get('crag:1')).toMatchObject({ name: 'Céüse' });
    expect(await cache.get('crag:2')).toBeUndefined();
    await cache.set('text', '<html>é</html>', 60);
    expect(await cache.get('text')).toBe('<html>é</html>');
  });

  it('forgets an entry after its TTL, and never stores one with no TTL', async () => {
    const time = clock();
    const cache = new MemorySharedCache({ now: time.now });
    await cache.set('a', 1, 10);
    await cache.set('b', 2, 0);
    time.advance(9_999);
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('b')).toBeUndefined();
    time.advance(1);
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.storedChars).toBe(0);
    await cache.ready();
  });

  it('deletes an entry, and replaces one set again', async () => {
    const cache = new MemorySharedCache();
    await cache.set('a', 'one', 60);
    await cache.set('a', 'two', 60);
    expect(await cache.get('a')).toBe('two');
    expect(cache.size).toBe(1);
    await cache.delete('a');
    await cache.delete('never stored');
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.storedChars).toBe(0);
  });

  it('evicts the least recently used entries past its number of entries', async () => {
    const cache = new MemorySharedCache({ maxEntries: 3 });
    await cache.set('a', 'a', 60);
    await cache.set('b', 'b', 60);
    await cache.set('c', 'c', 60);
    // Reading `a` makes `b` the least recently used.
    expect(await cache.get('a')).toBe('a');
    await cache.set('d', 'd', 60);
    expect(cache.size).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.get(key)).toBe(key);
  });

  it('evicts past its size, and never stores a value larger than all of it', async () => {
    const cache = new MemorySharedCache({ maxChars: 100 });
    await cache.set('a', 'x'.repeat(40), 60);
    await cache.set('b', 'y'.repeat(40), 60);
    await cache.set('c', 'z'.repeat(40), 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBe('y'.repeat(40));
    expect(await cache.get('c')).toBe('z'.repeat(40));
    expect(cache.storedChars).toBeLessThanOrEqual(100);
    await cache.set('huge', 'h'.repeat(200), 60);
    expect(await cache.get('huge')).toBeUndefined();
    expect(await cache.get('c')).toBe('z'.repeat(40));
  });

  it('counts versions from 0, one counter per name', async () => {
    const cache = new MemorySharedCache();
    expect(await cache.version('catalogue')).toBe(0);
    expect(await cache.bump('catalogue')).toBe(1);
    expect(await cache.bump('catalogue')).toBe(2);
    expect(await cache.version('catalogue')).toBe(2);
    expect(await cache.version('catalogue:crags')).toBe(0);
    expect(cache.shared).toBe(false);
  });

  it('bumps several counters at once, each name once', async () => {
    const cache = new MemorySharedCache();
    await cache.bumpAll(['crag:1', 'route:2', 'crag:1']);
    expect(await cache.versions(['crag:1', 'route:2', 'route:3'])).toEqual([1, 1, 0]);
  });
});

describe('createSharedCache', () => {
  const opened: SharedCache[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((cache) => cache.close()));
  });

  it('keeps the cache in memory without REDIS_URL, in Redis with it', () => {
    const memory = createSharedCache({ redisUrl: null, redisPrefix: 'test:' });
    const redis = createSharedCache({ redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'test:' });
    opened.push(memory, redis);
    expect(memory).toBeInstanceOf(MemorySharedCache);
    expect(redis).toBeInstanceOf(RedisSharedCache);
    expect(redis.shared).toBe(true);
  });

  it('answers at once while Redis cannot be reached: misses, stores nothing, versions no entry has', async () => {
    // Nothing listens on port 1: the connection is refused and never ready.
    const cache = new RedisSharedCache('redis://127.0.0.1:1', { prefix: 'test:' });
    opened.push(cache);
    const started = performance.now();
    await cache.set('crag:1', { name: 'Céüse' }, 60);
    expect(await cache.get('crag:1')).toBeUndefined();
    await cache.delete('crag:1');
    const versions = [
      await cache.version('catalogue'),
      await cache.bump('catalogue'),
      await cache.version('catalogue'),
      await cache.version('catalogue:crags'),
    ];
    expect(performance.now() - started).toBeLessThan(100);
    // A start does not wait for it past a short while.
    const waited = performance.now();
    await cache.ready(50);
    expect(performance.now() - waited).toBeLessThan(1_000);
    // Negative (Redis never answers one) and never the same twice: no entry is ever keyed by one.
    for (const version of versions) expect(version).toBeLessThan(0);
    expect(new Set(versions).size).toBe(versions.length);
    expect(cache.available).toBe(false);
  });
});

describe('bounded parts', () => {
  it('keep an LRU of their own in memory, counted in UTF-8 bytes, beside the shared entries', async () => {
    const cache = new MemorySharedCache({ maxEntries: 2 });
    await cache.set('a', 1, 60);
    const part = cache.bounded('pages', { maxEntries: 2, maxBytes: 1_000 });
    await part.set('x', 'é', 60);
    expect(await part.usage()).toEqual({ entries: 1, bytes: Buffer.byteLength('"é"') });
    await part.set('y', 1, 60);
    await part.get('x');
    expect(await part.set('z', 1, 60)).toMatchObject({ entries: 2 });
    expect(await part.get('y')).toBeUndefined();
    expect(await part.get('x')).toBe('é');
    expect(await cache.get('a')).toBe(1);
    expect(cache.size).toBe(1);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the cache in Redis (REDIS_URL)', () => {
  const prefix = `test-bounded-${process.pid}-${Date.now()}:`;
  let cache: RedisSharedCache;

  afterEach(async () => {
    await cache?.close();
  });

  it('reads several versions in one call', async () => {
    cache = new RedisSharedCache(redisUrl ?? '', { prefix });
    await cache.ready();
    await cache.bump('crag:1');
    await cache.bump('crag:1');
    expect(await cache.versions(['crag:1', 'route:9'])).toEqual([2, 0]);
    await cache.bumpAll(['crag:1', 'route:9', 'route:9']);
    expect(await cache.versions(['crag:1', 'route:9'])).toEqual([3, 1]);
  });

  it('bounds a part in entries and bytes by its own count, oldest out first, and leaves counters alone', async () => {
    cache = new RedisSharedCache(redisUrl ?? '', { prefix: `${prefix}b:` });
    await cache.ready();
    await cache.bump('catalogue');
    const part = cache.bounded('pages', { maxEntries: 5, maxBytes: 3_000 });
    for (let n = 1; n <= 8; n += 1) await part.set(`p${n}`, 'x'.repeat(100), 60);
    expect(await part.usage()).toEqual({ entries: 5, bytes: 5 * 102 });
    expect(await part.get('p3')).toBeUndefined();
    expect(await part.get('p4')).toBe('x'.repeat(100));
    let usage = null;
    for (let n = 1; n <= 10; n += 1) usage = await part.set(`big${n}`, 'y'.repeat(1_000), 60);
    expect(usage).toEqual({ entries: 2, bytes: 2 * 1_002 });
    expect(await part.get('big10')).toBe('y'.repeat(1_000));
    expect(await part.get('big8')).toBeUndefined();
    // Nothing of the part stays in Redis beyond what it counts; the counters are untouched.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl ?? '');
    try {
      const keys = await redis.keys(`${prefix}b:cache:pages:*`);
      expect(keys).toHaveLength(2);
      expect(await redis.pttl(`${prefix}b:cache:pages@index`)).toBeGreaterThan(59_000);
      expect(await cache.version('catalogue')).toBe(1);
      await redis.del(...(await redis.keys(`${prefix}b:*`)));
    } finally {
      redis.disconnect();
    }
  });
});
