import type { GlobalSearchResult } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { SEARCH_ANSWER } from './search-answer.fixture';
import { allResultsPath, searchOptions } from './search-options';

/** The shared answer, with a town as well. */
const RESULT: GlobalSearchResult = {
  ...SEARCH_ANSWER,
  towns: [
    {
      id: 3,
      name: 'Sigoyer',
      slug: 'sigoyer',
      department_number: '05',
      department_name: 'Hautes-Alpes',
      latitude: 44.48,
      longitude: 5.97,
      population: 700,
    },
  ],
};

describe('search box options', () => {
  it('lists crags, routes, areas, towns, then every result, each with its page', () => {
    const options = searchOptions(RESULT, ' céu ', 'box');
    expect(options.map(({ key, group, href, index }) => ({ key, group, href, index }))).toEqual([
      { key: 'crag-12', group: 'crags', href: '/crags/12/ceuse', index: 0 },
      { key: 'route-7', group: 'crag_routes', href: '/crag-routes/7/biographie', index: 1 },
      { key: 'town-3', group: 'towns', href: '/escalade-autour-de/sigoyer', index: 2 },
      { key: 'all', group: 'all', href: '/outdoor/search/crags?query=c%C3%A9u', index: 3 },
    ]);
    expect(options[0]?.id).toBe('box-crag-12');
  });

  it('offers the crag map when nothing matches', () => {
    const nothing = { crags: [], crag_routes: [], areas: [], towns: [] };
    expect(searchOptions(nothing, 'zzz', 'box').map(({ key, href, index }) => ({ key, href, index }))).toEqual([
      { key: 'map', href: '/maps/crags', index: 0 },
      { key: 'all', href: '/outdoor/search/crags?query=zzz', index: 1 },
    ]);
  });

  it('offers every result even before an answer', () => {
    expect(searchOptions(null, 'ceu', 'box').map((option) => option.key)).toEqual(['all']);
    expect(allResultsPath('  ')).toBe('/outdoor/search/crags');
  });
});
