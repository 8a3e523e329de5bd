import { CLIMBING_TYPES, type ClimbingSessionSummary, type ClimbingType, type RecordRef } from '@climb/contracts';
import type { ClimbingSessionFiguresRow, ClimbingSessionRow } from './climbing-session.repository';

/** Climbing types in the order of the enum (a stable order whatever the query gave). */
export function inTypeOrder(types: readonly string[]): ClimbingType[] {
  return CLIMBING_TYPES.filter((type) => types.includes(type));
}

/** A climbing day with its crags, climbing types and figures (a session whose ascents are gone counts zero). */
export function toClimbingSessionSummary(
  session: ClimbingSessionRow,
  figures: ClimbingSessionFiguresRow | undefined,
  sessionCrags: readonly RecordRef[],
): ClimbingSessionSummary {
  return {
    session_date: session.session_date,
    description: session.description,
    crags: sessionCrags.map((crag) => ({ id: crag.id, name: crag.name, slug_name: crag.slug_name })),
    climbing_types: inTypeOrder(figures?.climbing_types ?? []),
    figures: {
      ascents: figures?.ascents ?? 0,
      crags: figures?.crags ?? 0,
      metres: figures?.metres ?? 0,
      max_grade_value: figures?.max_grade_value ?? null,
    },
  };
}
