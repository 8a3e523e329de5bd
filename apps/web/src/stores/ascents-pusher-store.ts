import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, storeName } from './persist';

export type PendingAscentKind = 'crag_route' | 'gym_route';

/** An ascent logged on the device and not yet accepted by the server (spec §3 ascentsPusher). */
export interface PendingAscent {
  /** Idempotency key sent with the ascent, so a retried push never creates a duplicate. */
  key: string;
  kind: PendingAscentKind;
  payload: Record<string, unknown>;
  createdAt: string;
}

interface AscentsPusherState {
  pending: PendingAscent[];
  enqueue(kind: PendingAscentKind, payload: Record<string, unknown>): PendingAscent;
  remove(key: string): void;
}

export const useAscentsPusherStore = create<AscentsPusherState>()(
  persist(
    (set) => ({
      pending: [],
      enqueue: (kind, payload) => {
        const ascent: PendingAscent = { key: crypto.randomUUID(), kind, payload, createdAt: new Date().toISOString() };
        set((state) => ({ pending: [...state.pending, ascent] }));
        return ascent;
      },
      remove: (key) => set((state) => ({ pending: state.pending.filter((ascent) => ascent.key !== key) })),
    }),
    { name: storeName('ascents-pusher'), storage: localJsonStorage },
  ),
);
