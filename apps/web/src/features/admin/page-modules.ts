import type { PageModule } from '../../lib/page-module';

/** Lazily loaded modules of the site administration pages, keyed by their PAGES path. */
export const ADMIN_PAGE_MODULES: Record<string, PageModule> = {
  '/admin/outbox': () => import('./pages/outbox-page'),
  '/admin/reports': () => import('./pages/reports-page'),
};
