import type { GymViewportCollection } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { buildPointIndex, clusterItems, countShown, splitViewportAnswer } from '../../../../climbing/map/crag-clusters';

const gym = (id: number, longitude: number, latitude: number) => ({
  type: 'Feature' as const,
  geometry: { type: 'Point' as const, coordinates: [longitude, latitude] as [number, number] },
  properties: { id, name: `Gym ${id}`, slug_name: `gym-${id}`, city: 'Lyon', climbing_types: ['bouldering' as const] },
});

const answer: GymViewportCollection = {
  type: 'FeatureCollection',
  bbox: [-5, 40, 10, 52],
  zoom: 6,
  partial: false,
  features: [
    gym(1, 4.85, 45.75),
    gym(2, 4.851, 45.751),
    gym(3, 2.35, 48.85),
    { type: 'Feature', geometry: { type: 'Point', coordinates: [5.4, 43.3] }, properties: { cluster: true, count: 7 } },
  ],
};

describe('the gyms map clusters', () => {
  it('splits the server bubbles from the gyms', () => {
    const { points: gyms, clusters } = splitViewportAnswer(answer);
    expect(gyms.map((feature) => feature.properties.id)).toEqual([1, 2, 3]);
    expect(clusters).toEqual([{ latitude: 43.3, longitude: 5.4, count: 7 }]);
  });

  it('puts gyms a street apart in one bubble far out, and apart close in', () => {
    const index = buildPointIndex(splitViewportAnswer(answer).points);
    const far = clusterItems(index, [-5, 40, 10, 52], 6);
    expect(far.filter((item) => item.kind === 'cluster').map((item) => item.kind === 'cluster' && item.count)).toEqual([
      2,
    ]);
    expect(far.filter((item) => item.kind === 'point')).toHaveLength(1);
    const close = clusterItems(index, [4.8, 45.7, 4.9, 45.8], 17);
    expect(close.map((item) => (item.kind === 'point' ? item.properties.id : 0)).sort()).toEqual([1, 2]);
  });

  it('counts the gyms shown in a box, bubbles included', () => {
    const { points: gyms, clusters } = splitViewportAnswer(answer);
    expect(countShown(gyms, clusters, [-5, 40, 10, 52])).toBe(10);
    expect(countShown(gyms, clusters, [4, 45, 6, 46])).toBe(2);
  });
});
