import type {
  AscentStatus,
  ClimbingType,
  HardnessStatus,
  Pitch,
  RopingStatus,
  ValidationErrors,
  ValidationRule,
} from '@climb/contracts';
import { readDate } from '../../lib/csv';

/**
 * How a row says the ascent was roped: a value written as it is (our format), or a climbing style
 * (Mountain Project) that becomes a roping status once the route is known (a lead on a multi-pitch
 * route is `multi_pitch_leader`, a follow `multi_pitch_second`, a boulder is never roped).
 */
export type RopingRule = { fixed: RopingStatus | null } | { style: 'lead' | 'top_rope' | 'follow' | 'none' };

/** Which pitches a row says were climbed: pitch numbers from 1 (ours), the first N (Mountain Project), or all. */
export type PitchesRule = { numbers: number[] } | { first: number } | null;

/** One data row of an import, read and checked, before it is matched with a route. */
export interface ImportCandidate {
  /** Data rows are numbered from 1 (the header is not counted, blank lines are skipped). */
  row: number;
  /** What the row says, shown in the preview. */
  route_name: string;
  crag_name: string;
  grade_text: string;
  /** The row's grade on the value scale, to choose between routes of the same name. */
  grade_value: number | null;
  /** Our format: the route's id, tried first. */
  crag_route_id: number | null;
  /** Names the route's crag may have: our `crag_name`, or every segment of Mountain Project's `Location`. */
  crag_names: string[];
  released_at: string | null;
  ascent_status: AscentStatus | null;
  roping: RopingRule;
  pitches: PitchesRule;
  attempt: number | null;
  note: number | null;
  hardness_status: HardnessStatus | null;
  comment: string | null;
  private_comment: string | null;
  /** Values that cannot be read: field → rule names. */
  errors: ValidationErrors;
}

/** A route a row may be of, as the matching reads it. */
export interface CandidateRoute {
  id: number;
  crag_id: number;
  name: string;
  climbing_type: ClimbingType;
  height: number | null;
  pitches: Pitch[];
  pitches_count: number;
  grade_min_value: number | null;
  grade_max_value: number | null;
}

export function addError(errors: ValidationErrors, field: string, rule: ValidationRule): void {
  const rules = errors[field] ?? [];
  if (!rules.includes(rule)) rules.push(rule);
  errors[field] = rules;
}

/** The latest day an ascent may have: tomorrow in UTC (east of Greenwich the local day starts earlier), as `ascentDate`. */
export function latestAscentDate(now = Date.now()): string {
  return new Date(now + 86_400_000).toISOString().slice(0, 10);
}

/** Reads the date of a row into `released_at`, with `required`, `invalid` or `in_the_future`. */
export function readAscentDate(text: string, errors: ValidationErrors, now = Date.now()): string | null {
  if (text.trim() === '') {
    addError(errors, 'released_at', 'required');
    return null;
  }
  const date = readDate(text);
  if (date === null) {
    addError(errors, 'released_at', 'invalid');
    return null;
  }
  if (date > latestAscentDate(now)) {
    addError(errors, 'released_at', 'in_the_future');
    return null;
  }
  return date;
}

/** An optional whole number within bounds: null when empty, with `not_a_number` / `too_small` / `too_big`. */
export function readInteger(
  text: string,
  field: string,
  bounds: { min: number; max: number },
  errors: ValidationErrors,
): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^[-+]?\d+$/.test(value)) {
    addError(errors, field, 'not_a_number');
    return null;
  }
  const number = Number(value);
  if (number < bounds.min) addError(errors, field, 'too_small');
  else if (number > bounds.max) addError(errors, field, 'too_big');
  else return number;
  return null;
}

/** Longest comment an ascent keeps (as `ascentCragRouteInput`). */
export const COMMENT_MAX_LENGTH = 5_000;

/** An optional text: null when empty, `too_long` beyond the comment limit; line ends made `\n`. */
export function readComment(text: string, field: string, errors: ValidationErrors): string | null {
  const value = text.replace(/\r\n?/g, '\n').trim();
  if (value === '') return null;
  if (value.length > COMMENT_MAX_LENGTH) {
    addError(errors, field, 'too_long');
    return null;
  }
  return value;
}

/** An optional enum value, case and spaces forgiven (`Red point` → `red_point`): null when empty. */
export function readEnum<const Value extends string>(
  text: string,
  field: string,
  values: readonly Value[],
  errors: ValidationErrors,
): Value | null {
  const value = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (value === '') return null;
  if ((values as readonly string[]).includes(value)) return value as Value;
  addError(errors, field, 'not_included');
  return null;
}

/** Text of a route or crag name as shown: single spaces, no edge spaces, at most 120 characters. */
export function cleanName(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, 120);
}
