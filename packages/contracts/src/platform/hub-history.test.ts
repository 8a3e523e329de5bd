import { describe, expect, it } from 'vitest';
import { visitHub } from './hub-history';

describe('visitHub', () => {
  it('appends a new hub with its page', () => {
    expect(visitHub([], '/outdoor')).toEqual([{ hub: '/outdoor', page: '/outdoor' }]);
    expect(visitHub([{ hub: '/outdoor', page: '/outdoor' }], '/crags/1/ceuse', '/crags/1/ceuse/maps')).toEqual([
      { hub: '/outdoor', page: '/outdoor' },
      { hub: '/crags/1/ceuse', page: '/crags/1/ceuse/maps' },
    ]);
  });

  it('cuts the trail back to a revisited hub and updates its page', () => {
    const trail = [
      { hub: '/outdoor', page: '/outdoor' },
      { hub: '/areas/2/verdon', page: '/areas/2/verdon' },
      { hub: '/crags/1/ceuse', page: '/crags/1/ceuse' },
    ];
    expect(visitHub(trail, '/areas/2/verdon', '/areas/2/verdon/crags')).toEqual([
      { hub: '/outdoor', page: '/outdoor' },
      { hub: '/areas/2/verdon', page: '/areas/2/verdon/crags' },
    ]);
    expect(visitHub(trail, '/outdoor')).toEqual([{ hub: '/outdoor', page: '/outdoor' }]);
  });

  it('updates the page of the last hub without growing the trail', () => {
    const trail = [{ hub: '/crags/1/ceuse', page: '/crags/1/ceuse' }];
    expect(visitHub(trail, '/crags/1/ceuse', '/crags/1/ceuse/routes')).toEqual([
      { hub: '/crags/1/ceuse', page: '/crags/1/ceuse/routes' },
    ]);
  });

  it('never changes the trail it is given', () => {
    const trail = [{ hub: '/outdoor', page: '/outdoor' }];
    visitHub(trail, '/indoor');
    expect(trail).toEqual([{ hub: '/outdoor', page: '/outdoor' }]);
  });

  it('keeps the name of a hub, given once, until another name is given', () => {
    const named = visitHub([], '/crags/1/ceuse', '/crags/1/ceuse', 'Céüse');
    const revisited = visitHub(named, '/crags/1/ceuse', '/crags/1/ceuse/routes');
    expect(revisited).toEqual([{ hub: '/crags/1/ceuse', page: '/crags/1/ceuse/routes', title: 'Céüse' }]);
    expect(visitHub(revisited, '/crags/1/ceuse', '/crags/1/ceuse', 'Céüse (Hautes-Alpes)')[0]?.title).toBe(
      'Céüse (Hautes-Alpes)',
    );
  });
});
