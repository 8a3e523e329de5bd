import { describe, expect, it } from 'vitest';
import { estimateWalkingTime } from './walking-time';

describe('estimateWalkingTime', () => {
  it('walks flat paths at 4.5 km/h', () => {
    expect(estimateWalkingTime(4_500, 'flat')).toBe(60);
    expect(estimateWalkingTime(900, 'flat')).toBe(12);
  });

  it('walks uphill at 3 km/h and downhill at 5 km/h', () => {
    expect(estimateWalkingTime(1_500, 'ascent')).toBe(30);
    expect(estimateWalkingTime(1_500, 'descent')).toBe(18);
  });

  it('walks a path of unknown type at 4 km/h', () => {
    expect(estimateWalkingTime(2_000, null)).toBe(30);
  });

  it('rounds to the nearest minute', () => {
    // 1 000 m uphill = 20 min; 1 020 m = 20.4 min; 1 030 m = 20.6 min.
    expect(estimateWalkingTime(1_020, 'ascent')).toBe(20);
    expect(estimateWalkingTime(1_030, 'ascent')).toBe(21);
  });

  it('never answers less than a minute, even for a path of a few metres', () => {
    expect(estimateWalkingTime(10, 'descent')).toBe(1);
    expect(estimateWalkingTime(0, 'flat')).toBe(1);
  });
});
