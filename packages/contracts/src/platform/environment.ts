/** The product's environments (spec §2.1). `none` is every page outside the three. */
export const ENVIRONMENTS = ['outdoor', 'indoor', 'community'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export type EnvironmentOrNone = Environment | 'none';

/** Path prefixes per environment, exactly as spec §2.1 lists them, in match order (docs/conventions.md). */
export const ENVIRONMENT_PREFIXES: Readonly<Record<Environment, readonly string[]>> = {
  outdoor: [
    '/areas',
    '/ascents/outdoor',
    '/crag',
    '/escalade',
    '/find/crags',
    '/find/guide-books',
    '/guide-book',
    '/home/ascents/outdoor',
    '/home/favorites/crags',
    '/home/guide-books',
    '/maps/crags',
    '/maps/my-map',
    '/maps/guide-book-papers',
    '/outdoor',
    '/library',
  ],
  indoor: [
    '/about/indoor',
    '/ascents/indoor',
    '/contests',
    '/find/gyms',
    '/gr',
    '/gym',
    '/home/ascents/indoor',
    '/home/favorites/gyms',
    '/indoor',
    '/maps/gyms',
  ],
  community: [
    '/about/partner-search',
    '/community',
    '/find/climbers',
    '/home/messenger',
    '/maps/climbers',
    '/climbers',
    '/home/search-climbers',
  ],
};

/** Theme colour of each environment (spec §9). */
export const ENVIRONMENT_COLORS: Readonly<Record<Environment, string>> = {
  outdoor: '#31994e',
  indoor: '#743ad5',
  community: '#007b8b',
};

/** Where tapping the already-active environment leads (docs/conventions.md). */
export const ENVIRONMENT_SEARCH_PATHS: Readonly<Record<Environment, string>> = {
  outdoor: '/outdoor/search/crags',
  indoor: '/indoor/search',
  community: '/community/search',
};

/** Landing page of each environment. */
export const ENVIRONMENT_HOME_PATHS: Readonly<Record<Environment, string>> = {
  outdoor: '/outdoor',
  indoor: '/indoor',
  community: '/community',
};

/**
 * The environment a path belongs to: a plain string-prefix match, outdoor first,
 * then indoor, then community (so `/grades` is indoor through `/gr`, as the original app does).
 */
export function environmentFromPath(pathname: string): EnvironmentOrNone {
  for (const environment of ENVIRONMENTS) {
    if (ENVIRONMENT_PREFIXES[environment].some((prefix) => pathname.startsWith(prefix))) {
      return environment;
    }
  }
  return 'none';
}
