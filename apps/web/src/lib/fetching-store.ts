import { create } from 'zustand';

interface FetchingState {
  /** Server calls in flight (queries and mutations), for the loading bar. */
  count: number;
  setCount(count: number): void;
}

/** Kept apart from TanStack Query so the shell can show loading without loading the query library. */
export const useFetchingStore = create<FetchingState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
}));
