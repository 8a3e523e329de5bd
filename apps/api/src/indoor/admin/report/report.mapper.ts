import {
  GYM_SUBSCRIPTION_PLANS,
  type GymSubscription,
  type GymSubscriptionPlan,
  gymSubscriptionState,
} from '@climb/contracts';
import type { GymSubscriptionRow } from './report.repository';

/** A plan the contracts do not know (a database holding an old one) reads as the free plan. */
function knownPlan(plan: string): GymSubscriptionPlan {
  return (GYM_SUBSCRIPTION_PLANS as readonly string[]).includes(plan) ? (plan as GymSubscriptionPlan) : 'free';
}

/** A gym's plan, with where it stands on `today` (`YYYY-MM-DD`). */
export function toGymSubscription(row: GymSubscriptionRow, today: string): GymSubscription {
  return {
    id: row.id,
    gym: { id: row.gym_id, name: row.gym_name, slug_name: row.gym_slug_name },
    plan: knownPlan(row.plan),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    terms: row.terms,
    state: gymSubscriptionState(row, today),
    created_at: row.created_at.toISOString(),
  };
}
