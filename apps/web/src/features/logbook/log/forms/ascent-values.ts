import {
  type AscentCragRoute,
  type AscentCragRouteInput,
  type AscentCragRouteUpdateInput,
  type AscentStatus,
  ascentCragRouteInput,
  type ClimberRef,
  type HardnessStatus,
  ROPING_STATUSES,
  type RopingStatus,
  type ValidationErrors,
} from '@climb/contracts';
import { localToday } from '../../../../lib/dates';
import { validateWith } from '../../../../lib/forms/form-errors';
import type { RouteForLog } from '../../api/routes-for-log.api';

/** What the ascent form holds: inputs as text, choices as '' when none. */
export interface AscentValues extends Record<string, unknown> {
  released_at: string;
  ascent_status: AscentStatus | '';
  roping_status: RopingStatus | '';
  /** Indexes (from 0) of the pitches ticked. */
  sections: number[];
  attempt: string;
  /** '' or '0'…'6'. */
  note: string;
  hardness_status: HardnessStatus | '';
  comment: string;
  private_comment: string;
  partners: ClimberRef[];
}

type RouteShape = Pick<RouteForLog, 'climbing_type' | 'pitches_count'> & { pitches?: RouteForLog['pitches'] };

/** Climbed without a rope: no roping is asked (the API stores none for them either). */
const ROPELESS_TYPES: readonly string[] = ['bouldering', 'deep_water'];
const MULTI_PITCH_ROPINGS = ROPING_STATUSES.filter((status) => status.startsWith('multi_pitch_'));
const SINGLE_PITCH_ROPINGS = ROPING_STATUSES.filter((status) => !status.startsWith('multi_pitch_'));

/** How many pitches the route has: its pitches when read in full, else the summary's count. */
export function pitchCountOf(route: RouteShape): number {
  return Math.max(1, route.pitches?.length ?? route.pitches_count);
}

export const isMultiPitch = (route: RouteShape) => route.climbing_type === 'multi_pitch' || pitchCountOf(route) > 1;

/** The roping choices a route offers: none for a boulder, the multi-pitch ones for a multi-pitch route. */
export function ropingChoicesOf(route: RouteShape): readonly RopingStatus[] {
  if (ROPELESS_TYPES.includes(route.climbing_type)) return [];
  return isMultiPitch(route) ? MULTI_PITCH_ROPINGS : SINGLE_PITCH_ROPINGS;
}

/** Pitches are ticked one by one only on a route of several. */
export const asksPitches = (route: RouteShape) => pitchCountOf(route) > 1;

const allPitches = (route: RouteShape) => Array.from({ length: pitchCountOf(route) }, (_, index) => index);

/** A new ascent: today, lead (or leading the multi-pitch), every pitch, no opinion. */
export function emptyAscentValues(route: RouteShape, now = new Date()): AscentValues {
  return {
    released_at: localToday(now),
    ascent_status: '',
    roping_status: ropingChoicesOf(route)[0] ?? '',
    sections: allPitches(route),
    attempt: '',
    note: '',
    hardness_status: '',
    comment: '',
    private_comment: '',
    partners: [],
  };
}

/** An ascent as the edit form shows it. */
export function ascentValuesOf(ascent: AscentCragRoute, route: RouteShape): AscentValues {
  const count = pitchCountOf(route);
  const sections = ascent.sections.filter((index) => index < count);
  return {
    released_at: ascent.released_at.slice(0, 10),
    ascent_status: ascent.ascent_status,
    roping_status: ascent.roping_status ?? '',
    sections: sections.length > 0 ? sections : allPitches(route),
    attempt: ascent.attempt === null ? '' : String(ascent.attempt),
    note: ascent.note === null ? '' : String(ascent.note),
    hardness_status: ascent.hardness_status ?? '',
    comment: ascent.comment ?? '',
    private_comment: ascent.private_comment ?? '',
    partners: ascent.partners,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A typed number, NaN when it is none (so the contract reports `not_a_number`), null when blank. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The fields every body shares, as the API takes them. */
export function ascentUpdateBody(route: RouteShape, values: AscentValues): AscentCragRouteUpdateInput {
  const roped = ropingChoicesOf(route).length > 0;
  return {
    released_at: values.released_at === '' ? undefined : values.released_at,
    ascent_status: values.ascent_status === '' ? undefined : values.ascent_status,
    roping_status: roped && values.roping_status !== '' ? values.roping_status : null,
    // One pitch: the route itself, left to the API's default.
    sections: asksPitches(route) ? [...values.sections].sort((first, second) => first - second) : undefined,
    attempt: numberOrNull(values.attempt),
    note: values.note === '' ? null : Number(values.note),
    hardness_status: values.hardness_status === '' ? null : values.hardness_status,
    comment: textOrNull(values.comment),
    private_comment: textOrNull(values.private_comment),
    partner_uuids: values.partners.map((partner) => partner.uuid),
  };
}

/** `POST ascent_crag_routes.json`: the route, the fields, and the key chosen when the form opened. */
export function ascentCreateBody(
  route: Pick<RouteForLog, 'id'> & RouteShape,
  values: AscentValues,
  idempotencyKey: string,
): AscentCragRouteInput & { idempotency_key: string } {
  return {
    crag_route_id: route.id,
    ...(ascentUpdateBody(route, values) as Omit<AscentCragRouteInput, 'crag_route_id'>),
    idempotency_key: idempotencyKey,
  };
}

/** The contract's own rules, so the form refuses exactly what the API would (a date to come, no style). */
export function validateAscent(route: Pick<RouteForLog, 'id'> & RouteShape, values: AscentValues): ValidationErrors {
  return validateWith(ascentCragRouteInput, ascentCreateBody(route, values, crypto.randomUUID()));
}
