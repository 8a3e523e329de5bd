/** Health, page views, the outbox: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const getHealth = { method: 'GET', path: '/health' } as const;
export const createPageView = { method: 'POST', path: '/page_views' } as const;
export const listOutboxEmails = { method: 'GET', path: '/admin/outbox_emails.json' } as const;
