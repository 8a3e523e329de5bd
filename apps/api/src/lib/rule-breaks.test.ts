import { describe, expect, it } from 'vitest';
import { ValidationFailed } from './errors';
import { RuleBreaks } from './rule-breaks';

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
