import type { CragRouteSummary, RecordRef } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { clear, createStore, del, entries, get, set } from 'idb-keyval';
import { callListEndpoint } from '../../../lib/endpoint-client';

/**
 * The routes of the crags a climber opened, kept on the device (IndexedDB) so that the ascent form
 * finds them at the foot of the cliff, where the network often is not.
 */
export interface StoredCragRoutes {
  crag: RecordRef;
  routes: CragRouteSummary[];
  /** When they were fetched (ISO date-time). */
  savedAt: string;
}

const database = createStore('cordee-offline-routes', 'crags');

/** Crags kept; the least recently opened goes first. */
export const MAX_STORED_CRAGS = 40;
/** A crag's routes are fetched again when opened after this long. */
export const STORED_ROUTES_FRESH_MS = 60 * 60 * 1000;
/** Pages of 100 routes fetched at most for one crag. */
const MAX_PAGES = 20;

const available = () => typeof indexedDB !== 'undefined';

/** Lower case, no accents, single spaces: how names are compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the query is in the route's name, its crag's or its sector's. */
export function routeMatches(route: CragRouteSummary, query: string): boolean {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(`${route.name} ${route.crag.name} ${route.crag_sector?.name ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

export async function storedCragRoutes(cragId: number): Promise<StoredCragRoutes | undefined> {
  if (!available()) return undefined;
  return get<StoredCragRoutes>(cragId, database);
}

/** Keeps a crag's routes, and forgets the least recently saved crags beyond `MAX_STORED_CRAGS`. */
export async function saveCragRoutes(crag: RecordRef, routes: CragRouteSummary[], now = new Date()): Promise<void> {
  if (!available()) return;
  await set(crag.id, { crag, routes, savedAt: now.toISOString() } satisfies StoredCragRoutes, database);
  const stored = await entries<number, StoredCragRoutes>(database);
  if (stored.length <= MAX_STORED_CRAGS) return;
  const oldest = stored
    .sort(([, first], [, second]) => first.savedAt.localeCompare(second.savedAt))
    .slice(0, stored.length - MAX_STORED_CRAGS);
  for (const [id] of oldest) await del(id, database);
}

/** Every route kept on the device, whatever its crag. */
async function allStoredRoutes(): Promise<CragRouteSummary[]> {
  if (!available()) return [];
  return (await entries<number, StoredCragRoutes>(database)).flatMap(([, stored]) => stored.routes);
}

/** Routes kept on the device whose names match the query (a crag's only, when given). */
export async function searchStoredRoutes(query: string, cragId?: number, limit = 30): Promise<CragRouteSummary[]> {
  const routes = cragId === undefined ? await allStoredRoutes() : ((await storedCragRoutes(cragId))?.routes ?? []);
  return routes.filter((route) => routeMatches(route, query)).slice(0, limit);
}

/** A route kept on the device, by id. */
export async function findStoredRoute(routeId: number): Promise<CragRouteSummary | undefined> {
  return (await allStoredRoutes()).find((route) => route.id === routeId);
}

/** Fetches every route of a crag (`GET crags/{id}/crag_routes.json`, 100 a page). */
export async function fetchCragRoutes(cragId: number, signal?: AbortSignal): Promise<CragRouteSummary[]> {
  const routes: CragRouteSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { items, total } = await callListEndpoint(endpoint.listCragRoutes, {
      params: { id: cragId },
      query: { page, per_page: 100, sort: 'sector' },
      signal,
      handleAuthErrors: false,
    });
    routes.push(...items);
    if (items.length === 0 || routes.length >= total) break;
  }
  return routes;
}

const inFlight = new Map<number, Promise<void>>();

/**
 * Keeps the crag's routes on the device unless a fresh copy is already there. Never throws: a
 * failure only means the form will not find them offline.
 */
export function rememberCragRoutes(crag: RecordRef, now = new Date()): Promise<void> {
  if (!available()) return Promise.resolve();
  const running = inFlight.get(crag.id);
  if (running) return running;
  const work = (async () => {
    const stored = await storedCragRoutes(crag.id);
    if (stored && now.getTime() - new Date(stored.savedAt).getTime() < STORED_ROUTES_FRESH_MS) return;
    await saveCragRoutes(crag, await fetchCragRoutes(crag.id), now);
  })()
    .catch(() => {})
    .finally(() => inFlight.delete(crag.id));
  inFlight.set(crag.id, work);
  return work;
}

/** Forgets every stored route (tests). */
export async function clearStoredRoutes(): Promise<void> {
  if (available()) await clear(database);
}
