import type { PageModule } from '../../app/page-module';

/** Lazily loaded modules of the personal area pages, keyed by their PAGES path. */
export const SETTINGS_PAGE_MODULES: Record<string, PageModule> = {};
