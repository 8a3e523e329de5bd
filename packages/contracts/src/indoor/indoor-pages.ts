import { CHARTS_PAGE_BUDGET, type PageDefinition } from '../platform/page-types';
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
  // The ranking follows every ascent and highlights the visitor's own line: rendered in the browser, never cached.
  { path: `${GYM}/ranking`, layout: 'default', access: 'public', meta: 'gymRanking' },
  { path: `${GYM}/spaces`, layout: 'default', access: 'public', meta: 'gymSpaces', cache: OF_THE_GYM },
  { path: `${GYM}/spaces/new`, layout: 'default', access: 'public', meta: 'gymSpaceNew', gymRole: 'manage_spaces' },
  {
    path: `${GYM}/spaces/:gymSpaceId/:gymSpaceName`,
    layout: 'default',
    access: 'public',
    meta: 'gymSpace',
    cache: { ...OF_THE_GYM, reads: ['route'] },
  },
  {
    path: `${GYM}/spaces/:gymSpaceId/:gymSpaceName?/edit`,
    layout: 'default',
    access: 'public',
    meta: 'gymSpaceEdit',
    gymRole: 'manage_spaces',
  },
  { path: `${GYM}/edit`, layout: 'default', access: 'login', meta: 'gymEdit', gymRole: 'manage_gym' },
  { path: `${GYM}/banner`, layout: 'default', access: 'login', meta: 'gymBanner', gymRole: 'manage_gym' },
  { path: `${GYM}/logo`, layout: 'default', access: 'login', meta: 'gymLogo', gymRole: 'manage_gym' },
  { path: `${GYM}/upload-plan`, layout: 'default', access: 'public', meta: 'gymUploadPlan', gymRole: 'manage_spaces' },
  {
    path: `${GYM}/select-space`,
    layout: 'default',
    access: 'public',
    meta: 'gymSelectSpace',
    gymRole: 'manage_spaces',
  },
  {
    path: `${GYM}/select-sector`,
    layout: 'default',
    access: 'public',
    meta: 'gymSelectSector',
    gymRole: 'manage_opening',
  },
  { path: `${GYM}/sectors/new`, layout: 'default', access: 'public', meta: 'gymSectorNew', gymRole: 'manage_opening' },
  {
    path: `${GYM}/sectors/:gymSectorId?/edit`,
    layout: 'default',
    access: 'public',
    meta: 'gymSectorEdit',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/sectors/:gymSectorId?/routes/new`,
    layout: 'default',
    access: 'public',
    meta: 'gymRouteNew',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/routes/:gymRouteId?/edit`,
    layout: 'default',
    access: 'public',
    meta: 'gymRouteEdit',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/routes/:gymRouteId?/picture`,
    layout: 'default',
    access: 'public',
    meta: 'gymRoutePicture',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/routes/:gymRouteId?/thumbnail`,
    layout: 'default',
    access: 'public',
    meta: 'gymRouteThumbnail',
    gymRole: 'manage_opening',
  },
  // The gym's staff: claiming a gym, what a climber who is not staff meets, the site administrators' answers.
  { path: `${GYM}/administration-request`, layout: 'default', access: 'public', meta: 'gymAdministrationRequest' },
  { path: `${GYM}/administrator-required`, layout: 'default', access: 'public', meta: 'gymAdministratorRequired' },
  { path: '/gym-administrations', layout: 'default', access: 'super_admin', meta: 'gymAdministrations' },
  // Opened from a weekly report's link: it posts the token it carries, then says which gym's report it turned off.
  { path: '/gym-reports/unsubscribe', layout: 'default', access: 'public', meta: 'gymReportUnsubscribe' },
  // The gym's administration area (docs/domain/indoor.md, "Administration"): its staff, each page behind its role.
  { path: `${GYM}/admins`, layout: 'default', access: 'gym_admin', meta: 'gymAdmin' },
  {
    path: `${GYM}/admins/administrators`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminAdministrators',
    gymRole: 'manage_team_members',
  },
  {
    path: `${GYM}/admins/administrators/new`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminAdministratorNew',
    gymRole: 'manage_team_members',
  },
  {
    path: `${GYM}/admins/administrators/:gymAdministratorId/edit`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminAdministratorEdit',
    gymRole: 'manage_team_members',
  },
  {
    path: `${GYM}/admins/first-space`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminFirstSpace',
    gymRole: 'manage_spaces',
  },
  {
    path: `${GYM}/admins/first-difficulty-system`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminFirstDifficultySystem',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/grades`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminGrades',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/grades/new`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminGradeNew',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/grades/grade-lines/:gymGradeLineId?/edit`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminGradeLineEdit',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/grades/:gymGradeId`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminGrade',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/grades/:gymGradeId/edit`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminGradeEdit',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/grades/:gymGradeId/grade-lines/new`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminGradeLineNew',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/levels`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminLevels',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/climbing-styles`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminClimbingStyles',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/ranking-systems`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminRankingSystems',
    gymRole: 'manage_gym',
  },
  {
    path: `${GYM}/admins/space-groups/new`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminSpaceGroupNew',
    gymRole: 'manage_spaces',
  },
  {
    path: `${GYM}/admins/space-groups/:gymSpaceGroupId?/edit`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminSpaceGroupEdit',
    gymRole: 'manage_spaces',
  },
  {
    path: `${GYM}/admins/tree-structures`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminTreeStructures',
    gymRole: 'manage_spaces',
  },
  {
    path: `${GYM}/admins/openers`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminOpeners',
    gymRole: 'manage_openers',
  },
  {
    path: `${GYM}/admins/openers/new`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminOpenerNew',
    gymRole: 'manage_openers',
  },
  {
    path: `${GYM}/admins/openers/:gymOpenerId/edit`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminOpenerEdit',
    gymRole: 'manage_openers',
  },
  {
    path: `${GYM}/admins/routes/tables`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminRouteTables',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/routes/statistics`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminRouteStatistics',
    gymRole: 'manage_opening',
    budget: CHARTS_PAGE_BUDGET,
  },
  {
    path: `${GYM}/admins/opening-sheets`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminOpeningSheets',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/opening-sheets/new`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminOpeningSheetNew',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/opening-sheets/:gymOpeningSheetId`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminOpeningSheet',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/label-templates`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminLabelTemplates',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/label-templates/new`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminLabelTemplateNew',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/label-templates/:gymLabelTemplateId`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminLabelTemplate',
    gymRole: 'manage_opening',
  },
  {
    path: `${GYM}/admins/comments`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminComments',
    gymRole: 'manage_gym',
  },
  {
    path: `${GYM}/admins/videos`,
    layout: 'default',
    access: 'gym_admin',
    meta: 'gymAdminVideos',
    gymRole: 'manage_gym',
  },
  // Printed from the administration area; open to anyone who has the address, rendered in the browser, never cached.
  {
    path: `${GYM}/label-templates/:gymLabelTemplateId?/print`,
    layout: 'print',
    access: 'public',
    meta: 'gymLabelPrint',
  },
  {
    path: `${GYM}/opening-sheets/:gymOpeningSheetId?/print`,
    layout: 'print',
    access: 'public',
    meta: 'gymOpeningSheetPrint',
  },
  // Open: a visitor is invited to sign in, a climber sees the plans of the gyms they administer.
  {
    path: `${GYM}/admins/indoor-subscriptions`,
    layout: 'default',
    access: 'public',
    meta: 'gymAdminIndoorSubscriptions',
  },
];

/**
 * The indoor pages open to visitors whose content depends on who is there: the wiki's forms and the claim form (a
 * visitor sees the invitation to sign in), the administrator-required page (which names the climber's way in), the
 * ranking (which highlights the climber's own line and follows every ascent), the plans of the gyms the climber
 * administers, the weekly report's way out (which posts its link's token) and the print pages (labels of the routes an
 * address names, an opening sheet its gym's team alone reads). The browser renders them once it knows who is there.
 */
export const INDOOR_OPEN_FORMS: readonly string[] = INDOOR_PAGES.filter(
  (page) => page.access === 'public' && page.cache === undefined,
).map((page) => page.path);
