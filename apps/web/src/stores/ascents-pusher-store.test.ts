import 'fake-indexeddb/auto';
import { createStore, values } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingAscents, type NewPendingAscent, useAscentsPusherStore } from './ascents-pusher-store';

const database = createStore('cordee-ascents-pusher', 'pending');

function ascent(key: string, routeId = 43): NewPendingAscent {
  return {
    userUuid: '0b3f6a1e-8c1d-4d53-9a55-5f8f3f0b8a11',
    payload: { crag_route_id: routeId, released_at: '2026-05-31', ascent_status: 'onsight', idempotency_key: key },
    display: { route_name: 'Aubade', crag_name: 'Céüse', grade_text: '6a', climbing_type: 'sport_climbing' },
  };
}

const KEY_1 = '7d0b2f9e-2c51-4f0a-9d54-0c1c7f3e5b01';
const KEY_2 = '7d0b2f9e-2c51-4f0a-9d54-0c1c7f3e5b02';

afterEach(clearPendingAscents);

describe('ascents pusher store', () => {
  it('writes each queued ascent to IndexedDB before answering, keyed by its idempotency key', async () => {
    const queued = await useAscentsPusherStore.getState().enqueue(ascent(KEY_1));
    expect(queued).toMatchObject({ key: KEY_1, kind: 'crag_route', display: { route_name: 'Aubade' } });
    expect(useAscentsPusherStore.getState().pending.map((item) => item.key)).toEqual([KEY_1]);
    // What a reload would read: the entry itself, with its payload untouched.
    const stored = await values(database);
    expect(stored).toEqual([queued]);
  });

  it('reads the queue back after a reload, oldest first', async () => {
    await useAscentsPusherStore.getState().enqueue(ascent(KEY_1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await useAscentsPusherStore.getState().enqueue(ascent(KEY_2, 44));
    // A fresh tab: nothing in memory, everything on the device.
    useAscentsPusherStore.setState({ pending: [], loaded: false });
    const pending = await useAscentsPusherStore.getState().load();
    expect(pending.map((item) => item.key)).toEqual([KEY_1, KEY_2]);
    expect(useAscentsPusherStore.getState().loaded).toBe(true);
  });

  it('keeps one entry per key when the same ascent is queued twice, and removes it from memory and disk', async () => {
    await useAscentsPusherStore.getState().enqueue(ascent(KEY_1));
    await useAscentsPusherStore.getState().enqueue(ascent(KEY_1));
    expect(useAscentsPusherStore.getState().pending).toHaveLength(1);
    expect(await values(database)).toHaveLength(1);
    await useAscentsPusherStore.getState().remove(KEY_1);
    expect(useAscentsPusherStore.getState().pending).toEqual([]);
    expect(await values(database)).toEqual([]);
  });

  it('keeps an indoor ascent with its kind, payload and the route’s snapshot, beside the outdoor ones', async () => {
    await useAscentsPusherStore.getState().enqueue(ascent(KEY_1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const indoor = await useAscentsPusherStore.getState().enqueue({
      kind: 'gym_route',
      userUuid: null,
      payload: { gym_route_id: 40, released_at: '2026-05-31', ascent_status: 'sent', idempotency_key: KEY_2 },
      display: {
        gym_id: 3,
        gym_name: 'Salle démo Cordée Bloc',
        route_name: null,
        color: 'green',
        level_index: 1,
        grade_value: 25,
        grade_text: '5a',
        climbing_type: 'bouldering',
        quantity: 1,
      },
    });
    expect(indoor).toMatchObject({ key: KEY_2, kind: 'gym_route', display: { color: 'green' } });
    useAscentsPusherStore.setState({ pending: [], loaded: false });
    const pending = await useAscentsPusherStore.getState().load();
    expect(pending.map((item) => item.kind)).toEqual(['crag_route', 'gym_route']);
    expect(pending[1]).toEqual(indoor);
  });
});
