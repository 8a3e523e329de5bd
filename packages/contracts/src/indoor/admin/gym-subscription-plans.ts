/*
 * Zod-free, so that the plans page (open to visitors) names the plans without loading zod.
 */

/**
 * The plans a site administrator records for a gym (docs/domain/indoor.md, "Plans"). Today they gate nothing:
 * every tool of the administration area is free, whatever the plan.
 */
export const GYM_SUBSCRIPTION_PLANS = ['free', 'club', 'pro'] as const;
export type GymSubscriptionPlan = (typeof GYM_SUBSCRIPTION_PLANS)[number];

/** Where a plan stands on a given day: not begun, running, or over. */
export const GYM_SUBSCRIPTION_STATES = ['upcoming', 'current', 'ended'] as const;
export type GymSubscriptionState = (typeof GYM_SUBSCRIPTION_STATES)[number];

/** A plan's state on `today` (`YYYY-MM-DD`): its last day (`ends_on`) still counts as current. */
export function gymSubscriptionState(
  plan: { starts_on: string; ends_on: string | null },
  today: string,
): GymSubscriptionState {
  if (plan.starts_on > today) return 'upcoming';
  if (plan.ends_on !== null && plan.ends_on < today) return 'ended';
  return 'current';
}
