import type { OutboxEmail } from '@climb/contracts';
import type { OutboxEmailRow } from './outbox.repository';

export function toOutboxEmail(row: OutboxEmailRow): OutboxEmail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text_body: row.text_body,
    html_body: row.html_body,
    created_at: row.created_at.toISOString(),
  };
}
