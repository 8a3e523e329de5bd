import type { PageModule } from '../../app/page-module';

/** Lazily loaded modules of the session pages, keyed by their PAGES path. */
export const SESSION_PAGE_MODULES: Record<string, PageModule> = {};
