import { CLIMBING_TYPES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../lib/errors';
import { givenFields, inEnumOrder, RuleBreaks } from './wiki-input';

describe('RuleBreaks', () => {
  it('throws nothing while no rule is broken', () => {
    expect(() => new RuleBreaks().check()).not.toThrow();
  });

  it('answers every broken rule at once, each rule once per field', () => {
    const breaks = new RuleBreaks().add('crag_id', 'not_found').add('pitches', 'invalid').add('pitches', 'invalid');
    try {
      breaks.check();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationFailed);
      expect((error as ValidationFailed).errors).toEqual({ crag_id: ['not_found'], pitches: ['invalid'] });
    }
  });
});

describe('inEnumOrder', () => {
  it('keeps each value once, in the order of the enum', () => {
    expect(inEnumOrder(['bouldering', 'sport_climbing', 'bouldering'], CLIMBING_TYPES)).toEqual([
      'sport_climbing',
      'bouldering',
    ]);
  });
});

describe('givenFields', () => {
  it('keeps the fields given, null included, and drops the undefined ones', () => {
    expect(givenFields({ name: 'A', description: null, sun: undefined })).toEqual({ name: 'A', description: null });
  });
});
