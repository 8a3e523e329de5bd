import { describe, expect, it } from 'vitest';
import { mapViewFromSearch, mapViewToSearch, pointFromSearch } from './map-view';

describe('map view in the URL', () => {
  it('reads a whole view, and nothing from a partial or broken one', () => {
    expect(mapViewFromSearch(new URLSearchParams('latitude=48.4&longitude=2.6&zoom=11.4'))).toEqual({
      latitude: 48.4,
      longitude: 2.6,
      zoom: 11,
    });
    expect(mapViewFromSearch(new URLSearchParams('latitude=48.4&longitude=2.6'))).toBeNull();
    expect(mapViewFromSearch(new URLSearchParams('latitude=91&longitude=2.6&zoom=5'))).toBeNull();
    expect(mapViewFromSearch(new URLSearchParams('latitude=abc&longitude=2.6&zoom=5'))).toBeNull();
    expect(mapViewFromSearch(new URLSearchParams('latitude=48&longitude=2.6&zoom=40'))).toBeNull();
  });

  it('reads a point without a zoom', () => {
    expect(pointFromSearch(new URLSearchParams('latitude=-45.5&longitude=170'))).toEqual({
      latitude: -45.5,
      longitude: 170,
    });
    expect(pointFromSearch(new URLSearchParams('latitude=&longitude=170'))).toBeNull();
  });

  it('writes a view rounded to about a metre, keeping the filters', () => {
    const search = mapViewToSearch(
      { latitude: 48.123456789, longitude: 2.987654321, zoom: 12.6 },
      new URLSearchParams('seasons=spring'),
    );
    expect(search.toString()).toBe('seasons=spring&latitude=48.12346&longitude=2.98765&zoom=13');
  });
});
