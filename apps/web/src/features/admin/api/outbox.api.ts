import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callListEndpoint } from '../../../lib/endpoint-client';

export const OUTBOX_PER_PAGE = 20;

export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  page: (page: number) => [...outboxKeys.all, page] as const,
};

/** `GET admin/outbox_emails.json`: a page of the e-mails kept in the outbox, newest first, and the total. */
export function useOutboxEmails(page: number) {
  return useQuery({
    queryKey: outboxKeys.page(page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listOutboxEmails, { query: { page, per_page: OUTBOX_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}
