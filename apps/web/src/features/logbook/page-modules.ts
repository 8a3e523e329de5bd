import type { PageModule } from '../../lib/page-module';

const ROUTE = '/crags/:cragId?/:cragName?/routes/:cragRouteId/:cragRouteName?';

/**
 * Lazily loaded modules of the logbook pages, keyed by their PAGES path: `log/` logs and edits an
 * ascent (online or offline), `home/` is the climber's own logbook (list, analytics, projects, tick
 * list, sessions, map, CSV), `indoor/` logs indoor ascents and is the climber's indoor logbook.
 */
export const LOGBOOK_PAGE_MODULES: Record<string, PageModule> = {
  '/ascents/new': () => import('./log/pages/ascent-new-page'),
  '/ascents/outdoor/new': () => import('./log/pages/ascent-new-page'),
  '/ascents/indoor/new': () => import('./indoor/pages/indoor-ascent-new-page'),
  [`${ROUTE}/ascents/new`]: () => import('./log/pages/crag-route-ascent-new-page'),
  [`${ROUTE}/ascents/:ascentCragRouteId?/edit`]: () => import('./log/pages/crag-route-ascent-edit-page'),
  '/home/ascents/outdoor': () => import('./home/pages/ascents-page'),
  '/home/ascents/outdoor/analytiks': () => import('./home/pages/analytics-page'),
  '/home/ascents/outdoor/projects': () => import('./home/pages/projects-page'),
  '/home/ascents/outdoor/tick-list': () => import('./home/pages/tick-list-page'),
  '/home/ascents/indoor': () => import('./indoor/pages/indoor-logbook-page'),
  '/home/climbing-sessions': () => import('./home/pages/climbing-sessions-page'),
  '/home/climbing-sessions/:sessionDate': () => import('./home/pages/climbing-session-page'),
  '/maps/my-map': () => import('./home/pages/my-map-page'),
};
