import type { GlobalSearchResult } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { allResultsPath, searchOptions } from './search-options';

const RESULT: GlobalSearchResult = {
  crags: [
    {
      id: 12,
      name: 'Céüse',
      slug_name: 'ceuse',
      latitude: 44.5,
      longitude: 5.9,
      climbing_types: ['sport_climbing'],
      routes_count: 600,
      grade_min_value: 25,
      grade_max_value: 52,
      town_name: 'Sigoyer',
      department_number: '05',
      country_code: 'FR',
    },
  ],
  crag_routes: [
    {
      id: 7,
      name: 'Biographie',
      slug_name: 'biographie',
      climbing_type: 'sport_climbing',
      height: 35,
      pitches_count: 1,
      grade_min_value: 52,
      grade_max_value: 52,
      grade_text: '9a+',
      crag: { id: 12, name: 'Céüse', slug_name: 'ceuse' },
      crag_sector: null,
      note: null,
      ascents_count: 0,
    },
  ],
  areas: [],
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

  it('offers every result even before an answer', () => {
    expect(searchOptions(null, 'ceu', 'box').map((option) => option.key)).toEqual(['all']);
    expect(allResultsPath('  ')).toBe('/outdoor/search/crags');
  });
});
