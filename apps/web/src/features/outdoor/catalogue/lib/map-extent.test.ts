import { describe, expect, it } from 'vitest';
import { cornersOf, mapExtent, mapView } from './map-extent';

describe('map extent', () => {
  it('fits the bounds of every point', () => {
    expect(
      mapExtent([
        [44.5, 5.9],
        [44.52, 5.88],
        [44.49, 5.95],
      ]),
    ).toEqual({
      kind: 'bounds',
      bounds: [
        [44.49, 5.88],
        [44.52, 5.95],
      ],
    });
  });

  it('centres on one spot instead of zooming to the tiles’ limit', () => {
    expect(mapExtent([[48.4, 2.6]], 14)).toEqual({ kind: 'centre', centre: [48.4, 2.6], zoom: 14 });
    expect(
      mapExtent([
        [48.4, 2.6],
        [48.4001, 2.6001],
      ])?.kind,
    ).toBe('centre');
  });

  it('has nothing to show without points, and reads an area’s bounds as two corners', () => {
    expect(mapExtent([])).toBeNull();
    expect(cornersOf([48.3, 2.5, 48.5, 2.8])).toEqual([
      [48.3, 2.5],
      [48.5, 2.8],
    ]);
  });
});

describe('map view', () => {
  it('fits bounds with room for the markers, or centres on a spot', () => {
    const fitted = mapView(
      mapExtent([
        [44.49, 5.88],
        [44.52, 5.95],
      ]),
      17,
    );
    expect(fitted).toMatchObject({
      bounds: [
        [44.49, 5.88],
        [44.52, 5.95],
      ],
      boundsOptions: { maxZoom: 17 },
    });
    expect(mapView({ kind: 'centre', centre: [48.4, 2.6], zoom: 14 }, 17)).toEqual({ center: [48.4, 2.6], zoom: 14 });
  });
});
