import type { GradeSystem } from '@climb/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, storeName } from './persist';

interface GradeSystemState {
  /** The system grades are displayed in (French by default). */
  system: GradeSystem;
  setSystem(system: GradeSystem): void;
}

export const useGradeSystemStore = create<GradeSystemState>()(
  persist(
    (set) => ({
      system: 'french',
      setSystem: (system) => set({ system }),
    }),
    { name: storeName('gradeSystem'), storage: localJsonStorage },
  ),
);
