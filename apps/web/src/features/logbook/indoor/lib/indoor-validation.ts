import {
  type AscentGymRoute,
  ascentGymRouteInput,
  ascentGymRouteUpdateInput,
  type GymRouteSummary,
  type ValidationErrors,
} from '@climb/contracts';
import { mergeErrors, validateWith } from '../../../../lib/forms/form-errors';
import {
  gymRouteAscentBody,
  type IndoorAscentValues,
  indoorEditBody,
  type RoutelessValues,
  routelessAscentBody,
} from './indoor-values';

/*
 * The contract's own rules for the indoor forms (so they refuse what the API would, under the same field and rule
 * names as its 422), and the rules of an ascent without a route the schema leaves to the server.
 */

const ANY_KEY = '00000000-0000-4000-8000-000000000000';

/** What an ascent without a route needs: its type, and the level of a gym or a grade. */
function routelessRules(gymId: number | null, routeless: RoutelessValues): ValidationErrors {
  const errors: ValidationErrors = {};
  if (routeless.climbing_type === '') errors.climbing_type = ['required'];
  if (routeless.by === 'level') {
    if (gymId === null) errors.gym_id = ['required'];
    if (routeless.level_index === '') errors.level_index = ['required'];
  } else if (routeless.grade_value === '') {
    errors.grade_value = ['required'];
  }
  return errors;
}

/** An ascent of a gym route. */
export function validateRouteAscent(
  route: Pick<GymRouteSummary, 'id' | 'climbing_type'>,
  values: IndoorAscentValues,
): ValidationErrors {
  return validateWith(ascentGymRouteInput, gymRouteAscentBody(route, values, ANY_KEY));
}

/** An ascent without a route, of a gym (by level) or anywhere (by grade). */
export function validateRoutelessAscent(
  gymId: number | null,
  routeless: RoutelessValues,
  values: IndoorAscentValues,
): ValidationErrors {
  return mergeErrors(
    validateWith(ascentGymRouteInput, routelessAscentBody(gymId, routeless, values, ANY_KEY)),
    routelessRules(gymId, routeless),
  );
}

/** An edit of one of my indoor ascents (level, grade and quantity only without a route). */
export function validateIndoorEdit(
  ascent: AscentGymRoute,
  values: IndoorAscentValues,
  routeless: RoutelessValues | null,
): ValidationErrors {
  const errors = validateWith(ascentGymRouteUpdateInput, indoorEditBody(ascent, values, routeless));
  if (ascent.gym_route !== null || routeless === null) return errors;
  return mergeErrors(errors, routelessRules(ascent.gym?.id ?? null, routeless));
}
