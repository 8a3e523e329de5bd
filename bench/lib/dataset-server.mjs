// The API alone on a benchmark database, in a process of its own (`bench/outdoor-server.mjs`): autocannon does not
// share its event loop. Used by the dataset benchmarks (outdoor, indoor, logbook, render) and the contests' results.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, makeDataDir, removeDataDir, spawnServer, stopServer, waitForOk } from './server.mjs';

/**
 * The API alone on the dataset (`outdoor-server.mjs`), rate limits off, with a trivial route at `trivialPath`;
 * `webDistDir` also serves that web build. Returns the server, its data dir and the web app's API key.
 */
export async function startDatasetServer(driver, target, { label, trivialPath, webDistDir = '' }) {
  const dataDir = makeDataDir(label);
  const env = {
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    BENCH_DRIVER: driver,
    BENCH_TRIVIAL_PATH: trivialPath,
    BENCH_WEB_DIST_DIR: webDistDir,
    ...(driver === 'postgres' ? { DATABASE_URL: target.url } : { BENCH_PGLITE_DIR: target.dataDir }),
  };
  const server = spawnServer({ port: await freePort(), dataDir, args: ['bench/outdoor-server.mjs'], env });
  try {
    await waitForOk(server, { path: '/api/v1/health' });
  } catch (error) {
    await stopServer(server);
    removeDataDir(dataDir);
    throw error;
  }
  const apiKey = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).web_api_access_token;
  return {
    server,
    apiKey,
    stop: async () => {
      await stopServer(server);
      removeDataDir(dataDir);
    },
  };
}
