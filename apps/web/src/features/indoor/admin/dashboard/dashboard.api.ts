import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';

/**
 * `GET gyms/{id}/admin_dashboard.json`: what needs the staff's attention. Under the gym's key (`['gyms', id]`), so
 * that what refreshes the gym (a new space, its difficulty system) refreshes its first steps too.
 */
export function gymAdminDashboardQuery(gymId: number) {
  return queryOptions({
    queryKey: ['gyms', gymId, 'admin_dashboard'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymAdminDashboard, { params: { id: gymId }, signal }),
    staleTime: 0,
  });
}

export function useGymAdminDashboard(gymId: number) {
  return useQuery(gymAdminDashboardQuery(gymId));
}
