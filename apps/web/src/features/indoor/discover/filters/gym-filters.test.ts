import { describe, expect, it } from 'vitest';
import { mapViewOf, mapViewToSearch, pageOf, queryOf, typesOf, typesToSearch } from './gym-filters';

describe('the gym filters in an address', () => {
  it('reads the types it knows, in one order, and leaves the others out', () => {
    expect(typesOf(new URLSearchParams('climbing_types=pan, bouldering,skiing'))).toEqual(['bouldering', 'pan']);
    expect(typesOf(new URLSearchParams())).toEqual([]);
  });

  it('writes the types beside the other parameters, and removes them when none is chosen', () => {
    const base = new URLSearchParams('zoom=8&climbing_types=pan');
    expect(typesToSearch(['pan', 'sport_climbing'], base).toString()).toBe(
      'zoom=8&climbing_types=sport_climbing%2Cpan',
    );
    expect(typesToSearch([], base).toString()).toBe('zoom=8');
  });

  it('reads a text trimmed to what the API takes, and a page from 1', () => {
    expect(queryOf(new URLSearchParams(`query=  ${'a'.repeat(120)}`))).toHaveLength(100);
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=two'))).toBe(1);
  });

  it('keeps a map view, and refuses a broken one', () => {
    const search = mapViewToSearch({ latitude: 45.123456, longitude: 5.7, zoom: 11.4 }, new URLSearchParams('a=1'));
    expect(search.toString()).toBe('a=1&latitude=45.12346&longitude=5.70000&zoom=11');
    expect(mapViewOf(search)).toEqual({ latitude: 45.12346, longitude: 5.7, zoom: 11 });
    expect(mapViewOf(new URLSearchParams('latitude=95&longitude=5&zoom=8'))).toBeNull();
    expect(mapViewOf(new URLSearchParams('latitude=45&longitude=5'))).toBeNull();
  });
});
