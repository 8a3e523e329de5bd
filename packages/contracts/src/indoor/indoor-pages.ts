import type { PageDefinition } from '../platform/page-types';
import type { INDOOR_PAGE_META } from './indoor-page-meta';

type IndoorMetaKey = keyof (typeof INDOOR_PAGE_META)['fr'];

const GYM = '/gyms/:gymId?/:gymName?';
const CHAIN = '/gym-chains/:gymChainId?';
/** A gym's pages show the gym alone: a write to another gym leaves them in the cache. */
const OF_THE_GYM = { shows: ['gym:{gymId}'], collection: 'none' } as const;
/** A point of the map and the map's view around it, and the types shown. */
const MAP = ['climbing_types', 'latitude', 'longitude', 'zoom'];

/** Static paths come before the patterns that would also match them (`/gyms/new` before a gym). */
export const INDOOR_PAGES: readonly PageDefinition<IndoorMetaKey>[] = [
  { path: '/indoor', layout: 'default', access: 'public', meta: 'indoor', cache: { collection: 'indoor' } },
  { path: '/indoor/search', layout: 'default', access: 'public', meta: 'indoorSearch', cache: 'never' },
  {
    path: '/find/gyms',
    layout: 'default',
    access: 'public',
    meta: 'findGyms',
    cache: { collection: 'indoor', reads: ['climbing_types', 'page'] },
  },
  {
    path: '/maps/gyms',
    layout: 'default',
    access: 'public',
    meta: 'mapsGyms',
    cache: { collection: 'indoor', reads: MAP },
  },
  { path: '/gyms/new', layout: 'default', access: 'login', meta: 'gymNew' },
  { path: '/gr/:gymAndRouteId', layout: 'default', access: 'public', meta: 'gymRouteLink', cache: 'never' },
  {
    path: '/grs/:gymId',
    layout: 'default',
    access: 'public',
    meta: 'gymRouteTable',
    cache: { ...OF_THE_GYM, reads: ['sector', 'type', 'color', 'grade', 'sort', 'page'] },
  },
  { path: CHAIN, layout: 'default', access: 'public', meta: 'gymChain', cache: { collection: 'indoor' } },
  { path: `${CHAIN}/banner`, layout: 'default', access: 'login', meta: 'gymChainBanner' },
  { path: `${CHAIN}/edit`, layout: 'default', access: 'login', meta: 'gymChainEdit' },
  { path: `${CHAIN}/logo`, layout: 'default', access: 'login', meta: 'gymChainLogo' },
  { path: GYM, layout: 'default', access: 'public', meta: 'gym', cache: OF_THE_GYM },
  {
    path: `${GYM}/followers`,
    layout: 'default',
    access: 'public',
    meta: 'gymFollowers',
    cache: { ...OF_THE_GYM, reads: ['page'] },
  },
  { path: `${GYM}/spaces`, layout: 'default', access: 'public', meta: 'gymSpaces', cache: OF_THE_GYM },
  { path: `${GYM}/spaces/new`, layout: 'default', access: 'public', meta: 'gymSpaceNew' },
  {
    path: `${GYM}/spaces/:gymSpaceId/:gymSpaceName`,
    layout: 'default',
    access: 'public',
    meta: 'gymSpace',
    cache: { ...OF_THE_GYM, reads: ['route'] },
  },
  { path: `${GYM}/spaces/:gymSpaceId/:gymSpaceName?/edit`, layout: 'default', access: 'public', meta: 'gymSpaceEdit' },
  { path: `${GYM}/edit`, layout: 'default', access: 'login', meta: 'gymEdit' },
  { path: `${GYM}/banner`, layout: 'default', access: 'login', meta: 'gymBanner' },
  { path: `${GYM}/logo`, layout: 'default', access: 'login', meta: 'gymLogo' },
  { path: `${GYM}/upload-plan`, layout: 'default', access: 'public', meta: 'gymUploadPlan' },
  { path: `${GYM}/select-space`, layout: 'default', access: 'public', meta: 'gymSelectSpace' },
  { path: `${GYM}/select-sector`, layout: 'default', access: 'public', meta: 'gymSelectSector' },
  { path: `${GYM}/sectors/new`, layout: 'default', access: 'public', meta: 'gymSectorNew' },
  { path: `${GYM}/sectors/:gymSectorId?/edit`, layout: 'default', access: 'public', meta: 'gymSectorEdit' },
  { path: `${GYM}/sectors/:gymSectorId?/routes/new`, layout: 'default', access: 'public', meta: 'gymRouteNew' },
  { path: `${GYM}/routes/:gymRouteId?/edit`, layout: 'default', access: 'public', meta: 'gymRouteEdit' },
  { path: `${GYM}/routes/:gymRouteId?/picture`, layout: 'default', access: 'public', meta: 'gymRoutePicture' },
  { path: `${GYM}/routes/:gymRouteId?/thumbnail`, layout: 'default', access: 'public', meta: 'gymRouteThumbnail' },
];

/**
 * The indoor wiki's forms open to visitors (a visitor sees the invitation to sign in): the browser renders them once
 * it knows who is there.
 */
export const INDOOR_OPEN_FORMS: readonly string[] = INDOOR_PAGES.filter(
  (page) => page.access === 'public' && page.cache === undefined,
).map((page) => page.path);
