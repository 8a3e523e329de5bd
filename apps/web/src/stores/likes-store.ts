import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, storeName } from './persist';

export interface Like {
  likeable_type: string;
  likeable_id: number;
}

interface LikesState {
  /** `type:id` keys of what the climber likes, stored from the likes list call (spec §3). */
  keys: string[];
  setLikes(likes: readonly Like[]): void;
  isLiked(likeableType: string, likeableId: number): boolean;
  clear(): void;
}

const keyOf = (type: string, id: number) => `${type}:${id}`;

export const useLikesStore = create<LikesState>()(
  persist(
    (set, get) => ({
      keys: [],
      setLikes: (likes) => set({ keys: likes.map((like) => keyOf(like.likeable_type, like.likeable_id)) }),
      isLiked: (likeableType, likeableId) => get().keys.includes(keyOf(likeableType, likeableId)),
      clear: () => set({ keys: [] }),
    }),
    { name: storeName('likes'), storage: localJsonStorage },
  ),
);
