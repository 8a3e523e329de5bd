/** Filled by the administration area's dashboard tools. */
export const gymAdminDashboardEndpoints = {};
