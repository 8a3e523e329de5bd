import type { VersionHistory } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { firstValue, nameSlug, recordIdIn } from './version-targets';

const history: VersionHistory = {
  item_type: 'gym_routes',
  item_id: 120,
  item_name: null,
  deleted: false,
  versions_count: 2,
  versions: [
    {
      id: 2,
      item_type: 'gym_routes',
      item_id: 120,
      event: 'update',
      changes: { gym_space_id: [10, 11] },
      user: null,
      created_at: '2026-02-01T00:00:00Z',
    },
    {
      id: 1,
      item_type: 'gym_routes',
      item_id: 120,
      event: 'create',
      changes: { gym_id: [null, 4], gym_space_id: [null, 10] },
      user: null,
      created_at: '2026-01-01T00:00:00Z',
    },
  ],
};

describe('version targets', () => {
  it('makes a readable name part, never an empty one', () => {
    expect(nameSlug('Céüse — Biographie')).toBe('ceuse-biographie');
    expect(nameSlug(null)).toBe('-');
    expect(nameSlug('日本')).toBe('-');
  });

  it('reads the value a field took first, and ids only from whole positive numbers', () => {
    expect(firstValue(history, 'gym_id')).toBe(4);
    expect(firstValue(history, 'gym_space_id')).toBe(10);
    expect(firstValue(history, 'name')).toBeUndefined();
    expect(recordIdIn(4)).toBe(4);
    expect([recordIdIn(0), recordIdIn(1.5), recordIdIn('4'), recordIdIn(null)]).toEqual([null, null, null, null]);
  });
});
