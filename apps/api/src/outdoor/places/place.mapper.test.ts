import { describe, expect, it } from 'vitest';
import { byDepartmentNumber, groupClimbingTypeCounts } from './place.mapper';

describe('byDepartmentNumber', () => {
  it('sorts numerically, Corsica where 20 was, overseas last', () => {
    const numbers = ['971', '2B', '21', '05', '974', '2A', '19', '95', '01'];
    expect(
      numbers
        .map((number) => ({ number }))
        .sort(byDepartmentNumber)
        .map(({ number }) => number),
    ).toEqual(['01', '05', '19', '2A', '2B', '21', '95', '971', '974']);
  });
});

describe('groupClimbingTypeCounts', () => {
  it('groups the counts per department, skipping crags without one', () => {
    const counts = groupClimbingTypeCounts([
      { department_id: 1, climbing_type: 'sport_climbing', crags_count: 3 },
      { department_id: 1, climbing_type: 'bouldering', crags_count: 1 },
      { department_id: 2, climbing_type: 'bouldering', crags_count: 7 },
      { department_id: null, climbing_type: 'deep_water', crags_count: 2 },
    ]);
    expect(counts.get(1)).toEqual({ sport_climbing: 3, bouldering: 1 });
    expect(counts.get(2)).toEqual({ bouldering: 7 });
    expect(counts.size).toBe(2);
  });
});
