import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from './client';
import { systemSettings } from './schema';

const SEEDED_KEY = 'seeded_at';

export type SeedLog = Pick<Logger, 'info'>;

/** Work a seed step leaves for after the commit (handing over generated credentials, say). */
export type AfterSeed = (log: SeedLog) => void;

/**
 * One domain's part of seeding an empty database; the composition root lists them in the order
 * they run (a step may read what an earlier one wrote).
 */
export interface SeedStep {
  /** Fills the domain's tables, inside the one seed transaction; a returned function runs once it has committed. */
  seedEmpty(tx: Database, config: Config): Promise<AfterSeed | undefined>;
  /**
   * Adds to a database seeded by an earlier version what that version did not seed (the step checks
   * that its tables are still empty).
   */
  catchUp?(tx: Database): Promise<void>;
}

/**
 * Seeds an empty database once, running each step in one transaction. A database already seeded
 * only gets each step's catch-up.
 */
export async function seedIfEmpty(
  db: Database,
  log: SeedLog,
  config: Config,
  steps: readonly SeedStep[],
): Promise<boolean> {
  const seeded = await db.query.systemSettings.findFirst({ where: eq(systemSettings.key, SEEDED_KEY) });
  if (seeded) {
    await db.transaction(async (tx) => {
      for (const step of steps) await step.catchUp?.(tx);
    });
    return false;
  }
  const afterwards = await db.transaction(async (tx) => {
    const after: AfterSeed[] = [];
    for (const step of steps) {
      const next = await step.seedEmpty(tx, config);
      if (next) after.push(next);
    }
    await tx.insert(systemSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return after;
  });
  for (const next of afterwards) next(log);
  log.info('seeded an empty database');
  return true;
}
