import { CLIMBING_TYPES, type ClimbingSessionSummary, type ClimbingType, type RecordRef } from '@climb/contracts';
import type { ClimbingSessionFiguresRow, ClimbingSessionRow } from './climbing-session.repository';

/** The types a session lists: the outdoor ones, then the one only gyms have (a board). */
const SESSION_TYPES: readonly (ClimbingType | 'pan')[] = [...CLIMBING_TYPES, 'pan'];

/** Climbing types in the order of the enums (a stable order whatever the query gave). */
export function inTypeOrder(types: readonly string[]): (ClimbingType | 'pan')[] {
  return SESSION_TYPES.filter((type) => types.includes(type));
}

/**
 * A climbing day with its crags, gyms, climbing types and figures (a session whose ascents are gone counts zero).
 */
export function toClimbingSessionSummary(
  session: ClimbingSessionRow,
  figures: ClimbingSessionFiguresRow | undefined,
  sessionCrags: readonly RecordRef[],
  sessionGyms: readonly RecordRef[] = [],
): ClimbingSessionSummary {
  return {
    session_date: session.session_date,
    description: session.description,
    crags: sessionCrags.map((crag) => ({ id: crag.id, name: crag.name, slug_name: crag.slug_name })),
    gyms: sessionGyms.map((gym) => ({ id: gym.id, name: gym.name, slug_name: gym.slug_name })),
    climbing_types: inTypeOrder(figures?.climbing_types ?? []),
    figures: {
      ascents: figures?.ascents ?? 0,
      crags: figures?.crags ?? 0,
      metres: figures?.metres ?? 0,
      max_grade_value: figures?.max_grade_value ?? null,
    },
  };
}
