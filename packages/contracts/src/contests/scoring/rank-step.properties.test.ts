import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTEST_RANKING_TYPES, type ContestRankingType } from '../enums';
import type { ContestRouteResult } from '../result';
import { rankStep } from './rank-step';
import { reachedZone1, topAttemptOf } from './route-reading';
import type { ScoringEntry, ScoringRoute, StepScoringInput } from './types';

/*
 * Properties every ranking type keeps (docs/domain/contests.md, "Ranking types"): a better result never lowers a
 * rank, equal results share a rank, the order of the input changes nothing.
 */

const anyRoute = (id: number) =>
  fc.record({
    id: fc.constant(id),
    holds_count: fc.option(fc.integer({ min: 1, max: 40 })),
    points: fc.option(fc.integer({ min: 0, max: 500 })),
    zones_count: fc.integer({ min: 0, max: 2 }),
  });

const attempt = fc.integer({ min: 1, max: 14 });
const anyResult: fc.Arbitrary<ContestRouteResult> = fc.record({
  topped: fc.boolean(),
  top_attempt: fc.option(attempt),
  zone_1_attempt: fc.option(attempt),
  zone_2_attempt: fc.option(attempt),
  zone: fc.boolean(),
  attempts: fc.option(attempt),
  hold_number: fc.option(fc.integer({ min: 0, max: 45 })),
  hold_plus: fc.boolean(),
  time_ms: fc.option(fc.integer({ min: 1, max: 20_000 })),
});

const anyStep = fc
  .tuple(
    fc.constantFrom<ContestRankingType>(...CONTEST_RANKING_TYPES),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 7 }),
    fc.option(fc.integer({ min: 1, max: 3 })),
  )
  .chain(([ranking_type, routeCount, entryCount, best_routes_count]) =>
    fc.record({
      ranking_type: fc.constant(ranking_type),
      best_routes_count: fc.constant(best_routes_count),
      routes: fc.tuple(...Array.from({ length: routeCount }, (_, index) => anyRoute(10 + index))),
      entries: fc.tuple(
        ...Array.from({ length: entryCount }, (_, index) =>
          fc.record({
            participant_id: fc.constant(index + 1),
            results: fc
              .array(fc.option(anyResult, { freq: 3 }), { minLength: routeCount, maxLength: routeCount })
              .map(
                (results) =>
                  new Map(
                    results.flatMap((result, route) => (result ? [[10 + route, result] as const] : [])),
                  ) as ReadonlyMap<number, ContestRouteResult>,
              ),
            previous_rank: fc.option(fc.integer({ min: 1, max: 4 })),
          }),
        ),
      ),
    }),
  );

const rankOf = (input: StepScoringInput, participantId: number): number =>
  rankStep(input).find((row) => row.participant_id === participantId)?.rank ?? Number.NaN;

/** Ways to make one result better or equal under every ranking type (the ones it does not read ignore it). */
const IMPROVEMENTS: ((result: ContestRouteResult | undefined) => ContestRouteResult)[] = [
  // Top it.
  (r) => ({ ...(r ?? emptyResult()), topped: true }),
  // Top it in one attempt fewer (a zone after the top comes down with it).
  (r) => {
    const base = r ?? emptyResult();
    if (!base.topped) return base;
    const top = Math.max(1, topAttemptOf(base) - 1);
    const lower = (value: number | null) => (value === null ? null : Math.min(value, top));
    return {
      ...base,
      top_attempt: top,
      zone_1_attempt: lower(base.zone_1_attempt),
      zone_2_attempt: lower(base.zone_2_attempt),
    };
  },
  // Reach the first zone in one attempt fewer, or reach it.
  (r) => {
    const base = r ?? emptyResult();
    if (base.zone_1_attempt !== null) return { ...base, zone_1_attempt: Math.max(1, base.zone_1_attempt - 1) };
    return reachedZone1(base) ? base : { ...base, zone: true, zone_1_attempt: 3 };
  },
  // Reach the second zone in one attempt fewer.
  (r) => {
    const base = r ?? emptyResult();
    return base.zone_2_attempt === null ? base : { ...base, zone_2_attempt: Math.max(1, base.zone_2_attempt - 1) };
  },
  // One hold higher, or a "+".
  (r) => {
    const base = r ?? emptyResult();
    if (!base.hold_plus) return { ...base, hold_plus: true, hold_number: base.hold_number ?? 0 };
    return { ...base, hold_number: (base.hold_number ?? 0) + 1 };
  },
  // A faster time.
  (r) => {
    const base = r ?? emptyResult();
    return { ...base, time_ms: base.time_ms === null ? 9_000 : Math.max(1, base.time_ms - 100) };
  },
];

function emptyResult(): ContestRouteResult {
  return {
    topped: false,
    top_attempt: null,
    zone_1_attempt: null,
    zone_2_attempt: null,
    zone: false,
    attempts: null,
    hold_number: null,
    hold_plus: false,
    time_ms: null,
  };
}

const withResults = (input: StepScoringInput, index: number, results: ReadonlyMap<number, ContestRouteResult>) => ({
  ...input,
  entries: input.entries.map((entry, at) => (at === index ? { ...entry, results } : entry)),
});

describe('properties of every ranking type', () => {
  it('never lowers a rank for a better result', () => {
    fc.assert(
      fc.property(
        anyStep,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: IMPROVEMENTS.length - 1 }),
        (input, who, where, how) => {
          const index = who % input.entries.length;
          const entry = input.entries[index] as ScoringEntry;
          const routeId = (input.routes[where % input.routes.length] as ScoringRoute).id;
          const improve = IMPROVEMENTS[how] as (typeof IMPROVEMENTS)[number];
          const results = new Map(entry.results);
          results.set(routeId, improve(entry.results.get(routeId)));
          const before = rankOf(input, entry.participant_id);
          const after = rankOf(withResults(input, index, results), entry.participant_id);
          expect(after).toBeLessThanOrEqual(before);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives equal results with equal previous ranks the same rank', () => {
    fc.assert(
      fc.property(anyStep, fc.nat(), fc.nat(), (input, a, b) => {
        const from = input.entries[a % input.entries.length] as ScoringEntry;
        const toIndex = b % input.entries.length;
        const to = input.entries[toIndex] as ScoringEntry;
        const copied = {
          ...withResults(input, toIndex, from.results),
        };
        copied.entries = copied.entries.map((entry, at) =>
          at === toIndex ? { ...entry, previous_rank: from.previous_rank } : entry,
        );
        expect(rankOf(copied, to.participant_id)).toBe(rankOf(copied, from.participant_id));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same answer whatever the order of the entries and the routes', () => {
    fc.assert(
      fc.property(anyStep, fc.nat(), fc.nat(), (input, seedA, seedB) => {
        const rotate = <T>(items: readonly T[], by: number) => {
          const cut = by % Math.max(1, items.length);
          return [...items.slice(cut), ...items.slice(0, cut)].reverse();
        };
        const shuffled = { ...input, entries: rotate(input.entries, seedA), routes: rotate(input.routes, seedB) };
        expect(rankStep(shuffled)).toEqual(rankStep(input));
      }),
      { numRuns: 300 },
    );
  });

  it('ranks every entry, ranks from 1, best first', () => {
    fc.assert(
      fc.property(anyStep, (input) => {
        const ranked = rankStep(input);
        expect(ranked).toHaveLength(input.entries.length);
        expect(ranked[0]?.rank).toBe(1);
        for (let index = 1; index < ranked.length; index++) {
          expect((ranked[index] as { rank: number }).rank).toBeGreaterThanOrEqual(
            (ranked[index - 1] as { rank: number }).rank,
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
