import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  normaliseFilters,
} from './crag-filters-query';

describe('crag filters in the URL', () => {
  it('reads every filter of the API from a query', () => {
    const search = new URLSearchParams(
      'climbing_types=sport_climbing,bouldering&grade_min=31&grade_max=37&orientations=south,south_west' +
        '&seasons=spring&rain=protected&sun=shady&rocks=limestone,granite&approach_max=20&altitude_min=500&altitude_max=1800',
    );
    expect(filtersFromSearch(search)).toEqual({
      climbing_types: ['sport_climbing', 'bouldering'],
      grade_min: 31,
      grade_max: 37,
      orientations: ['south', 'south_west'],
      seasons: ['spring'],
      rain: 'protected',
      sun: ['shady'],
      rocks: ['limestone', 'granite'],
      approach_max: 20,
      altitude_min: 500,
      altitude_max: 1800,
    });
  });

  it('drops a bad value but keeps the other filters of a shared link', () => {
    const search = new URLSearchParams('grade_min=99&rain=sometimes&seasons=spring&climbing_types=&zoom=12');
    expect(filtersFromSearch(search)).toEqual({ seasons: ['spring'] });
    expect(filtersFromSearch(new URLSearchParams('climbing_types=sport_climbing,flying'))).toEqual({});
  });

  it('writes filters back, lists comma-joined, empty ones left out, other parameters kept', () => {
    const base = new URLSearchParams('latitude=48.4&longitude=2.6&zoom=11&grade_min=20');
    const search = filtersToSearch({ climbing_types: ['bouldering'], grade_max: 40, rocks: [] }, base);
    expect(Object.fromEntries(search)).toEqual({
      latitude: '48.4',
      longitude: '2.6',
      zoom: '11',
      climbing_types: 'bouldering',
      grade_max: '40',
    });
  });

  it('reads back what it writes', () => {
    const filters = {
      climbing_types: ['deep_water' as const],
      grade_min: 25,
      orientations: ['north' as const, 'east' as const],
      sun: ['sunny_morning' as const],
      approach_max: 45,
      altitude_max: 2000,
    };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it('puts the ends of a range in order', () => {
    expect(normaliseFilters({ grade_min: 40, grade_max: 30, altitude_min: 900, altitude_max: 100 })).toEqual({
      grade_min: 30,
      grade_max: 40,
      altitude_min: 100,
      altitude_max: 900,
    });
    expect(filtersFromSearch(new URLSearchParams('grade_min=40&grade_max=30'))).toEqual({
      grade_min: 30,
      grade_max: 40,
    });
  });

  it('gives the API query and counts the filters set', () => {
    expect(filtersToQuery({ seasons: ['summer', 'autumn'], altitude_min: 0 })).toEqual({
      seasons: 'summer,autumn',
      altitude_min: '0',
    });
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ seasons: [], rain: 'exposed', grade_min: 31 })).toBe(2);
  });
});
