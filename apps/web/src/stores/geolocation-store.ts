import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, storeName } from './persist';

export type LocationStatus = 'activate' | 'deactivate';

interface GeolocationState {
  status: LocationStatus;
  latitude: number | null;
  longitude: number | null;
  activate(): void;
  /** Deactivating clears the stored position (spec §4). */
  deactivate(): void;
  setPosition(latitude: number, longitude: number): void;
}

export const useGeolocationStore = create<GeolocationState>()(
  persist(
    (set) => ({
      status: 'deactivate',
      latitude: null,
      longitude: null,
      activate: () => set({ status: 'activate' }),
      deactivate: () => set({ status: 'deactivate', latitude: null, longitude: null }),
      setPosition: (latitude, longitude) => set({ latitude, longitude }),
    }),
    { name: storeName('geolocation'), storage: localJsonStorage },
  ),
);
