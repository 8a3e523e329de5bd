import { describe, expect, it } from 'vitest';
import { coordinateText, pointOf } from './position-text';

describe('a position typed in two inputs', () => {
  it('reads both coordinates, a French decimal comma included', () => {
    expect(pointOf({ latitude: ' 44,1812 ', longitude: '5.9437' })).toEqual([44.1812, 5.9437]);
  });

  it('is no point while a coordinate is blank, no number, or out of range', () => {
    expect(pointOf({ latitude: '', longitude: '5.9' })).toBeNull();
    expect(pointOf({ latitude: '44.1', longitude: 'est' })).toBeNull();
    expect(pointOf({ latitude: '90.5', longitude: '5.9' })).toBeNull();
    expect(pointOf({ latitude: '44.1', longitude: '-180.1' })).toBeNull();
    expect(pointOf({ latitude: '-90', longitude: '180' })).toEqual([-90, 180]);
  });

  it('writes a picked coordinate with 6 decimals at most', () => {
    expect(coordinateText(44.181234567)).toBe('44.181235');
    expect(coordinateText(5.5)).toBe('5.5');
  });
});
