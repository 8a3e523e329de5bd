/** Links to indoor records: `/gyms/4/bloc-session`. One helper per kind so every page builds the same addresses. */
interface Named {
  id: number;
  slug_name: string;
}

/** A gym's pages: the gym, its spaces, followers, and the wiki's pages under it. */
export const gymPath = (gym: Named, child?: string) => `/gyms/${gym.id}/${gym.slug_name}${child ? `/${child}` : ''}`;

/** Where a climber asks to administer a gym that has no staff yet (and reads the answer to their last request). */
export const gymAdministrationRequestPath = (gym: Named) => gymPath(gym, 'administration-request');

/**
 * Where a climber meets the gym's staff rule: the gym is run by its team, and `role` (the one the page or the call
 * needed) names what they lack.
 */
export const gymAdministratorRequiredPath = (gym: Named, role?: string) =>
  `${gymPath(gym, 'administrator-required')}${role ? `?role=${encodeURIComponent(role)}` : ''}`;

/** A space of a gym; with `routeId`, the space with that route's panel open. */
export const gymSpacePath = (gym: Named, space: Named, routeId?: number) =>
  `${gymPath(gym, `spaces/${space.id}/${space.slug_name}`)}${routeId === undefined ? '' : `?route=${routeId}`}`;

/** The table of a gym's mounted routes. */
export const gymRoutesTablePath = (gymId: number) => `/grs/${gymId}`;

/** The short address of a route printed on its label: `/gr/4-120`. */
export const gymRouteLinkPath = (gymId: number, routeId: number) => `/gr/${gymId}-${routeId}`;

export const gymChainPath = (chain: { id: number }, child?: 'edit' | 'logo' | 'banner') =>
  `/gym-chains/${chain.id}${child ? `/${child}` : ''}`;
