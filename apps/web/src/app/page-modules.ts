import { matchPage, PAGES_BY_DOMAIN, type PageDomain } from '@climb/contracts';
import type { PageModule } from '../lib/page-module';

const CONTENT_PAGE_MODULES: Record<string, PageModule> = {
  '/': () => import('../features/content/pages/home-page'),
  '/about': () => import('../features/content/pages/about-page'),
  '/about/indoor': () => import('../features/content/pages/about-indoor-page'),
  '/about/partner-search': () => import('../features/content/pages/about-partner-search-page'),
  '/about/attributions': () => import('../features/content/pages/attributions-page'),
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

type PageTable = Record<string, PageModule>;
type LaterDomain = Exclude<PageDomain, 'content'>;

/**
 * The page modules of the other domains, each table loaded with the first page of its domain. A table is a
 * dynamic import per page and the list of the chunks each page needs (Vite preloads them with the page): kept
 * in the first chunk, the tables of every domain would grow every visit's JavaScript with every page built.
 * The content pages (the home page's) stay in the first chunk.
 */
const DOMAIN_PAGE_TABLES: Record<LaterDomain, () => Promise<PageTable>> = {
  session: async () => {
    const [accounts, community] = await Promise.all([
      import('../features/accounts/page-modules'),
      import('../features/community/page-modules'),
    ]);
    return { ...accounts.SESSION_PAGE_MODULES, ...community.COMMUNITY_PAGE_MODULES };
  },
  settings: async () => (await import('../features/settings/page-modules')).SETTINGS_PAGE_MODULES,
  outdoor: async () => {
    const [outdoor, records] = await Promise.all([
      import('../features/outdoor/page-modules'),
      import('./record-pages'),
    ]);
    return {
      ...outdoor.OUTDOOR_PAGE_MODULES,
      ...records.withLogbookParts(outdoor.RECORD_PAGE_MODULES),
      ...records.withVersionKinds(outdoor.VERSION_PAGE_MODULES),
    };
  },
  indoor: async () => {
    const [indoor, records, media] = await Promise.all([
      import('../features/indoor/page-modules'),
      import('./record-pages'),
      import('../features/media/page-modules'),
    ]);
    return {
      ...indoor.INDOOR_PAGE_MODULES,
      ...records.withLogbookParts(indoor.INDOOR_RECORD_PAGE_MODULES),
      // The moderation of the comments and videos on a gym's records, in its administration area.
      ...media.GYM_MODERATION_PAGE_MODULES,
    };
  },
  logbook: async () => (await import('../features/logbook/page-modules')).LOGBOOK_PAGE_MODULES,
  // The favourites show the community's follows with the outdoor catalogue's crag cards: composed here.
  community: async () => ({
    ...(await import('../features/community/page-modules')).COMMUNITY_DOMAIN_PAGE_MODULES,
    '/home/favorites': () => import('./pages/favorite-crags-page'),
    '/home/favorites/crags': () => import('./pages/favorite-crags-page'),
    '/home/favorites/gyms': () => import('./pages/favorite-gyms-page'),
  }),
  media: async () => (await import('../features/media/page-modules')).MEDIA_PAGE_MODULES,
  contests: async () => (await import('../features/contests/page-modules')).CONTEST_PAGE_MODULES,
  admin: async () => (await import('../features/admin/page-modules')).ADMIN_PAGE_MODULES,
};

const LATER_DOMAINS = Object.keys(DOMAIN_PAGE_TABLES) as LaterDomain[];
const tables = new Map<LaterDomain, Promise<PageTable>>();

/** A domain's page table, loaded once (a failed load is tried again by the next navigation). */
export function loadPageTable(domain: LaterDomain): Promise<PageTable> {
  let table = tables.get(domain);
  if (!table) {
    table = DOMAIN_PAGE_TABLES[domain]();
    tables.set(domain, table);
    table.catch(() => tables.delete(domain));
  }
  return table;
}

/** The domain whose table holds a page path (`/crags/:cragId?/:cragName?`), or null for a content page. */
function domainOf(path: string): LaterDomain | null {
  return LATER_DOMAINS.find((domain) => PAGES_BY_DOMAIN[domain].some((page) => page.path === path)) ?? null;
}

/** Starts loading the page table of a path's page (a link about to be followed), so the page loads at once. */
export function preloadPageTable(pattern: string): void {
  const domain = domainOf(pattern);
  if (domain) void loadPageTable(domain).catch(() => {});
}

function fromTable(domain: LaterDomain, path: string): PageModule {
  return async () => {
    const load = (await loadPageTable(domain))[path];
    if (!load) throw new Error(`No module for page ${path}`);
    return load();
  };
}

/** The lazily loaded module of each built page (one chunk per page), keyed by its PAGES path. */
export const PAGE_MODULES: Record<string, PageModule> = {
  ...CONTENT_PAGE_MODULES,
  ...Object.fromEntries(
    LATER_DOMAINS.flatMap((domain) => PAGES_BY_DOMAIN[domain].map((page) => [page.path, fromTable(domain, page.path)])),
  ),
};

// The page a visit lands on: its table loads as the first chunk starts, beside the texts, not after them.
if (typeof window !== 'undefined') {
  const entry = matchPage(window.location.pathname);
  if (entry) preloadPageTable(entry.path);
}
