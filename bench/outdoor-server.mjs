// The API on a benchmark dataset (spawned by bench/outdoor.mjs and bench/logbook.mjs, in its own process so that
// autocannon does not share its event loop): the app as server.ts builds it, without migrating or seeding (the
// generator did), without the web app unless BENCH_WEB_DIST_DIR names a build, plus a route doing no work at
// BENCH_TRIVIAL_PATH, to compare against.
// Env: BENCH_DRIVER (postgres|pglite), DATABASE_URL or BENCH_PGLITE_DIR, BENCH_TRIVIAL_PATH, BENCH_WEB_DIST_DIR,
// PORT, HOST, DATA_DIR.
import { loadServerModules } from './lib/api-modules.mjs';

const { openDatabase, loadConfig, buildApp } = await loadServerModules();
const config = loadConfig({ ...process.env, WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR || '' });
const database = await openDatabase(
  process.env.BENCH_DRIVER === 'pglite'
    ? { driver: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR }
    : { driver: 'postgres', url: config.databaseUrl },
);
const app = await buildApp({ config, database, logger: false });
// Behind the same hooks as the measured routes (API key, request id, compression), answering at once.
app.get(process.env.BENCH_TRIVIAL_PATH ?? '/api/v1/bench/trivial.json', async () => ({ ok: true }));

async function shutdown() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
console.log(JSON.stringify({ msg: 'ready', driver: database.driver }));
