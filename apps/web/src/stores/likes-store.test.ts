import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { climber } from '../testing/catalogue-fixtures';
import { isLiked, NO_LIKES, useLikesStore } from './likes-store';

const LEA = climber.uuid;

afterEach(() => {
  useSessionStore.setState({ user: null, status: 'anonymous' });
  useLikesStore.getState().clear();
  localStorage.clear();
});

describe('the likes store', () => {
  it('holds the ids of each kind, ascending, and kept on the device with their climber', () => {
    const store = useLikesStore.getState();
    store.setLikes(LEA, { photos: [3], videos: [], comments: [], gym_routes: [] });
    store.setLiked(LEA, 'photos', 1, true);
    store.setLiked(LEA, 'gym_routes', 9, true);
    store.setLiked(LEA, 'photos', 3, false);
    const { likes, owner } = useLikesStore.getState();
    expect(owner).toBe(LEA);
    expect(likes).toEqual({ photos: [1], videos: [], comments: [], gym_routes: [9] });
    expect(isLiked(likes, 'gym_routes', 9)).toBe(true);
    expect(isLiked(likes, 'photos', 3)).toBe(false);
    expect(JSON.parse(localStorage.getItem('cordee.likes') ?? '{}').state).toEqual({ owner: LEA, likes });
  });

  it('starts a climber’s likes afresh when another climber’s were kept', () => {
    useLikesStore.getState().setLikes('someone-else', { ...NO_LIKES, videos: [4] });
    useLikesStore.getState().setLiked(LEA, 'videos', 5, true);
    expect(useLikesStore.getState()).toMatchObject({ owner: LEA, likes: { ...NO_LIKES, videos: [5] } });
  });

  it('forgets the likes when the climber signs out', () => {
    useSessionStore.getState().setUser({ ...climber });
    useLikesStore.getState().setLikes(LEA, { ...NO_LIKES, comments: [2] });
    useSessionStore.getState().setUser(null);
    expect(useLikesStore.getState()).toMatchObject({ owner: null, likes: NO_LIKES, loaded: false });
    expect(JSON.parse(localStorage.getItem('cordee.likes') ?? '{}').state).toEqual({ owner: null, likes: NO_LIKES });
  });
});
