import { describe, expect, it } from 'vitest';
import type { PendingCragAscent, PendingGymAscent } from '../../../stores/ascents-pusher-store';
import {
  newestFirst,
  newestGymFirst,
  notYetListed,
  pendingOfDay,
  pendingOfGymRoute,
  pendingOfRoute,
  withPendingAscents,
} from './pending-ascents';

function queued(key: string, routeId: number, releasedAt: string, createdAt: string): PendingCragAscent {
  return {
    key,
    kind: 'crag_route',
    userUuid: null,
    createdAt,
    payload: { crag_route_id: routeId, released_at: releasedAt, ascent_status: 'flash', idempotency_key: key },
    display: { route_name: `Voie ${key}`, crag_name: 'Buoux', grade_text: '7a', climbing_type: 'sport_climbing' },
  };
}

function queuedIndoor(
  key: string,
  routeId: number | undefined,
  releasedAt: string,
  createdAt: string,
): PendingGymAscent {
  return {
    key,
    kind: 'gym_route',
    userUuid: null,
    createdAt,
    payload: { gym_route_id: routeId, released_at: releasedAt, ascent_status: 'sent', idempotency_key: key },
    display: {
      gym_id: 1,
      gym_name: 'Salle démo',
      route_name: null,
      color: 'green',
      level_index: 1,
      grade_value: 25,
      grade_text: '5a',
      climbing_type: 'bouldering',
      quantity: 1,
    },
  };
}

const sent = (id: number, key: string | null) => ({ id, idempotency_key: key, released_at: '2026-05-01' });

describe('ascents waiting to be sent, in the lists of my ascents', () => {
  const a = queued('a', 4, '2026-05-01', '2026-05-03T10:00:00.000Z');
  const b = queued('b', 5, '2026-05-02', '2026-05-02T10:00:00.000Z');
  const c = queued('c', 4, '2026-05-01', '2026-05-04T10:00:00.000Z');

  it('puts the waiting ones first, newest day first, then the list as the server ordered it', () => {
    const rows = withPendingAscents([sent(9, null), sent(3, 'x')], [a, b, c], (ascent) => ascent.id);
    expect(rows.map((row) => row.key)).toEqual(['pending-b', 'pending-c', 'pending-a', 'sent-9', 'sent-3']);
    expect(rows[0]).toEqual({ key: 'pending-b', pending: b });
    expect(rows[3]).toEqual({ key: 'sent-9', sent: sent(9, null) });
  });

  it('shows an ascent pushed while the list was fetched once, as sent', () => {
    const list = [sent(12, 'c'), sent(9, null)];
    expect(notYetListed([a, b, c], list)).toEqual([a, b]);
    expect(withPendingAscents(list, [a, c], (ascent) => ascent.id).map((row) => row.key)).toEqual([
      'pending-a',
      'sent-12',
      'sent-9',
    ]);
  });

  it('picks those of a route or of a day, and leaves gym ascents out of the crag lists', () => {
    expect(pendingOfRoute([a, b, c], 4)).toEqual([a, c]);
    expect(pendingOfDay([a, b, c], '2026-05-02')).toEqual([b]);
    const indoor = queuedIndoor('d', 4, '2026-05-02', '2026-05-02T11:00:00.000Z');
    expect(newestFirst([a, indoor])).toEqual([a]);
    // A gym route of the same id is another route.
    expect(pendingOfRoute([a, indoor], 4)).toEqual([a]);
  });

  it('picks the indoor ones apart, newest day first, and those of a gym route', () => {
    const older = queuedIndoor('d', 8, '2026-05-01', '2026-05-03T10:00:00.000Z');
    const routeless = queuedIndoor('e', undefined, '2026-05-02', '2026-05-02T10:00:00.000Z');
    const newer = queuedIndoor('f', 8, '2026-05-01', '2026-05-04T10:00:00.000Z');
    expect(newestGymFirst([a, older, routeless, newer])).toEqual([routeless, newer, older]);
    expect(pendingOfGymRoute([a, older, routeless, newer], 8)).toEqual([older, newer]);
    expect(pendingOfGymRoute([a, older], 4)).toEqual([]);
    expect(pendingOfDay([a, older, routeless], '2026-05-01')).toEqual([a, older]);
  });
});
