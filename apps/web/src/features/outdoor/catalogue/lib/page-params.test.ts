import { coercedRecordId, VERSION_ITEM_TYPES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areaParams, cragParams, routeParams, sectorParams, versionPageParams } from './page-params';

// The schemas these pages read their address with before the parsers written by hand: both must agree.
const namePart = z.string().max(300).optional();
const before = {
  cragParams: z.object({ cragId: coercedRecordId(), cragName: namePart }),
  sectorParams: z.object({ cragSectorId: coercedRecordId(), cragSectorName: namePart }),
  routeParams: z.object({ cragRouteId: coercedRecordId(), cragRouteName: namePart }),
  areaParams: z.object({ areaId: coercedRecordId(), areaName: namePart }),
  versionPageParams: z.object({ versionType: z.enum(VERSION_ITEM_TYPES), versionId: coercedRecordId() }),
};
const now = { cragParams, sectorParams, routeParams, areaParams, versionPageParams };

const values = [
  undefined,
  '',
  '0',
  '1',
  '42',
  ' 42',
  '42.0',
  '4.2',
  '-1',
  '1e2',
  '0x10',
  'abc',
  '2147483647',
  '2147483648',
  'ceuse',
  'céüse-la-face-sud',
  'x'.repeat(300),
  'x'.repeat(301),
  ...VERSION_ITEM_TYPES,
  'Crag',
];

describe('the record pages’ route parameters', () => {
  for (const [name, schema] of Object.entries(before)) {
    it(`${name} reads an address as its schema did`, () => {
      const parser = now[name as keyof typeof now];
      const [first, second] = Object.keys(schema.shape) as [string, string];
      for (const a of values) {
        for (const b of values) {
          const params: Record<string, string | undefined> = { [first]: a, [second]: b, other: '7' };
          const expected = schema.safeParse(params);
          expect(parser.safeParse(params), JSON.stringify(params)).toEqual(
            expected.success ? { success: true, data: expected.data } : { success: false },
          );
        }
      }
    });
  }

  it('gives the id as a number and keeps the name', () => {
    expect(cragParams.safeParse({ cragId: '12', cragName: 'ceuse' })).toEqual({
      success: true,
      data: { cragId: 12, cragName: 'ceuse' },
    });
    expect(sectorParams.safeParse({ cragSectorId: '0' })).toEqual({ success: false });
  });
});
