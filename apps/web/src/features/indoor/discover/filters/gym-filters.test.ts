import { describe, expect, it } from 'vitest';
import { pageOf, queryOf, typesOf, typesToSearch } from './gym-filters';

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
});
