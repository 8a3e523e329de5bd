import { buildApp } from './app';
import { seedDatabase } from './composition';
import { dataDirOf, loadConfig } from './config';
import { openDatabase } from './db/client';
import { holdDataFolder, OWNER_ONLY_UMASK, restrictDataFolder } from './lib/data-folder';

const startedAt = performance.now();
// Before anything is written into the data folder: it is its owner's only, and with the embedded database
// it is held by this process alone, so a second server on it stops here, before opening the database
// (docs/decisions/023).
process.umask(OWNER_ONLY_UMASK);
const dataDir = dataDirOf();
try {
  if (!process.env.DATABASE_URL) holdDataFolder(dataDir);
} catch (error) {
  console.error(`Cordée cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const restrictedBeforeOpen = restrictDataFolder(dataDir);
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
// PGlite sets some of its files' modes itself, whatever the umask (0666 as it creates the database, 0644 for
// its catalog cache as it opens): they are put right once it is open.
const restrictedAfterOpen = database.driver === 'pglite' ? restrictDataFolder(dataDir) : { changed: 0, refused: [] };
const app = await buildApp({ config, database, startScheduler: config.scheduler.enabled });
reportLostConnection = (error) => app.log.warn({ err: error }, 'database connection lost: the pool opens another');
if (restrictedBeforeOpen.changed > 0) {
  app.log.info({ dataDir, entries: restrictedBeforeOpen.changed }, 'data folder made readable by its owner only');
}
const refused = [...new Set([...restrictedBeforeOpen.refused, ...restrictedAfterOpen.refused])];
if (refused.length > 0) {
  app.log.warn(
    { dataDir, entries: refused.length, first: refused.slice(0, 10) },
    'data folder: entries of another user could not be made owner-only (change their owner)',
  );
}
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
