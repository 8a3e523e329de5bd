import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  CHART_FILTER_KEYS,
  filtersFromSearch,
  filtersOnly,
  filtersToQuery,
  filtersToSearch,
  logbookSearchFrom,
  sortToSearch,
} from './ascent-search';

describe('logbook filters in the address', () => {
  it('reads every filter of the API from an address', () => {
    const search = new URLSearchParams(
      'ascent_status=onsight,flash&roping_status=lead_climb&climbing_type=sport_climbing,multi_pitch' +
        '&date_from=2025-01-01&date_to=2025-12-31&query=fée',
    );
    expect(filtersFromSearch(search)).toEqual({
      ascent_status: ['onsight', 'flash'],
      roping_status: ['lead_climb'],
      climbing_type: ['sport_climbing', 'multi_pitch'],
      date_from: '2025-01-01',
      date_to: '2025-12-31',
      query: 'fée',
    });
  });

  it('drops a bad value but keeps the other filters of a shared link', () => {
    const search = new URLSearchParams(
      'ascent_status=onsight,dyno&date_from=2025-13-45&climbing_type=&query=%20&page=x',
    );
    expect(filtersFromSearch(search)).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('ascent_status=sent,sent&date_to=2024-05-01'))).toEqual({
      ascent_status: ['sent'],
      date_to: '2024-05-01',
    });
  });

  it('puts a reversed date range back in order', () => {
    expect(filtersFromSearch(new URLSearchParams('date_from=2025-06-01&date_to=2025-03-01'))).toEqual({
      date_from: '2025-03-01',
      date_to: '2025-06-01',
    });
  });

  it('reads the order and the page, the defaults for anything unknown', () => {
    expect(logbookSearchFrom(new URLSearchParams('sort=grade&direction=asc&page=3'))).toEqual({
      filters: {},
      sort: 'grade',
      direction: 'asc',
      page: 3,
    });
    expect(logbookSearchFrom(new URLSearchParams('sort=height&direction=up&page=-2'))).toEqual({
      filters: {},
      sort: 'released_at',
      direction: 'desc',
      page: 1,
    });
  });

  it('writes filters back, lists comma-joined, other parameters kept, the page dropped', () => {
    const base = new URLSearchParams('sort=name&page=4&query=old');
    const search = filtersToSearch(
      { ascent_status: ['red_point', 'onsight'], roping_status: [], date_to: '2025-02-01' },
      base,
    );
    expect(Object.fromEntries(search)).toEqual({
      sort: 'name',
      ascent_status: 'red_point,onsight',
      date_to: '2025-02-01',
    });
  });

  it('reads back what it writes', () => {
    const filters = {
      ascent_status: ['project' as const],
      climbing_type: ['bouldering' as const],
      date_from: '2024-04-01',
      query: 'Biographie',
    };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it('leaves the default order out of the address', () => {
    expect(sortToSearch('released_at', 'desc', new URLSearchParams('sort=grade&page=2')).toString()).toBe('');
    expect(Object.fromEntries(sortToSearch('crag', 'asc', new URLSearchParams('query=x')))).toEqual({
      query: 'x',
      sort: 'crag',
      direction: 'asc',
    });
  });

  it('keeps only the filters when moving to the charts, and the charts ignore the words', () => {
    const search = new URLSearchParams('ascent_status=flash&sort=grade&page=2&query=fée');
    expect(filtersOnly(search).toString()).toBe('ascent_status=flash&query=f%C3%A9e');
    expect(filtersToQuery(filtersFromSearch(search), CHART_FILTER_KEYS)).toEqual({ ascent_status: 'flash' });
    expect(activeFilterCount(filtersFromSearch(search))).toBe(2);
    expect(activeFilterCount(filtersFromSearch(search), CHART_FILTER_KEYS)).toBe(1);
  });
});
