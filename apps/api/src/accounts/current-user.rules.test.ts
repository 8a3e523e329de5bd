import { describe, expect, it } from 'vitest';
import { checkProfileChanges } from './current-user.rules';

const TODAY = new Date('2026-11-22T12:00:00Z');
const adult = { date_of_birth: '1990-04-12', grade_min_value: 10, grade_max_value: 20, partner_search: false };

describe('checkProfileChanges', () => {
  it('passes the given fields through as changes', () => {
    const { changes, errors } = checkProfileChanges(adult, { first_name: 'Marc', description: null }, TODAY);
    expect(errors).toEqual({});
    expect(changes).toEqual({ first_name: 'Marc', description: null });
  });

  it('stores the e-mail in lower case and removes repeated enum values', () => {
    const { changes } = checkProfileChanges(
      adult,
      {
        email: 'Lucie@Example.TEST',
        climbing_types: ['bouldering', 'bouldering'],
        email_notifications: ['new_message', 'new_message'],
      },
      TODAY,
    );
    expect(changes).toEqual({
      email: 'lucie@example.test',
      climbing_types: ['bouldering'],
      email_notifications: ['new_message'],
    });
  });

  describe('grade range', () => {
    it('refuses a maximum below the given minimum', () => {
      const { errors } = checkProfileChanges(adult, { grade_min_value: 25, grade_max_value: 24 }, TODAY);
      expect(errors).toEqual({ grade_max_value: ['too_small'] });
    });

    it('compares a given bound with the stored other one', () => {
      expect(checkProfileChanges(adult, { grade_min_value: 21 }, TODAY).errors).toEqual({
        grade_max_value: ['too_small'],
      });
      expect(checkProfileChanges(adult, { grade_max_value: 9 }, TODAY).errors).toEqual({
        grade_max_value: ['too_small'],
      });
    });

    it('accepts equal bounds and an open range', () => {
      expect(checkProfileChanges(adult, { grade_max_value: 10 }, TODAY).errors).toEqual({});
      expect(checkProfileChanges(adult, { grade_min_value: null, grade_max_value: 3 }, TODAY).errors).toEqual({});
    });
  });

  describe('partner search and minors', () => {
    it('lets an adult turn partner search on', () => {
      const result = checkProfileChanges(adult, { partner_search: true }, TODAY);
      expect(result).toEqual({ changes: { partner_search: true }, errors: {} });
    });

    it('refuses partner search to a climber under 18, by the stored date of birth', () => {
      const minor = { ...adult, date_of_birth: '2008-11-23' };
      expect(checkProfileChanges(minor, { partner_search: true }, TODAY).errors).toEqual({
        partner_search: ['invalid'],
      });
    });

    it('takes a climber of 18 today as an adult', () => {
      const eighteen = { ...adult, date_of_birth: '2008-11-22' };
      expect(checkProfileChanges(eighteen, { partner_search: true }, TODAY).errors).toEqual({});
    });

    it('refuses partner search with a date of birth given in the same change that makes a minor', () => {
      const { errors } = checkProfileChanges(adult, { partner_search: true, date_of_birth: '2012-01-01' }, TODAY);
      expect(errors).toEqual({ partner_search: ['invalid'] });
    });

    it('turns partner search off when a new date of birth makes the climber a minor', () => {
      const searching = { ...adult, partner_search: true };
      const { changes, errors } = checkProfileChanges(searching, { date_of_birth: '2012-01-01' }, TODAY);
      expect(errors).toEqual({});
      expect(changes).toEqual({ date_of_birth: '2012-01-01', partner_search: false });
    });

    it('lets a climber turn it on once the date of birth makes them an adult', () => {
      const minor = { ...adult, date_of_birth: '2012-01-01' };
      const { errors } = checkProfileChanges(minor, { partner_search: true, date_of_birth: '1999-01-01' }, TODAY);
      expect(errors).toEqual({});
    });

    it('lets a minor turn it off', () => {
      const minor = { ...adult, date_of_birth: '2012-01-01', partner_search: true };
      const { changes, errors } = checkProfileChanges(minor, { partner_search: false }, TODAY);
      expect(errors).toEqual({});
      expect(changes).toEqual({ partner_search: false });
    });

    it('does not take an unknown date of birth for a minor', () => {
      const unknown = { ...adult, date_of_birth: null };
      expect(checkProfileChanges(unknown, { partner_search: true }, TODAY).errors).toEqual({});
    });
  });

  it('only lets e-mailable notification types be e-mailed', () => {
    const { errors } = checkProfileChanges(adult, { email_notifications: ['new_message', 'password_changed'] }, TODAY);
    expect(errors).toEqual({ email_notifications: ['not_included'] });
  });

  it('reports every broken rule at once', () => {
    const minor = { ...adult, date_of_birth: '2015-05-05' };
    const { errors } = checkProfileChanges(
      minor,
      { partner_search: true, grade_max_value: 1, email_notifications: ['api_key_regenerated'] },
      TODAY,
    );
    expect(errors).toEqual({
      partner_search: ['invalid'],
      grade_max_value: ['too_small'],
      email_notifications: ['not_included'],
    });
  });
});
