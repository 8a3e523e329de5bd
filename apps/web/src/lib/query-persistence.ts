import type { Query, QueryCacheNotifyEvent, QueryClient, QueryKey } from '@tanstack/react-query';
import { createStore, delMany, entries, get, setMany, type UseStore } from 'idb-keyval';
import { ApiError } from './api-client';
import { runtimeConfig } from './runtime-config';
import { sessionClimberUuid } from './session-climber';

/*
 * The query data of the pages seen, kept on the device (IndexedDB) so that a page seen before still shows its
 * content offline (docs/decisions/008): one entry per query, written when its data arrives, read back only when
 * a query has no data and the network cannot give it (offline, or a fetch that could not reach the server).
 * Online, pages show what the API answers, as before.
 */

/** A query's data as kept on the device. */
export interface KeptQuery {
  queryKey: QueryKey;
  data: unknown;
  /** When the data was fetched (ms since the epoch). */
  updatedAt: number;
  /** The climber of the session it was fetched in (null for a visitor): a climber never sees another's data. */
  climber: string | null;
  /** The app version that fetched it (the runtime config's): another version may read another shape. */
  version: string;
}

/** What kept data must match to be shown, and the bounds of the store. */
export interface KeepBounds {
  now: number;
  version: string;
  climber: string | null;
  /** Older data is dropped (ms). */
  maxAge: number;
  /** At most this many queries are kept, the most recently fetched. */
  maxCount: number;
}

/** A week: the data of a crag seen before a trip is still there at the foot of the cliff. */
export const KEPT_QUERY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Enough for the pages of a few trips; a query is one record, one list page or one logbook page. */
export const KEPT_QUERY_MAX_COUNT = 200;

/** Whether kept data may be shown: same app version and climber, and not older than the max age. */
export function isUsable(kept: KeptQuery, bounds: Omit<KeepBounds, 'maxCount'>): boolean {
  return (
    kept.version === bounds.version && kept.climber === bounds.climber && bounds.now - kept.updatedAt <= bounds.maxAge
  );
}

/** What of a query decides whether it is kept. */
type QueryLike = Pick<Query, 'state' | 'meta'>;

/**
 * Whether a query's data is worth keeping: data fetched (or handed over by the server) successfully. A query
 * read as the visitor types (search as you type, map viewports) opts out with `meta: { offline: false }`.
 */
export function isKeepable(query: QueryLike): boolean {
  return (
    query.state.status === 'success' &&
    query.state.data !== undefined &&
    query.state.dataUpdatedAt > 0 &&
    query.meta?.offline !== false
  );
}

/** A failure that says nothing of the record: no network, or a server that is away (a 4xx is an answer). */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}

/** Whether a query should take its kept copy: it has no data, and the network cannot give it. */
export function wantsKeptCopy(query: QueryLike, online: boolean): boolean {
  if (query.state.data !== undefined || query.meta?.offline === false) return false;
  if (!online || query.state.fetchStatus === 'paused') return true;
  return query.state.status === 'error' && isUnreachable(query.state.error);
}

/** The kept entries to delete: those that may no longer be shown, then the oldest beyond the count. */
export function keysToPrune(kept: readonly (readonly [IDBValidKey, KeptQuery])[], bounds: KeepBounds): IDBValidKey[] {
  const usable = kept.filter(([, entry]) => isUsable(entry, bounds));
  const dropped = kept.filter(([, entry]) => !isUsable(entry, bounds)).map(([key]) => key);
  const oldest = [...usable].sort(([, a], [, b]) => b.updatedAt - a.updatedAt).slice(bounds.maxCount);
  return [...dropped, ...oldest.map(([key]) => key)];
}

export interface KeepOptions {
  /** Resolves once the page is on screen (hydrated, when the server rendered it): data is restored only then. */
  shown?: Promise<void>;
  store?: UseStore;
  online?: () => boolean;
  now?: () => number;
  climber?: () => string | null;
  version?: string;
  maxAge?: number;
  maxCount?: number;
  /**
   * How long writes are gathered before they are written in one transaction (ms). By default the writes of
   * one turn go together, at once: a visitor who leaves the page straight after its data came keeps it.
   */
  writeDelay?: number;
}

/** The IndexedDB store of the kept queries. */
export function keptQueriesStore(): UseStore {
  return createStore('cordee-query-cache', 'queries');
}

/** Writes between two prunes of the store: it may hold a few more than `maxCount` meanwhile. */
const WRITES_PER_PRUNE = 25;

/**
 * Keeps the data of `client`'s queries on the device and gives it back to a query that cannot fetch its own.
 * Returns a function that stops it and a promise of the pending work (tests).
 */
export function keepQueryData(client: QueryClient, options: KeepOptions = {}) {
  const store = options.store ?? keptQueriesStore();
  const online = options.online ?? (() => navigator.onLine);
  const now = options.now ?? Date.now;
  const climber = options.climber ?? sessionClimberUuid;
  const version = options.version ?? runtimeConfig.version;
  const maxAge = options.maxAge ?? KEPT_QUERY_MAX_AGE_MS;
  const maxCount = options.maxCount ?? KEPT_QUERY_MAX_COUNT;
  const shown = options.shown ?? Promise.resolve();
  const writeDelay = options.writeDelay ?? 0;

  const bounds = (): KeepBounds => ({ now: now(), version, climber: climber(), maxAge, maxCount });
  /** The data each query was given back, so that it is not written again as new. */
  const restored = new Map<string, number>();
  const tried = new WeakSet<Query>();
  const pendingWrites = new Map<string, KeptQuery>();
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  let writesSincePrune = 0;
  let work: Promise<unknown> = Promise.resolve();
  const track = (task: Promise<unknown>) => {
    // A full disk or a private window without IndexedDB: the app works on without the kept data.
    work = Promise.all([work, task.catch(() => undefined)]);
  };

  const prune = async () => {
    writesSincePrune = 0;
    const stale = keysToPrune((await entries<IDBValidKey, KeptQuery>(store)) as [IDBValidKey, KeptQuery][], bounds());
    if (stale.length > 0) await delMany(stale, store);
  };

  const flush = async () => {
    writeTimer = undefined;
    const batch = [...pendingWrites.entries()];
    pendingWrites.clear();
    if (batch.length === 0) return;
    await setMany(batch, store).catch(async () => {
      // One value the store cannot hold fails the whole batch: the others are written one by one.
      await Promise.all(batch.map((entry) => setMany([entry], store).catch(() => undefined)));
    });
    writesSincePrune += batch.length;
    if (writesSincePrune >= WRITES_PER_PRUNE) await prune();
  };

  const write = (query: Query) => {
    if (!isKeepable(query) || restored.get(query.queryHash) === query.state.dataUpdatedAt) return;
    pendingWrites.set(query.queryHash, {
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
      climber: climber(),
      version,
    });
    writeTimer ??= setTimeout(() => track(flush()), writeDelay);
  };

  const restore = (query: Query) => {
    if (tried.has(query)) return;
    tried.add(query);
    track(
      shown.then(async () => {
        const kept = await get<KeptQuery>(query.queryHash, store);
        if (!kept) return;
        if (!isUsable(kept, bounds())) {
          await delMany([query.queryHash], store);
          return;
        }
        // Fetched meanwhile: the newer data stays.
        if (query.state.data !== undefined || client.getQueryCache().get(query.queryHash) !== query) return;
        restored.set(query.queryHash, kept.updatedAt);
        client.setQueryData(query.queryKey, kept.data, { updatedAt: kept.updatedAt });
      }),
    );
  };

  const follow = (event: QueryCacheNotifyEvent) => {
    const { query } = event;
    if (event.type === 'added' || (event.type === 'updated' && ['success', 'setState'].includes(event.action.type))) {
      write(query);
    }
    if (
      (event.type === 'added' || (event.type === 'updated' && ['pause', 'error'].includes(event.action.type))) &&
      wantsKeptCopy(query, online())
    ) {
      restore(query);
    }
  };

  // The queries already there: the page's data handed over by the server, and what a first page asked for.
  for (const query of client.getQueryCache().getAll()) {
    write(query);
    if (wantsKeptCopy(query, online())) restore(query);
  }
  const unsubscribe = client.getQueryCache().subscribe(follow);
  // Once the page is on screen, the store drops what may no longer be shown.
  track(shown.then(prune));

  return {
    stop: () => {
      unsubscribe();
      clearTimeout(writeTimer);
    },
    /** Writes what is waiting and resolves once every started read and write is done (tests). */
    settled: async () => {
      if (writeTimer !== undefined) {
        clearTimeout(writeTimer);
        track(flush());
      }
      let last: Promise<unknown>;
      do {
        last = work;
        await last;
      } while (last !== work);
    },
  };
}
