import { type EnvironmentOrNone, environmentFromPath, type HubEntry, visitHub } from '@climb/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, storeName } from './persist';

interface EnvironmentState {
  environment: EnvironmentOrNone;
  /** Hub trail (spec §4): linear, cut back when a hub is revisited. */
  hubs: HubEntry[];
  /** Recomputes the environment from a path (every route change). */
  followPath(pathname: string): void;
  visitHub(hub: string, page?: string, title?: string): void;
  clearHubs(): void;
}

export const useEnvironmentStore = create<EnvironmentState>()(
  persist(
    (set) => ({
      environment: 'none',
      hubs: [],
      followPath: (pathname) => set({ environment: environmentFromPath(pathname) }),
      visitHub: (hub, page, title) => set((state) => ({ hubs: visitHub(state.hubs, hub, page ?? hub, title) })),
      clearHubs: () => set({ hubs: [] }),
    }),
    { name: storeName('environment'), storage: localJsonStorage, partialize: (state) => ({ hubs: state.hubs }) },
  ),
);
