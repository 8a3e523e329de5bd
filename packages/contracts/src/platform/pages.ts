import { SESSION_PAGES } from '../accounts/session-pages';
import { SETTINGS_PAGES } from '../accounts/settings-pages';
import { COMMUNITY_PAGES } from '../community/community-pages';
import { CONTEST_BROWSER_PAGES, CONTEST_PAGES } from '../contests/contest-pages';
import { INDOOR_OPEN_FORMS, INDOOR_PAGES } from '../indoor/indoor-pages';
import { LOGBOOK_PAGES } from '../logbook/logbook-pages';
import { MEDIA_PAGES } from '../media/media-pages';
import { OUTDOOR_PAGES } from '../outdoor/outdoor-pages';
import { ADMIN_PAGES } from './admin-pages';
import type { CONTENT_PAGE_META, PageMetaKey } from './page-meta';
import { type PageBudget, type PageDefinition, withBudget } from './page-types';

type ContentMetaKey = keyof (typeof CONTENT_PAGE_META)['fr'];

/** The first visit to `/`, the lightest of all: every visitor's first page (docs/decisions/032). */
const HOME_PAGE_BUDGET: PageBudget = { js: 163, css: 17 };
/** The product's written pages: the shell, the UI kit's common components and their texts. */
const CONTENT_PAGE_BUDGET: PageBudget = { js: 199, css: 19 };

/**
 * The pages built so far. A spec route missing here answers the 404 page until its
 * capability lands (docs/conventions.md); `routes.test.ts` lists those still missing.
 */
export const CONTENT_PAGES: readonly PageDefinition<ContentMetaKey>[] = withBudget(CONTENT_PAGE_BUDGET, [
  { path: '/', layout: 'default', access: 'public', meta: 'home', cache: {}, budget: HOME_PAGE_BUDGET },
  { path: '/about', layout: 'default', access: 'public', meta: 'about', cache: {} },
  { path: '/about/indoor', layout: 'default', access: 'public', meta: 'aboutIndoor', cache: {} },
  { path: '/about/partner-search', layout: 'default', access: 'public', meta: 'aboutPartnerSearch', cache: {} },
  { path: '/about/attributions', layout: 'default', access: 'public', meta: 'attributions', cache: {} },
  { path: '/outdoor', layout: 'default', access: 'public', meta: 'outdoor', cache: {} },
  { path: '/community', layout: 'default', access: 'public', meta: 'community', cache: {} },
  { path: '/gyms/starter', layout: 'default', access: 'public', meta: 'gymsStarter', cache: {} },
  { path: '/privacy', layout: 'default', access: 'public', meta: 'privacy', cache: {} },
  { path: '/en/terms-of-use', layout: 'default', access: 'public', meta: 'termsEn', cache: {} },
  { path: '/en/cookie-and-audience-measurement', layout: 'default', access: 'public', meta: 'cookiesEn', cache: {} },
  { path: '/fr/conditions-d-utilisation', layout: 'default', access: 'public', meta: 'termsFr', cache: {} },
  { path: '/fr/cookie-et-mesure-d-audience', layout: 'default', access: 'public', meta: 'cookiesFr', cache: {} },
  { path: '/go-fly-a-kite', layout: 'default', access: 'public', meta: 'goFlyAKite', cache: {} },
  {
    path: '/errors/right-required',
    layout: 'default',
    access: 'public',
    meta: 'rightRequired',
    cache: { reads: ['gym_name', 'role'] },
  },
  { path: '/maintenance', layout: 'blank', access: 'public', meta: 'maintenance', cache: {} },
  { path: '/merci', layout: 'default', access: 'public', meta: 'merci', cache: {} },
  { path: '/support-us', layout: 'default', access: 'public', meta: 'supportUs', cache: {} },
  { path: '/api-and-developers', layout: 'default', access: 'public', meta: 'apiAndDevelopers', cache: {} },
  { path: '/new', layout: 'default', access: 'public', meta: 'new', cache: {} },
]);

/**
 * Pages open to visitors whose content is the climber's own (a form that asks to sign in first, the
 * notifications): the browser renders them once it knows who is there. Every other public page arrives
 * rendered by the server (docs/decisions/022).
 */
export const BROWSER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  '/notifications',
  // Opened from an e-mail's link: it posts the token it carries, then says what it turned off.
  '/notifications/unsubscribe',
  '/delete-account',
  '/new-password',
  '/sign-in-link',
  '/organizations/:organizationId?/:organizationName?',
  '/areas/:areaId?/:areaName?/edit',
  '/areas/:areaId?/:areaName?/add-crag',
  '/crags/:cragId?/:cragName?/approaches/new',
  '/crags/:cragId?/:cragName?/parks/new',
  '/ascents/new',
  '/ascents/outdoor/new',
  '/ascents/indoor/new',
  // The indoor wiki's open forms (a visitor is asked to sign in first).
  ...INDOOR_OPEN_FORMS,
  // The participant's own page (their token stays on the device).
  ...CONTEST_BROWSER_PAGES,
]);

/**
 * The empty shell of the web app (the built page without content): the service worker keeps it and answers it,
 * offline, for a page never visited; the browser then renders that page from what it kept.
 */
export const APP_SHELL_PATH = '/app-shell';

/** Whether the server renders a page with its content: public, and not the climber's own. */
export function isServerRendered(page: PageDefinition<PageMetaKey>): boolean {
  return page.access === 'public' && !BROWSER_RENDERED_PAGES.has(page.path);
}

/**
 * The page table by the domain that builds the pages: the web app loads a domain's page modules with the
 * first page of that domain (`apps/web/src/app/page-modules.ts`).
 */
export const PAGES_BY_DOMAIN = {
  content: CONTENT_PAGES,
  session: SESSION_PAGES,
  settings: SETTINGS_PAGES,
  outdoor: OUTDOOR_PAGES,
  indoor: INDOOR_PAGES,
  logbook: LOGBOOK_PAGES,
  community: COMMUNITY_PAGES,
  media: MEDIA_PAGES,
  contests: CONTEST_PAGES,
  admin: ADMIN_PAGES,
} as const satisfies Record<string, readonly PageDefinition<PageMetaKey>[]>;

export type PageDomain = keyof typeof PAGES_BY_DOMAIN;

export const PAGES: readonly PageDefinition<PageMetaKey>[] = [
  ...CONTENT_PAGES,
  ...SESSION_PAGES,
  ...SETTINGS_PAGES,
  ...OUTDOOR_PAGES,
  ...INDOOR_PAGES,
  ...LOGBOOK_PAGES,
  ...COMMUNITY_PAGES,
  ...MEDIA_PAGES,
  ...CONTEST_PAGES,
  ...ADMIN_PAGES,
];

interface CompiledPage {
  page: PageDefinition<PageMetaKey>;
  regexp: RegExp;
  /** Names of the pattern's parameters, in the order of the regexp's groups. */
  names: string[];
}

function compilePage(page: PageDefinition<PageMetaKey>): CompiledPage {
  if (page.path === '/') return { page, regexp: /^\/?$/, names: [] };
  const names: string[] = [];
  const source = page.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      let body = name.replace(/[.*+^${}()|[\]\\]/g, '\\$&');
      if (name.startsWith(':')) {
        names.push(name.slice(1));
        body = '([^/]+)';
      }
      return optional ? `(?:/${body})?` : `/${body}`;
    })
    .join('');
  return { page, regexp: new RegExp(`^${source}/?$`), names };
}

const compiled = PAGES.map(compilePage);

/** The built page a path belongs to, or null (the 404 page). */
export function matchPage(pathname: string): PageDefinition<PageMetaKey> | null {
  return compiled.find(({ regexp }) => regexp.test(pathname))?.page ?? null;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The built page a path belongs to with its decoded parameters (`{ cragId: '12', cragName: 'ceuse' }`;
 * an optional parameter the path leaves out is undefined), or null.
 */
export function matchPageWithParams(
  pathname: string,
): { page: PageDefinition<PageMetaKey>; params: Record<string, string | undefined> } | null {
  for (const { page, regexp, names } of compiled) {
    const match = regexp.exec(pathname);
    if (!match) continue;
    const params: Record<string, string | undefined> = {};
    names.forEach((name, index) => {
      const value = match[index + 1];
      params[name] = value === undefined ? undefined : decodeSegment(value);
    });
    return { page, params };
  }
  return null;
}

/** Converts a spec pattern (`/areas/{areaId?}/{areaName?}`) to React Router syntax (`/areas/:areaId?/:areaName?`). */
export function specPatternToRouterPattern(pattern: string): string {
  return pattern.replace(/\{(\w+)(\??)\}/g, ':$1$2');
}
