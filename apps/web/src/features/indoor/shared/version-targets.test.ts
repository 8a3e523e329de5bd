import type { IndoorVersionItemType, Version, VersionHistory } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { INDOOR_VERSION_TARGETS } from './version-targets';

/** The history of a record created with `changes`, under `name`. */
function history(itemType: IndoorVersionItemType, name: string | null, changes: Version['changes']): VersionHistory {
  return {
    item_type: itemType,
    item_id: 12,
    item_name: name,
    deleted: false,
    versions_count: 1,
    versions: [
      { id: 1, item_type: itemType, item_id: 12, event: 'create', changes, user: null, created_at: '2026-01-01' },
    ],
  };
}

const target = (value: VersionHistory) => INDOOR_VERSION_TARGETS[value.item_type as IndoorVersionItemType](value);

describe('the ways back from a gym record’s history', () => {
  it('leads to the gym’s and the chain’s pages', () => {
    expect(target(history('gyms', 'Bloc Session', {}))).toBe('/gyms/12/bloc-session');
    expect(target(history('gym_chains', 'Réseau Prises', {}))).toBe('/gym-chains/12');
  });

  it('leads a space to its page, a sector to its space, a route to its panel in its space', () => {
    const inSpace = { gym_id: [null, 4], gym_space_id: [null, 10] } satisfies Version['changes'];
    expect(target(history('gym_spaces', 'Salle de bloc', { gym_id: [null, 4] }))).toBe(
      '/gyms/4/-/spaces/12/salle-de-bloc',
    );
    expect(target(history('gym_sectors', 'La Dalle', inSpace))).toBe('/gyms/4/-/spaces/10/-');
    expect(target(history('gym_routes', null, inSpace))).toBe('/gyms/4/-/spaces/10/-?route=12');
  });

  it('leads nowhere when the history does not say where the record is', () => {
    expect(target(history('gym_spaces', 'Salle', {}))).toBeNull();
    expect(target(history('gym_routes', null, { gym_id: [null, 4] }))).toBeNull();
  });
});
