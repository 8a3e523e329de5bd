import type { GymRouteTableRow } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { filterChoices, filterRows, NO_FILTER, toggleAll } from './route-filter';

function row(id: number, extra: Partial<GymRouteTableRow> = {}): GymRouteTableRow {
  return {
    id,
    gym_space_id: 1,
    space_name: 'Bloc',
    gym_sector_id: 10,
    sector_name: 'Dalle',
    name: null,
    climbing_type: 'bouldering',
    level_index: 2,
    level_color: 'blue',
    sub_level: null,
    grade_value: 29,
    grade_text: '5c',
    hold_colors: ['blue'],
    gym_opener_ids: [],
    openers: [],
    opened_at: '2026-11-01',
    dismounted_at: null,
    fixed_points: null,
    anchor_number: null,
    ascents_count: 0,
    likes_count: 0,
    ...extra,
  };
}

const rows = [
  row(1, { openers: ['Léa'] }),
  row(2, { gym_sector_id: 11, sector_name: 'Toit', level_color: 'red', openers: ['Tom', 'Léa'] }),
  row(3, {
    gym_space_id: 2,
    space_name: 'Voies',
    gym_sector_id: 12,
    sector_name: 'Mur',
    climbing_type: 'sport_climbing',
  }),
];

describe('the route table filters', () => {
  it('keep every row without a filter, and the rows each filter asks for', () => {
    expect(filterRows(rows, NO_FILTER)).toHaveLength(3);
    const ids = (filter: Partial<typeof NO_FILTER>) => filterRows(rows, { ...NO_FILTER, ...filter }).map((r) => r.id);
    expect(ids({ spaceId: 1 })).toEqual([1, 2]);
    expect(ids({ sectorId: 11 })).toEqual([2]);
    expect(ids({ climbingType: 'sport_climbing' })).toEqual([3]);
    expect(ids({ levelColor: 'blue' })).toEqual([1, 3]);
    expect(ids({ setter: 'Léa' })).toEqual([1, 2]);
    expect(ids({ setter: 'Léa', levelColor: 'red' })).toEqual([2]);
    expect(ids({ spaceId: 2, setter: 'Tom' })).toEqual([]);
  });

  it('offer the values the rows hold', () => {
    expect(filterChoices(rows)).toEqual({
      spaces: [
        { id: 1, name: 'Bloc' },
        { id: 2, name: 'Voies' },
      ],
      sectors: [
        { id: 10, name: 'Dalle', spaceId: 1 },
        { id: 12, name: 'Mur', spaceId: 2 },
        { id: 11, name: 'Toit', spaceId: 1 },
      ],
      climbingTypes: ['bouldering', 'sport_climbing'],
      levelColors: ['blue', 'red'],
      setters: ['Léa', 'Tom'],
    });
  });

  it('choose all the filtered rows, or leave them once all are chosen', () => {
    const shown = rows.slice(0, 2);
    expect([...toggleAll(new Set([3]), shown)].sort()).toEqual([1, 2, 3]);
    expect([...toggleAll(new Set([1, 2, 3]), shown)]).toEqual([3]);
  });

  it('filter 2,000 rows well within a frame', () => {
    const many = Array.from({ length: 2_000 }, (_, index) =>
      row(index, { gym_sector_id: 10 + (index % 20), openers: [`Ouvreur ${index % 7}`] }),
    );
    const started = performance.now();
    for (let turn = 0; turn < 10; turn += 1) filterRows(many, { ...NO_FILTER, sectorId: 12, setter: 'Ouvreur 3' });
    expect((performance.now() - started) / 10).toBeLessThan(16);
  });
});
