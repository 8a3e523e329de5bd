import { CONTEST_POINTS_TABLE } from '../enums';
import type { CombinedEntry, CombineMethod, StageRanks } from './types';

/*
 * Combining a contest's stages into one ranking, and its teams' points (docs/domain/contests.md, "Ties,
 * qualification and combined rankings"). Equal scores share a rank, the next rank skips (1, 1, 3).
 */

/** The points of a place in the points table: shared places each get their place's points; 0 beyond the table. */
export function pointsOfPlace(rank: number): number {
  return CONTEST_POINTS_TABLE[rank - 1] ?? 0;
}

/** Ranks by score (higher first or lower first), ties sharing a rank; `idOf` orders equal scores. */
function rankScores<T>(items: T[], scoreOf: (item: T) => number, higherFirst: boolean, idOf: (item: T) => number) {
  const sorted = [...items].sort((a, b) => {
    const diff = higherFirst ? scoreOf(b) - scoreOf(a) : scoreOf(a) - scoreOf(b);
    return diff !== 0 ? diff : idOf(a) - idOf(b);
  });
  let rank = 0;
  let previous = Number.NaN;
  return sorted.map((item, index) => {
    const score = scoreOf(item);
    if (score !== previous) rank = index + 1;
    previous = score;
    return { item, rank };
  });
}

/**
 * One ranking from several stages' ranks. A stage an entry has no rank in (null or absent) counts as that stage's
 * last rank + 1. points_table: the sum of the places' points, higher first; sum_of_ranks and product_of_ranks: lower
 * first.
 */
export function combineStages(entries: readonly StageRanks[], method: CombineMethod): CombinedEntry[] {
  const stages = Math.max(0, ...entries.map((entry) => entry.ranks.length));
  const missing: number[] = [];
  for (let stage = 0; stage < stages; stage++) {
    let last = 0;
    for (const entry of entries) last = Math.max(last, entry.ranks[stage] ?? 0);
    missing.push(last + 1);
  }
  const scored = entries.map((entry) => {
    const ranks = missing.map((fallback, stage) => entry.ranks[stage] ?? fallback);
    let score: number;
    if (method === 'points_table') score = ranks.reduce((sum, rank) => sum + pointsOfPlace(rank), 0);
    else if (method === 'sum_of_ranks') score = ranks.reduce((sum, rank) => sum + rank, 0);
    else score = ranks.reduce((product, rank) => product * rank, 1);
    return { participant_id: entry.participant_id, score };
  });
  return rankScores(
    scored,
    (entry) => entry.score,
    method === 'points_table',
    (entry) => entry.participant_id,
  ).map(({ item, rank }) => ({ participant_id: item.participant_id, rank, score: item.score }));
}

/**
 * Teams ranked by the sum of their members' points (each member's points are the points table of their overall rank
 * in their category, which the caller gives), higher first.
 */
export function teamRanking(
  members: readonly { team_id: number; points: number }[],
): { team_id: number; rank: number; points: number }[] {
  const totals = new Map<number, number>();
  for (const member of members) totals.set(member.team_id, (totals.get(member.team_id) ?? 0) + member.points);
  const teams = [...totals].map(([team_id, points]) => ({ team_id, points }));
  return rankScores(
    teams,
    (team) => team.points,
    true,
    (team) => team.team_id,
  ).map(({ item, rank }) => ({ team_id: item.team_id, rank, points: item.points }));
}
