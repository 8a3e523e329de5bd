/** Filled by the administration area's structure tools. */
export const gymStructureEndpoints = {};
