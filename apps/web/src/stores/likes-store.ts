import type { LikeableType, MyLikes } from '@climb/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useSessionStore } from '../lib/session-store';
import { localJsonStorage, storeName } from './persist';

/** Nothing liked: a visitor's, or a climber's before their likes came. */
export const NO_LIKES: MyLikes = { photos: [], videos: [], comments: [], gym_routes: [] };

interface LikesState {
  /** The climber (uuid) these likes are of: a device that changes hands never shows another climber's likes. */
  owner: string | null;
  /** What the climber likes, as `GET current_users/likes.json` answers it: the ids of each kind, ascending. */
  likes: MyLikes;
  /** Whether the likes were loaded in this session (the kept ones show until then). */
  loaded: boolean;
  setLikes(owner: string, likes: MyLikes): void;
  /**
   * Marks one record liked or not by `owner` (a like button's click, before the API answers, and its rollback); a
   * click before the climber's likes came starts their likes.
   */
  setLiked(owner: string, type: LikeableType, id: number, liked: boolean): void;
  clear(): void;
}

function withId(ids: readonly number[], id: number, liked: boolean): number[] {
  const without = ids.filter((other) => other !== id);
  return liked ? [...without, id].sort((a, b) => a - b) : without;
}

export const useLikesStore = create<LikesState>()(
  persist(
    (set) => ({
      owner: null,
      likes: NO_LIKES,
      loaded: false,
      setLikes: (owner, likes) => set({ owner, likes, loaded: true }),
      setLiked: (owner, type, id, liked) =>
        set((state) => {
          const likes = state.owner === owner ? state.likes : NO_LIKES;
          return { owner, likes: { ...likes, [type]: withId(likes[type], id, liked) } };
        }),
      clear: () => set({ owner: null, likes: NO_LIKES, loaded: false }),
    }),
    {
      name: storeName('likes'),
      storage: localJsonStorage,
      // A store kept by the former version held `keys`: it is dropped, the likes are loaded again.
      version: 1,
      migrate: () => ({ owner: null, likes: NO_LIKES }),
      partialize: (state) => ({ owner: state.owner, likes: state.likes }),
    },
  ),
);

/** Whether the climber likes the record, read from the likes of the store. */
export function isLiked(likes: MyLikes, type: LikeableType, id: number): boolean {
  return likes[type].includes(id);
}

/** Whether `owner` (the climber signed in) likes the record: never from likes kept for another climber. */
export const useIsLiked = (type: LikeableType, id: number, owner: string | undefined) =>
  useLikesStore((state) => owner !== undefined && state.owner === owner && isLiked(state.likes, type, id));

// Signing out (here or in another tab) forgets the likes: the session's `endSession` does not know this store, which
// only loads with a like button, so the store follows the session itself.
useSessionStore.subscribe((session, previous) => {
  if (previous.user !== null && session.user === null) useLikesStore.getState().clear();
});
