/** Beyond ±this mean of −1 / 0 / +1 votes, climbers lean one way: the grade reads soft or sandbagged. */
const LEANING = 1 / 3;

export type Hardness = 'soft' | 'accurate' | 'sandbagged';

/** The climbers' consensus on a route's grade, or null while there are not enough opinions. */
export function hardnessOf(value: number | null): Hardness | null {
  if (value === null) return null;
  if (value <= -LEANING) return 'soft';
  if (value >= LEANING) return 'sandbagged';
  return 'accurate';
}
