import type { Database } from '../db/client';
import { pageViews } from '../db/schema';

export async function insertPageView(db: Database, values: typeof pageViews.$inferInsert): Promise<void> {
  await db.insert(pageViews).values(values);
}
