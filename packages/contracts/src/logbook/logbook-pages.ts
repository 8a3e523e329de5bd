import { CHARTS_PAGE_BUDGET, type PageBudget, type PageDefinition } from '../platform/page-types';
import type { LOGBOOK_PAGE_META } from './logbook-page-meta';

type LogbookMetaKey = keyof (typeof LOGBOOK_PAGE_META)['fr'];

const ROUTE = '/crags/:cragId?/:cragName?/routes/:cragRouteId/:cragRouteName?';

/**
 * The indoor logbook is one page (spec §2.3): its list, filters and edit form, its charts and the progress per colour
 * (docs/decisions/032, "the indoor logbook").
 */
const INDOOR_LOGBOOK_PAGE_BUDGET: PageBudget = { js: 408, css: 55, decision: '032' };

/**
 * `/ascents/new`, `/ascents/outdoor/new` and `/ascents/indoor/new` are open (spec §2.3: one reading lists no
 * login): a visitor is invited to sign in there.
 */
export const LOGBOOK_PAGES: readonly PageDefinition<LogbookMetaKey>[] = [
  { path: '/ascents/new', layout: 'default', access: 'public', meta: 'ascentNew' },
  { path: '/ascents/outdoor/new', layout: 'default', access: 'public', meta: 'ascentNew' },
  { path: '/ascents/indoor/new', layout: 'default', access: 'public', meta: 'ascentIndoorNew' },
  { path: `${ROUTE}/ascents/new`, layout: 'default', access: 'login', meta: 'cragRouteAscentNew' },
  {
    path: `${ROUTE}/ascents/:ascentCragRouteId?/edit`,
    layout: 'default',
    access: 'login',
    meta: 'cragRouteAscentEdit',
  },
  { path: '/home/ascents/outdoor', layout: 'default', access: 'login', meta: 'homeAscentsOutdoor' },
  {
    path: '/home/ascents/outdoor/analytiks',
    layout: 'default',
    access: 'login',
    meta: 'homeAscentsOutdoorAnalytics',
    budget: CHARTS_PAGE_BUDGET,
  },
  { path: '/home/ascents/outdoor/projects', layout: 'default', access: 'login', meta: 'homeAscentsOutdoorProjects' },
  { path: '/home/ascents/outdoor/tick-list', layout: 'default', access: 'login', meta: 'homeAscentsOutdoorTickList' },
  {
    path: '/home/ascents/indoor',
    layout: 'default',
    access: 'login',
    meta: 'homeAscentsIndoor',
    budget: INDOOR_LOGBOOK_PAGE_BUDGET,
  },
  { path: '/home/climbing-sessions', layout: 'default', access: 'login', meta: 'climbingSessions' },
  { path: '/home/climbing-sessions/:sessionDate', layout: 'default', access: 'login', meta: 'climbingSession' },
  { path: '/maps/my-map', layout: 'default', access: 'login', meta: 'myMap' },
];
