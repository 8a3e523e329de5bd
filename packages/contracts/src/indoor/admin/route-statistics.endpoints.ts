import { defineEndpoint } from '../../platform/endpoint';
import { recordIdParams } from '../../platform/path-params';
import { gymRouteStatistics, routeStatisticsQuery } from './route-statistics';

const tags = ['indoor'] as const;

/** The routes' statistics (docs/domain/indoor.md, "Administration"). */
export const gymRouteStatisticsEndpoints = {
  getGymRouteStatistics: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/route_statistics.json',
    summary:
      "A gym's routes in figures: by grade and by level against the mounted set, openings per sector and month, ages " +
      'of the mounted routes, notes, likes and difficulty opinions per level',
    description:
      'Staff managing opening and site administrators; others 403 `need: { gym_name, role: manage_opening }`. Filters: ' +
      'a type of route, a space (another gym’s: 422 `gym_space_id: [not_included]`, none: `not_found`), a period of ' +
      'opening dates `from`–`to` (default the last 12 months in the gym’s days; `to` before `from`: 422 ' +
      '`to: [out_of_order]`; more than 10 years: 422 `from: [too_small]`). Mounted counts, ages and the most liked ' +
      'routes are of the routes mounted now; openings, notes, opinions and the likes total of the routes opened in ' +
      'the period. 404 for an unknown gym.',
    tags,
    access: 'climber',
    narrowedTo: 'gym_staff',
    gymRole: 'manage_opening',
    params: recordIdParams,
    query: routeStatisticsQuery,
    responses: { 200: gymRouteStatistics },
  }),
};
