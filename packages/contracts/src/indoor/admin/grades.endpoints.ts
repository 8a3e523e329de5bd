/** Filled by the administration area's grades tools. */
export const gymGradeEndpoints = {};
