import { newPasswordBody, signUpBody } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { validateWith } from '../../../lib/forms/form-errors';
import { withConfirmation } from './password-confirmation';
import { brokenPasswordRules } from './password-rules';

describe('client checks of the session forms', () => {
  it('finds the rule names the API would answer under each field', () => {
    const body = {
      first_name: '',
      last_name: 'Hill',
      email: 'not-an-address',
      password: 'short',
      password_confirmation: 'short',
      language: 'fr',
    };
    expect(validateWith(signUpBody, body)).toEqual({
      first_name: ['required'],
      email: ['invalid'],
      password: ['too_short', 'missing_digit', 'missing_uppercase'],
    });
  });

  it('flags a confirmation that differs at once, even while other fields are wrong', () => {
    const values = { token: '', password: 'Granite42', password_confirmation: 'Granite43' };
    expect(withConfirmation(validateWith(newPasswordBody, values), values)).toEqual({
      token: ['required'],
      password_confirmation: ['confirmation'],
    });
    const matching = { token: 'abc', password: 'Granite42', password_confirmation: 'Granite42' };
    expect(withConfirmation(validateWith(newPasswordBody, matching), matching)).toEqual({});
  });

  it('ticks the password rules as they are met', () => {
    expect(brokenPasswordRules('')).toEqual(['required']);
    expect(brokenPasswordRules('abc')).toEqual(['too_short', 'missing_digit', 'missing_uppercase']);
    expect(brokenPasswordRules('Verdon2024')).toEqual([]);
    expect(brokenPasswordRules(`A1${'b'.repeat(127)}`)).toEqual(['too_long']);
  });
});
