import { ASCENT_STATUSES, DEFAULT_GYM_LEVELS, ROPING_STATUSES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import type { RankingRouteRow } from './ranking.repository';
import {
  ASCENT_WEIGHTS,
  birthYearsOf,
  dependsOnClimbers,
  type GymScoringRules,
  levelPointsOf,
  pointsOfRoutes,
  rankingCacheKey,
  rankingListPrefix,
} from './ranking-rules';

const route = (values: Partial<RankingRouteRow> = {}): RankingRouteRow => ({
  id: 1,
  climbing_type: 'bouldering',
  fixed_points: null,
  grade_value: null,
  level_index: null,
  ...values,
});

const defaults = (systems: GymScoringRules['systems'] = new Map()): GymScoringRules => ({
  levels: new Map([
    ['bouldering', DEFAULT_GYM_LEVELS.bouldering],
    ['sport_climbing', DEFAULT_GYM_LEVELS.sport_climbing],
  ]),
  systems,
});

describe('the weights the logbook is given', () => {
  it('weighs every status and roping, a boulder (no roping) as lead, a project nothing', () => {
    expect(ASCENT_WEIGHTS).toHaveLength(ASCENT_STATUSES.length * (ROPING_STATUSES.length + 1));
    const weight = (status: string, roping: string | null) =>
      ASCENT_WEIGHTS.find((entry) => entry.status === status && entry.roping === roping)?.multiplier;
    expect(weight('onsight', null)).toBe(1.1);
    expect(weight('flash', 'lead_climb')).toBe(1.05);
    expect(weight('red_point', 'top_rope')).toBe(0.5);
    expect(weight('onsight', 'top_rope')).toBeCloseTo(0.55, 12);
    for (const roping of [null, ...ROPING_STATUSES]) expect(weight('project', roping)).toBe(0);
  });
});

describe("a gym's route points", () => {
  it("reads a level's points from the gym's scale of the route's type", () => {
    // Bouldering's green (index 1) is grade 25, 40 points; sport's green (index 2) grade 30, 91.
    expect(levelPointsOf(route({ level_index: 1 }), defaults())).toBe(40);
    expect(levelPointsOf(route({ climbing_type: 'sport_climbing', level_index: 2 }), defaults())).toBe(91);
    expect(levelPointsOf(route({ level_index: 12 }), defaults())).toBeNull();
    expect(levelPointsOf(route({ climbing_type: 'pan', level_index: 1 }), defaults())).toBeNull();
    expect(levelPointsOf(route(), defaults())).toBeNull();
  });

  it('counts climbers only for the routes whose points divide among them', () => {
    expect(dependsOnClimbers(route({ grade_value: 31 }), defaults())).toBe(false);
    expect(dependsOnClimbers(route({ level_index: 1 }), defaults())).toBe(true);
    expect(dependsOnClimbers(route({ fixed_points: 300 }), defaults(new Map([['bouldering', 'division']])))).toBe(
      false,
    );
    expect(dependsOnClimbers(route({ grade_value: 31 }), defaults(new Map([['bouldering', 'division']])))).toBe(true);
    expect(dependsOnClimbers(route({ level_index: 1 }), defaults(new Map([['bouldering', 'fixed_points']])))).toBe(
      false,
    );
    // Another type's system does not apply.
    expect(dependsOnClimbers(route({ grade_value: 31 }), defaults(new Map([['sport_climbing', 'division']])))).toBe(
      false,
    );
  });

  it("gives each route its points by its type's system", () => {
    const rules = defaults(new Map([['sport_climbing', 'fixed_points']]));
    const routes = [
      route({ id: 1, fixed_points: 640 }),
      route({ id: 2, grade_value: 31 }),
      route({ id: 3, level_index: 1 }),
      route({ id: 4, climbing_type: 'sport_climbing', level_index: 2, grade_value: 37 }),
      route({ id: 5, climbing_type: 'sport_climbing', grade_value: 37 }),
    ];
    expect(pointsOfRoutes(routes, rules, new Map([[3, 4]]))).toEqual([
      { id: 1, points: 640 },
      { id: 2, points: 107 },
      { id: 3, points: 250 },
      { id: 4, points: 91 },
      { id: 5, points: 284 },
    ]);
  });
});

describe('age bands and the cache key', () => {
  it('turns a band into the birth years of the ages reached this year', () => {
    expect(birthYearsOf('12_15', 2026)).toEqual([2011, 2014]);
    expect(birthYearsOf('under_12', 2026)).toEqual([2015, 2026]);
    expect(birthYearsOf('60_and_over', 2026)).toEqual([1876, 1966]);
  });

  it("keys the window, the type and the gym's counter", () => {
    const key = (filters: Parameters<typeof rankingListPrefix>[1], version = 3) =>
      rankingCacheKey(rankingListPrefix(12, filters), version);
    const keys = [
      key({}),
      key({ date_from: '2026-01-01' }),
      key({ date_to: '2026-01-01' }),
      key({ climbing_type: 'pan' }),
      key({}, 4),
      rankingCacheKey(rankingListPrefix(13, {}), 3),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // Successive versions of one list share its prefix.
    expect(key({}, 4).startsWith(rankingListPrefix(12, {}))).toBe(true);
  });
});
