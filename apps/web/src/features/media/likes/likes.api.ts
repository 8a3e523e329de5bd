import type { LikeableType, LikeState } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSessionStore } from '../../../lib/session-store';
import { useLikesStore } from '../../../stores/likes-store';

/** The loading of the climber's likes in this session, per climber: started once, by the first like button shown. */
let loading: { owner: string; promise: Promise<void> } | null = null;

/**
 * The likes and unlikes made while the list loads: the list may have been read before they were written, so they are
 * applied over it once it comes.
 */
const toggledMeanwhile = new Map<string, { type: LikeableType; id: number; liked: boolean }>();

/**
 * Loads `GET current_users/likes.json` into the likes store once per session and climber. The likes kept on the
 * device show until it answers (another climber's are dropped first); a failure (offline) lets the next like button
 * try again.
 */
export function loadMyLikes(owner: string): Promise<void> {
  if (loading?.owner === owner) return loading.promise;
  const store = useLikesStore.getState();
  if (store.owner !== owner) store.clear();
  toggledMeanwhile.clear();
  const promise = callEndpoint(endpoint.listMyLikes).then(
    (likes) => {
      if (loading?.promise !== promise) return;
      const likesStore = useLikesStore.getState();
      likesStore.setLikes(owner, likes);
      for (const toggled of toggledMeanwhile.values()) {
        likesStore.setLiked(owner, toggled.type, toggled.id, toggled.liked);
      }
      toggledMeanwhile.clear();
    },
    () => {
      if (loading?.promise === promise) loading = null;
    },
  );
  loading = { owner, promise };
  return promise;
}

// Signing out forgets the loading too: the next climber's likes load with their first like button.
useSessionStore.subscribe((session, previous) => {
  if (previous.user !== null && session.user === null) loading = null;
});

/**
 * Likes or unlikes a record: the store changes at once (the button shows it), and back when the API refuses or
 * cannot be reached. Answers the record's count as the API gives it.
 */
export async function toggleLike(owner: string, type: LikeableType, id: number, liked: boolean): Promise<LikeState> {
  const remember = (state: boolean) => {
    useLikesStore.getState().setLiked(owner, type, id, state);
    if (loading?.owner === owner && !useLikesStore.getState().loaded) {
      toggledMeanwhile.set(`${type}:${id}`, { type, id, liked: state });
    }
  };
  remember(liked);
  try {
    return liked
      ? await callEndpoint(endpoint.createLike, { body: { likeable_type: type, likeable_id: id } })
      : await callEndpoint(endpoint.deleteLike, { query: { likeable_type: type, likeable_id: id } });
  } catch (error) {
    remember(!liked);
    throw error;
  }
}
