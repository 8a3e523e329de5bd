import {
  type ClimbingType,
  type CurrentUser,
  type Gender,
  type Locale,
  type UpdateCurrentUserBody,
  updateCurrentUserBody,
  type ValidationErrors,
} from '@climb/contracts';
import { mergeErrors, validateWith } from '../../../lib/forms/form-errors';

/** The general settings as the form holds them: text inputs hold strings, '' meaning "not said". */
export interface GeneralValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  description: string;
  gender: Gender | '';
  date_of_birth: string;
  language: Locale;
  climbing_types: ClimbingType[];
  /** Grade values (docs/domain/grades.md) as select values: '31' for 6a, '' for none. */
  grade_min_value: string;
  grade_max_value: string;
}

export const DESCRIPTION_MAX_LENGTH = 2000;

export function generalValuesOf(user: CurrentUser): GeneralValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    description: user.description ?? '',
    gender: user.gender ?? '',
    date_of_birth: user.date_of_birth ?? '',
    language: user.language,
    climbing_types: [...user.climbing_types],
    grade_min_value: user.grade_min_value === null ? '' : String(user.grade_min_value),
    grade_max_value: user.grade_max_value === null ? '' : String(user.grade_max_value),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const gradeOrNull = (value: string) => (value === '' ? null : Number(value));

/** The `PUT current_users.json` body of the general settings. */
export function generalBody(values: GeneralValues): UpdateCurrentUserBody {
  return {
    user: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      description: orNull(values.description),
      gender: values.gender === '' ? null : values.gender,
      date_of_birth: orNull(values.date_of_birth),
      language: values.language,
      climbing_types: values.climbing_types,
      grade_min_value: gradeOrNull(values.grade_min_value),
      grade_max_value: gradeOrNull(values.grade_max_value),
    },
  };
}

/**
 * The API's rules (the contract's schema), plus the order of the grade range: a maximum below
 * the minimum is `too_small`.
 */
export function validateGeneral(values: GeneralValues): ValidationErrors {
  const body = generalBody(values);
  const schemaErrors = validateWith(updateCurrentUserBody, body, 'user');
  const { grade_min_value: min, grade_max_value: max } = body.user;
  const orderErrors: ValidationErrors =
    min !== null && min !== undefined && max !== null && max !== undefined && max < min
      ? { grade_max_value: ['too_small'] }
      : {};
  return mergeErrors(schemaErrors, orderErrors);
}
