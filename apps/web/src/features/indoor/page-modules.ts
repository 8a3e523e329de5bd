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
 * `discover/` searches, maps and lists, `ranking/` ranks a gym's climbers, `admin/` is the staff's administration
 * area.
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
  // The gym's administration area: `admin/` (its frame is the shared `climbing/gym-admin/`)
  [`${GYM}/admins`]: () => import('./admin/dashboard/pages/gym-admin-page'),
  [`${GYM}/admins/first-space`]: () => import('./admin/dashboard/pages/gym-admin-first-space-page'),
  [`${GYM}/admins/administrators`]: () => import('./admin/team/pages/gym-admin-administrators-page'),
  [`${GYM}/admins/administrators/new`]: () => import('./admin/team/pages/gym-admin-administrator-new-page'),
  [`${GYM}/admins/administrators/:gymAdministratorId/edit`]: () =>
    import('./admin/team/pages/gym-admin-administrator-edit-page'),
  [`${GYM}/admins/first-difficulty-system`]: () =>
    import('./admin/grades/pages/gym-admin-first-difficulty-system-page'),
  [`${GYM}/admins/grades`]: () => import('./admin/grades/pages/gym-admin-grades-page'),
  [`${GYM}/admins/grades/new`]: () => import('./admin/grades/pages/gym-admin-grade-new-page'),
  [`${GYM}/admins/grades/grade-lines/:gymGradeLineId?/edit`]: () =>
    import('./admin/grades/pages/gym-admin-grade-line-edit-page'),
  [`${GYM}/admins/grades/:gymGradeId`]: () => import('./admin/grades/pages/gym-admin-grade-page'),
  [`${GYM}/admins/grades/:gymGradeId/edit`]: () => import('./admin/grades/pages/gym-admin-grade-edit-page'),
  [`${GYM}/admins/grades/:gymGradeId/grade-lines/new`]: () =>
    import('./admin/grades/pages/gym-admin-grade-line-new-page'),
  [`${GYM}/admins/levels`]: () => import('./admin/grades/pages/gym-admin-levels-page'),
  [`${GYM}/admins/climbing-styles`]: () => import('./admin/grades/pages/gym-admin-climbing-styles-page'),
  [`${GYM}/admins/ranking-systems`]: () => import('./admin/grades/pages/gym-admin-ranking-systems-page'),
  [`${GYM}/admins/space-groups/new`]: () => import('./admin/structure/pages/gym-admin-space-group-new-page'),
  [`${GYM}/admins/space-groups/:gymSpaceGroupId?/edit`]: () =>
    import('./admin/structure/pages/gym-admin-space-group-edit-page'),
  [`${GYM}/admins/tree-structures`]: () => import('./admin/structure/pages/gym-admin-tree-structures-page'),
  [`${GYM}/admins/openers`]: () => import('./admin/structure/pages/gym-admin-openers-page'),
  [`${GYM}/admins/openers/new`]: () => import('./admin/structure/pages/gym-admin-opener-new-page'),
  [`${GYM}/admins/openers/:gymOpenerId/edit`]: () => import('./admin/structure/pages/gym-admin-opener-edit-page'),
  [`${GYM}/admins/routes/tables`]: () => import('./admin/routes/pages/gym-admin-route-tables-page'),
  [`${GYM}/admins/routes/statistics`]: () => import('./admin/statistics/pages/gym-admin-route-statistics-page'),
  [`${GYM}/admins/opening-sheets`]: () => import('./admin/opening-sheets/pages/gym-admin-opening-sheets-page'),
  [`${GYM}/admins/opening-sheets/new`]: () => import('./admin/opening-sheets/pages/gym-admin-opening-sheet-new-page'),
  [`${GYM}/admins/opening-sheets/:gymOpeningSheetId`]: () =>
    import('./admin/opening-sheets/pages/gym-admin-opening-sheet-page'),
  [`${GYM}/opening-sheets/:gymOpeningSheetId?/print`]: () =>
    import('./admin/opening-sheets/pages/gym-opening-sheet-print-page'),
  [`${GYM}/admins/label-templates`]: () => import('./admin/labels/pages/gym-admin-label-templates-page'),
  [`${GYM}/admins/label-templates/new`]: () => import('./admin/labels/pages/gym-admin-label-template-new-page'),
  [`${GYM}/admins/label-templates/:gymLabelTemplateId`]: () =>
    import('./admin/labels/pages/gym-admin-label-template-page'),
  [`${GYM}/label-templates/:gymLabelTemplateId?/print`]: () => import('./admin/labels/pages/gym-label-print-page'),
  [`${GYM}/admins/indoor-subscriptions`]: () => import('./admin/report/pages/gym-admin-indoor-subscriptions-page'),
  '/gym-reports/unsubscribe': () => import('./admin/report/pages/gym-report-unsubscribe-page'),
  // Search, maps and lists
  '/indoor': () => import('./discover/pages/indoor-page'),
  '/indoor/search': () => import('./discover/pages/indoor-search-page'),
  '/find/gyms': () => import('./discover/pages/find-gyms-page'),
  '/maps/gyms': () => import('./discover/pages/maps-gyms-page'),
};
