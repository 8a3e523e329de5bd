import {
  EMAILABLE_NOTIFICATION_TYPES,
  isMinor,
  type UpdateCurrentUserBody,
  type ValidationErrors,
} from '@climb/contracts';
import type { UserChanges, UserRow } from './current-user.repository';

export type ProfileInput = UpdateCurrentUserBody['user'];

type ProfileState = Pick<UserRow, 'date_of_birth' | 'grade_min_value' | 'grade_max_value' | 'partner_search'>;

function addError(errors: ValidationErrors, field: string, rule: ValidationErrors[string][number]): void {
  errors[field] = [...(errors[field] ?? []), rule];
}

/**
 * The profile rules that need the stored values as well as the given ones (the e-mail's uniqueness
 * is checked against the database by the service):
 * - the grade range holds once merged: min ≤ max, else `grade_max_value: too_small`;
 * - minors cannot use partner search: asking for it is `partner_search: invalid`, and a date of
 *   birth that makes the climber a minor turns it off;
 * - only the types that can be e-mailed are chosen for e-mail (`email_notifications: not_included`).
 * Returns the changes to store, or the broken rules.
 */
export function checkProfileChanges(
  current: ProfileState,
  input: ProfileInput,
  today: Date = new Date(),
): { changes: UserChanges; errors: ValidationErrors } {
  const errors: ValidationErrors = {};
  const { climbing_types, email_notifications, ...fields } = input;
  const changes: UserChanges = { ...fields };

  // Stored in lower case, as sign-up stores it (uniqueness ignores case either way).
  if (fields.email !== undefined) changes.email = fields.email.toLowerCase();
  if (climbing_types !== undefined) changes.climbing_types = [...new Set(climbing_types)];
  if (email_notifications !== undefined) {
    if (email_notifications.some((type) => !EMAILABLE_NOTIFICATION_TYPES.includes(type))) {
      addError(errors, 'email_notifications', 'not_included');
    }
    changes.email_notifications = [...new Set(email_notifications)];
  }

  const gradeMin = input.grade_min_value !== undefined ? input.grade_min_value : current.grade_min_value;
  const gradeMax = input.grade_max_value !== undefined ? input.grade_max_value : current.grade_max_value;
  if (gradeMin !== null && gradeMax !== null && gradeMax < gradeMin) addError(errors, 'grade_max_value', 'too_small');

  const dateOfBirth = input.date_of_birth !== undefined ? input.date_of_birth : current.date_of_birth;
  if (isMinor(dateOfBirth, today)) {
    if (input.partner_search === true) addError(errors, 'partner_search', 'invalid');
    else if (current.partner_search) changes.partner_search = false;
  }

  return { changes, errors };
}
