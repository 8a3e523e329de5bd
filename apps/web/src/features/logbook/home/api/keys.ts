import { logbookKeys } from '../../api/logbook-keys';
import type { LogbookFilters, LogbookSearch } from '../lib/ascent-search';

/**
 * Query keys of the climber's own logbook pages, under the logbook's `logbook` root: an ascent
 * logged, edited or deleted anywhere (`refreshAfterLogbookChange`) refreshes every page here too.
 */
export const logbookHomeKeys = {
  all: logbookKeys.all,
  ascents: (search: LogbookSearch) => [...logbookKeys.all, 'home', 'ascent_crag_routes', search] as const,
  analytics: (filters: LogbookFilters) => [...logbookKeys.all, 'home', 'outdoor_analytics', filters] as const,
  projects: (page: number) => [...logbookKeys.all, 'home', 'projects', page] as const,
  tickList: (page: number) => [...logbookKeys.all, 'home', 'tick_lists', page] as const,
  climbingSessionList: [...logbookKeys.all, 'home', 'climbing_sessions'] as const,
  climbingSessions: (page: number) => [...logbookKeys.all, 'home', 'climbing_sessions', 'list', page] as const,
  climbingSession: (date: string) => [...logbookKeys.all, 'home', 'climbing_sessions', 'one', date] as const,
  ascendedCrags: [...logbookKeys.all, 'home', 'ascended_crags_geo_json'] as const,
};
