import { type AscentFilters, type AscentStatus, DONE_STATUSES } from '@climb/contracts';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { ascents } from '../../db/schema';

/**
 * The outdoor ascents of one climber matching `ascentFilters`, as a `where` on `ascents` (served by
 * `ascents_user_released_idx`). A list left empty (`ascent_status=`) is no filter; without a status
 * filter `defaultStatuses` apply (null: every status).
 */
export function ascentFilterCondition(
  userId: number,
  filters: AscentFilters,
  defaultStatuses: readonly AscentStatus[] | null,
): SQL {
  const statuses = filters.ascent_status?.length ? filters.ascent_status : defaultStatuses;
  const conditions: (SQL | undefined)[] = [
    eq(ascents.user_id, userId),
    eq(ascents.kind, 'crag_route'),
    statuses ? inArray(ascents.ascent_status, [...statuses]) : undefined,
    filters.roping_status?.length ? inArray(ascents.roping_status, filters.roping_status) : undefined,
    filters.climbing_type?.length ? inArray(ascents.climbing_type, filters.climbing_type) : undefined,
    filters.date_from ? gte(ascents.released_at, filters.date_from) : undefined,
    filters.date_to ? lte(ascents.released_at, filters.date_to) : undefined,
  ];
  return and(...conditions) as SQL;
}

/** Analytics count what was climbed: every status but `project`, unless the filter says otherwise. */
export const ANALYTICS_DEFAULT_STATUSES: readonly AscentStatus[] = DONE_STATUSES;
