import type { i18n as I18n } from 'i18next';
import { PAGE_MODULES } from './page-modules';

/** The route page's "log it" and the top bar's "add an ascent" (outdoors and indoors): the forms that work offline. */
const LOGGING_PAGES = [
  '/crags/:cragId?/:cragName?/routes/:cragRouteId/:cragRouteName?/ascents/new',
  '/ascents/new',
  '/ascents/indoor/new',
];
/** Their texts, and the search results'. */
const OFFLINE_TEXTS = ['logbook', 'logbook-enums', 'outdoor-enums', 'discover', 'logbook-indoor', 'indoor-enums'];

/**
 * The stylesheets the server wrote into the page rather than linked (docs/decisions/034), named by disabled links:
 * fetched once, so that the same page drawn by the browser alone, offline, finds them in the worker's cache.
 */
function inlineStylesheets(): Promise<Response>[] {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]');
  return [...links].map((link) => fetch(link.href));
}

/**
 * The code a climber reaches without changing page: the shell's drawer, menus and search results, and the
 * logging forms (their page table, modules and texts), and the page's own styles. Loaded once the first page is
 * idle, so the service worker's runtime cache keeps them (docs/decisions/008): offline, they open without their
 * files having been used online. A file that fails is simply asked again at the next start.
 */
function loadOfflineCode(i18n: I18n): void {
  void Promise.allSettled([
    ...inlineStylesheets(),
    import('./shell/app-drawer'),
    import('./shell/account-menu'),
    import('./shell/add-ascent-menu'),
    import('../features/outdoor/discover/search/global-search-results'),
    ...LOGGING_PAGES.map((path) => PAGE_MODULES[path]?.()),
    i18n.loadNamespaces(OFFLINE_TEXTS),
  ]);
}

/**
 * Once the page is idle: a page the worker does not control yet (the first visit, before it is installed)
 * would only fill the browser's own cache, so the code waits until a worker controls the page.
 */
export function loadOfflineCodeWhenIdle(i18n: I18n): void {
  if (!('serviceWorker' in navigator)) return;
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 2_000);
  const load = () => whenIdle(() => loadOfflineCode(i18n));
  if (navigator.serviceWorker.controller) load();
  else navigator.serviceWorker.addEventListener('controllerchange', load, { once: true });
}
