import { describe, expect, it } from 'vitest';
import { consensusValue, hardnessConsensus } from './consensus';
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

describe('hardnessConsensus', () => {
  it('reads a mean of −1 easy … +1 sandbagged votes as one word', () => {
    expect(hardnessConsensus(null)).toBeNull();
    expect(hardnessConsensus(-1)).toBe('easy');
    expect(hardnessConsensus(-0.34)).toBe('easy');
    expect(hardnessConsensus(-0.33)).toBe('accurate');
    expect(hardnessConsensus(0)).toBe('accurate');
    expect(hardnessConsensus(0.33)).toBe('accurate');
    expect(hardnessConsensus(0.34)).toBe('sandbagged');
    expect(hardnessConsensus(1)).toBe('sandbagged');
  });
});

describe('gradeBucket', () => {
  it('folds the plus into its letter: 27 buckets from 1a to 9c', () => {
    expect(GRADE_BUCKETS).toHaveLength(27);
    expect(GRADE_BUCKETS[0]?.text).toBe('1a');
    expect(GRADE_BUCKETS.at(-1)?.text).toBe('9c');
    expect(gradeBucket(31)).toBe('6a');
    expect(gradeBucket(32)).toBe('6a');
    expect(gradeBucket(33)).toBe('6b');
    expect(gradeBucket(54)).toBe('9c');
    expect(gradeBucket(1)).toBe('1a');
  });

  it('has no bucket for an unknown grade', () => {
    expect(gradeBucket(0)).toBeNull();
    expect(gradeBucket(55)).toBeNull();
    expect(gradeBucket(null)).toBeNull();
    expect(gradeBucket(undefined)).toBeNull();
  });
});
