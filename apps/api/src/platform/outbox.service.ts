import type { OutboxEmail, OutboxEmailsQuery } from '@climb/contracts';
import type { Database } from '../db/client';
import { toOutboxEmail } from './outbox.mapper';
import { countOutboxEmails, listOutboxEmails } from './outbox.repository';

/** One page of the e-mails kept while no SMTP server is configured, newest first, with the total. */
export async function listOutbox(
  db: Database,
  query: OutboxEmailsQuery,
): Promise<{ emails: OutboxEmail[]; total: number }> {
  const [rows, total] = await Promise.all([
    listOutboxEmails(db, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countOutboxEmails(db),
  ]);
  return { emails: rows.map(toOutboxEmail), total };
}
