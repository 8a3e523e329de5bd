import { describe, expect, it } from 'vitest';
import { CRAG_FILTER_KEYS } from './crag-filter-keys';
import { CRAG_FILTER_RULES, cragFilterValue } from './crag-filter-rules';
import { cragFilters } from './search';

/** Values each filter may be given in an address: every rule's edges, its enum values, and wrong ones. */
function valuesFor(key: (typeof CRAG_FILTER_KEYS)[number]): string[] {
  const rule: { list?: readonly string[]; one?: readonly string[]; min?: number; max?: number } =
    CRAG_FILTER_RULES[key];
  const common = ['', ' ', ',', 'x', '0', '1', '12.5', '1e2', '0x10', 'NaN', 'Infinity', '-0'];
  const words = rule.list ?? rule.one;
  if (words) {
    const [first = '', second = ''] = words;
    return [
      ...common,
      ...words,
      `${first},${second}`,
      ` ${first} , ${second} `,
      `${first},,${second},`,
      `${first},${first}`,
      `${first},unknown`,
      first.toUpperCase(),
      ` ${first}`,
    ];
  }
  const { min = 0, max = 0 } = rule;
  return [
    ...common,
    ...[min - 1, min, min + 1, max - 1, max, max + 1].map(String),
    ` ${min} `,
    `${max}.0`,
    `${min},${max}`,
  ];
}

describe('the crag filters read without zod (cragFilterValue)', () => {
  it('names every filter of the schema', () => {
    expect(Object.keys(CRAG_FILTER_RULES).sort()).toEqual(Object.keys(cragFilters.shape).sort());
    expect([...CRAG_FILTER_KEYS]).toEqual(Object.keys(cragFilters.shape));
  });

  for (const key of CRAG_FILTER_KEYS) {
    it(`reads ${key} as the schema does`, () => {
      for (const raw of valuesFor(key)) {
        const parsed = cragFilters.shape[key].safeParse(raw);
        expect(cragFilterValue(key, raw), JSON.stringify(raw)).toEqual(parsed.success ? parsed.data : undefined);
      }
    });
  }
});
