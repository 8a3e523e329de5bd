import { INT4_MAX } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneOfParam, optionalParam, paramsParser, parseRouteParams, recordIdParam, textParam } from './route-params';

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

describe('the parsers written by hand read an address as zod does', () => {
  // Each pair: a zod schema the pages used, and the parser that replaced it; both must agree on every value.
  const corpus = [
    undefined,
    '',
    ' ',
    '0',
    '1',
    '12',
    ' 12 ',
    '12.0',
    '12.5',
    '-3',
    '1e3',
    '0x1F',
    'Infinity',
    'NaN',
    'abc',
    '2147483647',
    '2147483648',
    '9007199254740993',
    'ceuse',
    'x'.repeat(300),
    'x'.repeat(301),
    'limestone',
    'crag',
  ];
  const pairs = [
    {
      name: 'a record id and a name part',
      zod: z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX), name: z.string().max(300).optional() }),
      hand: paramsParser({ id: recordIdParam, name: optionalParam(textParam(300)) }),
    },
    {
      name: 'an optional record id and a required text',
      zod: z.object({
        id: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
        name: z.string().min(1).max(160),
      }),
      hand: paramsParser({ id: optionalParam(recordIdParam), name: textParam(160, 1) }),
    },
    {
      name: 'one of a list',
      zod: z.object({ type: z.enum(['crag', 'crag_route']), id: z.coerce.number().int().min(1).max(INT4_MAX) }),
      hand: paramsParser({ type: oneOfParam(['crag', 'crag_route']), id: recordIdParam }),
    },
  ];

  for (const { name, zod, hand } of pairs) {
    it(name, () => {
      const keys = Object.keys(zod.shape);
      for (const first of corpus) {
        for (const second of corpus) {
          const params: Record<string, string | undefined> = { [keys[0] as string]: first, other: 'kept out' };
          if (second !== undefined) params[keys[1] as string] = second;
          expect(hand.safeParse(params), JSON.stringify(params)).toEqual(
            pick(zod.safeParse(params) as { success: boolean; data?: unknown }),
          );
        }
      }
    });
  }

  it('keeps a parameter given as undefined, and leaves out one the address lacks', () => {
    const parser = paramsParser({ id: recordIdParam, name: optionalParam(textParam(300)) });
    const given = parser.safeParse({ id: '3', name: undefined });
    const lacking = parser.safeParse({ id: '3' });
    expect(given.success && 'name' in given.data).toBe(true);
    expect(lacking.success && 'name' in lacking.data).toBe(false);
  });
});

/** A zod answer as the parsers give it: its success and data, without the error. */
function pick(result: { success: boolean; data?: unknown }) {
  return result.success ? { success: true, data: result.data } : { success: false };
}
