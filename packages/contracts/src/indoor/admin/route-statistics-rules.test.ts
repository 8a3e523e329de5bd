import { describe, expect, it } from 'vitest';
import { hardnessOpinion, ROUTE_AGE_BUCKETS, routeAgeBucket } from './route-statistics-rules';

describe('the routes’ statistics’ rules', () => {
  it('puts each age in its bucket, bounds on the older side', () => {
    const cases: [number, string][] = [
      [-3, 'under_2_weeks'],
      [0, 'under_2_weeks'],
      [13, 'under_2_weeks'],
      [14, 'weeks_2_to_4'],
      [27, 'weeks_2_to_4'],
      [28, 'months_1_to_2'],
      [60, 'months_1_to_2'],
      [61, 'months_2_to_3'],
      [90, 'months_2_to_3'],
      [91, 'months_3_to_6'],
      [182, 'months_3_to_6'],
      [183, 'months_6_to_12'],
      [364, 'months_6_to_12'],
      [365, 'over_1_year'],
      [4000, 'over_1_year'],
    ];
    for (const [days, bucket] of cases) expect(routeAgeBucket(days), `${days} days`).toBe(bucket);
    expect(ROUTE_AGE_BUCKETS).toHaveLength(7);
  });

  it('reads a hardness mean as soft, right or hard once enough climbers voted', () => {
    expect(hardnessOpinion(-0.34, 3, 3)).toBe('soft');
    expect(hardnessOpinion(-1 / 3, 3, 3)).toBe('right');
    expect(hardnessOpinion(0, 5, 3)).toBe('right');
    expect(hardnessOpinion(1 / 3, 3, 3)).toBe('right');
    expect(hardnessOpinion(0.34, 3, 3)).toBe('hard');
    expect(hardnessOpinion(1, 2, 3)).toBeNull();
    expect(hardnessOpinion(null, 10, 3)).toBeNull();
    // Never from a single vote, whatever the setting.
    expect(hardnessOpinion(1, 1, 1)).toBeNull();
    expect(hardnessOpinion(1, 2, 1)).toBe('hard');
  });
});
