import { describe, expect, it } from 'vitest';
import { toClimbingSessionSummary } from './climbing-session.mapper';
import { toAscendedCragsFeatureCollection } from './my-map.mapper';
import { mergeStatuses, scopeOf } from './route-status.service';

describe('mergeStatuses', () => {
  it('is done once an ascent is not a project, project otherwise, and marks the tick list', () => {
    expect(
      mergeStatuses(
        [
          { crag_route_id: 3, done: false, ascents_count: 2, last_released_at: '2024-05-02' },
          { crag_route_id: 1, done: true, ascents_count: 1, last_released_at: '2024-04-01' },
        ],
        [3, 9],
      ),
    ).toEqual([
      { crag_route_id: 1, status: 'done', tick_list: false, ascents_count: 1, last_released_at: '2024-04-01' },
      { crag_route_id: 3, status: 'project', tick_list: true, ascents_count: 2, last_released_at: '2024-05-02' },
      { crag_route_id: 9, status: null, tick_list: true, ascents_count: 0, last_released_at: null },
    ]);
  });
});

describe('scopeOf', () => {
  it('takes exactly one scope', () => {
    expect(scopeOf({ crag_id: 4 })).toEqual({ cragId: 4 });
    expect(scopeOf({ crag_route_ids: [2, 2, 5] })).toEqual({ routeIds: [2, 5] });
    expect(() => scopeOf({})).toThrow();
    expect(() => scopeOf({ crag_id: 4, crag_sector_id: 2 })).toThrow();
  });
});

describe('toClimbingSessionSummary', () => {
  const session = {
    id: 1,
    user_id: 2,
    session_date: '2024-05-01',
    description: null,
    created_at: new Date(),
    updated_at: new Date(),
  };

  it('lists the climbing types in the order of the enum', () => {
    const summary = toClimbingSessionSummary(
      session,
      {
        climbing_session_id: 1,
        ascents: 3,
        crags: 1,
        metres: 60,
        max_grade_value: 37,
        climbing_types: ['bouldering', 'sport_climbing'],
      },
      [{ id: 5, name: 'Orpierre', slug_name: 'orpierre' }],
    );
    expect(summary.climbing_types).toEqual(['sport_climbing', 'bouldering']);
    expect(summary.figures).toEqual({ ascents: 3, crags: 1, metres: 60, max_grade_value: 37 });
    expect(summary.gyms).toEqual([]);
  });

  it('lists the day’s gyms, and a board after the outdoor types', () => {
    const summary = toClimbingSessionSummary(
      session,
      {
        climbing_session_id: 1,
        ascents: 7,
        crags: 0,
        metres: 4,
        max_grade_value: 30,
        climbing_types: ['pan', 'bouldering'],
      },
      [],
      [{ id: 9, name: 'Arkose', slug_name: 'arkose' }],
    );
    expect(summary.climbing_types).toEqual(['bouldering', 'pan']);
    expect(summary.gyms).toEqual([{ id: 9, name: 'Arkose', slug_name: 'arkose' }]);
    expect(summary.crags).toEqual([]);
  });

  it('counts zero without ascents', () => {
    expect(toClimbingSessionSummary(session, undefined, []).figures).toEqual({
      ascents: 0,
      crags: 0,
      metres: 0,
      max_grade_value: null,
    });
  });
});

describe('toAscendedCragsFeatureCollection', () => {
  const row = {
    id: 5,
    name: 'Orpierre',
    slug_name: 'orpierre',
    latitude: 44.311_549,
    longitude: 5.691_812,
    climbing_types: ['sport_climbing', 'bouldering'],
    ascents_count: 4,
    routes_count: 3,
    max_grade_value: 37,
    last_released_at: '2024-05-01',
  };

  it('gives a marker only when minimalistic', () => {
    const [feature] = toAscendedCragsFeatureCollection([row], true).features;
    expect(feature).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [5.69181, 44.31155] },
      properties: { id: 5, name: 'Orpierre', slug_name: 'orpierre', icon: '10100' },
    });
  });

  it('adds my figures otherwise', () => {
    const [feature] = toAscendedCragsFeatureCollection([row], false).features;
    expect(feature?.properties).toMatchObject({
      ascents_count: 4,
      routes_count: 3,
      max_grade_value: 37,
      last_released_at: '2024-05-01',
    });
  });
});
