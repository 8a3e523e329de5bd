import {
  type AscentGymRoute,
  type AscentGymRouteInput,
  type AscentGymRouteUpdateInput,
  type AscentStatus,
  frenchGradeText,
  type GymLevels,
  type GymRouteClimbingType,
  type GymRouteSummary,
  type HardnessStatus,
  type HoldColor,
  type RecordRef,
  type RopingStatus,
} from '@climb/contracts';
import { localToday } from '../../../../lib/dates';
import type { PendingGymAscentDisplay, PendingGymAscentPayload } from '../../../../stores/ascents-pusher-store';
import { QUANTITY_MAX } from './indoor-constants';

/*
 * The pure rules of logging an indoor ascent (docs/domain/ascents.md, decision 040): the choices a gym offers, the
 * values the forms hold, the bodies the API takes, and the snapshot a queued ascent keeps. Written without the
 * schema library, so the route panel's logger loads none.
 */

/** The styles offered in a gym, in the order a climber thinks of them: "Top" first. */
export const GYM_STATUS_CHOICES: readonly AscentStatus[] = ['sent', 'flash', 'onsight', 'repetition', 'project'];

/** A roped gym route is led or top-roped; boulders and boards take no roping. */
export const GYM_ROPINGS: readonly RopingStatus[] = ['lead_climb', 'top_rope'];

/** The roping choices of a type of gym route: lead and top rope for a route, none for a boulder or a board. */
export function gymRopingChoices(type: GymRouteClimbingType | '' | null | undefined): readonly RopingStatus[] {
  return type === 'sport_climbing' ? GYM_ROPINGS : [];
}

/** What every indoor form holds about the ascent itself: inputs as text, choices as '' when none. */
export interface IndoorAscentValues extends Record<string, unknown> {
  released_at: string;
  ascent_status: AscentStatus | '';
  roping_status: RopingStatus | '';
  /** '' or '0'…'6'. */
  note: string;
  hardness_status: HardnessStatus | '';
  comment: string;
  private_comment: string;
}

/** How an ascent without a route says what was climbed: one of the gym's colour levels, or a grade. */
export type RoutelessBy = 'level' | 'grade';

/** What the form holds of an ascent without a route. */
export interface RoutelessValues {
  climbing_type: GymRouteClimbingType | '';
  by: RoutelessBy;
  /** '' or the level's index in the gym's scale for the type. */
  level_index: string;
  /** '' or a grade value (1 = 1a … 54 = 9c+). */
  grade_value: string;
  /** As typed in the stepper; 1 to 100. */
  quantity: string;
}

/** A new ascent: today, lead on a roped route, no opinion. */
export function emptyIndoorValues(type: GymRouteClimbingType | '' | null, now = new Date()): IndoorAscentValues {
  return {
    released_at: localToday(now),
    ascent_status: '',
    roping_status: gymRopingChoices(type)[0] ?? '',
    note: '',
    hardness_status: '',
    comment: '',
    private_comment: '',
  };
}

export const emptyRoutelessValues = (): RoutelessValues => ({
  climbing_type: '',
  by: 'level',
  level_index: '',
  grade_value: '',
  quantity: '1',
});

/** One of my indoor ascents as the edit form shows it. */
export function indoorValuesOf(ascent: AscentGymRoute): IndoorAscentValues {
  return {
    released_at: ascent.released_at.slice(0, 10),
    ascent_status: ascent.ascent_status,
    roping_status: ascent.roping_status ?? '',
    note: ascent.note === null ? '' : String(ascent.note),
    hardness_status: ascent.hardness_status ?? '',
    comment: ascent.comment ?? '',
    private_comment: ascent.private_comment ?? '',
  };
}

/** An ascent without a route as the edit form shows its level, grade and quantity. */
export function routelessValuesOf(ascent: AscentGymRoute): RoutelessValues {
  return {
    climbing_type: ascent.climbing_type,
    by: ascent.level_index === null ? 'grade' : 'level',
    level_index: ascent.level_index === null ? '' : String(ascent.level_index),
    grade_value: ascent.grade_value === null ? '' : String(ascent.grade_value),
    quantity: String(ascent.quantity),
  };
}

/** The quantity a stepper shows after a step: whole, from 1 to 100, 1 when unreadable. */
export function stepQuantity(text: string, step: number): number {
  const current = Number.parseInt(text, 10);
  const base = Number.isFinite(current) ? current : 1;
  return Math.min(QUANTITY_MAX, Math.max(1, base + step));
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A number typed, NaN when it is none (so the contract reports `not_a_number`), undefined when blank. */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The fields every body shares (the update's, and the creation's after the route). */
export function indoorUpdateBody(
  type: GymRouteClimbingType | '' | null,
  values: IndoorAscentValues,
): AscentGymRouteUpdateInput {
  const roped = gymRopingChoices(type).length > 0;
  return {
    released_at: values.released_at === '' ? undefined : values.released_at,
    ascent_status: values.ascent_status === '' ? undefined : values.ascent_status,
    roping_status: roped && values.roping_status !== '' ? values.roping_status : null,
    note: values.note === '' ? null : Number(values.note),
    hardness_status: values.hardness_status === '' ? null : values.hardness_status,
    comment: textOrNull(values.comment),
    private_comment: textOrNull(values.private_comment),
  };
}

/** `POST ascent_gym_routes.json` for a gym route: the route, the fields, and the key chosen when the logger opened. */
export function gymRouteAscentBody(
  route: Pick<GymRouteSummary, 'id' | 'climbing_type'>,
  values: IndoorAscentValues,
  idempotencyKey: string,
): PendingGymAscentPayload {
  return {
    gym_route_id: route.id,
    ...(indoorUpdateBody(route.climbing_type, values) as Omit<AscentGymRouteInput, 'gym_route_id'>),
    idempotency_key: idempotencyKey,
  };
}

/** The level or grade part of an ascent without a route: the one chosen, the other left out. */
function levelOrGrade(routeless: RoutelessValues) {
  if (routeless.by === 'level') return { level_index: typedNumber(routeless.level_index) ?? null, grade_value: null };
  return { level_index: null, grade_value: typedNumber(routeless.grade_value) ?? null };
}

/** `POST ascent_gym_routes.json` without a route: the gym (needed by level), the type, level or grade, quantity. */
export function routelessAscentBody(
  gymId: number | null,
  routeless: RoutelessValues,
  values: IndoorAscentValues,
  idempotencyKey: string,
): PendingGymAscentPayload {
  return {
    gym_id: gymId,
    climbing_type: routeless.climbing_type === '' ? undefined : routeless.climbing_type,
    ...levelOrGrade(routeless),
    quantity: typedNumber(routeless.quantity),
    ...(indoorUpdateBody(routeless.climbing_type, values) as Omit<AscentGymRouteInput, 'gym_route_id'>),
    idempotency_key: idempotencyKey,
  };
}

/** `PUT ascent_gym_routes/{id}.json`: the fields, and the level, grade and quantity of an ascent without a route. */
export function indoorEditBody(
  ascent: AscentGymRoute,
  values: IndoorAscentValues,
  routeless: RoutelessValues | null,
): AscentGymRouteUpdateInput {
  const body = indoorUpdateBody(ascent.climbing_type, values);
  if (ascent.gym_route !== null || routeless === null) return body;
  return { ...body, ...levelOrGrade(routeless), quantity: typedNumber(routeless.quantity) };
}

/** The colour and grade a level of the gym's scale gives (the grade as the French table writes it). */
export function levelOf(levels: readonly GymLevels[] | undefined, type: string, index: number | null) {
  if (index === null) return null;
  const step = levels?.find((scale) => scale.climbing_type === type)?.levels[index];
  return step
    ? { color: step.color, grade_value: step.grade_value, grade_text: frenchGradeText(step.grade_value) }
    : null;
}

/** What a list shows of a queued ascent of a gym route, and the route's snapshot the sync sends with it. */
export function displayOfGymRoute(route: GymRouteSummary, gym: RecordRef | null): PendingGymAscentDisplay {
  return {
    gym_id: gym?.id ?? route.gym_id,
    gym_name: gym?.name ?? null,
    route_name: route.name,
    color: route.level_color ?? route.hold_colors[0] ?? null,
    level_index: route.level_index,
    grade_value: route.grade_value,
    grade_text: route.grade_text ?? frenchGradeText(route.grade_value),
    climbing_type: route.climbing_type,
    quantity: 1,
  };
}

/** What a list shows of a queued ascent without a route. */
export function displayOfRouteless(
  gym: RecordRef | null,
  routeless: RoutelessValues,
  levels: readonly GymLevels[] | undefined,
): PendingGymAscentDisplay {
  const { level_index, grade_value } = levelOrGrade(routeless);
  const level = levelOf(levels, routeless.climbing_type, level_index ?? null);
  const grade = grade_value ?? level?.grade_value ?? null;
  return {
    gym_id: gym?.id ?? null,
    gym_name: gym?.name ?? null,
    route_name: null,
    color: level?.color ?? null,
    level_index: level_index ?? null,
    grade_value: grade,
    grade_text: frenchGradeText(grade),
    climbing_type: routeless.climbing_type === '' ? 'bouldering' : routeless.climbing_type,
    quantity: stepQuantity(routeless.quantity, 0),
  };
}

/** The colour a row of my indoor ascents shows: its level's, else its route's first hold colour. */
export function colorOfAscent(ascent: AscentGymRoute): HoldColor | null {
  return ascent.level_color ?? ascent.gym_route?.hold_colors[0] ?? null;
}

/**
 * The body the offline queue sends for an indoor ascent. Of a route: with `keep_without_route` and the route's gym,
 * type, level and grade as they were logged, so that a route removed meanwhile leaves the ascent kept without it
 * rather than refused. Without a route: as it was queued.
 */
export function queuedGymAscentBody(payload: PendingGymAscentPayload, display: PendingGymAscentDisplay) {
  if (payload.gym_route_id === undefined) return payload;
  const snapshot: Partial<AscentGymRouteInput> = { climbing_type: display.climbing_type };
  if (display.gym_id !== null) snapshot.gym_id = display.gym_id;
  if (display.level_index !== null) snapshot.level_index = display.level_index;
  if (display.grade_value !== null) snapshot.grade_value = display.grade_value;
  return { ...payload, keep_without_route: true, ...snapshot };
}
