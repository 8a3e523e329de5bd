import type { Database } from './client';

/** A database handle or an open transaction: repositories take either, so a service decides where a change commits. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs `work` in one transaction: a change, its version and its derived figures commit together or not at all. */
export function inTransaction<Result>(db: Database, work: (tx: Database) => Promise<Result>): Promise<Result> {
  return db.transaction((tx) => work(tx));
}
