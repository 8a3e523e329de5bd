import type { ADMIN_PAGE_META } from './admin-page-meta';
import type { PageDefinition } from './page-types';

/** Site administration pages the spec does not name (docs/conventions.md: `/admin/…`, super_admin guard). */
export const ADMIN_PAGES: readonly PageDefinition<keyof (typeof ADMIN_PAGE_META)['fr']>[] = [
  { path: '/admin/outbox', layout: 'default', access: 'super_admin', meta: 'adminOutbox' },
  { path: '/admin/reports', layout: 'default', access: 'super_admin', meta: 'adminReports' },
];
