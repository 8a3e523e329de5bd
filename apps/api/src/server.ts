import { buildApp } from './app';
import { seedDatabase } from './composition';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

const startedAt = performance.now();
const config = loadConfig();
// A connection of the pool cut by the database (restart, failover): the pool opens another. Reported on
// stderr until the app's JSON log exists, in the log after.
let reportLostConnection = (error: Error) => console.error('database connection lost', error.message);
const database = await openDatabase(
  config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: `${config.dataDir}/pglite` },
  (error) => reportLostConnection(error),
);
await database.migrate();
const app = await buildApp({ config, database });
reportLostConnection = (error) => app.log.warn({ err: error }, 'database connection lost: the pool opens another');
await seedDatabase(database.db, app.log, config);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took over 10 s, exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { url: config.publicUrl, driver: database.driver, ms: Math.round(performance.now() - startedAt) },
  'ready',
);
