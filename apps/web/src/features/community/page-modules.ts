import type { PageModule } from '../../lib/page-module';

/** Lazily loaded modules of the community pages, keyed by their PAGES path. */
export const COMMUNITY_PAGE_MODULES: Record<string, PageModule> = {
  '/notifications': () => import('./pages/notifications-page'),
};

/** The community domain's own pages (the app composes the favourites beside them). */
export const COMMUNITY_DOMAIN_PAGE_MODULES: Record<string, PageModule> = {
  '/notifications/unsubscribe': () => import('./pages/unsubscribe-page'),
};
