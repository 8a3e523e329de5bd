import type { PageDefinition } from '../platform/page-types';
import { CRAG_FILTER_KEYS } from './crag-filter-keys';
import type { OUTDOOR_PAGE_META } from './outdoor-page-meta';

type OutdoorMetaKey = keyof (typeof OUTDOOR_PAGE_META)['fr'];

const CRAG = '/crags/:cragId?/:cragName?';
const SECTOR = '/crag-sectors/:cragSectorId?/:cragSectorName?';
const AREA = '/areas/:areaId?/:areaName?';
/** The query of a paged, sorted list (`useListParams`). */
const LIST = ['page', 'sort', 'type'];
/** A point of the map, and the map's view around it (`map-view-query`). */
const POINT = ['latitude', 'longitude'];
/** The crag filters and the view a map page keeps in its address. */
const MAP = [...CRAG_FILTER_KEYS, ...POINT, 'zoom'];

/** Static paths come before the patterns that would also match them (`/crags/new` before a crag). */
export const OUTDOOR_PAGES: readonly PageDefinition<OutdoorMetaKey>[] = [
  { path: '/grades', layout: 'default', access: 'public', meta: 'grades', cache: {} },
  { path: '/crags/search', layout: 'default', access: 'public', meta: 'cragsSearch', cache: 'never' },
  { path: '/crags/new', layout: 'default', access: 'login', meta: 'cragNew' },
  { path: '/outdoor/search/crags', layout: 'default', access: 'public', meta: 'outdoorSearchCrags', cache: 'never' },
  {
    path: '/outdoor/search/crag-routes',
    layout: 'default',
    access: 'public',
    meta: 'outdoorSearchCragRoutes',
    cache: 'never',
  },
  {
    path: '/find/crags',
    layout: 'default',
    access: 'public',
    meta: 'findCrags',
    cache: { reads: ['mode', 'distance', 'page', ...POINT] },
  },
  { path: '/maps/crags', layout: 'default', access: 'public', meta: 'mapsCrags', cache: { reads: MAP } },
  { path: '/embed/crags/map', layout: 'blank', access: 'public', meta: 'embedCragsMap', cache: { reads: MAP } },
  { path: '/escalade-en/france', layout: 'default', access: 'public', meta: 'escaladeEnFrance', cache: {} },
  {
    path: '/escalade-en/france/:departmentNumber?/:departementName',
    layout: 'default',
    access: 'public',
    meta: 'escaladeEnDepartement',
    cache: { reads: ['page'] },
  },
  {
    path: '/escalade-autour-de/:townName',
    layout: 'default',
    access: 'public',
    meta: 'escaladeAutourDe',
    cache: { reads: ['distance'] },
  },
  { path: '/areas/new', layout: 'default', access: 'login', meta: 'areaNew' },
  { path: AREA, layout: 'default', access: 'public', meta: 'area', cache: {} },
  { path: `${AREA}/crags`, layout: 'default', access: 'public', meta: 'areaCrags', cache: { reads: LIST } },
  { path: `${AREA}/edit`, layout: 'default', access: 'public', meta: 'areaEdit' },
  { path: `${AREA}/add-crag`, layout: 'default', access: 'public', meta: 'areaAddCrag' },
  {
    path: '/crag-routes/:cragRouteId?/:cragRouteName',
    layout: 'default',
    access: 'public',
    meta: 'cragRoute',
    cache: { shows: ['route:{cragRouteId}'] },
  },
  { path: SECTOR, layout: 'default', access: 'public', meta: 'cragSector', cache: {} },
  { path: `${SECTOR}/maps`, layout: 'default', access: 'public', meta: 'cragSectorMaps', cache: {} },
  { path: CRAG, layout: 'default', access: 'public', meta: 'crag', cache: { shows: ['crag:{cragId}'] } },
  { path: `${CRAG}/routes`, layout: 'default', access: 'public', meta: 'cragRoutes', cache: { reads: LIST } },
  { path: `${CRAG}/maps`, layout: 'default', access: 'public', meta: 'cragMaps', cache: {} },
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
  {
    path: '/versions/:versionType?/:versionId?/changes',
    layout: 'default',
    access: 'public',
    meta: 'versions',
    // A gym record's history as well as an outdoor one's: an indoor write moves it too.
    cache: { reads: LIST, shows: ['indoor'] },
  },
];
