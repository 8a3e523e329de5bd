import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the logbook. Everything about the signed-in climber's own logbook starts with
 * `logbook` (helper pages add theirs under it), so one invalidation refreshes lists, statuses,
 * tick list, projects, sessions and analytics after an ascent changes.
 */
export const logbookKeys = {
  all: ['logbook'] as const,
  ascents: (query: object) => ['logbook', 'ascent_crag_routes', 'list', query] as const,
  ascent: (id: number) => ['logbook', 'ascent_crag_routes', id] as const,
  statuses: (scope: object) => ['logbook', 'crag_route_statuses', scope] as const,
  tickList: (query: object) => ['logbook', 'tick_lists', query] as const,
  partners: (query: string) => ['logbook', 'ascent_partners', query] as const,
  publicAscents: (owner: string, id: number, query: object) => ['public_ascents', owner, id, query] as const,
  routeForLog: (id: number) => ['logbook', 'route_for_log', id] as const,
  routeSearch: (query: string, cragId: number | null) => ['logbook', 'route_search', query, cragId] as const,
  gymAscents: (query: object) => ['logbook', 'ascent_gym_routes', 'list', query] as const,
  gymAscent: (id: number) => ['logbook', 'ascent_gym_routes', id] as const,
  gymStatuses: (gymId: number) => ['logbook', 'gym_route_statuses', gymId] as const,
  indoorAnalytics: (filters: object) => ['logbook', 'indoor_analytics', filters] as const,
  levelProgress: (gymId: number) => ['logbook', 'level_progress', gymId] as const,
  /** The gyms I climbed at (my indoor analytics' gyms, and those kept on the device). */
  myGyms: ['logbook', 'my_gyms'] as const,
  gymForLog: (gymId: number) => ['logbook', 'gym_for_log', gymId] as const,
  gymRouteForLog: (routeId: number) => ['logbook', 'gym_route_for_log', routeId] as const,
  gymSearch: (query: string) => ['logbook', 'gym_search', query] as const,
};

/** The route an ascent is of, as far as the caches care. */
export interface TouchedRoute {
  id: number;
  crag: { id: number };
  crag_sector: { id: number } | null;
}

/**
 * After an ascent or a tick list changed: the climber's logbook, the public ascents, and the route's
 * figures (ascent count, note) on its page and in its crag's and sector's lists.
 */
export function refreshAfterLogbookChange(queryClient: QueryClient, route?: TouchedRoute | null): Promise<unknown> {
  const keys: (readonly unknown[])[] = [logbookKeys.all, ['public_ascents']];
  if (route) {
    keys.push(['crag_routes', route.id], ['crags', route.crag.id]);
    if (route.crag_sector) keys.push(['crag_sectors', route.crag_sector.id]);
  }
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The gym route of an indoor ascent, as far as the caches care. */
export interface TouchedGymRoute {
  routeId?: number | null;
  gymId?: number | null;
}

/**
 * After an indoor ascent changed: the climber's logbook (lists, statuses, progress, sessions), and the route's figures
 * (climbers, note, difficulty) in its panel and its gym's ranking. The indoor catalogue's keys follow the API's
 * resources (`['gym_routes', id]`, `['gyms', id, …]`), so they are named here without importing that feature.
 */
export function refreshAfterGymAscentChange(queryClient: QueryClient, touched?: TouchedGymRoute): Promise<unknown> {
  const keys: (readonly unknown[])[] = [logbookKeys.all];
  if (touched?.routeId) keys.push(['gym_routes', touched.routeId]);
  if (touched?.gymId) keys.push(['gyms', touched.gymId, 'ranking']);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
