import { describe, expect, it } from 'vitest';
import { chunked } from './chunked';

describe('chunked', () => {
  it('splits rows into statements of a bounded size', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked([], 2)).toEqual([]);
  });
});
