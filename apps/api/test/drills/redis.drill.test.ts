import { afterAll, describe, expect, it } from 'vitest';
import { type Answer, call, type DrillTarget, report, statusCounts } from './drill-client';
import { createDrillDatabase, type DrillDatabase } from './drill-database';
import { RedisProcess } from './redis-process';
import { killAllProcesses, type LogLine, ServerProcess } from './server-process';

/**
 * Redis killed and brought back while climbers sign in and browse: the node keeps limiting sign-ins
 * with its own counters, answers as fast as before, says `degraded` in health, logs the outage once and
 * the recovery once, and goes back to the shared counters when Redis is back. Never a 5xx.
 * On PostgreSQL when DATABASE_URL is set (a fresh database), else on PGlite.
 */
const SIGN_IN_LIMIT = 5;
/** No sign-in may wait for a Redis that is away (a command timeout is 500 ms, a reconnection longer). */
const SIGN_IN_MAX_MS = 300;
/** Health must tell the outage within this long, and the recovery within this long after Redis is back. */
const DEGRADED_WITHIN_MS = 5_000;
const RECOVERED_WITHIN_MS = 10_000;
/** How long the load runs with Redis away (ioredis retries several times a second meanwhile). */
const OUTAGE_MS = 4_000;

afterAll(async () => {
  await killAllProcesses();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isRedisLine = (line: LogLine) => /redis/i.test(line.msg ?? '');

/** Median and slowest time of some answers, for the report. */
function spread(answers: readonly Answer[]): { count: number; medianMs: number; maxMs: number } {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    count: times.length,
    medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    maxMs: Math.round(times.at(-1) ?? 0),
  };
}

/** `count` sign-ins with a wrong password from one address, one after the other. */
async function wrongSignIns(target: DrillTarget, address: string, email: string, count: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    answers.push(
      await call(target, 'POST', '/sessions/sign_in', {
        body: { email, password: 'Wrong-password-1' },
        headers: { 'x-forwarded-for': address },
      }),
    );
  }
  return answers;
}

/** Polls health until `accept` holds; the time it took, or null past `timeoutMs`. */
async function healthUntil(
  target: DrillTarget,
  accept: (body: { status?: string; redis?: { reachable?: boolean } }) => boolean,
  timeoutMs: number,
  seen: Answer[],
): Promise<number | null> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < timeoutMs) {
    const answer = await call(target, 'GET', '/health');
    seen.push(answer);
    if (answer.status === 200 && accept(answer.body as { status?: string })) return Date.now() - startedAt;
    await sleep(100);
  }
  return null;
}

describe('Redis killed and restarted under load', () => {
  const redis = new RedisProcess();
  let database: DrillDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.dispose();
    await redis.kill();
    await database?.drop();
  });

  it('limits sign-ins without it, says degraded, logs the outage and the recovery once', async () => {
    await redis.start();
    const postgresServer = process.env.DATABASE_URL;
    if (postgresServer) database = await createDrillDatabase(postgresServer, 'redis');
    const prefix = `${process.env.REDIS_PREFIX ?? 'drill:'}redis-drill:`;
    server = new ServerProcess({
      name: 'redis',
      env: {
        REDIS_URL: redis.url,
        REDIS_PREFIX: prefix,
        RATE_LIMITS: `sign_in_ip=${SIGN_IN_LIMIT}/60`,
        // Each phase of the drill signs in from an address of its own, given by the loopback "proxy".
        TRUST_PROXY: 'loopback',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
    const running = server;
    await running.start();
    const health: Answer[] = [];
    const upHealth = await call(running, 'GET', '/health');
    health.push(upHealth);
    expect(upHealth.body).toMatchObject({ status: 'ok', redis: { configured: true, reachable: true } });

    // The load: one address guessing passwords without pause, and pages being read.
    type Phase = 'up' | 'away' | 'back';
    let phase: Phase = 'up';
    const load: (Answer & { phase: Phase })[] = [];
    let loading = true;
    const loops = [
      async () => {
        while (loading) {
          const [answer] = await wrongSignIns(running, '198.51.100.1', 'guessed@example.com', 1);
          if (answer) load.push({ ...answer, phase });
          await sleep(20);
        }
      },
      async () => {
        while (loading) {
          load.push({ ...(await call(running, 'GET', '/crags.json?per_page=5')), phase });
          await sleep(20);
        }
      },
    ].map((loop) => loop());

    const probes: Record<Phase, Answer[]> = { up: [], away: [], back: [] };
    let degradedAfterMs: number | null = null;
    let recoveredAfterMs: number | null = null;
    let redisKeysAfter = 0;
    let restartedAt = 0;
    try {
      await sleep(500);
      probes.up = await wrongSignIns(running, '203.0.113.1', 'up@example.com', SIGN_IN_LIMIT + 1);

      await redis.kill();
      phase = 'away';
      degradedAfterMs = await healthUntil(
        running,
        (body) => body.status === 'degraded' && body.redis?.reachable === false,
        DEGRADED_WITHIN_MS,
        health,
      );
      probes.away = await wrongSignIns(running, '203.0.113.2', 'away@example.com', SIGN_IN_LIMIT + 1);
      await sleep(OUTAGE_MS);
      health.push(await call(running, 'GET', '/health'));

      restartedAt = Date.now();
      await redis.start();
      recoveredAfterMs = await healthUntil(
        running,
        (body) => body.status === 'ok' && body.redis?.reachable === true,
        RECOVERED_WITHIN_MS,
        health,
      );
      phase = 'back';
      probes.back = await wrongSignIns(running, '203.0.113.3', 'back@example.com', SIGN_IN_LIMIT + 1);
      const client = redis.client();
      try {
        redisKeysAfter = (await client.keys(`${prefix}rate:*`)).length;
      } finally {
        client.disconnect();
      }
      await sleep(500);
    } finally {
      loading = false;
      await Promise.all(loops);
    }

    const outageLines = running.log.filter((line) => line.level >= 40 && isRedisLine(line));
    const recoveryLines = running.log.filter(
      (line) => line.level === 30 && line.time >= restartedAt && isRedisLine(line),
    );
    const everything = [...load, ...health, ...probes.up, ...probes.away, ...probes.back];
    const signIns = (name: Phase) => [
      ...load.filter((answer) => answer.phase === name && answer.path === '/sessions/sign_in'),
      ...probes[name],
    ];
    const signInsAway = signIns('away');
    report('Redis killed and restarted', {
      requests: everything.length,
      answers: statusCounts(everything),
      degradedAfterMs,
      recoveredAfterMs,
      probes: {
        up: probes.up.map((answer) => answer.status),
        away: probes.away.map((answer) => answer.status),
        back: probes.back.map((answer) => answer.status),
      },
      signInMs: Object.fromEntries(
        (['up', 'away', 'back'] as const).flatMap((name) =>
          [401, 429].map((status) => [
            `${name} ${status}`,
            spread(signIns(name).filter((answer) => answer.status === status)),
          ]),
        ),
      ),
      redisCounterKeysAfterRecovery: redisKeysAfter,
      outageLogLines: outageLines.map((line) => line.msg),
      recoveryLogLines: recoveryLines.map((line) => line.msg),
      errorLogLines: running.log.filter((line) => line.level >= 50).map((line) => line.msg),
    });

    const limited = [...Array(SIGN_IN_LIMIT).fill(401), 429];
    expect(
      probes.up.map((answer) => answer.status),
      'sign-ins with Redis',
    ).toEqual(limited);
    expect(degradedAfterMs, 'health says degraded once Redis is away').not.toBeNull();
    expect(
      probes.away.map((answer) => answer.status),
      'sign-ins without Redis',
    ).toEqual(limited);
    // A refusal (429) is the limiter's work alone: each must answer within the bound, as no wait for Redis
    // may slow it. A wrong password (401) adds an argon2 check whose cost follows the machine's load, so
    // those are compared with the same sign-ins while Redis was up, by their median.
    expect(
      signInsAway
        .filter((answer) => answer.status === 429 && answer.ms >= SIGN_IN_MAX_MS)
        .map((answer) => Math.round(answer.ms)),
      `refused sign-ins of ${SIGN_IN_MAX_MS} ms or more while Redis is away`,
    ).toEqual([]);
    const passwordChecks = (name: Phase) => spread(signIns(name).filter((answer) => answer.status === 401));
    expect(passwordChecks('away').medianMs, 'median sign-in with a wrong password while Redis is away').toBeLessThan(
      passwordChecks('up').medianMs + SIGN_IN_MAX_MS,
    );
    expect(recoveredAfterMs, 'health says ok once Redis is back').not.toBeNull();
    expect(
      probes.back.map((answer) => answer.status),
      'sign-ins with Redis back',
    ).toEqual(limited);
    expect(redisKeysAfter, 'counters in Redis again').toBeGreaterThan(0);
    expect(
      everything.filter((answer) => answer.status === 0 || answer.status >= 500).map((answer) => answer.status),
      'answers with no status or a 5xx',
    ).toEqual([]);
    expect(
      health.every((answer) => answer.status === 200),
      'health answers 200 throughout',
    ).toBe(true);
    expect(
      outageLines.map((line) => line.msg),
      'warnings about Redis',
    ).toHaveLength(1);
    expect(
      recoveryLines.map((line) => line.msg),
      'lines about Redis after its restart',
    ).toHaveLength(1);
    expect(running.alive).toBe(true);
  });
});

/**
 * A Redis that hangs (stopped with SIGSTOP: connections stay open, commands only time out): the node
 * pays one command timeout, then counts in memory for a while before trying Redis again; health says
 * degraded for the whole freeze, the outage and the recovery are logged once each.
 */
describe('Redis frozen under load', () => {
  const redis = new RedisProcess();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.dispose();
    await redis.kill();
  });

  it('limits sign-ins in memory, stays degraded until Redis answers again, logs it once each way', async () => {
    await redis.start();
    server = new ServerProcess({
      name: 'redis-frozen',
      env: {
        REDIS_URL: redis.url,
        REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'drill:'}redis-frozen:`,
        RATE_LIMITS: `sign_in_ip=${SIGN_IN_LIMIT}/60`,
        TRUST_PROXY: 'loopback',
      },
    });
    const running = server;
    await running.start();
    expect((await call(running, 'GET', '/health')).body).toMatchObject({ status: 'ok' });

    const health: Answer[] = [];
    redis.freeze();
    const frozenAt = Date.now();
    // The first sign-in pays the command timeout and finds Redis hung.
    const frozen = await wrongSignIns(running, '203.0.113.20', 'frozen@example.com', SIGN_IN_LIMIT + 1);
    const degraded = await healthUntil(running, (body) => body.status === 'degraded', DEGRADED_WITHIN_MS, health);
    // Past the first pause the node tries Redis again, finds it still hung, and stays degraded.
    await sleep(6_000);
    const stillDegraded = await call(running, 'GET', '/health');
    await wrongSignIns(running, '203.0.113.21', 'frozen@example.com', 1);
    const afterRetry = await call(running, 'GET', '/health');

    redis.thaw();
    const thawedAt = Date.now();
    let recovered: number | null = null;
    for (let attempt = 0; attempt < 20 && recovered === null; attempt += 1) {
      // A sign-in gives the node the chance to find Redis answering again.
      await wrongSignIns(running, `203.0.113.${30 + attempt}`, 'thawed@example.com', 1);
      recovered = await healthUntil(running, (body) => body.status === 'ok', 500, health);
    }
    const redisLines = running.log.filter((line) => line.time >= frozenAt && isRedisLine(line));
    report('Redis frozen and thawed', {
      frozenSignIns: frozen.map((answer) => [answer.status, Math.round(answer.ms)]),
      degradedAfterMs: degraded,
      recoveredAfterThawMs: recovered === null ? null : Date.now() - thawedAt,
      redisLogLines: redisLines.map((line) => line.msg),
    });

    expect(frozen.map((answer) => answer.status)).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429]);
    // Only the first attempt waited for Redis; the others were counted in memory at once.
    const slowRefusals = frozen.filter((answer) => answer.status === 429 && answer.ms >= SIGN_IN_MAX_MS);
    expect(slowRefusals).toEqual([]);
    expect(degraded, 'health says degraded while Redis hangs').not.toBeNull();
    expect(stillDegraded.body).toMatchObject({ status: 'degraded', redis: { reachable: false } });
    expect(afterRetry.body).toMatchObject({ status: 'degraded', redis: { reachable: false } });
    expect(recovered, 'health says ok once Redis answers again').not.toBeNull();
    expect(
      redisLines.filter((line) => line.level >= 40).map((line) => line.msg),
      'warnings about Redis',
    ).toHaveLength(1);
    expect(
      redisLines.filter((line) => line.level === 30 && line.time >= thawedAt).map((line) => line.msg),
      'recovery lines',
    ).toHaveLength(1);
    expect(running.alive).toBe(true);
  });
});
