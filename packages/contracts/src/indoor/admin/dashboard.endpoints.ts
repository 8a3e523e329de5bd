import { defineEndpoint } from '../../platform/endpoint';
import { recordIdParams } from '../../platform/path-params';
import { gymAdminDashboard } from './dashboard';

const tags = ['indoor'] as const;

/** The administration area's home: what needs the staff's attention (docs/domain/indoor.md, "Administration"). */
export const gymAdminDashboardEndpoints = {
  getGymAdminDashboard: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/admin_dashboard.json',
    summary:
      "A gym's dashboard for its staff: routes mounted longest, sectors to renew, new comments and videos, the last 28 days' figures against the 28 before, the first steps",
    description:
      'Any administrator of the gym, whatever their roles, and site administrators; others 403 ' +
      '`need: { gym_name, role: gym_administrator }`. Days are counted in the gym’s time zone. 404 for an unknown gym.',
    tags,
    access: 'climber',
    narrowedTo: 'gym_staff',
    params: recordIdParams,
    responses: { 200: gymAdminDashboard },
  }),
};
