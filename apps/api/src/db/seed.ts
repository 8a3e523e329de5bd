import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { findWebAppOrganization, insertOrganization } from '../accounts/organization.repository';
import type { Database } from './client';
import { systemSettings } from './schema';

const SEEDED_KEY = 'seeded_at';

/**
 * Seeds an empty database once: the web app's own organization (its key is configuration),
 * then the data of each capability. A database already seeded is left alone.
 */
export async function seedIfEmpty(db: Database, log: Pick<Logger, 'info'>): Promise<boolean> {
  const seeded = await db.query.systemSettings.findFirst({ where: eq(systemSettings.key, SEEDED_KEY) });
  if (seeded) return false;
  await db.transaction(async (tx) => {
    if (!(await findWebAppOrganization(tx))) {
      await insertOrganization(tx, { name: 'Cordée web app', usage_type: 'ecosystem', is_web_app: true });
    }
    await tx.insert(systemSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
  log.info('seeded an empty database');
  return true;
}
