/** Filled by the administration area's team tools. */
export const gymTeamEndpoints = {};
