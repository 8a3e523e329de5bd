import { type AscentFilters, type OutdoorAnalytics, PRIVATE_ASCENTS_CODE } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { Forbidden, NotFound } from '../../lib/errors';
import { findAnalyticsAggregates, findClimberBySlug } from './analytics.repository';
import { buildAnalytics } from './analytics-buckets';
import { ANALYTICS_DEFAULT_STATUSES, ascentFilterCondition } from './ascent-filter';

type AnalyticsContext = Pick<AppContext, 'db'>;

async function analyticsOf(
  context: AnalyticsContext,
  userId: number,
  filters: AscentFilters,
): Promise<OutdoorAnalytics> {
  const where = ascentFilterCondition(userId, filters, ANALYTICS_DEFAULT_STATUSES);
  const { cells, figures } = await findAnalyticsAggregates(context.db, where);
  return buildAnalytics(cells, figures);
}

/** The signed-in climber's outdoor analytics (always allowed, whatever their privacy settings). */
export function currentUserAnalytics(
  context: AnalyticsContext,
  user: Pick<AuthUser, 'id'>,
  filters: AscentFilters,
): Promise<OutdoorAnalytics> {
  return analyticsOf(context, user.id, filters);
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
  const climber = await findClimberBySlug(context.db, slug);
  if (!climber) throw new NotFound('Climber not found');
  if (!climber.public_outdoor_ascents && viewer?.id !== climber.id) {
    throw new Forbidden({
      code: PRIVATE_ASCENTS_CODE,
      message: 'This climber keeps their outdoor ascents private',
    });
  }
  return analyticsOf(context, climber.id, filters);
}
