import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ACCESS_TOKEN_HEADER } from '@climb/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { seedDatabase } from '../../src/composition';
import { type Config, loadConfig } from '../../src/config';
import type { Database, DatabaseHandle } from '../../src/db/client';
import type { LogDestination } from '../../src/lib/logger';
import { openTestDatabase } from './test-database';

export const WEB_DIST_FIXTURE = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

export interface TestAppOptions {
  /** Environment the config is read from, on top of the test defaults (e.g. `{ MAINTENANCE: 'on' }`). */
  env?: Record<string, string>;
  /** An already open database to use (and leave open); by default a fresh copy of the template. */
  database?: DatabaseHandle;
  /** Adds routes or hooks to the built app before it is ready (e.g. a route that throws). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Seeds the database as `server.ts` does on an empty one (administrator, demo climbers…). */
  seed?: boolean;
  /** Turns the log on and writes its lines here (a test reads them); off by default. */
  logDestination?: LogDestination;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  /** The web app's own API key (configuration, sent in the HTML). */
  webKey: string;
  /** Headers carrying the web app's key, for `app.inject({ headers })`. */
  keyHeaders: Record<string, string>;
  close(): Promise<void>;
}

/**
 * `app.inject(options)` resolves once the work requests leave for after their answer (a reset
 * e-mail…) has ended too: a test reads what a client of the real server finds a moment later.
 * Whether that work waits for the answer is tested by what the database holds when it leaves.
 */
function awaitWorkAfterAnswers(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const injectAndSettle = async (options: InjectOptions | string) => {
    const response = await inject(options);
    await app.appContext.background.idle();
    return response;
  };
  app.inject = injectAndSettle as FastifyInstance['inject'];
}

/**
 * The whole server as `server.ts` builds it, without listening: a real database (a fresh copy
 * of the migrated template unless one is given), a throw-away data dir, the fixture web build.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cordee-api-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: WEB_DIST_FIXTURE,
    PUBLIC_URL: 'http://cordee.test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  let app: FastifyInstance | undefined;
  const close = async () => {
    try {
      await app?.close();
    } finally {
      if (ownsDatabase) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    app = await buildApp({
      config,
      database,
      logger: Boolean(options.logDestination),
      logDestination: options.logDestination,
    });
    await options.extend?.(app);
    await app.ready();
    awaitWorkAfterAnswers(app);
    if (options.seed) {
      // The seed logs through the server's logger, as in `server.ts`, when the test reads the log.
      await seedDatabase(database.db, options.logDestination ? app.log : { info: () => {} }, config);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    app,
    db: database.db,
    database,
    config,
    webKey: config.webApiAccessToken,
    keyHeaders: { [API_ACCESS_TOKEN_HEADER]: config.webApiAccessToken },
    close,
  };
}
