import { describe, expect, it } from 'vitest';
import type { PendingGymAscent } from '../../../../stores/ascents-pusher-store';
import {
  activeIndoorFilterCount,
  INDOOR_CHART_FILTER_KEYS,
  indoorFiltersFrom,
  indoorFiltersToQuery,
  indoorFiltersToSearch,
  indoorSearchFrom,
  indoorSortToSearch,
  indoorViewSearch,
  pendingGymMatches,
} from './indoor-search';

const params = (query: string) => new URLSearchParams(query);

describe('the indoor logbook’s address', () => {
  it('reads the view, filters, order, page and progress gym, each by the API’s rules', () => {
    expect(
      indoorSearchFrom(
        params(
          'view=analytics&ascent_status=flash,sent&roping_status=top_rope&climbing_type=pan&gym_id=3&date_from=2026-05-01&query=dalle&sort=gym&direction=asc&page=2&progress_gym=4',
        ),
      ),
    ).toEqual({
      view: 'analytics',
      filters: {
        ascent_status: ['flash', 'sent'],
        roping_status: ['top_rope'],
        climbing_type: ['pan'],
        gym_id: 3,
        date_from: '2026-05-01',
        query: 'dalle',
      },
      sort: 'gym',
      direction: 'asc',
      page: 2,
      progressGymId: 4,
    });
  });

  it('drops what the API would refuse, one key at a time, and puts dates in order', () => {
    expect(
      indoorSearchFrom(
        params('view=map&ascent_status=flash,nope&climbing_type=multi_pitch&gym_id=0&sort=name&page=-1&progress_gym=x'),
      ),
    ).toEqual({
      view: 'list',
      filters: {},
      sort: 'released_at',
      direction: 'desc',
      page: 1,
      progressGymId: null,
    });
    // A multi-pitch roping is not one of a gym's.
    expect(indoorFiltersFrom(params('roping_status=multi_pitch_leader'))).toEqual({});
    expect(indoorFiltersFrom(params('date_from=2026-06-01&date_to=2026-05-01&gym_id=99999999999'))).toEqual({
      date_from: '2026-05-01',
      date_to: '2026-06-01',
    });
    expect(indoorFiltersFrom(params('date_from=2026-02-30'))).toEqual({});
  });

  it('writes filters back, keeping the view and leaving the first page and the default order out', () => {
    const written = indoorFiltersToSearch(
      { ascent_status: ['flash'], gym_id: 3, query: ' dalle ' },
      params('view=analytics&page=4&gym_id=9'),
    );
    expect(written.toString()).toBe('view=analytics&ascent_status=flash&gym_id=3&query=dalle');
    expect(indoorSortToSearch('released_at', 'desc', params('sort=gym&page=2')).toString()).toBe('');
    expect(indoorSortToSearch('grade', 'asc', params('view=list')).toString()).toBe(
      'view=list&sort=grade&direction=asc',
    );
  });

  it('moves between views with the shared filters and the progress gym, without the list’s order and page', () => {
    const from = params('ascent_status=flash&sort=gym&page=3&progress_gym=4');
    expect(indoorViewSearch('analytics', from).toString()).toBe('ascent_status=flash&progress_gym=4&view=analytics');
    expect(indoorViewSearch('list', from).toString()).toBe('ascent_status=flash&progress_gym=4');
  });

  it('gives the analytics the filters without the words, and counts those set', () => {
    const filters = { climbing_type: ['bouldering'], gym_id: 3, query: 'dalle', roping_status: [] };
    expect(indoorFiltersToQuery(filters, INDOOR_CHART_FILTER_KEYS)).toEqual({
      climbing_type: 'bouldering',
      gym_id: '3',
    });
    expect(activeIndoorFilterCount(filters)).toBe(3);
    expect(activeIndoorFilterCount(filters, INDOOR_CHART_FILTER_KEYS)).toBe(2);
  });
});

describe('indoor ascents waiting on the device, in a filtered list', () => {
  const waiting: PendingGymAscent = {
    key: 'k',
    kind: 'gym_route',
    userUuid: null,
    createdAt: '2026-05-12T18:00:00.000Z',
    payload: { released_at: '2026-05-12', ascent_status: 'flash', quantity: 3, idempotency_key: 'k' },
    display: {
      gym_id: 3,
      gym_name: 'Salle démo Cordée Bloc',
      route_name: null,
      color: 'green',
      level_index: 1,
      grade_value: 25,
      grade_text: '5a',
      climbing_type: 'bouldering',
      quantity: 3,
    },
  };

  it('follows the filters as far as the device knows the ascent', () => {
    expect(pendingGymMatches(waiting, {})).toBe(true);
    expect(pendingGymMatches(waiting, { gym_id: 3, climbing_type: ['bouldering'], ascent_status: ['flash'] })).toBe(
      true,
    );
    expect(pendingGymMatches(waiting, { gym_id: 4 })).toBe(false);
    expect(pendingGymMatches(waiting, { climbing_type: ['pan'] })).toBe(false);
    expect(pendingGymMatches(waiting, { ascent_status: ['sent'] })).toBe(false);
    expect(pendingGymMatches(waiting, { roping_status: ['lead_climb'] })).toBe(false);
    expect(pendingGymMatches(waiting, { date_from: '2026-05-13' })).toBe(false);
    expect(pendingGymMatches(waiting, { date_to: '2026-05-11' })).toBe(false);
    // Words of the gym's name, or of the colour's name given by the list.
    expect(pendingGymMatches(waiting, { query: 'DEMO bloc' })).toBe(true);
    expect(pendingGymMatches(waiting, { query: 'vert' }, 'Vert')).toBe(true);
    expect(pendingGymMatches(waiting, { query: 'grenoble' })).toBe(false);
  });
});
