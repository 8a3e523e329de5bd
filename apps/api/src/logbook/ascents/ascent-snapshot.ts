import type { ClimbingType, Pitch } from '@climb/contracts';

/** What an ascent keeps of its route, so that charts and figures never join the routes (and survive a deletion). */
export interface AscentSnapshot {
  route_name: string;
  climbing_type: ClimbingType;
  crag_id: number;
  /** Hardest pitch climbed. */
  grade_value: number | null;
  grade_text: string | null;
  /** Metres climbed: the heights of the pitches climbed. */
  height: number | null;
}

export interface SnapshotRoute {
  crag_id: number;
  name: string;
  climbing_type: ClimbingType;
  height: number | null;
  pitches: readonly Pitch[];
}

/** Every pitch of the route, the default when an ascent does not say which ones were climbed. */
export function allSections(pitches: readonly Pitch[]): number[] {
  return pitches.length === 0 ? [0] : pitches.map((_pitch, index) => index);
}

/** The pitch indexes as stored: each once, bottom up. */
export function normalizeSections(sections: readonly number[]): number[] {
  return [...new Set(sections)].sort((left, right) => left - right);
}

/** The first index beyond the route's pitches, or null when every one names a pitch. */
export function sectionBeyondPitches(sections: readonly number[], pitches: readonly Pitch[]): number | null {
  const limit = Math.max(1, pitches.length);
  return sections.find((section) => section >= limit) ?? null;
}

/**
 * The route as the ascent saw it. The grade is the hardest pitch climbed (its value and its text);
 * the height is the sum of the heights of the pitches climbed, the route's height when every pitch
 * was climbed, and null when a climbed pitch has no height (a partial sum would be wrong).
 */
export function ascentSnapshot(route: SnapshotRoute, sections: readonly number[]): AscentSnapshot {
  const climbed = sections.map((index) => route.pitches[index]).filter((pitch): pitch is Pitch => pitch !== undefined);
  let hardest: Pitch | null = null;
  for (const pitch of climbed) {
    if (hardest === null || pitch.grade_value > hardest.grade_value) hardest = pitch;
  }
  const everyPitch = climbed.length >= route.pitches.length;
  return {
    route_name: route.name,
    climbing_type: route.climbing_type,
    crag_id: route.crag_id,
    grade_value: hardest && hardest.grade_value > 0 ? hardest.grade_value : null,
    grade_text: hardest ? hardest.grade_text : null,
    height: everyPitch && route.height !== null ? route.height : climbedHeight(climbed),
  };
}

function climbedHeight(climbed: readonly Pitch[]): number | null {
  if (climbed.length === 0) return null;
  let total = 0;
  for (const pitch of climbed) {
    if (pitch.height === null) return null;
    total += pitch.height;
  }
  return total;
}
