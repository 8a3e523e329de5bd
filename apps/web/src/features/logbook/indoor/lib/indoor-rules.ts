import {
  ASCENT_NOTE_MAX,
  ASCENT_NOTE_MIN,
  type AscentGymRoute,
  type ValidationErrors,
  type ValidationRule,
} from '@climb/contracts';
import { QUANTITY_MAX } from './indoor-constants';
import type { IndoorAscentValues, RoutelessValues } from './indoor-values';

/*
 * The rules of an indoor ascent's edit, written without the schema library: the indoor logbook's page (its list, its
 * charts) then loads none. The same fields and rule names as the API's 422 (`ascentGymRouteUpdateInput`); a unit
 * test holds both to the same answers (a blank day aside: the form asks for one, the API keeps the old one).
 */

const TEXT_MAX = 5_000;

/** A real calendar day written `YYYY-MM-DD`. */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The last day an ascent may be of: tomorrow in UTC, as the API allows for the climbers ahead of it. */
const lastDay = (now: Date) => new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);

function numberRule(text: string, min: number, max: number): ValidationRule | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 'not_a_number';
  if (!Number.isInteger(value)) return 'not_a_number';
  if (value < min) return 'too_small';
  if (value > max) return 'too_big';
  return null;
}

/** An edit of one of my indoor ascents; the level, grade and quantity of one without a route with it. */
export function checkIndoorEdit(
  ascent: Pick<AscentGymRoute, 'gym_route' | 'gym'>,
  values: IndoorAscentValues,
  routeless: RoutelessValues | null,
  now = new Date(),
): ValidationErrors {
  const errors: ValidationErrors = {};
  const add = (field: string, rule: ValidationRule) => {
    errors[field] = [...(errors[field] ?? []), rule];
  };
  if (values.released_at === '') add('released_at', 'required');
  else if (!isCalendarDay(values.released_at)) add('released_at', 'invalid');
  else if (values.released_at > lastDay(now)) add('released_at', 'in_the_future');
  if (values.note !== '') {
    const rule = numberRule(values.note, ASCENT_NOTE_MIN, ASCENT_NOTE_MAX);
    if (rule) add('note', rule);
  }
  if (values.comment.trim().length > TEXT_MAX) add('comment', 'too_long');
  if (values.private_comment.trim().length > TEXT_MAX) add('private_comment', 'too_long');
  if (ascent.gym_route !== null || routeless === null) return errors;
  const quantity = numberRule(routeless.quantity, 1, QUANTITY_MAX);
  if (quantity) add('quantity', quantity);
  if (routeless.by === 'level') {
    if (ascent.gym === null) add('gym_id', 'required');
    if (routeless.level_index === '') add('level_index', 'required');
  } else if (routeless.grade_value === '') {
    add('grade_value', 'required');
  }
  return errors;
}
