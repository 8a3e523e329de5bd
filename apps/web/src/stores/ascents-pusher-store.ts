import type {
  AscentCragRouteInput,
  AscentGymRouteInput,
  ClimbingType,
  GymRouteClimbingType,
  HoldColor,
} from '@climb/contracts';
import { clear, createStore, del, set, values } from 'idb-keyval';
import { create } from 'zustand';

export type PendingAscentKind = 'crag_route' | 'gym_route';

/** An ascent of a crag route as it will be sent: the key is chosen on the device when it is logged. */
export type PendingAscentPayload = AscentCragRouteInput & { idempotency_key: string };

/** An indoor ascent as it will be sent (of a gym route, or without a route): its key chosen on the device too. */
export type PendingGymAscentPayload = AscentGymRouteInput & { idempotency_key: string };

/** What a list shows of an ascent not sent yet, without asking the API. */
export interface PendingAscentDisplay {
  route_name: string;
  crag_name: string | null;
  grade_text: string | null;
  climbing_type: ClimbingType;
}

/**
 * What a list shows of an indoor ascent not sent yet, and the route's snapshot the sync sends with it: when the
 * route was removed meanwhile, the ascent is kept without it from the gym, type, level and grade it had.
 */
export interface PendingGymAscentDisplay {
  gym_id: number | null;
  gym_name: string | null;
  /** The route's name (often none), or null without a route. */
  route_name: string | null;
  /** The route's level colour, or the colour level chosen without a route. */
  color: HoldColor | null;
  level_index: number | null;
  grade_value: number | null;
  grade_text: string | null;
  climbing_type: GymRouteClimbingType;
  quantity: number;
}

interface PendingBase {
  /** The payload's idempotency key: a retried push never creates a second ascent. */
  key: string;
  /** The climber signed in when it was logged; null when the device had a session but no climber yet (offline start). */
  userUuid: string | null;
  createdAt: string;
}

/** An ascent of a crag route logged on the device and not yet accepted by the server (spec §3 ascentsPusher). */
export interface PendingCragAscent extends PendingBase {
  kind: 'crag_route';
  payload: PendingAscentPayload;
  display: PendingAscentDisplay;
}

/** An indoor ascent logged on the device and not yet accepted by the server. */
export interface PendingGymAscent extends PendingBase {
  kind: 'gym_route';
  payload: PendingGymAscentPayload;
  display: PendingGymAscentDisplay;
}

/** An ascent logged on the device and not yet accepted by the server, of either kind. */
export type PendingAscent = PendingCragAscent | PendingGymAscent;

/** An ascent to queue: of a crag route unless `kind` says otherwise. */
export type NewPendingAscent =
  | { kind?: 'crag_route'; userUuid: string | null; payload: PendingAscentPayload; display: PendingAscentDisplay }
  | { kind: 'gym_route'; userUuid: string | null; payload: PendingGymAscentPayload; display: PendingGymAscentDisplay };

interface AscentsPusherState {
  /** Oldest first: the order they are pushed in. */
  pending: PendingAscent[];
  /** Whether `pending` was read from IndexedDB at least once. */
  loaded: boolean;
  /** Reads the queue again from IndexedDB (another tab may have pushed or added some). */
  load(): Promise<PendingAscent[]>;
  /** Resolves once the ascent is written to IndexedDB: a reload right after loses nothing. */
  enqueue(ascent: NewPendingAscent): Promise<PendingAscent>;
  remove(key: string): Promise<void>;
}

// IndexedDB rather than localStorage: it survives storage pressure better, and each ascent is its own
// entry, so two tabs never overwrite each other's queue.
const database = createStore('cordee-ascents-pusher', 'pending');
const CHANNEL = 'cordee-ascents-pusher';

const byCreation = (first: PendingAscent, second: PendingAscent) => first.createdAt.localeCompare(second.createdAt);

/** Tells the other tabs the queue changed, so their lists follow. */
function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export const useAscentsPusherStore = create<AscentsPusherState>()((setState) => ({
  pending: [],
  loaded: false,
  load: async () => {
    const pending = (await values<PendingAscent>(database)).sort(byCreation);
    setState({ pending, loaded: true });
    return pending;
  },
  enqueue: async (item) => {
    const base = { key: item.payload.idempotency_key, userUuid: item.userUuid, createdAt: new Date().toISOString() };
    const ascent: PendingAscent =
      item.kind === 'gym_route'
        ? { ...base, kind: 'gym_route', payload: item.payload, display: item.display }
        : { ...base, kind: 'crag_route', payload: item.payload, display: item.display };
    await set(ascent.key, ascent, database);
    setState((state) => ({
      pending: [...state.pending.filter((known) => known.key !== ascent.key), ascent].sort(byCreation),
    }));
    announce();
    return ascent;
  },
  remove: async (key) => {
    await del(key, database);
    setState((state) => ({ pending: state.pending.filter((ascent) => ascent.key !== key) }));
    announce();
  },
}));

/** Follows the changes other tabs make to the queue (once per tab). */
let following = false;
export function followPendingAscentsOfOtherTabs(): void {
  if (following || typeof BroadcastChannel === 'undefined') return;
  following = true;
  new BroadcastChannel(CHANNEL).onmessage = () => void useAscentsPusherStore.getState().load();
}

/** Empties the queue (tests). */
export async function clearPendingAscents(): Promise<void> {
  await clear(database);
  useAscentsPusherStore.setState({ pending: [], loaded: false });
}
