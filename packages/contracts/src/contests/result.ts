/**
 * One participant's result on one route, as the scoring reads it and the API keeps it (docs/domain/contests.md,
 * "Results"). Every field may be absent: what a ranking type does not read stays empty.
 */
export interface ContestRouteResult {
  /** The route was topped. */
  topped: boolean;
  /** The attempt on which it was topped (1 = first try), when counted. */
  top_attempt: number | null;
  /** The attempt on which the first zone was reached, when counted; null: no zone (or not counted). */
  zone_1_attempt: number | null;
  /** The attempt on which the second zone was reached. */
  zone_2_attempt: number | null;
  /** Whether a zone was reached, for ranking types that count zones without attempts. */
  zone: boolean;
  /** Attempts made in all. */
  attempts: number | null;
  /** The highest hold held (lead), and whether it was moved from ("+"). */
  hold_number: number | null;
  hold_plus: boolean;
  /** A speed time in milliseconds. */
  time_ms: number | null;
}

export const EMPTY_ROUTE_RESULT: ContestRouteResult = {
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
