import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, storeName } from './persist';

interface ContestTokenState {
  /** Participant token per contest id (spec §3). */
  tokens: Record<string, string>;
  setToken(contestId: number | string, token: string): void;
  removeToken(contestId: number | string): void;
}

export const useContestTokenStore = create<ContestTokenState>()(
  persist(
    (set) => ({
      tokens: {},
      setToken: (contestId, token) => set((state) => ({ tokens: { ...state.tokens, [String(contestId)]: token } })),
      removeToken: (contestId) =>
        set((state) => {
          const { [String(contestId)]: _removed, ...tokens } = state.tokens;
          return { tokens };
        }),
    }),
    { name: storeName('contest-tokens'), storage: localJsonStorage },
  ),
);
