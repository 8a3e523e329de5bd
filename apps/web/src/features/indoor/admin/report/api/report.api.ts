import type { GymReportUnsubscribed, GymSubscription, GymSubscriptionInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../../lib/endpoint-client';
import { queryClient } from '../../../../../lib/query-client';

/** A gym has a handful of plans over the years, a member a handful of gyms: one page holds them. */
const PLANS_READ = 100;

export const reportKeys = {
  mine: ['gym_subscriptions', 'mine'] as const,
  ofGym: (gymId: number) => ['gym_subscriptions', 'gym', gymId] as const,
};

/** `GET current_users/gym_subscriptions.json`: the plans of the gyms where the climber manages the plan. */
export function useMyGymSubscriptions(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.mine,
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listMyGymSubscriptions, { query: { page: 1, per_page: PLANS_READ }, signal }),
    enabled,
  });
}

/** `GET gyms/{id}/gym_subscriptions.json` (site administrators): a gym's plans, newest start first. */
export function useGymSubscriptions(gymId: number | null) {
  return useQuery({
    queryKey: reportKeys.ofGym(gymId ?? 0),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymSubscriptions, {
        params: { id: gymId ?? 0 },
        query: { page: 1, per_page: PLANS_READ },
        signal,
      }),
    enabled: gymId !== null,
  });
}

function refreshPlans(gymId: number) {
  void queryClient.invalidateQueries({ queryKey: reportKeys.ofGym(gymId) });
  void queryClient.invalidateQueries({ queryKey: reportKeys.mine });
}

/** `POST gyms/{id}/gym_subscriptions.json`: records a plan; the lists follow. */
export async function createGymSubscription(gymId: number, input: GymSubscriptionInput): Promise<GymSubscription> {
  const saved = await callEndpoint(endpoint.createGymSubscription, { params: { id: gymId }, body: input });
  refreshPlans(gymId);
  return saved;
}

/** `DELETE gym_subscriptions/{id}.json`. */
export async function deleteGymSubscription(gymId: number, id: number): Promise<void> {
  await callEndpoint(endpoint.deleteGymSubscription, { params: { id } });
  refreshPlans(gymId);
}

/** `GET gyms.json?query=…`: the gyms a site administrator picks from, by name. */
export function useGymsNamed(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['gym_subscriptions', 'gym_search', trimmed] as const,
    queryFn: async ({ signal }) => {
      const { items } = await callListEndpoint(endpoint.listGyms, {
        query: { query: trimmed, page: 1, per_page: 10 },
        signal,
      });
      return items.map((gym) => ({ id: gym.id, name: gym.name, slug_name: gym.slug_name, city: gym.city }));
    },
    enabled: trimmed.length >= 2,
  });
}

/**
 * `POST gym_administrators/email_report/unsubscribe.json`: the token of a report's link turns that report off, signed
 * in or not (the token names the administrator record). Saying it twice changes nothing.
 */
export const unsubscribeGymEmailReport = (token: string): Promise<GymReportUnsubscribed> =>
  callEndpoint(endpoint.unsubscribeGymEmailReport, { body: { token } });
