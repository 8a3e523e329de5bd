import { describe, expect, it } from 'vitest';
import type { PendingCragAscent, PendingGymAscent } from '../../../../stores/ascents-pusher-store';
import { pendingMatches, pendingRows } from './pending-rows';

function queued(key: string, releasedAt: string, createdAt: string, routeName: string): PendingCragAscent {
  return {
    key,
    kind: 'crag_route',
    userUuid: null,
    createdAt,
    payload: {
      crag_route_id: 4,
      released_at: releasedAt,
      ascent_status: 'onsight',
      idempotency_key: '0b7a4f1e-7a1c-4d0e-9d53-2f0a1c3e5b7d',
    },
    display: { route_name: routeName, crag_name: 'Céüse', grade_text: '7a', climbing_type: 'sport_climbing' },
  };
}

/** An indoor ascent of the queue: the outdoor list leaves it out. */
const indoor: PendingGymAscent = {
  key: 'd',
  kind: 'gym_route',
  userUuid: null,
  createdAt: '2026-05-05T10:00:00.000Z',
  payload: {
    gym_route_id: 8,
    released_at: '2026-05-05',
    ascent_status: 'sent',
    idempotency_key: '0b7a4f1e-7a1c-4d0e-9d53-2f0a1c3e5b7e',
  },
  display: {
    gym_id: 1,
    gym_name: 'Salle',
    route_name: 'Salle',
    color: 'blue',
    level_index: 2,
    grade_value: 29,
    grade_text: '5c',
    climbing_type: 'bouldering',
    quantity: 1,
  },
};

describe('ascents waiting in the offline queue', () => {
  it('shows the newest day first, then the last logged, from the display snapshot', () => {
    const rows = pendingRows([
      queued('a', '2026-05-01', '2026-05-03T10:00:00.000Z', 'La Fée'),
      queued('b', '2026-05-02', '2026-05-02T10:00:00.000Z', 'Aubade'),
      queued('c', '2026-05-01', '2026-05-04T10:00:00.000Z', 'Le Miroir'),
      indoor,
    ]);
    expect(rows.map((row) => row.routeName)).toEqual(['Aubade', 'Le Miroir', 'La Fée']);
    expect(rows[0]).toEqual({
      key: 'b',
      routeName: 'Aubade',
      cragName: 'Céüse',
      gradeText: '7a',
      releasedAt: '2026-05-02',
      status: 'onsight',
    });
  });

  it('follows the list’s filters, as far as the device knows the ascent', () => {
    const ascent = queued('a', '2026-05-01', '2026-05-03T10:00:00.000Z', 'La Fée Clochette');
    expect(pendingMatches(ascent, {})).toBe(true);
    expect(pendingMatches(ascent, { ascent_status: ['onsight', 'flash'] })).toBe(true);
    expect(pendingMatches(ascent, { ascent_status: ['red_point'] })).toBe(false);
    expect(pendingMatches(ascent, { climbing_type: ['bouldering'] })).toBe(false);
    expect(pendingMatches(ascent, { date_from: '2026-05-01', date_to: '2026-05-01' })).toBe(true);
    expect(pendingMatches(ascent, { date_from: '2026-05-02' })).toBe(false);
    expect(pendingMatches(ascent, { date_to: '2026-04-30' })).toBe(false);
    // Words of the route or crag name, without case or accents.
    expect(pendingMatches(ascent, { query: 'fee CEUSE' })).toBe(true);
    expect(pendingMatches(ascent, { query: 'Buoux' })).toBe(false);
    expect(pendingMatches(ascent, { roping_status: ['top_rope'] })).toBe(false);
    expect(pendingRows([ascent], { query: 'Buoux' })).toEqual([]);
  });
});
