import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASCENT_STATUSES, ROPING_STATUSES, type RopingStatus } from '../logbook/enums';
import { GYM_ROUTE_CLIMBING_TYPES } from './enums';
import {
  ascentMultiplier,
  ascentScore,
  DIVISION_POINTS,
  RANKING_AGE_BAND_AGES,
  RANKING_AGE_BANDS,
  RANKING_SYSTEMS,
  type RankingSystem,
  type RoutePointsInput,
  rankByScore,
  routePoints,
  systemsOf,
} from './ranking';

/*
 * The gym ranking's pure rules (docs/domain/indoor.md, "Ranking"). The expected numbers are written out by hand:
 * point by grade is round(2000 × 0.85^(49 − grade)), so 5c (29) is 78, 6a (31) 107, 7a (37) 284, 8a (43) 754.
 */

const route = (values: Partial<RoutePointsInput> = {}): RoutePointsInput => ({
  fixed_points: null,
  grade_value: null,
  level_points: null,
  climbers_count: 0,
  ...values,
});

const status = fc.constantFrom(...ASCENT_STATUSES);
const roping = fc.constantFrom<RopingStatus | null>(null, ...ROPING_STATUSES);
const system = fc.constantFrom<RankingSystem | null>(null, ...RANKING_SYSTEMS);
const anyRoute = fc.record({
  fixed_points: fc.option(fc.integer({ min: 0, max: 100_000 })),
  grade_value: fc.option(fc.integer({ min: 1, max: 54 })),
  level_points: fc.option(fc.integer({ min: 0, max: 100_000 })),
  climbers_count: fc.integer({ min: 0, max: 100_000 }),
});

describe('what an ascent weighs', () => {
  it('multiplies the status by the roping: onsight 1.1, flash 1.05, top rope half, a project nothing', () => {
    expect(ascentMultiplier('onsight', null)).toBe(1.1);
    expect(ascentMultiplier('onsight', 'lead_climb')).toBe(1.1);
    expect(ascentMultiplier('flash', null)).toBe(1.05);
    expect(ascentMultiplier('red_point', 'top_rope')).toBe(0.5);
    expect(ascentMultiplier('sent', 'lead_climb')).toBe(1);
    expect(ascentMultiplier('repetition', null)).toBe(1);
    expect(ascentMultiplier('flash', 'top_rope')).toBeCloseTo(0.525, 12);
    expect(ascentMultiplier('project', 'lead_climb')).toBe(0);
    expect(ascentMultiplier('project', null)).toBe(0);
  });

  it('scores round(points × multiplier)', () => {
    expect(ascentScore(78, 'onsight', null)).toBe(86); // 85.8
    expect(ascentScore(78, 'flash', null)).toBe(82); // 81.9
    expect(ascentScore(78, 'red_point', 'lead_climb')).toBe(78);
    expect(ascentScore(333, 'red_point', 'top_rope')).toBe(167); // 166.5, half up
    expect(ascentScore(333, 'flash', 'top_rope')).toBe(175); // 174.825
    expect(ascentScore(1000, 'project', null)).toBe(0);
    expect(ascentScore(0, 'onsight', null)).toBe(0);
  });

  it('never lowers a score for a weightier ascent of the same route (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), status, roping, status, roping, (points, s1, r1, s2, r2) => {
        const [light, heavy] =
          ascentMultiplier(s1, r1) <= ascentMultiplier(s2, r2)
            ? [ascentScore(points, s1, r1), ascentScore(points, s2, r2)]
            : [ascentScore(points, s2, r2), ascentScore(points, s1, r1)];
        expect(heavy).toBeGreaterThanOrEqual(light);
      }),
    );
  });

  it('scores a route worth more at least as much for the same ascent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.nat(1_000), status, roping, (points, more, s, r) => {
        expect(ascentScore(points + more, s, r)).toBeGreaterThanOrEqual(ascentScore(points, s, r));
        expect(ascentScore(points, s, r)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('what a route is worth (routePoints)', () => {
  it('is its fixed points whatever the system', () => {
    for (const chosen of [null, ...RANKING_SYSTEMS]) {
      expect(
        routePoints(route({ fixed_points: 640, grade_value: 31, level_points: 90, climbers_count: 7 }), chosen),
      ).toBe(640);
      expect(routePoints(route({ fixed_points: 0, grade_value: 31 }), chosen)).toBe(0);
    }
  });

  it('shares 1,000 points among the climbers who did it with the division system', () => {
    expect(routePoints(route({ grade_value: 31, climbers_count: 1 }), 'division')).toBe(1000);
    expect(routePoints(route({ grade_value: 31, climbers_count: 2 }), 'division')).toBe(500);
    expect(routePoints(route({ grade_value: 31, climbers_count: 3 }), 'division')).toBe(333);
    expect(routePoints(route({ climbers_count: 7 }), 'division')).toBe(143); // 142.86
    // Nobody yet: worth what the first climber will share with no one.
    expect(routePoints(route({ climbers_count: 0 }), 'division')).toBe(1000);
    expect(DIVISION_POINTS).toBe(1000);
  });

  it('follows its grade with point by grade, and falls back on division without a grade', () => {
    expect(routePoints(route({ grade_value: 29 }), 'point_by_grade')).toBe(78);
    expect(routePoints(route({ grade_value: 31, level_points: 5 }), 'point_by_grade')).toBe(107);
    expect(routePoints(route({ grade_value: 37 }), 'point_by_grade')).toBe(284);
    expect(routePoints(route({ grade_value: 43 }), 'point_by_grade')).toBe(754);
    expect(routePoints(route({ grade_value: 49 }), 'point_by_grade')).toBe(2000);
    expect(routePoints(route({ climbers_count: 4 }), 'point_by_grade')).toBe(250);
  });

  it("takes its level's points with the fixed points system, else its grade's, else division", () => {
    expect(routePoints(route({ grade_value: 29, level_points: 300 }), 'fixed_points')).toBe(300);
    expect(routePoints(route({ grade_value: 29, level_points: 0 }), 'fixed_points')).toBe(0);
    expect(routePoints(route({ grade_value: 29 }), 'fixed_points')).toBe(78);
    expect(routePoints(route({ climbers_count: 5 }), 'fixed_points')).toBe(200);
  });

  it('without a chosen system: point by grade with a grade, division with a level only', () => {
    expect(routePoints(route({ grade_value: 31, level_points: 900, climbers_count: 2 }), null)).toBe(107);
    expect(routePoints(route({ level_points: 900, climbers_count: 2 }), null)).toBe(500);
  });

  it('is a whole number of points, never negative, and division never grows with more climbers (property)', () => {
    fc.assert(
      fc.property(anyRoute, system, fc.nat(50), (values, chosen, more) => {
        const points = routePoints(values, chosen);
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(0);
        const crowded = routePoints({ ...values, climbers_count: values.climbers_count + more }, chosen);
        expect(crowded).toBeLessThanOrEqual(points);
      }),
    );
  });
});

describe('ranking climbers by score (rankByScore)', () => {
  it('ranks best first, equal scores sharing a rank and the next skipping as many', () => {
    const ranked = rankByScore([
      { id: 'a', score: 50 },
      { id: 'b', score: 80 },
      { id: 'c', score: 80 },
      { id: 'd', score: 20 },
      { id: 'e', score: 50 },
    ]);
    expect(ranked.map(({ id, rank }) => [id, rank])).toEqual([
      ['b', 1],
      ['c', 1],
      ['a', 3],
      ['e', 3],
      ['d', 5],
    ]);
    expect(rankByScore([])).toEqual([]);
  });

  it('gives equal scores the same rank, a lower score a lower place, and keeps the order of ties (property)', () => {
    const entries = fc.array(fc.record({ id: fc.nat(), score: fc.integer({ min: 0, max: 50 }) }), { maxLength: 40 });
    fc.assert(
      fc.property(entries, (given) => {
        const ranked = rankByScore(given);
        expect(ranked).toHaveLength(given.length);
        ranked.forEach((entry, index) => {
          // A rank is one more than the number of climbers with a strictly higher score.
          expect(entry.rank).toBe(given.filter((other) => other.score > entry.score).length + 1);
          const next = ranked[index + 1];
          if (!next) return;
          expect(next.score).toBeLessThanOrEqual(entry.score);
          if (next.score === entry.score) expect(next.rank).toBe(entry.rank);
          else expect(next.rank).toBe(index + 2);
        });
        // Ties stay in the order they came in.
        for (const score of new Set(given.map((entry) => entry.score))) {
          const inOrder = given.filter((entry) => entry.score === score).map((entry) => entry.id);
          expect(ranked.filter((entry) => entry.score === score).map((entry) => entry.id)).toEqual(inOrder);
        }
      }),
    );
  });
});

describe('the age bands and the systems of a gym', () => {
  it('covers every age from 0 to 150 once, in order', () => {
    let next = 0;
    for (const band of RANKING_AGE_BANDS) {
      const [from, to] = RANKING_AGE_BAND_AGES[band];
      expect(from).toBe(next);
      expect(to).toBeGreaterThanOrEqual(from);
      next = to + 1;
    }
    expect(next).toBe(151);
  });

  it('lists every type of route, with null where the gym kept the default', () => {
    expect(systemsOf([{ climbing_type: 'pan', system: 'division' }])).toEqual([
      { climbing_type: 'bouldering', system: null },
      { climbing_type: 'sport_climbing', system: null },
      { climbing_type: 'pan', system: 'division' },
    ]);
    expect(systemsOf([]).map((entry) => entry.climbing_type)).toEqual([...GYM_ROUTE_CLIMBING_TYPES]);
  });
});
