import type { Gym } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { useSessionStore } from '../../../../lib/session-store';

/** The most openers the route form offers (a gym has fewer). */
const OPENERS_OFFERED = 100;

/**
 * What the route form offers beyond the route's own fields, once the gym has staff: the gym's openers (read by its
 * staff only, so asked only of them and of site administrators) and the climbing styles the gym uses per type of
 * route (read by anyone). Neither is asked for a gym without staff: the wiki keeps its openers as typed names.
 */
export function useRouteFormExtras(gym: Pick<Gym, 'id' | 'administered'> | undefined) {
  const user = useSessionStore((state) => state.user);
  const staffed = gym?.administered ?? false;
  const isStaff =
    user !== null && (user.super_admin || user.administered_gyms.some((administered) => administered.id === gym?.id));
  const gymId = gym?.id ?? 0;
  const openers = useQuery({
    queryKey: ['gyms', gymId, 'gym_openers', false, 'route_form'] as const,
    queryFn: async ({ signal }) => {
      const page = await callListEndpoint(endpoint.listGymOpeners, {
        params: { id: gymId },
        query: { archived: 'false', per_page: OPENERS_OFFERED },
        signal,
        handleAuthErrors: false,
      });
      return page.items;
    },
    enabled: staffed && isStaff,
  });
  const styles = useQuery({
    queryKey: ['gyms', gymId, 'climbing_styles'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymClimbingStyles, { params: { id: gymId }, signal }),
    enabled: staffed,
  });
  // A failed read leaves the form without these choices rather than keeping it from opening.
  return { openers: openers.data ?? [], styles: styles.data ?? [] };
}
