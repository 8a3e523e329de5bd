import type { PageModule } from '../../lib/page-module';

const CRAG = '/crags/:cragId?/:cragName?';
const SECTOR = '/crag-sectors/:cragSectorId?/:cragSectorName?';
const AREA = '/areas/:areaId?/:areaName?';

/**
 * The record pages that leave places for another domain's parts (the climber's marks and ascents,
 * the comments, the offline copy of a crag's routes, the photos, videos and links): `app/` fills them
 * (`climbing/record-slots.tsx`).
 */
export const RECORD_PAGE_MODULES: Record<string, PageModule> = {
  [CRAG]: () => import('./catalogue/pages/crag-page'),
  [`${CRAG}/routes`]: () => import('./catalogue/pages/crag-routes-page'),
  [SECTOR]: () => import('./catalogue/pages/crag-sector-page'),
  '/crag-routes/:cragRouteId?/:cragRouteName': () => import('./catalogue/pages/crag-route-page'),
  [AREA]: () => import('./catalogue/pages/area-page'),
};

/**
 * The history page of the wiki's records, the gyms' too: `app/` gives it the ways back to another catalogue's
 * records (`climbing/version-targets.tsx`).
 */
export const VERSION_PAGE_MODULES: Record<string, PageModule> = {
  '/versions/:versionType?/:versionId?/changes': () => import('./catalogue/pages/versions-page'),
};

/**
 * Lazily loaded modules of the outdoor pages, keyed by their PAGES path: `catalogue/` reads the
 * records, `contribute/` creates and edits them (the wiki), `discover/` searches, maps and lists.
 */
export const OUTDOOR_PAGE_MODULES: Record<string, PageModule> = {
  // Records
  ...RECORD_PAGE_MODULES,
  [`${CRAG}/maps`]: () => import('./catalogue/pages/crag-maps-page'),
  [`${SECTOR}/maps`]: () => import('./catalogue/pages/crag-sector-maps-page'),
  [`${AREA}/crags`]: () => import('./catalogue/pages/area-crags-page'),
  ...VERSION_PAGE_MODULES,
  '/grades': () => import('./catalogue/pages/grades-page'),
  // The wiki
  '/crags/new': () => import('./contribute/pages/crag-new-page'),
  [`${CRAG}/edit`]: () => import('./contribute/pages/crag-edit-page'),
  [`${CRAG}/add-on-area`]: () => import('./contribute/pages/crag-add-on-area-page'),
  [`${CRAG}/maps/edit`]: () => import('./contribute/pages/crag-maps-edit-page'),
  [`${CRAG}/routes/new`]: () => import('./contribute/pages/crag-route-new-page'),
  [`${CRAG}/sectors/:cragSectorId?/:cragSectorName?/routes/new`]: () =>
    import('./contribute/pages/crag-route-new-page'),
  [`${CRAG}/routes/:cragRouteId/:cragRouteName?/edit`]: () => import('./contribute/pages/crag-route-edit-page'),
  [`${CRAG}/sectors/new`]: () => import('./contribute/pages/crag-sector-new-page'),
  [`${CRAG}/sectors/:cragSectorId?/:cragSectorName?/edit`]: () => import('./contribute/pages/crag-sector-edit-page'),
  [`${CRAG}/approaches/new`]: () => import('./contribute/pages/approach-new-page'),
  [`${CRAG}/approaches/:approachId?/edit`]: () => import('./contribute/pages/approach-edit-page'),
  [`${CRAG}/parks/new`]: () => import('./contribute/pages/park-new-page'),
  [`${CRAG}/parks/:parkId?/edit`]: () => import('./contribute/pages/park-edit-page'),
  '/areas/new': () => import('./contribute/pages/area-new-page'),
  [`${AREA}/edit`]: () => import('./contribute/pages/area-edit-page'),
  [`${AREA}/add-crag`]: () => import('./contribute/pages/area-add-crag-page'),
  '/alerts/:alertableType?/:alertableId?/new': () => import('./contribute/pages/alert-new-page'),
  '/alerts/:alertId?/edit': () => import('./contribute/pages/alert-edit-page'),
  // Search, maps and lists
  '/outdoor/search/crags': () => import('./discover/pages/search-crags-page'),
  '/outdoor/search/crag-routes': () => import('./discover/pages/search-crag-routes-page'),
  '/crags/search': () => import('./discover/pages/crags-search-page'),
  '/find/crags': () => import('./discover/pages/find-crags-page'),
  '/maps/crags': () => import('./discover/pages/maps-crags-page'),
  '/embed/crags/map': () => import('./discover/pages/embed-crags-map-page'),
  '/escalade-en/france': () => import('./discover/pages/escalade-en-france-page'),
  '/escalade-en/france/:departmentNumber?/:departementName': () => import('./discover/pages/department-page'),
  '/escalade-autour-de/:townName': () => import('./discover/pages/town-page'),
};
