import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { INT4_MAX } from './validation-errors';

/** An e-mail kept in the outbox (no SMTP server configured), as a site administrator reads it. */
export const outboxEmail = z.object({
  id: z.number().int(),
  to: z.string().describe('Recipient address.'),
  subject: z.string(),
  text_body: z.string().describe('Plain-text version, as sent.'),
  html_body: z.string().nullable().describe('HTML version, when the e-mail has one.'),
  created_at: z.string().describe('ISO 8601 date and time the e-mail was written.'),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

export const outboxEmailsQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type OutboxEmailsQuery = z.infer<typeof outboxEmailsQuery>;
