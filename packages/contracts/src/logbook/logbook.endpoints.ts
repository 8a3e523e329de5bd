import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { forbiddenErrorBody, validationErrorBody } from '../platform/errors';
import { pageQuery } from '../platform/pagination';
import { recordIdParams } from '../platform/path-params';
import { analyticsQuery, climberSlugParams, outdoorAnalytics } from './analytics';
import {
  ascentCragRoute,
  ascentCragRouteInput,
  ascentCragRouteUpdateInput,
  ascentFilters,
  ascentListQuery,
  ascentPartnerQuery,
  climberRef,
  cragRouteStatus,
  cragRouteStatusQuery,
  projectItem,
  publicAscent,
  publicAscentListQuery,
  tickListItem,
} from './ascent';
import {
  climbingSession,
  climbingSessionInput,
  climbingSessionSummary,
  sessionDatePathParams,
} from './climbing-session';
import { ascentImportInput, ascentImportPreview, ascentImportResult } from './import';
import {
  ascentGymRoute,
  ascentGymRouteInput,
  ascentGymRouteUpdateInput,
  gymLevelProgress,
  gymRouteStatus,
  gymRouteStatusQuery,
  indoorAnalytics,
  indoorAscentFilters,
  indoorAscentListQuery,
} from './indoor-ascent';
import { ascendedCragsFeatureCollection, ascendedCragsQuery } from './my-map';

const tags = ['logbook'] as const;

const publicAscentsDescription =
  'Only climbers whose outdoor ascents are public (`public_outdoor_ascents`); private comments never ' +
  'appear. `commented=true` keeps the ascents with a public comment.';

/** Ascents of crag routes: logged, read, edited and deleted by their author only; public ones on route and crag pages. */
const ascentEndpoints = {
  createAscent: defineEndpoint({
    method: 'POST',
    path: '/ascent_crag_routes.json',
    summary: 'Log an ascent of a crag route',
    description:
      "The day's climbing session is created or reused, the route leaves the climber's tick list, and the " +
      "route's note, hardness, ascent and climber counts are recomputed, all in one transaction. " +
      '`sections` (pitch indexes from 0) defaults to every pitch; an index beyond the route is `too_big`. ' +
      '`roping_status` is null for a boulder, `lead_climb` when left out otherwise; `multi_pitch_*` values ' +
      'need a route of several pitches (`not_included`). Unknown route: `crag_route_id: not_found`; unknown ' +
      'partner: `partner_uuids: not_found`. 201 with the new ascent; 200 with the first one when the climber ' +
      'sends an `idempotency_key` already used (a retried push of the offline queue), nothing written.',
    tags,
    access: 'climber',
    body: ascentCragRouteInput,
    responses: { 200: ascentCragRoute, 201: ascentCragRoute },
  }),

  getAscent: defineEndpoint({
    method: 'GET',
    path: '/ascent_crag_routes/{id}.json',
    summary: 'One of my ascents, with its private comment (403 for an ascent of another climber)',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    responses: { 200: ascentCragRoute },
  }),

  updateAscent: defineEndpoint({
    method: 'PUT',
    path: '/ascent_crag_routes/{id}.json',
    summary: 'Edit one of my ascents (the fields given; 403 for an ascent of another climber)',
    description:
      'A new date moves the ascent to that day’s session (an emptied session is removed); the route’s ' +
      'figures are recomputed; `partner_uuids` replaces the partners. The snapshot (grade and height of ' +
      'the pitches climbed) follows the route as it is now; once the route is deleted it stays as it was.',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    body: ascentCragRouteUpdateInput,
    responses: { 200: ascentCragRoute },
  }),

  deleteAscent: defineEndpoint({
    method: 'DELETE',
    path: '/ascent_crag_routes/{id}.json',
    summary: 'Delete one of my ascents (403 for an ascent of another climber)',
    description: 'Its session goes with its last ascent; the route’s figures are recomputed.',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),

  listRoutePublicAscents: defineEndpoint({
    method: 'GET',
    path: '/crag_routes/{id}/ascents.json',
    summary: 'Public ascents of a route, newest first; X-Total-Count holds the number matching',
    description: publicAscentsDescription,
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: publicAscentListQuery,
    responses: { 200: z.array(publicAscent) },
  }),

  listCragPublicAscents: defineEndpoint({
    method: 'GET',
    path: '/crags/{id}/ascents.json',
    summary: "Public ascents of a crag's routes, newest first; X-Total-Count holds the number matching",
    description: publicAscentsDescription,
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: publicAscentListQuery,
    responses: { 200: z.array(publicAscent) },
  }),
};

/** The signed-in climber's logbook: ascents, statuses, tick list, projects, sessions, map and partners. */
const currentUserEndpoints = {
  listMyAscents: defineEndpoint({
    method: 'GET',
    path: '/current_users/ascent_crag_routes.json',
    summary: 'My ascents of crag routes, sorted and filtered; X-Total-Count holds the number matching',
    description:
      '`query`: words of the route or crag name (each must appear, accents and case ignored). ' +
      'Filters as the analytics and the CSV export; `date_to` before `date_from` is `too_small`.',
    tags,
    access: 'climber',
    query: ascentListQuery,
    responses: { 200: z.array(ascentCragRoute) },
  }),

  listMyRouteStatuses: defineEndpoint({
    method: 'GET',
    path: '/current_users/crag_route_statuses.json',
    summary: 'My status on routes (done, project, in my tick list), for the route lists',
    description:
      'Exactly one of `crag_id`, `crag_sector_id` or `crag_route_ids` (comma-separated, 500 at most); none ' +
      'is `base: required`, several `base: invalid`. Only the routes I logged or tick-listed are listed, ' +
      'by id; any other route has no status.',
    tags,
    access: 'climber',
    query: cragRouteStatusQuery,
    responses: { 200: z.array(cragRouteStatus) },
  }),

  addToTickList: defineEndpoint({
    method: 'POST',
    path: '/crag_routes/{id}/tick_list.json',
    summary: 'Add a route to my tick list (201; 200 with the entry when it is already there)',
    description: 'Logging an ascent of the route removes it from the tick list. Unknown route: 404.',
    tags,
    access: 'climber',
    params: recordIdParams,
    responses: { 200: tickListItem, 201: tickListItem },
  }),

  removeFromTickList: defineEndpoint({
    method: 'DELETE',
    path: '/crag_routes/{id}/tick_list.json',
    summary: 'Remove a route from my tick list (204, also when it was not in it)',
    tags,
    access: 'climber',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),

  listMyTickList: defineEndpoint({
    method: 'GET',
    path: '/current_users/tick_lists.json',
    summary: 'My tick list: routes I want to climb, last added first; X-Total-Count holds their number',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(tickListItem) },
  }),

  listMyProjects: defineEndpoint({
    method: 'GET',
    path: '/current_users/projects.json',
    summary: 'My projects: routes whose ascents by me are all projects, last tried first',
    description: 'A route leaves the list once I log it with any other status. X-Total-Count holds their number.',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(projectItem) },
  }),

  getMyAscendedCrags: defineEndpoint({
    method: 'GET',
    path: '/current_users/ascended_crags_geo_json.json',
    summary: 'The crags I climbed at, as GeoJSON points (my map)',
    description:
      '`minimalistic=true` (the default): what a marker needs; `false` adds my sends, routes sent, hardest ' +
      'send and last day at each crag. The icon follows the climbing types of my ascents there.',
    tags,
    access: 'climber',
    query: ascendedCragsQuery,
    responses: { 200: ascendedCragsFeatureCollection },
  }),

  listFollowedAscents: defineEndpoint({
    method: 'GET',
    path: '/current_users/subscribes_ascents.json',
    summary: 'Recent ascents of the climbers I follow (a page)',
    description:
      'Following climbers does not exist yet: the answer is an empty page with `X-Total-Count: 0`, never ' +
      'an error. It will list their public ascents, newest first, once follows exist.',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(publicAscent) },
  }),

  listMySessions: defineEndpoint({
    method: 'GET',
    path: '/current_users/climbing_sessions.json',
    summary: 'My climbing days, the last first; X-Total-Count holds their number',
    description:
      'A session is created with the first ascent of a day and removed with its last one. Figures: every ' +
      'ascent of the day counts in ascents, crags and metres; the max grade is of the sends.',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(climbingSessionSummary) },
  }),

  getMySession: defineEndpoint({
    method: 'GET',
    path: '/current_users/climbing_sessions/{sessionDate}.json',
    summary: 'One of my climbing days: its ascents, crags, partners and figures (404 when I logged nothing that day)',
    tags,
    access: 'climber',
    params: sessionDatePathParams,
    responses: { 200: climbingSession },
  }),

  updateMySession: defineEndpoint({
    method: 'PUT',
    path: '/current_users/climbing_sessions/{sessionDate}.json',
    summary: 'Describe one of my climbing days (404 when I logged nothing that day)',
    tags,
    access: 'climber',
    params: sessionDatePathParams,
    body: climbingSessionInput,
    responses: { 200: climbingSession },
  }),

  listAscentPartners: defineEndpoint({
    method: 'GET',
    path: '/current_users/ascent_partners.json',
    summary: 'Climbers I can tag on an ascent: my past partners first, then climbers with a public profile',
    description:
      'Each word of `query` must start a word of the name; an empty query lists my past partners. 20 at most.',
    tags,
    access: 'climber',
    query: ascentPartnerQuery,
    responses: { 200: z.array(climberRef) },
  }),
};

/** Outdoor analytics ("analytiks", docs/domain/ascents.md): the charts and figures of a climber's ascents. */
const analyticsEndpoints = {
  getMyAnalytiks: defineEndpoint({
    method: 'GET',
    path: '/current_users/outdoor_analytiks.json',
    summary:
      'My outdoor analytics: ascents by climbing type, by grade bucket (1a … 9c), hardest grade per year and type, per month and per year, and figures (countries, regions, crags, ascents, metres, hardest grade). Filters as the ascent list; every status but `project` by default',
    tags,
    access: 'climber',
    query: analyticsQuery,
    responses: { 200: outdoorAnalytics },
  }),

  getClimberAnalytiks: defineEndpoint({
    method: 'GET',
    path: '/users/{userSlug}/outdoor_analytiks.json',
    summary:
      "A climber's outdoor analytics (same shape and filters as mine): 403 `private_ascents` when they keep their outdoor ascents private, 404 for an unknown climber",
    tags,
    access: 'api_key',
    narrowedTo: 'visible',
    params: climberSlugParams,
    query: analyticsQuery,
    responses: { 200: outdoorAnalytics, 403: forbiddenErrorBody },
  }),
};

/** The logbook as a CSV file: export (our format), and import with a preview (ours and Mountain Project's). */
const csvEndpoints = {
  exportMyAscents: defineEndpoint({
    method: 'GET',
    path: '/current_users/ascent_crag_routes/export.csv',
    summary:
      'My outdoor ascents as a CSV file (docs/logbook-import.md): one row per ascent, oldest first, UTF-8 with a byte order mark, `Content-Disposition: attachment`. Filters as the ascent list (every status by default)',
    tags,
    access: 'climber',
    query: ascentFilters,
    produces: ['text/csv'],
    responses: { 200: z.string().describe('`text/csv; charset=utf-8`, header row first') },
  }),

  previewAscentImport: defineEndpoint({
    method: 'POST',
    path: '/current_users/ascent_imports/preview.json',
    summary:
      'Reads a CSV (`cordee` or `mountain_project`) and shows what importing it would do, row by row: matched with a route, unmatched (with the reason), invalid (field → rules), or a duplicate of an ascent already logged (`errors.base: ["taken"]`). Writes nothing. 422 `csv: invalid` (unreadable, wrong header) or `too_big`',
    tags,
    access: 'climber',
    body: ascentImportInput,
    responses: { 200: ascentImportPreview, 422: validationErrorBody },
  }),

  importAscents: defineEndpoint({
    method: 'POST',
    path: '/current_users/ascent_imports.json',
    summary:
      'Imports every row of the CSV not in `skip_rows`, all or nothing, in one transaction. 422 `csv: not_found` / `invalid` when a row left in is unmatched or invalid (nothing written). A duplicate left in is imported. With `Accept: application/x-ndjson`, answers 200 with one JSON line per step: `progress` (after each batch of rows), then `done` or `failed` (nothing written)',
    tags,
    access: 'climber',
    body: ascentImportInput,
    responses: {
      201: ascentImportResult,
      200: z.string().describe('NDJSON: `{"type":"progress","done":250,"total":900}` … then `done` or `failed`'),
      422: validationErrorBody,
    },
  }),
};

/** Indoor ascents (docs/domain/ascents.md, "Indoor"): of a gym route, or without a route with a quantity. */
const indoorEndpoints = {
  createGymAscent: defineEndpoint({
    method: 'POST',
    path: '/ascent_gym_routes.json',
    summary: 'Log an indoor ascent: of a gym route, or without a route by colour level or grade with a quantity',
    description:
      'With `gym_route_id`: the route of a gym that exists (`gym_route_id: not_found` otherwise); the route, its ' +
      'gym, type, grade and level are copied from it, `quantity` is 1 (`quantity: invalid` otherwise). With ' +
      '`keep_without_route: true`, a route deleted meanwhile is not an error: the ascent is kept without a route ' +
      'from the `gym_id`, `climbing_type`, `level_index` and `grade_value` sent with it (the offline queue). ' +
      'Without a route: `climbing_type` is required, and a `level_index` of the gym `gym_id` ' +
      '(`level_index: not_included` when the gym has no such level for the type) or a `grade_value` ' +
      '(`grade_value: required` when neither); `quantity` 1 to 100. The day’s climbing session is created or ' +
      "reused and the route's figures (note, difficulty, ascents and climbers) recomputed in one transaction. " +
      '201 with the ascent; 200 with the first one when the `idempotency_key` was already used.',
    tags,
    access: 'climber',
    body: ascentGymRouteInput,
    responses: { 200: ascentGymRoute, 201: ascentGymRoute },
  }),

  getGymAscent: defineEndpoint({
    method: 'GET',
    path: '/ascent_gym_routes/{id}.json',
    summary: 'One of my indoor ascents, with its private comment (403 for an ascent of another climber)',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    responses: { 200: ascentGymRoute },
  }),

  updateGymAscent: defineEndpoint({
    method: 'PUT',
    path: '/ascent_gym_routes/{id}.json',
    summary: 'Edit one of my indoor ascents (the fields given; 403 for an ascent of another climber)',
    description:
      '`level_index`, `grade_value` and `quantity` change only an ascent without a route (`base: invalid` ' +
      'otherwise). A new date moves it to that day’s session; the route’s figures are recomputed.',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    body: ascentGymRouteUpdateInput,
    responses: { 200: ascentGymRoute },
  }),

  deleteGymAscent: defineEndpoint({
    method: 'DELETE',
    path: '/ascent_gym_routes/{id}.json',
    summary: 'Delete one of my indoor ascents (403 for an ascent of another climber)',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),

  listMyGymAscents: defineEndpoint({
    method: 'GET',
    path: '/current_users/ascent_gym_routes.json',
    summary: 'My indoor ascents, sorted and filtered; X-Total-Count holds the number matching',
    description:
      '`query`: words of the route or gym name. `date_to` before `date_from` is `too_small`. A dismounted or ' +
      'deleted route stays listed with the snapshot taken when it was logged.',
    tags,
    access: 'climber',
    query: indoorAscentListQuery,
    responses: { 200: z.array(ascentGymRoute) },
  }),

  getMyIndoorAnalytiks: defineEndpoint({
    method: 'GET',
    path: '/current_users/indoor_analytiks.json',
    summary:
      'My indoor analytics: climbs by climbing type, grade, colour level and gym, the last 28 days, and figures; ascents without a route count their quantity. Every status but `project` by default',
    tags,
    access: 'climber',
    query: indoorAscentFilters,
    responses: { 200: indoorAnalytics },
  }),

  getMyGymLevelProgress: defineEndpoint({
    method: 'GET',
    path: '/current_users/gyms/{id}/level_progress.json',
    summary: 'My progress per colour level of a gym: its mounted routes of each level, and how many of them I did',
    description:
      'Follows the routes mounted now: a dismounted route leaves the count, a new one joins it. 404 for an unknown gym.',
    tags,
    access: 'climber',
    params: recordIdParams,
    responses: { 200: gymLevelProgress },
  }),

  listMyGymRouteStatuses: defineEndpoint({
    method: 'GET',
    path: '/current_users/gym_route_statuses.json',
    summary: "My status on a gym's routes (done or project), only those I logged",
    tags,
    access: 'climber',
    query: gymRouteStatusQuery,
    responses: { 200: z.array(gymRouteStatus) },
  }),
};

/** The logbook (docs/domain/ascents.md): ascents, tick lists, projects, sessions, map, analytics, CSV. */
export const logbookEndpoints = {
  ...ascentEndpoints,
  ...indoorEndpoints,
  ...currentUserEndpoints,
  ...analyticsEndpoints,
  ...csvEndpoints,
};
