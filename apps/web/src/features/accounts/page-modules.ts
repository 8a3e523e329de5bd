import type { PageModule } from '../../lib/page-module';

/** Lazily loaded modules of the session pages, keyed by their PAGES path. */
export const SESSION_PAGE_MODULES: Record<string, PageModule> = {
  '/sign-in': () => import('./pages/sign-in-page'),
  '/sign-up': () => import('./pages/sign-up-page'),
  '/reset-password': () => import('./pages/reset-password-page'),
  '/new-password': () => import('./pages/new-password-page'),
  '/sign-in-link': () => import('./pages/sign-in-link-page'),
};
