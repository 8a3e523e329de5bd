import { describe, expect, it } from 'vitest';
import { hardnessOf } from './route-opinions';

describe('grade consensus', () => {
  it('waits for enough opinions, then reads soft, right or hard', () => {
    expect(hardnessOf(null)).toBeNull();
    expect(hardnessOf(-0.6)).toBe('soft');
    expect(hardnessOf(0.1)).toBe('accurate');
    expect(hardnessOf(-0.2)).toBe('accurate');
    expect(hardnessOf(0.5)).toBe('sandbagged');
  });
});
