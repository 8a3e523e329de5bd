import { type GymAdminTool, type GymRole, gymAdminToolsFor } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';
import { useSessionStore } from '../../lib/session-store';

/** The texts of the administration area's frame and dashboard (`locales/{fr,en}/gym-admin.json`). */
export const GYM_ADMIN_NAMESPACE = 'gym-admin';

/** `GET gyms/{id}.json` under the gym's own key (`['gyms', id]`), shared with the gym's public pages. */
export function adminGymQuery(gymId: number) {
  return queryOptions({
    queryKey: ['gyms', gymId] as const,
    queryFn: ({ signal }) => callEndpoint(endpoint.getGym, { params: { id: gymId }, signal }),
  });
}

/**
 * The gym an administration page is about and what the signed-in member may do there: their roles (from the
 * session's `administered_gyms`) and so the tools the menu opens (all of them for a site administrator).
 */
export function useAdminGym(gymId: number) {
  const gym = useQuery(adminGymQuery(gymId));
  const user = useSessionStore((state) => state.user);
  const superAdmin = user?.super_admin ?? false;
  const roles: GymRole[] = user?.administered_gyms.find((administered) => administered.id === gymId)?.roles ?? [];
  const tools: GymAdminTool[] = gymAdminToolsFor({ super_admin: superAdmin, roles });
  const can = (role: GymRole | null) => superAdmin || role === null || roles.includes(role);
  return {
    gym,
    name: gym.data?.name ?? null,
    slug_name: gym.data?.slug_name ?? null,
    roles,
    superAdmin,
    tools,
    can,
  };
}
