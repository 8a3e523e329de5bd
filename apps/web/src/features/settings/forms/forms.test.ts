import type { CurrentUser } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorText, mergeErrors, type Translate } from '../../../lib/forms/form-errors';
import fr from '../../../locales/fr/common.json';
import frRules from '../../../locales/fr/rules.json';
import { climber } from '../../../testing/catalogue-fixtures';
import { generalBody, generalValuesOf, validateGeneral } from './general-values';

const user: CurrentUser = {
  ...climber,
  id: 1,
  first_name: 'Lynn',
  last_name: 'Hill',
  slug_name: 'lynn-hill',
  email: 'lynn@example.org',
  grade_min_value: 31,
  created_at: '2024-05-01T10:00:00.000Z',
};

const t: Translate = (key, options) => {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
  const texts = namespace === 'rules' ? frRules : fr;
  const value = (path ?? '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  return typeof value === 'string' ? value : (options?.defaultValue ?? key);
};

describe('general settings form', () => {
  it('round-trips a climber into the PUT body, blanks becoming null', () => {
    const values = generalValuesOf(user);
    expect(values).toMatchObject({ description: '', gender: '', grade_min_value: '31', grade_max_value: '' });
    expect(generalBody({ ...values, first_name: '  Lynn ', description: '  ' })).toEqual({
      user: {
        first_name: 'Lynn',
        last_name: 'Hill',
        description: null,
        gender: null,
        date_of_birth: null,
        language: 'fr',
        climbing_types: ['sport_climbing'],
        grade_min_value: 31,
        grade_max_value: null,
      },
    });
    expect(validateGeneral(values)).toEqual({});
  });

  it('refuses what the API refuses, under the same field and rule names', () => {
    const values = generalValuesOf(user);
    expect(validateGeneral({ ...values, first_name: ' ', last_name: 'x'.repeat(61) })).toEqual({
      first_name: ['required'],
      last_name: ['too_long'],
    });
    expect(validateGeneral({ ...values, date_of_birth: '2999-01-01' })).toEqual({ date_of_birth: ['in_the_future'] });
    expect(validateGeneral({ ...values, description: 'x'.repeat(2001) })).toEqual({ description: ['too_long'] });
  });

  it('refuses a maximum level below the minimum', () => {
    const values = { ...generalValuesOf(user), grade_min_value: '37', grade_max_value: '31' };
    expect(validateGeneral(values)).toEqual({ grade_max_value: ['too_small'] });
    expect(validateGeneral({ ...values, grade_max_value: '37' })).toEqual({});
  });
});

describe('field error texts', () => {
  it('reads as the alert lines do, without the dash', () => {
    expect(fieldErrorText('first_name', { first_name: ['required'] }, t)).toBe('Le prénom est obligatoire');
    expect(fieldErrorText('grade_max_value', { grade_max_value: ['too_small'] }, t)).toBe(
      'Le niveau maximum est trop petit',
    );
    expect(fieldErrorText('password', { password: ['too_short', 'missing_digit'] }, t)).toBe(
      'Le mot de passe est trop court · Le mot de passe doit contenir au moins un chiffre',
    );
    expect(fieldErrorText('email', {}, t)).toBeUndefined();
  });

  it('merges validations without repeating a rule', () => {
    expect(mergeErrors({ a: ['required'] }, { a: ['required', 'invalid'], b: ['taken'] })).toEqual({
      a: ['required', 'invalid'],
      b: ['taken'],
    });
  });
});
