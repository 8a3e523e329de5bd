import { type AscentFilters, type OutdoorAnalytiks, PRIVATE_ASCENTS_CODE } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { Forbidden, NotFound } from '../../lib/errors';
import { findAnalytiksAggregates, findClimberBySlug } from './analytiks.repository';
import { buildAnalytiks } from './analytiks-buckets';
import { ANALYTIKS_DEFAULT_STATUSES, ascentFilterCondition } from './ascent-filter';

type AnalytiksContext = Pick<AppContext, 'db'>;

async function analytiksOf(
  context: AnalytiksContext,
  userId: number,
  filters: AscentFilters,
): Promise<OutdoorAnalytiks> {
  const where = ascentFilterCondition(userId, filters, ANALYTIKS_DEFAULT_STATUSES);
  const { cells, figures } = await findAnalytiksAggregates(context.db, where);
  return buildAnalytiks(cells, figures);
}

/** The signed-in climber's outdoor analytics (always allowed, whatever their privacy settings). */
export function currentUserAnalytiks(
  context: AnalytiksContext,
  user: Pick<AuthUser, 'id'>,
  filters: AscentFilters,
): Promise<OutdoorAnalytiks> {
  return analytiksOf(context, user.id, filters);
}

/**
 * A climber's outdoor analytics as someone else sees them: 404 for an unknown (or deleted) climber,
 * 403 `private_ascents` when they keep their outdoor ascents private. Their own are always shown.
 */
export async function climberAnalytiks(
  context: AnalytiksContext,
  viewer: Pick<AuthUser, 'id'> | null,
  slug: string,
  filters: AscentFilters,
): Promise<OutdoorAnalytiks> {
  const climber = await findClimberBySlug(context.db, slug);
  if (!climber) throw new NotFound('Climber not found');
  if (!climber.public_outdoor_ascents && viewer?.id !== climber.id) {
    throw new Forbidden({
      code: PRIVATE_ASCENTS_CODE,
      message: 'This climber keeps their outdoor ascents private',
    });
  }
  return analytiksOf(context, climber.id, filters);
}
