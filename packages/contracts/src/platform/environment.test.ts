import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_COLORS, ENVIRONMENT_PREFIXES, ENVIRONMENT_SEARCH_PATHS, environmentFromPath } from './environment';

// The prefix lists exactly as spec §2.1 writes them.
const SPEC = {
  indoor:
    '/about/indoor, /ascents/indoor, /contests, /find/gyms, /gr, /gym, /home/ascents/indoor, /home/favorites/gyms, /indoor, /maps/gyms',
  outdoor:
    '/areas, /ascents/outdoor, /crag, /escalade, /find/crags, /find/guide-books, /guide-book, /home/ascents/outdoor, /home/favorites/crags, /home/guide-books, /maps/crags, /maps/my-map, /maps/guide-book-papers, /outdoor, /library',
  community:
    '/about/partner-search, /community, /find/climbers, /home/messenger, /maps/climbers, /climbers, /home/search-climbers',
} as const;

describe('environmentFromPath', () => {
  for (const [environment, list] of Object.entries(SPEC)) {
    const prefixes = list.split(', ');
    it(`keeps the spec's ${environment} prefixes`, () => {
      expect([...ENVIRONMENT_PREFIXES[environment as keyof typeof SPEC]].sort()).toEqual([...prefixes].sort());
    });
    for (const prefix of prefixes) {
      it(`${prefix} and its sub-paths are ${environment}`, () => {
        expect(environmentFromPath(prefix)).toBe(environment);
        expect(environmentFromPath(`${prefix}/12/some-name`)).toBe(environment);
      });
    }
  }

  it('matches by string prefix, outdoor first, then indoor, then community', () => {
    expect(environmentFromPath('/grades')).toBe('indoor');
    expect(environmentFromPath('/gyms/12/arkose')).toBe('indoor');
    expect(environmentFromPath('/gym-chains/3')).toBe('indoor');
    expect(environmentFromPath('/crags/1/ceuse')).toBe('outdoor');
    expect(environmentFromPath('/crag-routes/4/biographie')).toBe('outdoor');
    expect(environmentFromPath('/guide-book-papers/find')).toBe('outdoor');
    expect(environmentFromPath('/escalade-autour-de/grenoble')).toBe('outdoor');
    expect(environmentFromPath('/climbers/lucie')).toBe('community');
  });

  it('is none elsewhere', () => {
    for (const path of ['/', '/about', '/home', '/home/settings/general', '/api-and-developers', '/privacy', '/new']) {
      expect(environmentFromPath(path)).toBe('none');
    }
  });
});

describe('environment constants', () => {
  it('uses the theme colours of spec §9', () => {
    expect(ENVIRONMENT_COLORS).toEqual({ outdoor: '#31994e', indoor: '#743ad5', community: '#007b8b' });
  });

  it('sends each environment to its search page and that page is in its environment', () => {
    expect(ENVIRONMENT_SEARCH_PATHS).toEqual({
      outdoor: '/outdoor/search/crags',
      indoor: '/indoor/search',
      community: '/community/search',
    });
    for (const [environment, path] of Object.entries(ENVIRONMENT_SEARCH_PATHS)) {
      expect(environmentFromPath(path)).toBe(environment);
    }
  });
});
