import { describe, expect, it } from 'vitest';
import { NotFound } from './errors';
import { isStoredId, recordId } from './path-params';

describe('recordId', () => {
  it('reads a positive id of a serial column', () => {
    expect(recordId({ id: '1' })).toBe(1);
    expect(recordId({ id: '2147483647' })).toBe(2_147_483_647);
  });

  it.each(['abc', '0', '-1', '1.5', '01', '1e3', '', '2147483648', '99999999999'])('answers 404 for %j', (id) => {
    expect(() => recordId({ id })).toThrow(NotFound);
  });
});

describe('isStoredId', () => {
  it('tells the ids a serial column can hold', () => {
    expect(isStoredId(1)).toBe(true);
    expect(isStoredId(2_147_483_647)).toBe(true);
    expect(isStoredId(2_147_483_648)).toBe(false);
    expect(isStoredId(0)).toBe(false);
    expect(isStoredId(1.5)).toBe(false);
  });
});
