import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './active-option';

describe('search box keyboard', () => {
  it('moves the highlight with the arrows, wrapping around', () => {
    expect(nextActiveIndex('ArrowDown', -1, 4)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 2, 4)).toBe(3);
    expect(nextActiveIndex('ArrowDown', 3, 4)).toBe(0);
    expect(nextActiveIndex('ArrowUp', -1, 4)).toBe(3);
    expect(nextActiveIndex('ArrowUp', 0, 4)).toBe(3);
    expect(nextActiveIndex('ArrowUp', 2, 4)).toBe(1);
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBe(-1);
  });
});
