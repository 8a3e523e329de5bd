import { reachedZone1, topAttemptOf, zone1AttemptOf } from './route-reading';
import { type Cell, type GroupRoute, type Measure, measureOf } from './step-measures';
import type { RankedEntry, ScoringEntry, StepScoringInput } from './types';

/*
 * Ranking one step of one group (docs/domain/contests.md, "Ranking types" and "Ties, qualification and combined
 * rankings"). Equal keys are separated by the previous step's rank only when every one of them has one (lower
 * first); otherwise, and between equal previous ranks, they share a rank and the next rank skips (1, 1, 3).
 * Entries without a result on any of the step's routes (or, in best_times, without a time) come last, sharing a
 * rank, and score null.
 */

interface Scored {
  entry: ScoringEntry;
  measure: Measure | null;
  tops: number;
  zones: number;
  topAttempts: number;
  zoneAttempts: number;
}

/** Higher keys first, place by place. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index++) {
    const diff = (b[index] ?? 0) - (a[index] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const previousOf = (entry: ScoringEntry): number | null => entry.previous_rank ?? null;
const byParticipant = (a: Scored, b: Scored) => a.entry.participant_id - b.entry.participant_id;

function toRanked(scored: Scored, rank: number): RankedEntry {
  return {
    participant_id: scored.entry.participant_id,
    rank,
    score: scored.measure ? scored.measure.score : null,
    tops: scored.tops,
    zones: scored.zones,
    top_attempts: scored.topAttempts,
    zone_attempts: scored.zoneAttempts,
  };
}

/** Every entry of the group ranked, best first; equal ranks in participant id order. */
export function rankStep(input: StepScoringInput): RankedEntry[] {
  const routes: GroupRoute[] = [...input.routes]
    .sort((a, b) => a.id - b.id)
    .map((route) => ({ ...route, topped_by: 0 }));
  const rows = input.entries.map((entry) => {
    const cells: Cell[] = routes.map((route) => {
      const result = entry.results.get(route.id) ?? null;
      if (result?.topped) route.topped_by++;
      return { route, result };
    });
    return { entry, cells };
  });

  // The division types need every entry's tops first: the measures come once they are counted.
  const scored: Scored[] = rows.map(({ entry, cells }) => {
    let tops = 0;
    let zones = 0;
    let topAttempts = 0;
    let zoneAttempts = 0;
    let any = false;
    for (const { result } of cells) {
      if (!result) continue;
      any = true;
      if (result.topped) {
        tops++;
        topAttempts += topAttemptOf(result);
      }
      if (reachedZone1(result)) {
        zones++;
        zoneAttempts += zone1AttemptOf(result);
      }
    }
    const measure = any ? measureOf(input.ranking_type, cells, input.best_routes_count) : null;
    return {
      entry,
      measure: measure && !Number.isNaN(measure.score) ? measure : null,
      tops,
      zones,
      topAttempts,
      zoneAttempts,
    };
  });

  const withScore = scored.filter((row) => row.measure !== null);
  withScore.sort((a, b) => {
    const byKey = compareKeys(a.measure?.key ?? [], b.measure?.key ?? []);
    if (byKey !== 0) return byKey;
    const pa = previousOf(a.entry) ?? Number.POSITIVE_INFINITY;
    const pb = previousOf(b.entry) ?? Number.POSITIVE_INFINITY;
    return pa !== pb ? pa - pb : byParticipant(a, b);
  });

  const ranked: RankedEntry[] = [];
  const keyOf = (row: Scored): readonly number[] => row.measure?.key ?? [];
  let start = 0;
  while (start < withScore.length) {
    const first = withScore[start] as Scored;
    let end = start + 1;
    while (end < withScore.length && compareKeys(keyOf(first), keyOf(withScore[end] as Scored)) === 0) end++;
    const group = withScore.slice(start, end);
    if (group.every((row) => previousOf(row.entry) !== null)) {
      // Sorted by previous rank already: each run of equal previous ranks shares the rank of its first place.
      let runRank = start + 1;
      let runPrevious = previousOf(first.entry);
      group.forEach((row, index) => {
        if (previousOf(row.entry) !== runPrevious) {
          runRank = start + index + 1;
          runPrevious = previousOf(row.entry);
        }
        ranked.push(toRanked(row, runRank));
      });
    } else {
      for (const row of group.sort(byParticipant)) ranked.push(toRanked(row, start + 1));
    }
    start = end;
  }

  const lastRank = withScore.length + 1;
  for (const row of scored.filter((item) => item.measure === null).sort(byParticipant)) {
    ranked.push(toRanked(row, lastRank));
  }
  return ranked;
}
