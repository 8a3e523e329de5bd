import { chmodSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AscentWriters, call, findRouteIds, missingAscents, report, signIn } from './drill-client';
import { killAllProcesses, ServerProcess } from './server-process';

/**
 * The data folder belongs to one server (docs/decisions/023), on PGlite, the embedded database: a second
 * server started on it with another port stops at once and names the folder, while the first keeps serving
 * and keeps its data; after a `kill -9` of the first, a start on the folder works and every acknowledged
 * ascent is there; and every file and folder of it is readable by its owner only, an earlier version's
 * files included.
 */
const WRITERS = 2;
/** Each phase writes until this many ascents are acknowledged, or for this long. */
const ACKNOWLEDGED_PER_PHASE = 20;
const PHASE_MAX_MS = 3_000;
/** A first start on PGlite migrates and seeds in WASM: half a minute on a starved machine. */
const FIRST_START_TIMEOUT_MS = 120_000;

/** What an earlier version left: uploads anyone on the machine could read. */
const EARLIER_FILE = join('uploads', 'avatars', 'earlier', 'large.webp');

const first = new ServerProcess({ name: 'data-folder', env: { RATE_LIMITS: 'off' } });
const acknowledged: number[] = [];
const figures: Record<string, unknown> = {};
let token = '';
let routeIds: number[] = [];

afterAll(async () => {
  report('data folder held by one server on PGlite', { ...figures, acknowledged: acknowledged.length });
  await killAllProcesses();
  await first.dispose();
});

/** Writes ascents on the first server and, once the phase has its acknowledged writes, runs `then` under them. */
async function writeThen(then: () => Promise<void>): Promise<void> {
  const writers = new AscentWriters(() => first, token, routeIds, WRITERS);
  const startedAt = Date.now();
  writers.start();
  while (writers.acknowledged.length < ACKNOWLEDGED_PER_PHASE && Date.now() - startedAt < PHASE_MAX_MS) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  try {
    await then();
  } finally {
    await writers.stop();
  }
  acknowledged.push(...writers.acknowledged);
}

/** Every entry under the folder whose mode lets someone other than its owner in, with that mode. */
function openToOthers(folder: string): { entries: number; open: string[] } {
  const open: string[] = [];
  let entries = 0;
  const visit = (path: string) => {
    const stats = lstatSync(path);
    entries += 1;
    if (stats.isDirectory()) {
      if ((stats.mode & 0o777) !== 0o700) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (stats.isFile() && (stats.mode & 0o777) !== 0o600) {
      open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    }
  };
  visit(folder);
  return { entries, open };
}

describe('the data folder on PGlite', () => {
  it('refuses a second server at once, naming the folder, while the first keeps serving', {
    timeout: FIRST_START_TIMEOUT_MS + 30_000,
  }, async () => {
    mkdirSync(join(first.dataDir, 'uploads', 'avatars', 'earlier'), { recursive: true, mode: 0o755 });
    writeFileSync(join(first.dataDir, EARLIER_FILE), 'webp bytes', { mode: 0o644 });
    chmodSync(first.dataDir, 0o755);
    figures.firstStartMs = (await first.start(FIRST_START_TIMEOUT_MS)).ms;
    token = await signIn(first, first.adminCredentials);
    routeIds = await findRouteIds(first);

    const second = new ServerProcess({
      name: 'data-folder-second',
      dataDir: first.dataDir,
      env: { RATE_LIMITS: 'off' },
    });
    await writeThen(async () => {
      const startedAt = performance.now();
      await expect(second.start(), 'a second server on the same data folder').rejects.toThrow(
        /exited during its start/,
      );
      figures.secondRefusedMs = Math.round(performance.now() - startedAt);
    });

    expect(second.exitCode).not.toBe(0);
    expect(second.stderrText).toContain(first.dataDir);
    expect(second.log, 'lines logged by the second server (it got as far as the database)').toEqual([]);
    expect(first.alive).toBe(true);
    expect(await missingAscents(first, token, acknowledged), 'acknowledged ascents missing').toEqual([]);
    expect(first.log.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('starts again on the folder after a kill -9 of its server, with every acknowledged ascent', async () => {
    const logLinesBefore = first.log.length;
    // Requests are in flight on every writer when the kill cuts them.
    await writeThen(() => first.kill());
    figures.restartMs = (await first.start()).ms;

    expect(first.log.slice(logLinesBefore).filter((line) => line.level >= 50)).toEqual([]);
    expect(await missingAscents(first, token, acknowledged), 'acknowledged ascents missing').toEqual([]);
    const after = await call(first, 'POST', '/ascent_crag_routes.json', {
      token,
      body: { crag_route_id: routeIds[0], released_at: '2026-01-15', ascent_status: 'flash' },
    });
    expect(after.status, 'a write after the restart').toBe(201);
  });

  it("keeps every file and folder readable by its owner only, an earlier version's included", () => {
    const { entries, open } = openToOthers(first.dataDir);
    figures.entriesChecked = entries;
    expect(entries).toBeGreaterThan(100);
    expect(open).toEqual([]);
  });
});
