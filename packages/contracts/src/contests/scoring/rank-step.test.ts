import { describe, expect, it } from 'vitest';
import type { ContestRankingType } from '../enums';
import { type ContestRouteResult, EMPTY_ROUTE_RESULT } from '../result';
import { rankStep } from './rank-step';
import type { ScoringEntry, ScoringRoute, StepScoringInput } from './types';

/*
 * Hand-computed tables for every ranking type (docs/domain/contests.md, "Ranking types"). Each table is one group:
 * participants 1 to 4 (or 6), routes 10, 11 and 12; the arithmetic is written beside each expectation.
 */

interface Shorthand {
  top?: number;
  z1?: number;
  z2?: number;
  zone?: boolean;
  attempts?: number;
  hold?: number;
  plus?: boolean;
  time?: number;
}

/** A result from a shorthand: `top` is the attempt of the top. */
const result = (values: Shorthand = {}): ContestRouteResult => ({
  ...EMPTY_ROUTE_RESULT,
  topped: values.top !== undefined,
  top_attempt: values.top ?? null,
  zone_1_attempt: values.z1 ?? null,
  zone_2_attempt: values.z2 ?? null,
  zone: values.zone ?? false,
  attempts: values.attempts ?? null,
  hold_number: values.hold ?? null,
  hold_plus: values.plus ?? false,
  time_ms: values.time ?? null,
});

const entry = (
  participant_id: number,
  results: Record<number, Shorthand>,
  previous_rank?: number | null,
): ScoringEntry => ({
  participant_id,
  results: new Map(Object.entries(results).map(([id, values]) => [Number(id), result(values)])),
  previous_rank,
});

const route = (id: number, values: Partial<ScoringRoute> = {}): ScoringRoute => ({
  id,
  holds_count: null,
  points: null,
  zones_count: 1,
  ...values,
});

const rank = (
  ranking_type: ContestRankingType,
  routes: ScoringRoute[],
  entries: ScoringEntry[],
  best_routes_count: number | null = null,
) => rankStep({ ranking_type, routes, entries, best_routes_count } satisfies StepScoringInput);

/** participant id → [rank, score], in the answer's order. */
const table = (ranked: ReturnType<typeof rankStep>) => ranked.map((row) => [row.participant_id, row.rank, row.score]);

describe('the division types', () => {
  const routes = [route(10), route(11), route(12)];
  // n: route 10 topped by 1 and 2 (500 each), route 11 by 1 and 4 (500 each), route 12 by 3 alone (1000).
  const entries = [
    entry(1, { 10: { top: 1 }, 11: { top: 3 } }),
    entry(2, { 10: { top: 1 }, 11: { z1: 2, attempts: 4 } }),
    entry(3, { 12: { top: 2 } }),
    entry(4, { 11: { top: 1 }, 12: { attempts: 6 } }),
  ];

  it('division: 1000/n per top', () => {
    // 1: 500 + 500; 3: 1000; 2: 500; 4: 500.
    expect(table(rank('division', routes, entries))).toEqual([
      [1, 1, 1000],
      [3, 1, 1000],
      [2, 3, 500],
      [4, 3, 500],
    ]);
  });

  it('division_and_zone: + 0.5 for a zone without a top', () => {
    // 2: 500 + 0.5 (zone on 11); 4 has no zone.
    expect(table(rank('division_and_zone', routes, entries))).toEqual([
      [1, 1, 1000],
      [3, 1, 1000],
      [2, 3, 500.5],
      [4, 4, 500],
    ]);
  });

  it('division_and_attempt: 1000/n − attempts/1000 per top', () => {
    // 3: 1000 − 0.002; 1: 500 − 0.001 + 500 − 0.003; 2 and 4: 500 − 0.001.
    expect(table(rank('division_and_attempt', routes, entries))).toEqual([
      [3, 1, 999.998],
      [1, 2, 999.996],
      [2, 3, 499.999],
      [4, 3, 499.999],
    ]);
  });

  it('counts n per route so that thirds add up without floating error', () => {
    // Route 10 topped by 3 (333.33… each), routes 11 and 12 by 6 (166.66… each): 1 has a third, 2 two sixths.
    const many = [
      entry(1, { 10: { top: 1 } }),
      entry(2, { 11: { top: 1 }, 12: { top: 1 } }),
      entry(3, { 10: { top: 1 }, 11: { top: 1 } }),
      entry(4, { 10: { top: 1 }, 11: { top: 1 } }),
      entry(5, { 11: { top: 1 }, 12: { top: 1 } }),
      entry(6, { 11: { top: 1 }, 12: { top: 1 } }),
      entry(7, { 11: { top: 1 }, 12: { top: 1 } }),
      entry(8, { 12: { top: 1 } }),
      entry(9, { 12: { top: 1 } }),
    ];
    const ranked = rank('division', [route(10), route(11), route(12)], many);
    const byId = new Map(ranked.map((row) => [row.participant_id, row]));
    expect(byId.get(1)?.rank).toBe(byId.get(2)?.rank);
    expect(byId.get(1)?.score).toBe(333.333333);
  });
});

describe('the lead types', () => {
  // Route 10: 20 holds, 100 points; 11: 40 holds, 200 points; 12: 30 holds, 300 points.
  const routes = [
    route(10, { holds_count: 20, points: 100 }),
    route(11, { holds_count: 40, points: 200 }),
    route(12, { holds_count: 30, points: 300 }),
  ];
  const entries = [
    entry(1, { 10: { top: 1 }, 11: { hold: 20 }, 12: { hold: 15, plus: true } }),
    entry(2, { 10: { hold: 10 }, 11: { top: 1 }, 12: { hold: 5, plus: true } }),
    entry(3, { 10: { top: 1 }, 11: { top: 1 } }),
    entry(4, { 10: { hold: 19, plus: true }, 11: { hold: 20 }, 12: { hold: 15, plus: true } }),
  ];

  it('fixed_points: the route points per top, or the best N', () => {
    // 3: 100 + 200; 2: 200; 1: 100; 4: nothing topped.
    expect(table(rank('fixed_points', routes, entries))).toEqual([
      [3, 1, 300],
      [2, 2, 200],
      [1, 3, 100],
      [4, 4, 0],
    ]);
    // Best route only: 2 and 3 both 200.
    expect(table(rank('fixed_points', routes, entries, 1))).toEqual([
      [2, 1, 200],
      [3, 1, 200],
      [1, 3, 100],
      [4, 4, 0],
    ]);
  });

  it('point_relative_to_highest_hold: hold / holds × points, a "+" half a hold, or the best N', () => {
    // 1: 100 + 20/40 × 200 + 15.5/30 × 300 = 100 + 100 + 155; 4: 19.5/20 × 100 + 100 + 155 = 352.5;
    // 2: 10/20 × 100 + 200 + 5.5/30 × 300 = 50 + 200 + 55; 3: 100 + 200.
    expect(table(rank('point_relative_to_highest_hold', routes, entries))).toEqual([
      [1, 1, 355],
      [4, 2, 352.5],
      [2, 3, 305],
      [3, 4, 300],
    ]);
    // Best two: 3: 200 + 100; 1: 155 + 100; 4: 155 + 100 (97.5 dropped); 2: 200 + 55 (50 dropped).
    expect(table(rank('point_relative_to_highest_hold', routes, entries, 2))).toEqual([
      [3, 1, 300],
      [1, 2, 255],
      [2, 2, 255],
      [4, 2, 255],
    ]);
  });

  it('highest_hold: the hold reached per route (a top all its holds, "+" half a hold), summed', () => {
    // 3: 20 + 40; 1: 20 + 20 + 15.5; 2: 10 + 40 + 5.5; 4: 19.5 + 20 + 15.5.
    expect(table(rank('highest_hold', routes, entries))).toEqual([
      [3, 1, 60],
      [1, 2, 55.5],
      [2, 2, 55.5],
      [4, 4, 55],
    ]);
  });
});

describe('the boulder types counting attempts', () => {
  const routes = [route(10), route(11), route(12)];
  const entries = [
    entry(1, { 10: { top: 1, z1: 1 }, 11: { top: 3, z1: 2 }, 12: { z1: 4, attempts: 5 } }),
    entry(2, { 10: { top: 2, z1: 1 }, 11: { top: 2, z1: 2 }, 12: { z1: 1, attempts: 3 } }),
    entry(3, { 10: { top: 1, z1: 1 }, 11: { z1: 1, attempts: 4 }, 12: { z1: 1, attempts: 4 } }),
    entry(4, { 10: { top: 1, z1: 1 }, 11: { z1: 1, attempts: 4 }, 12: { z1: 1, attempts: 4 } }),
  ];

  it('attempts_to_top: 10 − (attempts − 1) per top', () => {
    // 1: 10 + 8; 2: 9 + 9; 3 and 4: 10.
    expect(table(rank('attempts_to_top', routes, entries))).toEqual([
      [1, 1, 18],
      [2, 1, 18],
      [3, 3, 10],
      [4, 3, 10],
    ]);
  });

  it('attempts_to_top: a top is worth at least 1, however late', () => {
    const late = [entry(1, { 10: { top: 15 } }), entry(2, { 10: { z1: 1, attempts: 2 } })];
    expect(table(rank('attempts_to_top', routes, late))).toEqual([
      [1, 1, 1],
      [2, 2, 0],
    ]);
  });

  it('zone_and_top_realised: 1.001 per top, 0.001 per zone without a top', () => {
    expect(table(rank('zone_and_top_realised', routes, entries))).toEqual([
      [1, 1, 2.003],
      [2, 1, 2.003],
      [3, 3, 1.003],
      [4, 3, 1.003],
    ]);
  });

  it('attempts_to_one_zone_and_top: tops, zones, then fewer attempts to the tops, then to the zones', () => {
    // 1 and 2: 2 tops, 3 zones, 4 attempts to the tops; to the zones 1 + 2 + 4 = 7 against 1 + 2 + 1 = 4.
    const ranked = rank('attempts_to_one_zone_and_top', routes, entries);
    expect(table(ranked)).toEqual([
      [2, 1, 2],
      [1, 2, 2],
      [3, 3, 1],
      [4, 3, 1],
    ]);
    expect(ranked[0]).toMatchObject({ tops: 2, zones: 3, top_attempts: 4, zone_attempts: 4 });
    expect(ranked[1]).toMatchObject({ tops: 2, zones: 3, top_attempts: 4, zone_attempts: 7 });
  });

  it('ifsc_2025_boulder: 25 − 0.1 per failed attempt for a top, else 10 − 0.1 per failed attempt for a zone', () => {
    // 2: 24.9 + 24.9 + 10; 1: 25 + 24.8 + 9.7; 3 and 4: 25 + 10 + 10.
    expect(table(rank('ifsc_2025_boulder', routes, entries))).toEqual([
      [2, 1, 59.8],
      [1, 2, 59.5],
      [3, 3, 45],
      [4, 3, 45],
    ]);
  });

  it('ifsc_2025_boulder: equal sums tie whatever the order of their parts', () => {
    // 1: 24.7 + 9.9 = 34.6; 2: 24.9 + 9.7 = 34.6; sums of tenths in floating point would differ.
    const two = [
      entry(1, { 10: { top: 4 }, 11: { z1: 2 } }),
      entry(2, { 10: { z1: 4 }, 11: { top: 2 } }),
      entry(3, { 10: { z1: 1 } }),
    ];
    expect(table(rank('ifsc_2025_boulder', routes, two))).toEqual([
      [1, 1, 34.6],
      [2, 1, 34.6],
      [3, 3, 10],
    ]);
  });
});

describe('attempts_to_two_zones_and_top', () => {
  const routes = [route(10, { zones_count: 2 }), route(11, { zones_count: 2 })];
  const entries = [
    entry(1, { 10: { top: 3, z1: 1, z2: 2 }, 11: { z1: 1, z2: 4, attempts: 5 } }),
    entry(2, { 10: { top: 2, z1: 1, z2: 1 }, 11: { z1: 1, attempts: 3 } }),
    entry(3, { 10: { top: 5, z1: 2, z2: 3 }, 11: { z1: 1, z2: 2, attempts: 3 } }),
    entry(4, { 10: { z1: 1, z2: 1, attempts: 9 }, 11: { z1: 1, z2: 1, attempts: 9 } }),
    entry(5, { 10: { top: 2, z1: 1, z2: 1 }, 11: { z1: 1, attempts: 3 } }),
    entry(6, { 10: { top: 3, z1: 1, z2: 3 }, 11: { z1: 1, z2: 4, attempts: 5 } }),
  ];

  it('orders by tops, zone 2s, zone 1s, then attempts to the tops, to the zone 2s, to the zone 1s', () => {
    // 1, 3, 6: 1 top, 2 zone 2s; top attempts 3, 5, 3; zone 2 attempts 1: 2 + 4, 6: 3 + 4. 2 and 5: 1 top, 1 zone 2.
    // 4: no top, though it has every zone at the first try.
    expect(table(rank('attempts_to_two_zones_and_top', routes, entries))).toEqual([
      [1, 1, 1],
      [6, 2, 1],
      [3, 3, 1],
      [2, 4, 1],
      [5, 4, 1],
      [4, 6, 0],
    ]);
  });
});

describe('best_times', () => {
  it('ranks the fastest time first; no time ranks last with no result', () => {
    const routes = [route(10, { zones_count: 0 }), route(11, { zones_count: 0 })];
    const entries = [
      entry(1, { 10: { time: 7000 }, 11: { time: 6500 } }),
      entry(2, { 10: { time: 6200 } }),
      entry(3, { 10: { attempts: 1 } }),
      entry(4, {}),
      entry(5, { 11: { time: 6500 } }),
    ];
    expect(table(rank('best_times', routes, entries))).toEqual([
      [2, 1, 6200],
      [1, 2, 6500],
      [5, 2, 6500],
      [3, 4, null],
      [4, 4, null],
    ]);
  });
});

describe('ties and entries without results', () => {
  const routes = [route(10, { points: 100 }), route(11, { points: 100 })];

  it('separates equal scores by the previous step rank, lower first', () => {
    const ranked = rank('fixed_points', routes, [
      entry(1, { 10: { top: 1 } }, 3),
      entry(2, { 11: { top: 1 } }, 1),
      entry(3, { 10: { top: 1 }, 11: { top: 1 } }, 4),
      entry(4, { 10: { top: 2 } }, 2),
    ]);
    // 3: 200; then 2, 4, 1 all 100, ordered by their previous ranks 1, 2, 3.
    expect(table(ranked)).toEqual([
      [3, 1, 200],
      [2, 2, 100],
      [4, 3, 100],
      [1, 4, 100],
    ]);
  });

  it('shares a rank between equal previous ranks, and wherever one of the tied has none', () => {
    const ranked = rank('fixed_points', routes, [
      entry(1, { 10: { top: 1 } }, 2),
      entry(2, { 10: { top: 1 } }, 2),
      entry(3, { 10: { top: 1 } }, 1),
      entry(4, { 11: { attempts: 3 } }, 5),
      entry(5, { 11: { attempts: 2 } }, null),
    ]);
    expect(table(ranked)).toEqual([
      [3, 1, 100],
      [1, 2, 100],
      [2, 2, 100],
      [4, 4, 0],
      [5, 4, 0],
    ]);
  });

  it('ranks entries without any result on the step last, together, score null', () => {
    const ranked = rank('division', routes, [
      entry(1, {}),
      entry(2, { 10: { attempts: 2 } }),
      entry(3, { 99: { top: 1 } }),
      entry(4, { 11: { top: 1 } }),
    ]);
    // 3's result is on a route of another step: it counts as none.
    expect(table(ranked)).toEqual([
      [4, 1, 1000],
      [2, 2, 0],
      [1, 3, null],
      [3, 3, null],
    ]);
  });

  it('ranks an empty group and a group without routes', () => {
    expect(rank('division', routes, [])).toEqual([]);
    expect(table(rank('ifsc_2025_boulder', [], [entry(1, { 10: { top: 1 } })]))).toEqual([[1, 1, null]]);
  });
});
