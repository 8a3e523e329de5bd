import type { RankedEntry } from './types';

/**
 * Who goes through to the next step (docs/domain/contests.md, "Ties, qualification and combined rankings"): the
 * first `count` places and everyone who shares the last of them; null: everyone ranked. An entry without a result
 * (score null) never goes through.
 */
export function qualifiedIds(ranked: readonly RankedEntry[], count: number | null): Set<number> {
  const candidates = ranked.filter((entry) => entry.score !== null).sort((a, b) => a.rank - b.rank);
  if (count === null || count >= candidates.length) {
    return new Set(candidates.map((entry) => entry.participant_id));
  }
  const last = candidates[count - 1];
  if (!last) return new Set();
  const cut = last.rank;
  return new Set(candidates.filter((entry) => entry.rank <= cut).map((entry) => entry.participant_id));
}
