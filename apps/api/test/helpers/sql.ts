import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Rows of a raw query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function queryRows<Row extends Record<string, unknown>>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
