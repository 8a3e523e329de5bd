import { ascentListQuery } from '@climb/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  CHART_FILTER_KEYS,
  FILTER_KEYS,
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

/** The filters as the API's schema reads an address, key by key (what the page did before it dropped zod). */
function filtersBySchema(search: URLSearchParams) {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = ascentListQuery.shape[key].safeParse(raw);
    if (!parsed.success || parsed.data === undefined) continue;
    if (Array.isArray(parsed.data) && parsed.data.length === 0) continue;
    filters[key] = Array.isArray(parsed.data) ? [...new Set(parsed.data)] : parsed.data;
  }
  return filters;
}

describe('the address reader and the API schema', () => {
  const listItem = fc.constantFrom(
    'onsight',
    'flash',
    'red_point',
    'project',
    'lead_climb',
    'top_rope',
    'sport_climbing',
    'bouldering',
    'multi_pitch',
    'dyno',
    'Onsight',
    '',
    ' flash ',
  );
  const list = fc.array(listItem, { maxLength: 4 }).map((items) => items.join(','));
  const day = fc.oneof(
    fc
      .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    fc.constantFrom('2025-02-30', '2024-02-29', '2025-13-01', '2025-1-01', '20250101', 'yesterday', ' 2025-05-01 '),
  );
  const words = fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('fée', '  ', 'a'.repeat(101)));

  it('read every address alike (a range put in order, lists without repeats)', () => {
    fc.assert(
      fc.property(
        fc.record(
          { ascent_status: list, roping_status: list, climbing_type: list, date_from: day, date_to: day, query: words },
          { requiredKeys: [] },
        ),
        (values) => {
          const search = new URLSearchParams(values as Record<string, string>);
          const bySchema = filtersBySchema(search) as Record<string, unknown>;
          const { date_from: from, date_to: to } = bySchema as { date_from?: string; date_to?: string };
          if (from && to && from > to) Object.assign(bySchema, { date_from: to, date_to: from });
          expect(filtersFromSearch(search)).toEqual(bySchema);
        },
      ),
      { numRuns: 500 },
    );
  });
});
