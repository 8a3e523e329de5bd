import { afterAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  AscentWriters,
  call,
  findRouteIds,
  isErrorShape,
  report,
  signIn,
  statusCounts,
} from './drill-client';
import {
  countAscents,
  countAscentsByKey,
  createDrillDatabase,
  type DrillDatabase,
  drillPostgresUrl,
  terminateConnections,
} from './drill-database';
import { killAllProcesses, ServerProcess } from './server-process';

/**
 * PostgreSQL cuts the server's connections (a failover, an operator's `pg_terminate_backend`) while
 * climbers log ascents: the server stays up, writes succeed again within seconds, a request caught in
 * the cut gets the API's error answer (never a hang), and every acknowledged ascent is in the database.
 */
const postgresServer = drillPostgresUrl('database connections drill');
const CUTS = 3;
const WRITERS = 4;
/** Writes must succeed again within this long after each cut. */
const RECOVERY_MAX_MS = 5_000;

afterAll(async () => {
  await killAllProcesses();
});

const successful = (answer: Answer) => answer.status >= 200 && answer.status < 300;

async function waitFor(condition: () => boolean, timeoutMs: number, server?: ServerProcess): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() >= deadline || (server && !server.alive)) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe.skipIf(!postgresServer)('database connections terminated under load', () => {
  let database: DrillDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  it(`recovers from ${CUTS} cuts and keeps every acknowledged ascent`, async () => {
    database = await createDrillDatabase(postgresServer as string, 'cut');
    const cutDatabase = database;
    server = new ServerProcess({ name: 'database-cut', env: { RATE_LIMITS: 'off', DATABASE_URL: cutDatabase.url } });
    const running = server;
    await running.start();
    const token = await signIn(running, running.adminCredentials);
    const routeIds = await findRouteIds(running);

    const writers = new AscentWriters(() => running, token, routeIds, WRITERS);
    const reads: Answer[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const answer = await call(running, 'GET', '/crags.json?per_page=10');
        reads.push(answer);
        if (!successful(answer)) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    writers.start();
    const cuts: { terminated: number; recoveryMs: number | null }[] = [];
    try {
      expect(
        await waitFor(() => writers.acknowledged.length >= 20, 15_000, running),
        'writes before the first cut',
      ).toBe(true);
      for (let cut = 1; cut <= CUTS; cut += 1) {
        const cutAt = Date.now();
        const terminated = await terminateConnections(postgresServer as string, cutDatabase.name);
        const recovered = await waitFor(
          () => writers.answers.some((answer) => answer.startedAt >= cutAt && successful(answer)),
          RECOVERY_MAX_MS * 2,
          running,
        );
        const firstSuccess = writers.answers.find((answer) => answer.startedAt >= cutAt && successful(answer));
        cuts.push({
          terminated,
          recoveryMs: recovered && firstSuccess ? firstSuccess.startedAt + Math.round(firstSuccess.ms) - cutAt : null,
        });
        // Some ordinary writes between two cuts.
        const before = writers.acknowledged.length;
        await waitFor(() => writers.acknowledged.length >= before + 10, 5_000, running);
      }
    } finally {
      reading = false;
      await writers.stop();
      await reader;
    }

    const health = await call(running, 'GET', '/health');
    const failures = [...writers.answers, ...reads].filter((answer) => !successful(answer));
    const lostCount = writers.acknowledged.length - (await countAscents(cutDatabase.url, writers.acknowledged));
    report('database connections cut', {
      cuts,
      writes: writers.answers.length,
      acknowledged: writers.acknowledged.length,
      lost: lostCount,
      // A write cut before its answer may have committed: the client retries it with the same key.
      unacknowledgedThatLanded: await countAscentsByKey(cutDatabase.url, writers.unacknowledgedKeys),
      writeAnswers: statusCounts(writers.answers),
      reads: reads.length,
      readAnswers: statusCounts(reads),
      failedAnswerBodies: [...new Set(failures.map((answer) => JSON.stringify(answer.body)))],
      slowestFailureMs: Math.round(Math.max(0, ...failures.map((answer) => answer.ms))),
      errorLogLines: running.log.filter((line) => line.level >= 50).length,
      poolErrorLines: running.stderrText.split('\n').filter((line) => line.includes('database connection error'))
        .length,
    });

    expect(running.alive, `the server survived the cuts: ${running.stderrText.slice(-3_000)}`).toBe(true);
    expect(
      cuts.every((cut) => cut.terminated > 0),
      'each cut ended some connections',
    ).toBe(true);
    for (const [index, cut] of cuts.entries()) {
      expect(cut.recoveryMs, `writes succeed again after cut ${index + 1}`).not.toBeNull();
      expect(cut.recoveryMs, `recovery after cut ${index + 1}`).toBeLessThan(RECOVERY_MAX_MS);
    }
    expect(lostCount, 'acknowledged ascents missing from the database').toBe(0);
    // A request caught in a cut gets the API's error answer at once: no hang, no dropped connection.
    for (const failure of failures) {
      expect([500, 503], `${failure.method} ${failure.path}: ${failure.error ?? ''}`).toContain(failure.status);
      expect(isErrorShape(failure.body), JSON.stringify(failure.body)).toBe(true);
      expect(failure.ms).toBeLessThan(5_000);
    }
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: { reachable: true, driver: 'postgres' } });
  });
});
