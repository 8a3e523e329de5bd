import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisConnections } from '../../src/lib/redis-watch';
import { RedisSharedCache } from '../../src/lib/shared-cache';
import { RedisProcess } from '../drills/redis-process';

const redisServer = spawnSync('redis-server', ['--version']).status === 0;

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

/*
 * The Redis cache when Redis hangs (SIGSTOP, as in the Redis drill) and comes back: it never makes a
 * caller wait past its command timeout, never serves an entry while away, answers versions no entry
 * has, and makes the bumps and deletions it missed before it reads from Redis again.
 */
describe.skipIf(!redisServer)('the shared cache while its Redis hangs', () => {
  const redis = new RedisProcess();
  const lines: string[] = [];
  let connections: RedisConnections;
  let cache: RedisSharedCache;
  let other: RedisSharedCache;

  beforeAll(async () => {
    await redis.start();
    connections = new RedisConnections(true, {
      warn: (_object, message) => lines.push(`warn ${message}`),
      info: (_object, message) => lines.push(`info ${message}`),
    });
    const options = { prefix: 'outage:', commandTimeoutMs: 200, pauseMs: 1_000 };
    cache = new RedisSharedCache(redis.url, { ...options, connections });
    // Another node's cache on the same Redis, which never sees the outage.
    other = new RedisSharedCache(redis.url, options);
    await until(() => cache.available && other.available);
  });

  afterAll(async () => {
    redis.thaw();
    connections?.stop();
    await Promise.allSettled([cache?.close(), other?.close()]);
    await redis.kill();
  });

  it('serves, counts and deletes through Redis while it answers', async () => {
    await cache.set('crag:1', { name: 'Céüse' }, 60);
    await cache.set('crag:2', { name: 'Orpierre' }, 60);
    expect(await other.get('crag:1')).toEqual({ name: 'Céüse' });
    expect(await cache.bump('catalogue')).toBe(1);
    expect(await other.version('catalogue')).toBe(1);
    expect(connections.reachable).toBe(true);
  });

  it('answers within its timeout once Redis hangs, then at once: misses and versions no entry has', async () => {
    redis.freeze();
    const first = await timed(() => cache.get('crag:1'));
    expect(first.value).toBeUndefined();
    expect(first.ms).toBeLessThan(1_000);

    const next = await timed(async () => [
      await cache.get('crag:2'),
      await cache.version('catalogue'),
      await cache.bump('catalogue'),
      await cache.version('catalogue'),
      await cache.delete('crag:2'),
      await cache.set('crag:3', { name: 'Buoux' }, 60),
    ]);
    expect(next.ms).toBeLessThan(100);
    const [missed, ...versions] = next.value;
    expect(missed).toBeUndefined();
    const numbers = versions.slice(0, 3) as number[];
    for (const version of numbers) expect(version).toBeLessThan(0);
    expect(new Set(numbers).size).toBe(3);
    expect(lines).toEqual(['warn Redis unreachable: this node works without it until it is back']);
    expect(connections.reachable).toBe(false);
  });

  it('finds Redis back by itself and makes the bump and the deletion it missed, before reading from it', async () => {
    redis.thaw();
    // No call of this node's cache: its own probe, once the pause is over, finds Redis answering.
    await until(() => connections.reachable, 5_000);
    expect(await other.get('crag:2')).toBeUndefined();
    // Bumped once more (at least) than before the outage: every entry keyed by version 1 is left behind.
    const version = await other.version('catalogue');
    expect(version).toBeGreaterThanOrEqual(2);
    expect(await cache.version('catalogue')).toBe(version);
    expect(await cache.get('crag:1')).toEqual({ name: 'Céüse' });
    // Nothing was stored while away.
    expect(await other.get('crag:3')).toBeUndefined();
    expect(lines).toEqual([
      'warn Redis unreachable: this node works without it until it is back',
      'info Redis reachable again',
    ]);
  });
});
