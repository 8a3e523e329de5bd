import { describe, expect, it } from 'vitest';
import { touchedRecords } from './completion-changes';

const route = { id: 9, crag_id: 4, name: 'Mingus' };

describe('touchedRecords', () => {
  it('rewrites a crag on any change of it', () => {
    expect(touchedRecords({ itemType: 'crags', itemId: 4, before: null, after: { name: 'Céüse' } })).toEqual([
      { kind: 'crag', ids: [4] },
    ]);
    expect(touchedRecords({ itemType: 'crags', itemId: 4, before: { name: 'Céüse' }, after: null })).toEqual([
      { kind: 'crag', ids: [4] },
    ]);
  });

  it('rewrites the crag of a sector, whose name finds it', () => {
    const sector = { id: 2, crag_id: 4, name: 'Bas Cuvier' };
    expect(touchedRecords({ itemType: 'crag_sectors', itemId: 2, before: null, after: sector })).toEqual([
      { kind: 'crag', ids: [4] },
    ]);
    expect(touchedRecords({ itemType: 'crag_sectors', itemId: 2, before: sector, after: null })).toEqual([
      { kind: 'crag', ids: [4] },
    ]);
  });

  it('rewrites a route and its crag, whose weight is its number of routes', () => {
    for (const [before, after] of [
      [null, route],
      [route, { ...route, name: 'Mingus 2' }],
      [route, null],
    ] as const) {
      expect(touchedRecords({ itemType: 'crag_routes', itemId: 9, before, after })).toEqual([
        { kind: 'route', ids: [9] },
        { kind: 'crag', ids: [4] },
      ]);
    }
  });

  it('rewrites an area on its changes and those of its crag list', () => {
    const change = { itemType: 'areas' as const, itemId: 3, before: { crags: [1] }, after: { crags: [1, 2] } };
    expect(touchedRecords(change)).toEqual([{ kind: 'area', ids: [3] }]);
  });

  it('touches nothing for the records search does not find', () => {
    for (const itemType of ['parks', 'approaches', 'rock_bars', 'alerts'] as const) {
      expect(touchedRecords({ itemType, itemId: 1, before: null, after: { crag_id: 4 } })).toEqual([]);
    }
  });
});
