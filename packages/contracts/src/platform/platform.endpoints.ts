import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { errorBody, forbiddenErrorBody } from './errors';
import { healthResponse } from './health';
import { outboxEmail, outboxEmailsQuery } from './outbox';
import { createPageViewBody } from './page-views';

/** Health, page views and the outbox of unsent e-mails. */
export const platformEndpoints = {
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Whether the API and its database answer',
    tags: ['platform'],
    // Open without an API key (docs/conventions.md): monitors call it.
    access: 'public',
    responses: { 200: healthResponse, 503: healthResponse },
  }),

  createPageView: defineEndpoint({
    method: 'POST',
    path: '/page_views',
    summary: 'Record a page view (self-hosted audience measurement, no personal data)',
    tags: ['platform'],
    access: 'api_key',
    body: createPageViewBody,
    responses: { 204: z.null() },
  }),

  listOutboxEmails: defineEndpoint({
    method: 'GET',
    path: '/admin/outbox_emails.json',
    summary: 'E-mails kept in the outbox (no SMTP server configured), newest first; site administrators only',
    tags: ['admin'],
    access: 'site_admin',
    query: outboxEmailsQuery,
    responses: {
      200: z.array(outboxEmail).describe('One page; the total is in the `X-Total-Count` header.'),
      401: errorBody,
      403: forbiddenErrorBody,
    },
  }),
};
