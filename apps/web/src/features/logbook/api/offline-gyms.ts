import type { GymLevels, GymRouteClimbingType, GymRouteSummary, RecordRef } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { clear, createStore, del, entries, get, set } from 'idb-keyval';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';

/**
 * The gyms a climber opened, kept on the device (IndexedDB) as the crags' routes are: their mounted routes, spaces
 * with their sectors, and colour levels, so that the route panel's logger and `/ascents/indoor/new` work in a gym
 * whose walls stop the network.
 */

/** What the logging forms need of a sector. */
export interface StoredGymSector {
  id: number;
  name: string;
  climbing_type: GymRouteClimbingType | null;
}

/** What the logging forms need of a space: its name and its sectors, in the gym's order. */
export interface StoredGymSpace {
  id: number;
  name: string;
  slug_name: string;
  climbing_type: GymRouteClimbingType | null;
  sectors: StoredGymSector[];
}

export interface StoredGym {
  gym: RecordRef;
  routes: GymRouteSummary[];
  spaces: StoredGymSpace[];
  levels: GymLevels[];
  /** When they were fetched (ISO date-time). */
  savedAt: string;
}

const database = createStore('cordee-offline-gyms', 'gyms');

/** Gyms kept; the one saved longest ago goes first. */
export const MAX_STORED_GYMS = 20;
/** A gym is fetched again when opened after this long. */
export const STORED_GYM_FRESH_MS = 60 * 60 * 1000;
/** Pages of 100 routes fetched at most for one gym. */
const MAX_PAGES = 20;

const available = () => typeof indexedDB !== 'undefined';

/** Lower case, no accents, single spaces: how gym names are compared. */
const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export async function storedGym(gymId: number): Promise<StoredGym | undefined> {
  if (!available()) return undefined;
  return get<StoredGym>(gymId, database);
}

/** Every gym kept on the device, the most recently saved first. */
export async function storedGyms(): Promise<StoredGym[]> {
  if (!available()) return [];
  return (await entries<number, StoredGym>(database))
    .map(([, stored]) => stored)
    .sort((first, second) => second.savedAt.localeCompare(first.savedAt));
}

/** Keeps a gym, and forgets those saved longest ago beyond `MAX_STORED_GYMS`. */
export async function saveGym(stored: Omit<StoredGym, 'savedAt'>, now = new Date()): Promise<StoredGym> {
  const saved: StoredGym = { ...stored, savedAt: now.toISOString() };
  if (!available()) return saved;
  await set(stored.gym.id, saved, database);
  const kept = await entries<number, StoredGym>(database);
  if (kept.length > MAX_STORED_GYMS) {
    const oldest = kept
      .sort(([, first], [, second]) => first.savedAt.localeCompare(second.savedAt))
      .slice(0, kept.length - MAX_STORED_GYMS);
    for (const [id] of oldest) await del(id, database);
  }
  return saved;
}

/** A route kept on the device, by id, with its gym. */
export async function findStoredGymRoute(
  routeId: number,
): Promise<{ route: GymRouteSummary; gym: RecordRef } | undefined> {
  for (const stored of await storedGyms()) {
    const route = stored.routes.find((found) => found.id === routeId);
    if (route) return { route, gym: stored.gym };
  }
  return undefined;
}

/** Gyms kept on the device whose name matches every word typed. */
export async function searchStoredGyms(query: string): Promise<RecordRef[]> {
  const words = foldText(query).split(' ').filter(Boolean);
  return (await storedGyms())
    .map((stored) => stored.gym)
    .filter((gym) => words.every((word) => foldText(gym.name).includes(word)));
}

/** Fetches what the logging forms need of a gym: every mounted route (100 a page), its spaces and sectors, its levels. */
export async function fetchGym(gym: RecordRef, signal?: AbortSignal): Promise<Omit<StoredGym, 'savedAt'>> {
  const options = { signal, handleAuthErrors: false } as const;
  const routes: GymRouteSummary[] = [];
  const fetchRoutes = async () => {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { items, total } = await callListEndpoint(endpoint.listGymRoutes, {
        params: { id: gym.id },
        query: { page, per_page: 100, order: 'newest' },
        ...options,
      });
      routes.push(...items);
      if (items.length === 0 || routes.length >= total) break;
    }
  };
  const fetchSpaces = async () => {
    const summaries = await callEndpoint(endpoint.listGymSpaces, { params: { id: gym.id }, ...options });
    const spaces = await Promise.all(
      summaries.map((summary) => callEndpoint(endpoint.getGymSpace, { params: { id: summary.id }, ...options })),
    );
    return spaces.map(
      (space): StoredGymSpace => ({
        id: space.id,
        name: space.name,
        slug_name: space.slug_name,
        climbing_type: space.climbing_type,
        sectors: space.sectors.map((sector) => ({
          id: sector.id,
          name: sector.name,
          climbing_type: sector.climbing_type,
        })),
      }),
    );
  };
  const [spaces, levels] = await Promise.all([
    fetchSpaces(),
    callEndpoint(endpoint.getGymLevels, { params: { id: gym.id }, ...options }),
    fetchRoutes(),
  ]);
  return { gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name }, routes, spaces, levels };
}

const inFlight = new Map<number, Promise<StoredGym | undefined>>();

/**
 * Keeps the gym on the device unless a fresh copy is already there (`force`: fetched again all the same). Never
 * throws: a failure only means the forms will not find it offline.
 */
export function rememberGym(gym: RecordRef, now = new Date(), force = false): Promise<StoredGym | undefined> {
  if (!available()) return Promise.resolve(undefined);
  const running = inFlight.get(gym.id);
  if (running) return running;
  const work = (async () => {
    const stored = await storedGym(gym.id);
    if (!force && stored && now.getTime() - new Date(stored.savedAt).getTime() < STORED_GYM_FRESH_MS) return stored;
    return saveGym(await fetchGym(gym), now);
  })()
    .catch(() => undefined)
    .finally(() => inFlight.delete(gym.id));
  inFlight.set(gym.id, work);
  return work;
}

/** Forgets every stored gym (tests). */
export async function clearStoredGyms(): Promise<void> {
  if (available()) await clear(database);
}
