import { DEFAULT_GYM_LEVELS } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { toGymLevelProgress, toGymRouteStatus } from './gym-ascent.mapper';

const gym = { id: 4, name: 'Arkose', slug_name: 'arkose' };
const scales = [
  { climbing_type: 'pan' as const, levels: DEFAULT_GYM_LEVELS.pan },
  { climbing_type: 'bouldering' as const, levels: DEFAULT_GYM_LEVELS.bouldering.slice(0, 3) },
  { climbing_type: 'sport_climbing' as const, levels: DEFAULT_GYM_LEVELS.sport_climbing },
];

describe('toGymLevelProgress', () => {
  it('lists the scales of the types offered or mounted, in type order, every level with its counts', () => {
    const progress = toGymLevelProgress(gym, ['bouldering', 'training_space'], scales, [
      { climbing_type: 'bouldering', level_index: 1, mounted: 4, done: 2 },
      { climbing_type: 'pan', level_index: 0, mounted: 1, done: 0 },
      // A level the scale no longer has counts nowhere.
      { climbing_type: 'bouldering', level_index: 5, mounted: 3, done: 3 },
    ]);
    expect(progress).toEqual({
      gym,
      climbing_types: [
        {
          climbing_type: 'bouldering',
          levels: [
            { level_index: 0, color: 'yellow', mounted: 0, done: 0 },
            { level_index: 1, color: 'green', mounted: 4, done: 2 },
            { level_index: 2, color: 'blue', mounted: 0, done: 0 },
          ],
        },
        {
          climbing_type: 'pan',
          levels: DEFAULT_GYM_LEVELS.pan.map((level, index) => ({
            level_index: index,
            color: level.color,
            mounted: index === 0 ? 1 : 0,
            done: 0,
          })),
        },
      ],
    });
  });
});

describe('toGymRouteStatus', () => {
  it('is done once an ascent is not a project', () => {
    const row = { gym_route_id: 3, done: false, ascents_count: 2, last_released_at: '2026-11-01' };
    expect(toGymRouteStatus(row)).toEqual({
      gym_route_id: 3,
      status: 'project',
      ascents_count: 2,
      last_released_at: '2026-11-01',
    });
    expect(toGymRouteStatus({ ...row, done: true }).status).toBe('done');
  });
});
