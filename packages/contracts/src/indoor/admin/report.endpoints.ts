/** Filled by the administration area's report tools. */
export const gymReportEndpoints = {};
