import { type Pitch, type PitchInput, parseGrade } from '@climb/contracts';

/** Longest route the contracts accept (metres): a sum of pitch heights above it is refused, not stored. */
export const MAX_ROUTE_HEIGHT = 3_000;

/** What a route's grade columns hold, all derived from its pitches (docs/domain/outdoor.md). */
export interface RouteGrade {
  pitches_count: number;
  grade_min_value: number;
  grade_max_value: number;
  grade_text: string;
}

/**
 * The pitches as stored: each grade written in any system is kept as its canonical text and value.
 * Null when one grade cannot be read (the route answers 422 `pitches: ['invalid']`).
 */
export function parsePitches(inputs: readonly PitchInput[]): Pitch[] | null {
  const pitches: Pitch[] = [];
  for (const input of inputs) {
    const grade = parseGrade(input.grade);
    if (!grade) return null;
    pitches.push({
      grade_text: grade.text,
      grade_value: grade.value,
      height: input.height ?? null,
      bolt_count: input.bolt_count ?? null,
      incline: input.incline ?? null,
      anchor_type: input.anchor_type ?? null,
    });
  }
  return pitches;
}

/**
 * The route's grade from its pitches: min and max of their values, and as text the single pitch's
 * grade, else the first and the last pitch (`6a → 7a`), as a topo reads from the bottom up.
 */
export function routeGrade(pitches: readonly Pitch[]): RouteGrade {
  const values = pitches.map((pitch) => pitch.grade_value);
  const first = pitches[0]?.grade_text ?? '';
  const last = pitches[pitches.length - 1]?.grade_text ?? '';
  return {
    pitches_count: pitches.length,
    grade_min_value: Math.min(...values),
    grade_max_value: Math.max(...values),
    grade_text: first === last ? first : `${first} → ${last}`,
  };
}

/** The sum of the pitch heights, or null unless every pitch has one (a partial sum would be wrong). */
export function pitchesHeight(pitches: readonly Pitch[]): number | null {
  let total = 0;
  for (const pitch of pitches) {
    if (pitch.height === null) return null;
    total += pitch.height;
  }
  return total;
}

/**
 * The height to store: the one given, else (left out on create, or cleared with null) the pitches'
 * sum. On an update that leaves the height out, a height typed by hand stays; one that followed the
 * old pitches follows the new ones.
 */
export function routeHeight(
  given: number | null | undefined,
  pitches: readonly Pitch[],
  previous?: { height: number | null; pitches: readonly Pitch[] },
): number | null {
  if (given !== undefined && given !== null) return given;
  const derived = pitchesHeight(pitches);
  if (given === null || !previous) return derived;
  const followedPitches = previous.height === null || previous.height === pitchesHeight(previous.pitches);
  return followedPitches ? derived : previous.height;
}
