/** One step of the hub trail (spec §4): the hub's canonical path, the sub-page last seen under it, and its name. */
export interface HubEntry {
  hub: string;
  page: string;
  /** What the trail shows for the hub (a crag's name); landing pages are named by the app instead. */
  title?: string;
}

/**
 * Visits `page` under `hub`. A hub already in the trail cuts the trail back to it
 * and updates its page (and its title when one is given); a new hub is appended. Pure: returns a new trail.
 */
export function visitHub(trail: readonly HubEntry[], hub: string, page: string = hub, title?: string): HubEntry[] {
  const index = trail.findIndex((entry) => entry.hub === hub);
  const known = index === -1 ? undefined : trail[index]?.title;
  const name = title ?? known;
  const entry: HubEntry = name === undefined ? { hub, page } : { hub, page, title: name };
  if (index === -1) return [...trail, entry];
  return [...trail.slice(0, index), entry];
}
