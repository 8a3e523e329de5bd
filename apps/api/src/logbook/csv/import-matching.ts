import type { RopingStatus, ValidationErrors } from '@climb/contracts';
import type { NewCragRouteAscent } from '../ascents/ascent.service';
import { chooseRoping, isMultiPitch } from '../ascents/ascent-input';
import { addError, type CandidateRoute, type ImportCandidate, type RopingRule } from './import-rows';

/** A route found for a row by name, with the depth of the `Location` segment its crag was found at. */
export interface NamedRoute {
  route: CandidateRoute;
  /** Index of the crag name among the row's `crag_names` (deeper = more specific). */
  depth: number;
}

/** How far a grade is from a route's grade range (0 inside it); unknown grades come last. */
function gradeDistance(value: number | null, route: CandidateRoute): number {
  if (value === null) return 0;
  const min = route.grade_min_value ?? route.grade_max_value;
  const max = route.grade_max_value ?? route.grade_min_value;
  if (min === null || max === null) return 1_000;
  if (value < min) return min - value;
  if (value > max) return value - max;
  return 0;
}

/**
 * The route a row is of among routes of the same name in the crags it names: the one whose grade is
 * nearest the row's, then the crag found deepest in the location path (a sector's crag before a
 * region of the same name), then the oldest route.
 */
export function pickRoute(gradeValue: number | null, found: readonly NamedRoute[]): CandidateRoute | null {
  let best: NamedRoute | null = null;
  let bestKey: [number, number, number] | null = null;
  for (const candidate of found) {
    const key: [number, number, number] = [
      gradeDistance(gradeValue, candidate.route),
      -candidate.depth,
      candidate.route.id,
    ];
    if (
      bestKey === null ||
      key[0] < bestKey[0] ||
      (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))
    ) {
      best = candidate;
      bestKey = key;
    }
  }
  return best?.route ?? null;
}

/** The roping a style asks for on a route (before the API's rules in `chooseRoping` apply). */
function styleRoping(
  style: 'lead' | 'top_rope' | 'follow' | 'none',
  route: CandidateRoute | null,
): RopingStatus | null {
  if (style === 'none') return null;
  if (style === 'top_rope') return 'top_rope';
  const multiPitch = route !== null && isMultiPitch(route);
  if (style === 'lead') return multiPitch ? 'multi_pitch_leader' : 'lead_climb';
  return multiPitch ? 'multi_pitch_second' : 'top_rope';
}

/**
 * The roping status of a row once its route is known, by the rules of the API (`chooseRoping`): none
 * on a boulder, `lead_climb` for a roped route the row says nothing about, `multi_pitch_*` only on a
 * route of several pitches (else the row is invalid: `roping_status: ['not_included']`). Without a
 * route (unmatched rows of the preview), what the row says.
 */
export function ropingFor(
  rule: RopingRule,
  route: CandidateRoute | null,
  errors?: ValidationErrors,
): RopingStatus | null {
  const wanted = 'fixed' in rule ? rule.fixed : styleRoping(rule.style, route);
  if (!route) return wanted;
  const choice = chooseRoping(route, wanted);
  if ('invalid' in choice) {
    if (errors) addError(errors, 'roping_status', 'not_included');
    return wanted;
  }
  return choice.roping;
}

/**
 * The pitch indexes (from 0) a row climbed on its route: every pitch by default, the first N for
 * Mountain Project's `Pitches`, the numbers given for ours (`too_big` beyond the route's pitches).
 */
export function sectionsFor(candidate: ImportCandidate, route: CandidateRoute, errors: ValidationErrors): number[] {
  const count = Math.max(1, route.pitches.length);
  const every = Array.from({ length: count }, (_, index) => index);
  const rule = candidate.pitches;
  if (rule === null) return every;
  if ('first' in rule) return rule.first >= count ? every : every.slice(0, rule.first);
  if (rule.numbers.some((number) => number > count)) {
    addError(errors, 'sections', 'too_big');
    return every;
  }
  return [...new Set(rule.numbers.map((number) => number - 1))].sort((left, right) => left - right);
}

/** The ascent the writer inserts for a matched, valid row. */
export function newAscentOf(
  candidate: ImportCandidate,
  route: CandidateRoute,
  sections: number[],
  roping_status: RopingStatus | null,
): NewCragRouteAscent {
  return {
    route: {
      id: route.id,
      crag_id: route.crag_id,
      name: route.name,
      climbing_type: route.climbing_type,
      height: route.height,
      pitches: route.pitches,
    },
    released_at: candidate.released_at as string,
    ascent_status: candidate.ascent_status ?? 'sent',
    roping_status,
    sections,
    attempt: candidate.attempt,
    note: candidate.note,
    hardness_status: candidate.hardness_status,
    comment: candidate.comment,
    private_comment: candidate.private_comment,
    partner_user_ids: [],
    idempotency_key: null,
  };
}

/** Same route, same day, same status: the key of an ascent the climber already logged. */
export function duplicateKey(cragRouteId: number, releasedAt: string, ascentStatus: string): string {
  return `${cragRouteId}|${releasedAt}|${ascentStatus}`;
}
