import type { CragSummary, CragViewportCollection } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  buildPointIndex,
  CLUSTER_MAX_ZOOM,
  type CragFeature,
  clusterItems,
  countInside,
  countShown,
  featuresOfSummaries,
  padBbox,
  splitViewportAnswer,
} from './crag-clusters';

function feature(id: number, longitude: number, latitude: number): CragFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    properties: {
      id,
      name: `Crag ${id}`,
      slug_name: `crag-${id}`,
      icon: '10000',
      routes_count: id,
      grade_min_value: 25,
      grade_max_value: 37,
    },
  };
}

// Three crags a few hundred metres apart near Fontainebleau, one far away in the Alps.
const FEATURES = [feature(1, 2.6, 48.4), feature(2, 2.602, 48.401), feature(3, 2.604, 48.399), feature(4, 5.9, 44.5)];
const FRANCE: [number, number, number, number] = [-5, 41, 10, 52];

describe('crag clustering', () => {
  it('groups close crags into one bubble counting them all at a low zoom', () => {
    const items = clusterItems(buildPointIndex(FEATURES), FRANCE, 6);
    const clusters = items.filter((item) => item.kind === 'cluster');
    const crags = items.filter((item) => item.kind === 'point');
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ kind: 'cluster', count: 3 });
    expect(crags).toHaveLength(1);
    expect(crags[0]).toMatchObject({
      kind: 'point',
      latitude: 44.5,
      longitude: 5.9,
      properties: { id: 4, name: 'Crag 4' },
    });
  });

  it('draws every crag alone once zoomed in, with its properties', () => {
    const items = clusterItems(buildPointIndex(FEATURES), FRANCE, CLUSTER_MAX_ZOOM + 1);
    expect(items.every((item) => item.kind === 'point')).toBe(true);
    expect(items.map((item) => (item.kind === 'point' ? item.properties.id : 0)).sort()).toEqual([1, 2, 3, 4]);
  });

  it('keeps only what lies in the box', () => {
    const items = clusterItems(buildPointIndex(FEATURES), [5, 44, 6, 45], CLUSTER_MAX_ZOOM + 1);
    expect(items).toHaveLength(1);
    expect(countInside(FEATURES, [2, 48, 3, 49])).toBe(3);
    expect(countInside(FEATURES, FRANCE)).toBe(4);
    expect(countInside(FEATURES, [0, 0, 1, 1])).toBe(0);
  });

  it('answers nothing for no crags', () => {
    expect(clusterItems(buildPointIndex([]), FRANCE, 6)).toEqual([]);
  });

  it('turns list summaries into the same markers as the map GeoJSON', () => {
    const summary: CragSummary = {
      id: 12,
      name: 'Céüse',
      slug_name: 'ceuse',
      latitude: 44.5,
      longitude: 5.94,
      climbing_types: ['sport_climbing', 'multi_pitch'],
      routes_count: 600,
      grade_min_value: 25,
      grade_max_value: 52,
      town_name: 'Sigoyer',
      department_number: '05',
      country_code: 'FR',
    };
    expect(featuresOfSummaries([summary])).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [5.94, 44.5] },
        properties: {
          id: 12,
          name: 'Céüse',
          slug_name: 'ceuse',
          icon: '11000',
          routes_count: 600,
          grade_min_value: 25,
          grade_max_value: 52,
        },
      },
    ]);
  });

  it('pads bounds around points and boxes within the world', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { latitude: 48, longitude: 2 },
        { latitude: 49, longitude: 3 },
      ]),
    ).toEqual([
      [47.99, 1.99],
      [49.01, 3.01],
    ]);
    expect(padBbox([0, 0, 4, 2])).toEqual([-1, -0.5, 5, 2.5]);
    expect(padBbox([-179, -89, 179, 89])).toEqual([-180, -90, 180, 90]);
  });
});

describe('a viewport answer from the server', () => {
  const answer: CragViewportCollection = {
    type: 'FeatureCollection',
    bbox: [2, 48, 3, 49],
    zoom: 9,
    partial: false,
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [2.5, 48.5] },
        properties: { cluster: true, count: 40 },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [5.9, 44.5] },
        properties: { cluster: true, count: 7 },
      },
      feature(1, 2.6, 48.4),
      feature(2, 2.602, 48.401),
    ],
  };

  it('splits into the server’s bubbles and the crags the browser clusters', () => {
    const { points: crags, clusters } = splitViewportAnswer(answer);
    expect(clusters).toEqual([
      { latitude: 48.5, longitude: 2.5, count: 40 },
      { latitude: 44.5, longitude: 5.9, count: 7 },
    ]);
    expect(crags.map((crag) => crag.properties.id)).toEqual([1, 2]);
    expect(splitViewportAnswer(undefined)).toEqual({ points: [], clusters: [] });
  });

  it('counts what the visitor sees: the crags and what the bubbles inside the view hold', () => {
    const { points: crags, clusters } = splitViewportAnswer(answer);
    expect(countShown(crags, clusters, [2, 48, 3, 49])).toBe(42);
    expect(countShown(crags, clusters, FRANCE)).toBe(49);
    expect(countShown(crags, clusters, [0, 0, 1, 1])).toBe(0);
  });
});
