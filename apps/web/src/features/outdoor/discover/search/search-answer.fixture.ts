import type { GlobalSearchResult } from '@climb/contracts';

/** A search answer with one crag (Céüse) and one of its routes (Biographie), shared by the search tests. */
export const SEARCH_ANSWER: GlobalSearchResult = {
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
  towns: [],
};
