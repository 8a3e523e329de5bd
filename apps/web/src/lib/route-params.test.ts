import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRouteParams } from './route-params';

const cragParams = z.object({ cragId: z.coerce.number().int().positive(), cragName: z.string().optional() });

describe('parseRouteParams', () => {
  it('returns the parsed parameters', () => {
    expect(parseRouteParams(cragParams, { cragId: '12', cragName: 'ceuse' })).toEqual({
      cragId: 12,
      cragName: 'ceuse',
    });
  });

  it('answers 404 for parameters that fail validation', () => {
    let thrown: unknown;
    try {
      parseRouteParams(cragParams, { cragId: 'abc' });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init: { status: number } }).init.status).toBe(404);
  });
});
