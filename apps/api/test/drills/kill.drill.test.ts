import { afterAll, describe, expect, it } from 'vitest';
import { AscentWriters, call, findRouteIds, missingAscents, report, signIn, statusCounts } from './drill-client';
import { countAscents, createDrillDatabase, type DrillDatabase, drillPostgresUrl } from './drill-database';
import { killAllProcesses, ServerProcess } from './server-process';

/**
 * `kill -9` of the server while climbers log ascents, then a restart on the same data: every ascent
 * the server acknowledged (2xx with its id) must be there, and the server must start cleanly (no
 * error in its log, writes accepted again). PGlite always; PostgreSQL when DATABASE_URL is set.
 */
const postgresServer = drillPostgresUrl('kill -9 drill');
const ROUNDS = 2;
const WRITERS = 4;
/** Each round kills the server once this many ascents were acknowledged, or after this long. */
const ACKNOWLEDGED_PER_ROUND = 40;
const ROUND_MAX_MS = 4_000;
/** A first start on PGlite migrates and seeds in WASM: over half a minute on a starved machine, then two restarts. */
const TEST_TIMEOUT_MS = 240_000;

afterAll(async () => {
  await killAllProcesses();
});

const drivers: { label: string; postgres: boolean }[] = [
  { label: 'PGlite', postgres: false },
  ...(postgresServer ? [{ label: 'PostgreSQL', postgres: true }] : []),
];

describe.each(drivers)('kill -9 during writes on $label', ({ label, postgres }) => {
  let database: DrillDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  it(`loses no acknowledged ascent over ${ROUNDS} kills (${label})`, { timeout: TEST_TIMEOUT_MS }, async () => {
    if (postgres) database = await createDrillDatabase(postgresServer as string, 'kill');
    server = new ServerProcess({
      name: `kill-${label.toLowerCase()}`,
      env: { RATE_LIMITS: 'off', ...(database ? { DATABASE_URL: database.url } : {}) },
    });
    const running = server;
    const firstStart = await running.start();
    const token = await signIn(running, running.adminCredentials);
    const routeIds = await findRouteIds(running);

    const acknowledged: number[] = [];
    const rounds: Record<string, unknown>[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const writers = new AscentWriters(() => running, token, routeIds, WRITERS);
      const roundStart = Date.now();
      writers.start();
      while (writers.acknowledged.length < ACKNOWLEDGED_PER_ROUND && Date.now() - roundStart < ROUND_MAX_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const logLinesBefore = running.log.length;
      // Requests are in flight on every writer at this moment: the kill cuts them.
      await running.kill();
      await writers.stop();
      acknowledged.push(...writers.acknowledged);

      const restart = await running.start();
      expect(await running.waitForLog((line) => line.msg === 'ready', 5_000, logLinesBefore)).toBeDefined();
      expect(
        running.log.slice(logLinesBefore).filter((line) => line.level >= 50),
        'errors logged by the restarted server',
      ).toEqual([]);

      const missing = await missingAscents(running, token, acknowledged);
      expect(missing, `acknowledged ascents missing after restart ${round}`).toEqual([]);
      const after = await call(running, 'POST', '/ascent_crag_routes.json', {
        token,
        body: { crag_route_id: routeIds[0], released_at: '2026-01-15', ascent_status: 'flash' },
      });
      expect(after.status, 'a write after the restart').toBe(201);

      rounds.push({
        round,
        requests: writers.answers.length,
        acknowledged: writers.acknowledged.length,
        answers: statusCounts(writers.answers),
        restartMs: restart.ms,
        lost: missing.length,
      });
    }

    if (database) {
      expect(await countAscents(database.url, acknowledged), 'acknowledged ascents counted in PostgreSQL').toBe(
        new Set(acknowledged).size,
      );
    }
    report(`kill -9 on ${label}`, { firstStartMs: firstStart.ms, acknowledgedTotal: acknowledged.length, rounds });
    expect(running.alive).toBe(true);
  });
});
