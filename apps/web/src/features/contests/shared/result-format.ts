import type { ContestRankingType, ContestRoute } from '@climb/contracts';

/*
 * One result as a short text for a ranking table or the participant's page ("T2 Z1", "Hold 23+", "7.42 s"), and
 * which fields each ranking type reads: what the participant's form asks and what the table shows.
 */

/** A result's fields as this module reads them (a `ContestResult` or a result being entered). */
export interface ResultLike {
  topped: boolean;
  top_attempt: number | null;
  zone: boolean;
  zone_1_attempt: number | null;
  zone_2_attempt: number | null;
  attempts: number | null;
  hold_number: number | null;
  hold_plus: boolean;
  time_ms: number | null;
}

/**
 * What a ranking type reads of a result, in the order a form asks it: `zone_attempts` is the attempt of each zone the
 * type counts (`zoneCountOf`), `hold` the hold reached with its "+", `time` the time in milliseconds. `attempts` (the
 * attempts made) is only a fallback of the scoring, which no type asks for.
 */
export type ResultField = 'topped' | 'top_attempt' | 'zone' | 'zone_attempts' | 'attempts' | 'hold' | 'time';

/**
 * The fields each type reads, as the scoring module reads them (`packages/contracts/src/contests/scoring/`
 * `step-measures.ts`): a top's attempt where a top is worth less the later it comes, each zone's attempt where zones
 * are counted with their attempts, the hold for the lead types, the time for speed.
 */
export const RESULT_FIELDS: Readonly<Record<ContestRankingType, readonly ResultField[]>> = {
  division: ['topped'],
  division_and_zone: ['topped', 'zone'],
  division_and_attempt: ['topped', 'top_attempt'],
  fixed_points: ['topped'],
  point_relative_to_highest_hold: ['topped', 'hold'],
  highest_hold: ['topped', 'hold'],
  attempts_to_top: ['topped', 'top_attempt'],
  zone_and_top_realised: ['topped', 'zone'],
  attempts_to_one_zone_and_top: ['topped', 'top_attempt', 'zone_attempts'],
  attempts_to_two_zones_and_top: ['topped', 'top_attempt', 'zone_attempts'],
  ifsc_2025_boulder: ['topped', 'top_attempt', 'zone_attempts'],
  best_times: ['time'],
};

export const readsField = (type: ContestRankingType, field: ResultField) => RESULT_FIELDS[type].includes(field);

/** The texts a result is written with: `t` of the `contests` namespace. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A time in milliseconds as seconds with two decimals in the page's language: `7,42` / `7.42`. */
export function formatSeconds(timeMs: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(timeMs / 1000);
}

/**
 * How many zone attempts a type reads on a route: two for the two-zones type, one for the other types counting zone
 * attempts, none for the rest; never more than the route's zones when it is given (the API refuses a zone a route does
 * not have).
 */
export function zoneCountOf(type: ContestRankingType, route?: Pick<ContestRoute, 'zones_count'>): number {
  if (!RESULT_FIELDS[type].includes('zone_attempts')) return 0;
  const zones = type === 'attempts_to_two_zones_and_top' ? 2 : 1;
  return route ? Math.max(0, Math.min(zones, route.zones_count)) : zones;
}

/**
 * One result in a few characters, as its ranking type reads it: "T2 Z1" (top on the 2nd attempt, zone on the 1st),
 * "Top", "Zone", "Hold 23+", "7.42 s"; "–" for nothing.
 */
export function formatResult(
  type: ContestRankingType,
  result: ResultLike | null | undefined,
  t: Translate,
  language: string,
  route?: Pick<ContestRoute, 'zones_count' | 'holds_count'>,
): string {
  if (!result) return t('format.none');
  const fields = RESULT_FIELDS[type];
  const parts: string[] = [];
  if (fields.includes('time')) {
    return result.time_ms === null
      ? t('format.none')
      : t('format.time', { seconds: formatSeconds(result.time_ms, language) });
  }
  if (fields.includes('top_attempt') || fields.includes('zone_attempts')) {
    if (result.topped) parts.push(t('format.top', { attempt: result.top_attempt ?? result.attempts ?? 1 }));
    if (fields.includes('zone_attempts')) {
      const zones = zoneCountOf(type, route);
      const attempts = [result.zone_1_attempt, result.zone_2_attempt].slice(0, zones);
      for (const attempt of attempts) if (attempt !== null) parts.push(t('format.zone', { attempt }));
      if (!result.topped && attempts.every((attempt) => attempt === null) && result.zone) parts.push(t('format.zoned'));
    }
  } else if (fields.includes('hold')) {
    if (result.topped) parts.push(t('format.topped'));
    else if (result.hold_number !== null) {
      parts.push(t(result.hold_plus ? 'format.holdPlus' : 'format.hold', { hold: result.hold_number }));
    }
  } else {
    if (result.topped) parts.push(t('format.topped'));
    else if (fields.includes('zone') && result.zone) parts.push(t('format.zoned'));
  }
  if (fields.includes('attempts') && result.attempts !== null) {
    parts.push(t('format.attempts', { count: result.attempts }));
  }
  return parts.length > 0 ? parts.join(' ') : t('format.none');
}

/** How many decimals a type's score is shown with. */
const SCORE_DECIMALS: Readonly<Record<ContestRankingType, number>> = {
  division: 2,
  division_and_zone: 2,
  division_and_attempt: 3,
  fixed_points: 0,
  point_relative_to_highest_hold: 2,
  highest_hold: 1,
  attempts_to_top: 0,
  zone_and_top_realised: 3,
  attempts_to_one_zone_and_top: 0,
  attempts_to_two_zones_and_top: 0,
  ifsc_2025_boulder: 1,
  best_times: 2,
};

/** A step's score as its type counts it: points, the hold (23.5 for "23+"), the best time in seconds; "–" for none. */
export function formatScore(type: ContestRankingType, score: number | null, t: Translate, language: string): string {
  if (score === null) return t('format.none');
  if (type === 'best_times') return t('format.time', { seconds: formatSeconds(score, language) });
  if (type === 'highest_hold') {
    const whole = Math.floor(score);
    return t(score > whole ? 'format.holdPlus' : 'format.hold', { hold: whole });
  }
  const decimals = SCORE_DECIMALS[type];
  return new Intl.NumberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: decimals }).format(score);
}

/** Whether a type's ranking shows tops, zones and attempts columns (the attempt-counting boulder types). */
export const showsCounts = (type: ContestRankingType) =>
  type === 'attempts_to_one_zone_and_top' ||
  type === 'attempts_to_two_zones_and_top' ||
  type === 'ifsc_2025_boulder' ||
  type === 'zone_and_top_realised' ||
  type === 'division_and_zone';
