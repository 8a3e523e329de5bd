import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type AdminCredentials, seedAccounts } from '../accounts/account.seed';
import { findWebAppOrganization, insertOrganization } from '../accounts/organization.repository';
import type { Config } from '../config';
import { seedDemoLogbook } from '../logbook/seed/demo-logbook.seed';
import { seedOutdoor } from '../outdoor/seed/outdoor.seed';
import type { Database } from './client';
import { systemSettings } from './schema';

const SEEDED_KEY = 'seeded_at';
export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.txt';

/**
 * What the seed reads of the configuration: where the administrator's credentials file goes
 * (`dataDir`), the administrator's address, and what the services it calls need.
 */
export type SeedOptions = Config;

/** Hands the generated administrator credentials over once: the log and a file only the owner can read. */
function handOverAdminCredentials(credentials: AdminCredentials, dataDir: string, log: Pick<Logger, 'info'>): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, ADMIN_CREDENTIALS_FILE);
  const text = [
    'Cordée site administrator (created when the database was seeded; change the password once signed in)',
    `email: ${credentials.email}`,
    `password: ${credentials.password}`,
    '',
  ].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  log.info({ email: credentials.email, password: credentials.password, file }, 'site administrator created');
}

/**
 * Seeds an empty database once: the web app's own organization (its key is configuration),
 * then the data of each capability (accounts, the outdoor reference and open data, the demo crag
 * and the demo climbers' ascents). A database already seeded is left alone.
 */
export async function seedIfEmpty(db: Database, log: Pick<Logger, 'info'>, options: SeedOptions): Promise<boolean> {
  const seeded = await db.query.systemSettings.findFirst({ where: eq(systemSettings.key, SEEDED_KEY) });
  if (seeded) {
    // A database seeded before the outdoor catalogue existed gets its reference and open data once
    // (each part checks that its tables are still empty).
    await db.transaction((tx) => seedOutdoor(tx));
    return false;
  }
  const admin = await db.transaction(async (tx) => {
    if (!(await findWebAppOrganization(tx))) {
      await insertOrganization(tx, { name: 'Cordée web app', usage_type: 'ecosystem', is_web_app: true });
    }
    const created = await seedAccounts(tx, options.adminEmail);
    await seedOutdoor(tx);
    await seedDemoLogbook(tx, options);
    await tx.insert(systemSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return created;
  });
  if (admin) handOverAdminCredentials(admin, options.dataDir, log);
  log.info('seeded an empty database');
  return true;
}
