import {
  DONE_STATUSES,
  type IndoorAnalytics,
  type IndoorAscentFilters,
  indoorAnalytics as indoorAnalyticsSchema,
} from '@climb/contracts';
import { and, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { gymRefsByIds } from '../../indoor/indoor.public';
import { NotFound } from '../../lib/errors';
import { RuleBreaks } from '../../lib/rule-breaks';
import { serializeAnswer, withSerialized } from '../../lib/serialized-answer';
import { INDOOR_VERSION } from '../../lib/shared-cache';
import { findLogbookStamp } from '../analytics/analytics.repository';
import { ANALYTICS_CACHE_SECONDS, indoorAnalyticsCacheKey } from '../analytics/analytics-cache';
import { indoorFilterConditions } from './gym-ascent.repository';
import { findIndoorAggregates } from './indoor-analytics.repository';
import { buildIndoorAnalytics, daysUpTo, INDOOR_ANALYTICS_DAYS } from './indoor-analytics-buckets';

type AnalyticsContext = Pick<AppContext, 'db' | 'cache'>;

/** Today as the analytics read it: the UTC day (`YYYY-MM-DD`). */
function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * `GET current_users/indoor_analytiks.json`: the signed-in climber's indoor analytics, every status but `project`
 * unless filtered. From the shared cache when an answer is stored under their logbook version, the indoor catalogue's
 * version, the day and these filters (`indoorAnalyticsCacheKey`), else computed in one statement
 * (`findIndoorAggregates`, which reads the logbook version it is then stored under) and the gyms' names. Kept as the
 * JSON text the route sends as it is (`lib/serialized-answer.ts`). `date_to` before `date_from`: 422 `too_small`.
 */
export async function currentUserIndoorAnalytics(
  context: AnalyticsContext,
  user: Pick<AuthUser, 'id'>,
  filters: IndoorAscentFilters,
): Promise<IndoorAnalytics> {
  if (filters.date_from && filters.date_to && filters.date_to < filters.date_from) {
    new RuleBreaks().add('date_to', 'too_small').check();
  }
  const today = utcToday();
  // The catalogue's version first, or together: an answer computed after it was read is never older than it.
  const [climber, indoorVersion] = await Promise.all([
    findLogbookStamp(context.db, user.id),
    context.cache.version(INDOOR_VERSION),
  ]);
  if (!climber) throw new NotFound('Climber not found');
  const cached = await context.cache.get<string>(indoorAnalyticsCacheKey(climber, indoorVersion, today, filters));
  if (cached !== undefined) return withSerialized(JSON.parse(cached) as IndoorAnalytics, cached);

  const where = and(...indoorFilterConditions(climber.id, filters, DONE_STATUSES)) as SQL;
  const [from] = daysUpTo(today, INDOOR_ANALYTICS_DAYS);
  const { logbookVersion, ...aggregates } = await findIndoorAggregates(context.db, climber.id, where, {
    from: from as string,
    today,
  });
  const gyms = await gymRefsByIds(
    context.db,
    aggregates.gyms.map((row) => row.gym_id),
  );
  const analytics = buildIndoorAnalytics(aggregates, gyms, today);
  const json = serializeAnswer(indoorAnalyticsSchema, analytics);
  if (logbookVersion !== null) {
    // Not awaited: the answer does not wait for the cache (which never fails: a store away is a no-op).
    void context.cache.set(
      indoorAnalyticsCacheKey({ uuid: climber.uuid, logbook_version: logbookVersion }, indoorVersion, today, filters),
      json,
      ANALYTICS_CACHE_SECONDS,
    );
  }
  return withSerialized(analytics, json);
}
