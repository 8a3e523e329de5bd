/** One step of the hub trail (spec §4): the hub's canonical path and the sub-page last seen under it. */
export interface HubEntry {
  hub: string;
  page: string;
}

/**
 * Visits `page` under `hub`. A hub already in the trail cuts the trail back to it
 * and updates its page; a new hub is appended. Pure: returns a new trail.
 */
export function visitHub(trail: readonly HubEntry[], hub: string, page: string = hub): HubEntry[] {
  const index = trail.findIndex((entry) => entry.hub === hub);
  if (index === -1) return [...trail, { hub, page }];
  return [...trail.slice(0, index), { hub, page }];
}
