import type { PageModule } from '../../lib/page-module';

const GYM = '/gyms/:gymId?/:gymName?';
const CHAIN = '/gym-chains/:gymChainId?';

/**
 * The gym pages that leave places for another domain's parts (the favourite button of the community's follows, the
 * photos, videos and links of a gym, a space and the route whose panel is open): `app/` fills them
 * (`climbing/record-slots.tsx`).
 */
export const INDOOR_RECORD_PAGE_MODULES: Record<string, PageModule> = {
  [GYM]: () => import('./catalogue/pages/gym-page'),
  [`${GYM}/spaces/:gymSpaceId/:gymSpaceName`]: () => import('./catalogue/pages/gym-space-page'),
};

/**
 * Lazily loaded modules of the indoor pages, keyed by their PAGES path: `catalogue/` reads gyms, chains, spaces
 * and routes, `contribute/` creates and edits them (the wiki), `staff/` claims a gym and answers the claims,
 * `discover/` searches, maps and lists, `ranking/` ranks a gym's climbers.
 */
export const INDOOR_PAGE_MODULES: Record<string, PageModule> = {
  // Records
  ...INDOOR_RECORD_PAGE_MODULES,
  [`${GYM}/followers`]: () => import('./catalogue/pages/gym-followers-page'),
  [`${GYM}/ranking`]: () => import('./ranking/pages/gym-ranking-page'),
  [`${GYM}/spaces`]: () => import('./catalogue/pages/gym-spaces-page'),
  '/gr/:gymAndRouteId': () => import('./catalogue/pages/gym-route-link-page'),
  '/grs/:gymId': () => import('./catalogue/pages/gym-route-table-page'),
  [CHAIN]: () => import('./catalogue/pages/gym-chain-page'),
  // The wiki
  '/gyms/new': () => import('./contribute/pages/gym-new-page'),
  [`${GYM}/edit`]: () => import('./contribute/pages/gym-edit-page'),
  [`${GYM}/logo`]: () => import('./contribute/pages/gym-logo-page'),
  [`${GYM}/banner`]: () => import('./contribute/pages/gym-banner-page'),
  [`${GYM}/spaces/new`]: () => import('./contribute/pages/gym-space-new-page'),
  [`${GYM}/spaces/:gymSpaceId/:gymSpaceName?/edit`]: () => import('./contribute/pages/gym-space-edit-page'),
  [`${GYM}/upload-plan`]: () => import('./contribute/pages/gym-upload-plan-page'),
  [`${GYM}/select-space`]: () => import('./contribute/pages/gym-select-space-page'),
  [`${GYM}/select-sector`]: () => import('./contribute/pages/gym-select-sector-page'),
  [`${GYM}/sectors/new`]: () => import('./contribute/pages/gym-sector-new-page'),
  [`${GYM}/sectors/:gymSectorId?/edit`]: () => import('./contribute/pages/gym-sector-edit-page'),
  [`${GYM}/sectors/:gymSectorId?/routes/new`]: () => import('./contribute/pages/gym-route-new-page'),
  [`${GYM}/routes/:gymRouteId?/edit`]: () => import('./contribute/pages/gym-route-edit-page'),
  [`${GYM}/routes/:gymRouteId?/picture`]: () => import('./contribute/pages/gym-route-picture-page'),
  [`${GYM}/routes/:gymRouteId?/thumbnail`]: () => import('./contribute/pages/gym-route-thumbnail-page'),
  [`${CHAIN}/edit`]: () => import('./contribute/pages/gym-chain-edit-page'),
  [`${CHAIN}/logo`]: () => import('./contribute/pages/gym-chain-logo-page'),
  [`${CHAIN}/banner`]: () => import('./contribute/pages/gym-chain-banner-page'),
  // The gym's staff: claiming a gym, the staff's rule, the site administrators' answers
  [`${GYM}/administration-request`]: () => import('./staff/pages/gym-administration-request-page'),
  [`${GYM}/administrator-required`]: () => import('./staff/pages/gym-administrator-required-page'),
  '/gym-administrations': () => import('./staff/pages/gym-administrations-page'),
  // Search, maps and lists
  '/indoor': () => import('./discover/pages/indoor-page'),
  '/indoor/search': () => import('./discover/pages/indoor-search-page'),
  '/find/gyms': () => import('./discover/pages/find-gyms-page'),
  '/maps/gyms': () => import('./discover/pages/maps-gyms-page'),
};
