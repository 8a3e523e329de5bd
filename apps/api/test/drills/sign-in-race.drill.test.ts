import { afterAll, describe, expect, it } from 'vitest';
import { type Answer, call, type DrillTarget, report, statusCounts } from './drill-client';
import { RedisProcess } from './redis-process';
import { killAllProcesses, ServerProcess } from './server-process';

/**
 * The sign-in back-off raced: an account 2 failures short of its limit (48 of 50), then 40 wrong
 * sign-ins at once from 40 addresses. Deciding and counting are one step, so only the attempts the
 * back-off allows have their password checked (401): the 2 left below the limit and the first of the
 * back-off's intervals; the others wait (429). Against real server processes, counters in memory and
 * in Redis (a redis-server of the drill's own); PGlite, the database plays no part here.
 */
const FAILURES_BEFORE = 48;
const PARALLEL = 40;
/** 2 below the limit of 50, then one per interval (2 s at first): a strict back-off lets 3 through. */
const ALLOWED = 3;

afterAll(async () => {
  await killAllProcesses();
});

let addressSequence = 0;
/** A new client address each time (the server believes X-Forwarded-For from loopback: TRUST_PROXY). */
function newAddress(): string {
  addressSequence += 1;
  return `198.18.${addressSequence >> 8}.${addressSequence & 255}`;
}

function wrongSignIn(target: DrillTarget, email: string): Promise<Answer> {
  return call(target, 'POST', '/sessions/sign_in', {
    body: { email, password: 'Wrong-password-1' },
    headers: { 'x-forwarded-for': newAddress() },
  });
}

/** The default limits, behind a trusted proxy. */
const TRUST_PROXY = { TRUST_PROXY: 'loopback' };

async function raceOn(server: ServerProcess, store: string): Promise<void> {
  const target = { url: server.url, keyHeaders: server.keyHeaders };
  const { email } = server.adminCredentials;
  const before: Answer[] = [];
  for (let attempt = 0; attempt < FAILURES_BEFORE; attempt += 1) before.push(await wrongSignIn(target, email));
  expect(statusCounts(before)).toEqual({ '401': FAILURES_BEFORE });

  const startedAt = performance.now();
  const race = await Promise.all(Array.from({ length: PARALLEL }, () => wrongSignIn(target, email)));
  const raceMs = Math.round(performance.now() - startedAt);
  const counts = statusCounts(race);
  const checked = counts['401'] ?? 0;
  report(`sign-in race (${store})`, {
    failuresBefore: FAILURES_BEFORE,
    parallel: PARALLEL,
    checked,
    heldByBackoff: counts['429'] ?? 0,
    allowed: ALLOWED,
    statuses: counts,
    raceMs,
  });
  expect(checked + (counts['429'] ?? 0)).toBe(PARALLEL);
  expect(checked).toBeGreaterThanOrEqual(1);
  expect(checked).toBeLessThanOrEqual(ALLOWED);
}

describe('the sign-in back-off under a race of 40 addresses', () => {
  it('checks at most the attempts it allows, with counters in memory and in Redis', async () => {
    const memory = new ServerProcess({ name: 'sign-in-race', env: TRUST_PROXY });
    const firstStart = await memory.start();
    await raceOn(memory, 'memory');
    await memory.kill();

    // The same data dir again (seeded already, so a quick start), counting in a Redis of the drill's own.
    const redis = new RedisProcess();
    await redis.start();
    const shared = new ServerProcess({
      name: 'sign-in-race-redis',
      dataDir: memory.dataDir,
      env: { ...TRUST_PROXY, REDIS_URL: redis.url, REDIS_PREFIX: 'drill-race:' },
    });
    const secondStart = await shared.start();
    await raceOn(shared, 'redis');
    report('sign-in race starts', { firstStartMs: firstStart.ms, secondStartMs: secondStart.ms });
    await shared.kill();
    await memory.dispose();
  });
});
