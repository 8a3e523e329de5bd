import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

export async function insertOutboxEmail(db: Database, values: typeof outboxEmails.$inferInsert): Promise<void> {
  await db.insert(outboxEmails).values(values);
}

/** A page of the outbox, newest first (id breaks ties between e-mails of the same instant). */
export function listOutboxEmails(db: Database, page: { limit: number; offset: number }): Promise<OutboxEmailRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.created_at), desc(outboxEmails.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOutboxEmails(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outboxEmails);
  return row?.total ?? 0;
}
