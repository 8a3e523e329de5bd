import { CLIMBING_TYPES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { givenFields, inEnumOrder } from './wiki-input';

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
