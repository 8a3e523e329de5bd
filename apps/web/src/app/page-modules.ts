import { SESSION_PAGE_MODULES } from '../features/accounts/page-modules';
import { ADMIN_PAGE_MODULES } from '../features/admin/page-modules';
import { COMMUNITY_PAGE_MODULES } from '../features/community/page-modules';
import { LOGBOOK_PAGE_MODULES } from '../features/logbook/page-modules';
import { OUTDOOR_PAGE_MODULES, RECORD_PAGE_MODULES } from '../features/outdoor/page-modules';
import { SETTINGS_PAGE_MODULES } from '../features/settings/page-modules';
import type { PageModule } from '../lib/page-module';
import { withLogbookParts } from './record-pages';

const CONTENT_PAGE_MODULES: Record<string, PageModule> = {
  '/': () => import('../features/content/pages/home-page'),
  '/about': () => import('../features/content/pages/about-page'),
  '/about/indoor': () => import('../features/content/pages/about-indoor-page'),
  '/about/partner-search': () => import('../features/content/pages/about-partner-search-page'),
  '/about/attributions': () => import('../features/content/pages/attributions-page'),
  '/indoor': () => import('../features/content/pages/landing-indoor-page'),
  '/outdoor': () => import('./pages/landing-outdoor-page'),
  '/community': () => import('../features/content/pages/landing-community-page'),
  '/gyms/starter': () => import('../features/content/pages/gyms-starter-page'),
  '/privacy': () => import('../features/content/pages/privacy-page'),
  '/en/terms-of-use': () => import('../features/content/pages/terms-en-page'),
  '/en/cookie-and-audience-measurement': () => import('../features/content/pages/cookies-en-page'),
  '/fr/conditions-d-utilisation': () => import('../features/content/pages/terms-fr-page'),
  '/fr/cookie-et-mesure-d-audience': () => import('../features/content/pages/cookies-fr-page'),
  '/go-fly-a-kite': () => import('../features/content/pages/go-fly-a-kite-page'),
  '/errors/right-required': () => import('../features/content/pages/right-required-page'),
  '/maintenance': () => import('../features/content/pages/maintenance-page'),
  '/merci': () => import('../features/content/pages/merci-page'),
  '/support-us': () => import('../features/content/pages/support-us-page'),
  '/api-and-developers': () => import('../features/content/pages/api-and-developers-page'),
  '/new': () => import('../features/content/pages/release-notes-page'),
};

/** The lazily loaded module of each built page (one chunk per page), keyed by its PAGES path. */
export const PAGE_MODULES: Record<string, PageModule> = {
  ...CONTENT_PAGE_MODULES,
  ...SESSION_PAGE_MODULES,
  ...COMMUNITY_PAGE_MODULES,
  ...SETTINGS_PAGE_MODULES,
  ...OUTDOOR_PAGE_MODULES,
  ...withLogbookParts(RECORD_PAGE_MODULES),
  ...LOGBOOK_PAGE_MODULES,
  ...ADMIN_PAGE_MODULES,
};
