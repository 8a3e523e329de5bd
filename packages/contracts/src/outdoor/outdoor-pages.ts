import type { PageDefinition } from '../platform/page-types';
import type { OUTDOOR_PAGE_META } from './outdoor-page-meta';

type OutdoorMetaKey = keyof (typeof OUTDOOR_PAGE_META)['fr'];

const CRAG = '/crags/:cragId?/:cragName?';
const SECTOR = '/crag-sectors/:cragSectorId?/:cragSectorName?';
const AREA = '/areas/:areaId?/:areaName?';

/** Static paths come before the patterns that would also match them (`/crags/new` before a crag). */
export const OUTDOOR_PAGES: readonly PageDefinition<OutdoorMetaKey>[] = [
  { path: '/grades', layout: 'default', access: 'public', meta: 'grades' },
  { path: '/crags/search', layout: 'default', access: 'public', meta: 'cragsSearch' },
  { path: '/crags/new', layout: 'default', access: 'login', meta: 'cragNew' },
  { path: '/outdoor/search/crags', layout: 'default', access: 'public', meta: 'outdoorSearchCrags' },
  { path: '/outdoor/search/crag-routes', layout: 'default', access: 'public', meta: 'outdoorSearchCragRoutes' },
  { path: '/find/crags', layout: 'default', access: 'public', meta: 'findCrags' },
  { path: '/maps/crags', layout: 'default', access: 'public', meta: 'mapsCrags' },
  { path: '/embed/crags/map', layout: 'blank', access: 'public', meta: 'embedCragsMap' },
  { path: '/escalade-en/france', layout: 'default', access: 'public', meta: 'escaladeEnFrance' },
  {
    path: '/escalade-en/france/:departmentNumber?/:departementName',
    layout: 'default',
    access: 'public',
    meta: 'escaladeEnDepartement',
  },
  { path: '/escalade-autour-de/:townName', layout: 'default', access: 'public', meta: 'escaladeAutourDe' },
  { path: '/areas/new', layout: 'default', access: 'login', meta: 'areaNew' },
  { path: AREA, layout: 'default', access: 'public', meta: 'area' },
  { path: `${AREA}/crags`, layout: 'default', access: 'public', meta: 'areaCrags' },
  { path: `${AREA}/edit`, layout: 'default', access: 'public', meta: 'areaEdit' },
  { path: `${AREA}/add-crag`, layout: 'default', access: 'public', meta: 'areaAddCrag' },
  { path: '/crag-routes/:cragRouteId?/:cragRouteName', layout: 'default', access: 'public', meta: 'cragRoute' },
  { path: SECTOR, layout: 'default', access: 'public', meta: 'cragSector' },
  { path: `${SECTOR}/maps`, layout: 'default', access: 'public', meta: 'cragSectorMaps' },
  { path: CRAG, layout: 'default', access: 'public', meta: 'crag' },
  { path: `${CRAG}/routes`, layout: 'default', access: 'public', meta: 'cragRoutes' },
  { path: `${CRAG}/maps`, layout: 'default', access: 'public', meta: 'cragMaps' },
  { path: `${CRAG}/edit`, layout: 'default', access: 'login', meta: 'cragEdit' },
  { path: `${CRAG}/add-on-area`, layout: 'default', access: 'login', meta: 'cragAddOnArea' },
  { path: `${CRAG}/maps/edit`, layout: 'default', access: 'login', meta: 'cragMapsEdit' },
  { path: `${CRAG}/routes/new`, layout: 'default', access: 'login', meta: 'cragRouteNew' },
  { path: `${CRAG}/sectors/new`, layout: 'default', access: 'login', meta: 'cragSectorNew' },
  {
    path: `${CRAG}/routes/:cragRouteId/:cragRouteName?/edit`,
    layout: 'default',
    access: 'login',
    meta: 'cragRouteEdit',
  },
  {
    path: `${CRAG}/sectors/:cragSectorId?/:cragSectorName?/edit`,
    layout: 'default',
    access: 'login',
    meta: 'cragSectorEdit',
  },
  {
    path: `${CRAG}/sectors/:cragSectorId?/:cragSectorName?/routes/new`,
    layout: 'default',
    access: 'login',
    meta: 'cragRouteNew',
  },
  { path: `${CRAG}/approaches/new`, layout: 'default', access: 'public', meta: 'approachNew' },
  { path: `${CRAG}/approaches/:approachId?/edit`, layout: 'default', access: 'login', meta: 'approachEdit' },
  { path: `${CRAG}/parks/new`, layout: 'default', access: 'public', meta: 'parkNew' },
  { path: `${CRAG}/parks/:parkId?/edit`, layout: 'default', access: 'login', meta: 'parkEdit' },
  { path: '/alerts/:alertId?/edit', layout: 'default', access: 'login', meta: 'alertEdit' },
  { path: '/alerts/:alertableType?/:alertableId?/new', layout: 'default', access: 'login', meta: 'alertNew' },
  { path: '/versions/:versionType?/:versionId?/changes', layout: 'default', access: 'public', meta: 'versions' },
];
