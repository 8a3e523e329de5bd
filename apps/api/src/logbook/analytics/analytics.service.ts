import {
  type AscentFilters,
  type OutdoorAnalytics,
  outdoorAnalytics as outdoorAnalyticsSchema,
  PRIVATE_ASCENTS_CODE,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { Forbidden, NotFound } from '../../lib/errors';
import { serializeAnswer, withSerialized } from '../../lib/serialized-answer';
import { CATALOGUE_CRAGS_VERSION } from '../../lib/shared-cache';
import {
  findAnalyticsAggregates,
  findClimberBySlug,
  findLogbookStamp,
  type LogbookStamp,
} from './analytics.repository';
import { buildAnalytics } from './analytics-buckets';
import { ANALYTICS_CACHE_SECONDS, analyticsCacheKey } from './analytics-cache';
import { ANALYTICS_DEFAULT_STATUSES, ascentFilterCondition } from './ascent-filter';

type AnalyticsContext = Pick<AppContext, 'db' | 'cache'>;

/**
 * The analytics of a climber's logbook: from the shared cache when an answer is stored under their
 * logbook version, the catalogue's crags version and these filters (`analytics-cache.ts`), else
 * computed in one statement, which reads the logbook version it is then stored under. Kept as the
 * JSON text the route sends, which it sends as it is (`lib/serialized-answer.ts`).
 */
async function analyticsOf(
  context: AnalyticsContext,
  climber: LogbookStamp,
  cragsVersion: number,
  filters: AscentFilters,
): Promise<OutdoorAnalytics> {
  const cached = await context.cache.get<string>(analyticsCacheKey(climber, cragsVersion, filters));
  if (cached !== undefined) return withSerialized(JSON.parse(cached) as OutdoorAnalytics, cached);
  const where = ascentFilterCondition(climber.id, filters, ANALYTICS_DEFAULT_STATUSES);
  const { cells, figures, logbookVersion } = await findAnalyticsAggregates(context.db, climber.id, where);
  const analytics = buildAnalytics(cells, figures);
  const json = serializeAnswer(outdoorAnalyticsSchema, analytics);
  if (logbookVersion !== null) {
    // Not awaited: the answer does not wait for the cache (which never fails: a store away is a no-op).
    void context.cache.set(
      analyticsCacheKey({ uuid: climber.uuid, logbook_version: logbookVersion }, cragsVersion, filters),
      json,
      ANALYTICS_CACHE_SECONDS,
    );
  }
  return withSerialized(analytics, json);
}

/** The signed-in climber's outdoor analytics (always allowed, whatever their privacy settings). */
export async function currentUserAnalytics(
  context: AnalyticsContext,
  user: Pick<AuthUser, 'id'>,
  filters: AscentFilters,
): Promise<OutdoorAnalytics> {
  // The catalogue's version first, or together: an answer computed after it was read is never older than it.
  const [climber, cragsVersion] = await Promise.all([
    findLogbookStamp(context.db, user.id),
    context.cache.version(CATALOGUE_CRAGS_VERSION),
  ]);
  if (!climber) throw new NotFound('Climber not found');
  return analyticsOf(context, climber, cragsVersion, filters);
}

/**
 * A climber's outdoor analytics as someone else sees them: 404 for an unknown (or deleted) climber,
 * 403 `private_ascents` when they keep their outdoor ascents private. Their own are always shown.
 */
export async function climberAnalytics(
  context: AnalyticsContext,
  viewer: Pick<AuthUser, 'id'> | null,
  slug: string,
  filters: AscentFilters,
): Promise<OutdoorAnalytics> {
  const [climber, cragsVersion] = await Promise.all([
    findClimberBySlug(context.db, slug),
    context.cache.version(CATALOGUE_CRAGS_VERSION),
  ]);
  if (!climber) throw new NotFound('Climber not found');
  if (!climber.public_outdoor_ascents && viewer?.id !== climber.id) {
    throw new Forbidden({
      code: PRIVATE_ASCENTS_CODE,
      message: 'This climber keeps their outdoor ascents private',
    });
  }
  return analyticsOf(context, climber, cragsVersion, filters);
}
