/**
 * A route's mean quality note or hardness vote as shown: the stored mean once `minVotes` climbers
 * voted (setting `ASCENT_CONSENSUS_MIN_VOTES`), else null. Never from a single vote, whatever the
 * setting says.
 */
export function consensusValue(mean: number | null, count: number, minVotes: number): number | null {
  if (mean === null || count < Math.max(2, minVotes)) return null;
  return Math.round(mean * 100) / 100;
}
