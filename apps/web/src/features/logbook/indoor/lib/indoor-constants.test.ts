import { INDOOR_ASCENT_QUANTITY_MAX, INDOOR_ASCENT_SORTS } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { INDOOR_SORTS, QUANTITY_MAX } from './indoor-constants';

describe('the indoor constants mirrored from the contracts', () => {
  it('are the contracts’ own', () => {
    expect(QUANTITY_MAX).toBe(INDOOR_ASCENT_QUANTITY_MAX);
    expect(INDOOR_SORTS).toEqual(INDOOR_ASCENT_SORTS);
  });
});
