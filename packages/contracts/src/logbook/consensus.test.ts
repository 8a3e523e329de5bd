import { describe, expect, it } from 'vitest';
import { consensusValue } from './consensus';
import { GRADE_BUCKETS, gradeBucket } from './grade-buckets';

describe('consensusValue', () => {
  it('shows the mean only from the minimum number of votes', () => {
    expect(consensusValue(4.333, 2, 3)).toBeNull();
    expect(consensusValue(4.333, 3, 3)).toBe(4.33);
    expect(consensusValue(null, 10, 3)).toBeNull();
  });

  it('never shows a single vote, whatever the setting says', () => {
    expect(consensusValue(6, 1, 1)).toBeNull();
    expect(consensusValue(6, 1, 0)).toBeNull();
    expect(consensusValue(6, 2, 1)).toBe(6);
  });
});

describe('gradeBucket', () => {
  it('keeps every grade as climbed: 54 buckets from 1a to 9c+, 7c and 7c+ apart', () => {
    expect(GRADE_BUCKETS).toHaveLength(54);
    expect(GRADE_BUCKETS[0]?.text).toBe('1a');
    expect(GRADE_BUCKETS.at(-1)?.text).toBe('9c+');
    expect(gradeBucket(31)).toBe('6a');
    expect(gradeBucket(32)).toBe('6a+');
    expect(gradeBucket(41)).toBe('7c');
    expect(gradeBucket(42)).toBe('7c+');
    expect(gradeBucket(54)).toBe('9c+');
    expect(gradeBucket(1)).toBe('1a');
  });

  it('has no bucket for an unknown grade', () => {
    expect(gradeBucket(0)).toBeNull();
    expect(gradeBucket(55)).toBeNull();
    expect(gradeBucket(31.5)).toBeNull();
    expect(gradeBucket(null)).toBeNull();
    expect(gradeBucket(undefined)).toBeNull();
  });
});
