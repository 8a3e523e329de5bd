import type { Version, VersionHistory } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { routeChildPath, sectorChildPath, versionTargetPath } from './record-paths';

function history(overrides: Partial<VersionHistory>, changes: Version['changes'] = {}): VersionHistory {
  return {
    item_type: 'crags',
    item_id: 12,
    item_name: 'Céüse',
    deleted: false,
    versions_count: 1,
    versions: [
      {
        id: 1,
        item_type: 'crags',
        item_id: 12,
        event: 'create',
        changes,
        user: null,
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    ...overrides,
  };
}

describe('record paths', () => {
  it('puts sector and route pages under their crag', () => {
    const crag = { id: 12, slug_name: 'ceuse' };
    expect(sectorChildPath({ id: 5, slug_name: 'biographie', crag }, 'edit')).toBe(
      '/crags/12/ceuse/sectors/5/biographie/edit',
    );
    expect(routeChildPath({ id: 40, slug_name: 'la-fee', crag }, 'edit')).toBe('/crags/12/ceuse/routes/40/la-fee/edit');
  });

  it('leads a history back to its record, or to what the record belongs to', () => {
    expect(versionTargetPath(history({}))).toBe('/crags/12/ceuse');
    expect(versionTargetPath(history({ item_type: 'crag_routes', item_name: 'La Fée' }))).toBe(
      '/crag-routes/12/la-fee',
    );
    expect(versionTargetPath(history({ item_type: 'parks', item_name: null }, { crag_id: [null, 7] }))).toBe(
      '/crags/7/-/maps',
    );
    expect(
      versionTargetPath(
        history(
          { item_type: 'alerts', item_name: null },
          { alertable_type: [null, 'crag_sectors'], alertable_id: [null, 5] },
        ),
      ),
    ).toBe('/crag-sectors/5/-');
  });

  it('leads another catalogue’s records back by the ways it gave', () => {
    const gym = history({ item_type: 'gyms', item_name: 'Bloc Session' });
    expect(versionTargetPath(gym)).toBeNull();
    expect(versionTargetPath(gym, { gyms: (found) => `/gyms/${found.item_id}/-` })).toBe('/gyms/12/-');
    expect(versionTargetPath({ ...gym, deleted: true }, { gyms: () => '/gyms/12/-' })).toBeNull();
  });

  it('leads nowhere once the record is deleted or when the history does not say', () => {
    expect(versionTargetPath(history({ deleted: true }))).toBeNull();
    expect(versionTargetPath(history({ item_type: 'approaches', item_name: null }))).toBeNull();
  });
});
