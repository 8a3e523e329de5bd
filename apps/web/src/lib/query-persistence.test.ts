import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, keys, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  isKeepable,
  isUnreachable,
  isUsable,
  KEPT_QUERY_MAX_AGE_MS,
  type KeptQuery,
  keepQueryData,
  keysToPrune,
  wantsKeptCopy,
} from './query-persistence';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 1, 12);
const CLIMBER = '0b3f6a1e-8c1d-4d53-9a55-5f8f3f0b8a11';
const bounds = { now: NOW, version: '1.2.0', climber: CLIMBER, maxAge: KEPT_QUERY_MAX_AGE_MS, maxCount: 3 };

function kept(overrides: Partial<KeptQuery> = {}): KeptQuery {
  return {
    queryKey: ['crags', 1],
    data: { id: 1, name: 'Céüse' },
    updatedAt: NOW - DAY,
    climber: CLIMBER,
    version: '1.2.0',
    ...overrides,
  };
}

type State = Parameters<typeof isKeepable>[0]['state'];
function query(state: Partial<State>, meta?: Record<string, unknown>) {
  const base: State = {
    data: undefined,
    dataUpdateCount: 0,
    dataUpdatedAt: 0,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'pending',
    fetchStatus: 'idle',
  };
  return { state: { ...base, ...state }, meta };
}

describe('the bounds of the kept query data', () => {
  it('shows kept data of the same app version and climber, up to a week old', () => {
    expect(isUsable(kept(), bounds)).toBe(true);
    expect(isUsable(kept({ updatedAt: NOW - 7 * DAY }), bounds)).toBe(true);
    expect(isUsable(kept({ updatedAt: NOW - 7 * DAY - 1 }), bounds)).toBe(false);
    // Another version may read another shape; another climber never sees this one's logbook.
    expect(isUsable(kept({ version: '1.1.0' }), bounds)).toBe(false);
    expect(isUsable(kept({ climber: null }), bounds)).toBe(false);
    expect(isUsable(kept({ climber: null }), { ...bounds, climber: null })).toBe(true);
  });

  it('drops what may no longer be shown, then the oldest beyond the count', () => {
    const entries = [
      ['a', kept({ updatedAt: NOW - 1 })],
      ['old', kept({ updatedAt: NOW - 8 * DAY })],
      ['b', kept({ updatedAt: NOW - 3 })],
      ['other-version', kept({ version: '1.1.0' })],
      ['c', kept({ updatedAt: NOW - 2 })],
      ['d', kept({ updatedAt: NOW - 4 })],
      ['e', kept({ updatedAt: NOW - 5 })],
    ] as const;
    expect(keysToPrune(entries, bounds)).toEqual(['old', 'other-version', 'd', 'e']);
    expect(keysToPrune(entries.slice(0, 1), bounds)).toEqual([]);
  });

  it('keeps only data fetched successfully, unless the query opts out', () => {
    expect(isKeepable(query({ status: 'success', data: { id: 1 }, dataUpdatedAt: NOW }))).toBe(true);
    expect(isKeepable(query({ status: 'error', error: new Error('x'), data: undefined }))).toBe(false);
    expect(isKeepable(query({ status: 'pending' }))).toBe(false);
    expect(isKeepable(query({ status: 'success', data: [], dataUpdatedAt: NOW }, { offline: false }))).toBe(false);
  });

  it('gives the kept copy to a query without data that the network cannot serve', () => {
    expect(wantsKeptCopy(query({}), false)).toBe(true);
    expect(wantsKeptCopy(query({ fetchStatus: 'paused' }), true)).toBe(true);
    expect(wantsKeptCopy(query({ status: 'error', error: new TypeError('Failed to fetch') }), true)).toBe(true);
    expect(wantsKeptCopy(query({ status: 'error', error: new ApiError(503, null) }), true)).toBe(true);
    // A 404 is an answer: the record is gone, its old copy must not hide it.
    expect(wantsKeptCopy(query({ status: 'error', error: new ApiError(404, null) }), true)).toBe(false);
    expect(wantsKeptCopy(query({ status: 'success', data: 1, dataUpdatedAt: NOW }), false)).toBe(false);
    expect(wantsKeptCopy(query({}, { offline: false }), false)).toBe(false);
    expect(wantsKeptCopy(query({ fetchStatus: 'fetching' }), true)).toBe(false);
    expect(isUnreachable(new ApiError(500, null))).toBe(true);
    expect(isUnreachable(new ApiError(422, null))).toBe(false);
  });
});

describe('keeping query data on the device', () => {
  const store = createStore('cordee-query-cache-test', 'queries');
  const crag = { id: 7, name: 'Buoux' };
  let climber: string | null = CLIMBER;
  let online = true;
  let clock = NOW;
  const options = (overrides = {}) => ({
    store,
    online: () => online,
    now: () => clock,
    climber: () => climber,
    version: '1.2.0',
    writeDelay: 0,
    ...overrides,
  });

  afterEach(async () => {
    await clear(store);
    climber = CLIMBER;
    online = true;
    clock = NOW;
  });

  it('keeps fetched data and gives it back after a reload offline, dated when it was fetched', async () => {
    const first = new QueryClient();
    const keeping = keepQueryData(first, options());
    await first.fetchQuery({ queryKey: ['crags', 7], queryFn: () => crag });
    const fetchedAt = first.getQueryState(['crags', 7])?.dataUpdatedAt;
    await keeping.settled();
    keeping.stop();
    expect(await get<KeptQuery>('["crags",7]', store)).toMatchObject({
      data: crag,
      climber: CLIMBER,
      version: '1.2.0',
    });

    // A reload offline the next day: a fresh client, the page asks for the crag and cannot fetch it.
    online = false;
    clock = Date.now() + DAY;
    const second = new QueryClient();
    const restoring = keepQueryData(second, options());
    second.getQueryCache().build(second, { queryKey: ['crags', 7] });
    await restoring.settled();
    expect(second.getQueryData(['crags', 7])).toEqual(crag);
    // Dated when it was fetched: stale, so fetched again once the network is back.
    expect(second.getQueryState(['crags', 7])?.dataUpdatedAt).toBe(fetchedAt);
    restoring.stop();
  });

  it('restores only once the page is on screen, and never over data already there', async () => {
    await set('["crags",7]', { ...kept({ updatedAt: NOW - DAY }), queryKey: ['crags', 7], data: crag }, store);
    online = false;
    const client = new QueryClient();
    let show = () => {};
    const shown = new Promise<void>((resolve) => {
      show = resolve;
    });
    const keeping = keepQueryData(client, options({ shown }));
    client.getQueryCache().build(client, { queryKey: ['crags', 7] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(['crags', 7])).toBeUndefined();
    // The server handed the page newer data while it hydrated: it stays.
    client.setQueryData(['crags', 7], { id: 7, name: 'Buoux (server)' });
    show();
    await keeping.settled();
    expect(client.getQueryData(['crags', 7])).toEqual({ id: 7, name: 'Buoux (server)' });
    keeping.stop();
  });

  it('never shows a climber the data kept for another, nor a visitor the climber’s', async () => {
    await set('["logbook","ascents"]', { ...kept(), queryKey: ['logbook', 'ascents'], data: ['mine'] }, store);
    online = false;
    climber = null;
    const client = new QueryClient();
    const keeping = keepQueryData(client, options());
    client.getQueryCache().build(client, { queryKey: ['logbook', 'ascents'] });
    await keeping.settled();
    expect(client.getQueryData(['logbook', 'ascents'])).toBeUndefined();
    // Dropped from the device at once.
    expect(await keys(store)).toEqual([]);
    keeping.stop();
  });

  it('does not give back data online while the fetch runs, nor after a 404', async () => {
    await set('["crags",7]', { ...kept(), queryKey: ['crags', 7], data: crag }, store);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const keeping = keepQueryData(client, options());
    await client.prefetchQuery({
      queryKey: ['crags', 7],
      queryFn: () => Promise.reject(new ApiError(404, null)),
    });
    await keeping.settled();
    expect(client.getQueryData(['crags', 7])).toBeUndefined();
    // A fetch that could not reach the server: the kept copy shows.
    await client.prefetchQuery({ queryKey: ['crags', 8], queryFn: () => Promise.reject(new TypeError('offline')) });
    await set('["crags",9]', { ...kept(), queryKey: ['crags', 9], data: crag }, store);
    await client.prefetchQuery({ queryKey: ['crags', 9], queryFn: () => Promise.reject(new TypeError('offline')) });
    await keeping.settled();
    expect(client.getQueryData(['crags', 8])).toBeUndefined();
    expect(client.getQueryData(['crags', 9])).toEqual(crag);
    keeping.stop();
  });

  it('keeps the data a server-rendered page was hydrated with, and not what it gave back itself', async () => {
    const client = new QueryClient();
    client.setQueryData(['crags', 7], crag, { updatedAt: NOW });
    const keeping = keepQueryData(client, options());
    await keeping.settled();
    expect(await get<KeptQuery>('["crags",7]', store)).toMatchObject({ data: crag, updatedAt: NOW });
    keeping.stop();
  });

  it('holds at most the most recent queries of its bound', async () => {
    const client = new QueryClient();
    const keeping = keepQueryData(client, options({ maxCount: 2 }));
    for (const id of [1, 2, 3]) {
      clock += 1000;
      client.setQueryData(['crags', id], { id }, { updatedAt: clock });
    }
    await keeping.settled();
    keeping.stop();
    // The next start prunes the store once the page is shown.
    const next = keepQueryData(new QueryClient(), options({ maxCount: 2 }));
    await next.settled();
    expect((await keys(store)).sort()).toEqual(['["crags",2]', '["crags",3]']);
    next.stop();
  });
});
