import type { MyLikes } from '@climb/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { writeTokens } from '../../../platform/session/token-store';
import { isLiked, NO_LIKES, useLikesStore } from '../../../stores/likes-store';
import { climber } from '../../../testing/catalogue-fixtures';
import { loadMyLikes, toggleLike } from './likes.api';

const LEA = climber.uuid;
const MINE: MyLikes = { photos: [3, 8], videos: [], comments: [21], gym_routes: [5] };

/** The fake API: the likes list, the answers of a like and an unlike, and the requests sent. */
let requests: { method: string; path: string; body: unknown }[];
let likesAnswer: () => Promise<Response>;
let writeStatus: number;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests = [];
  likesAnswer = async () => json(MINE);
  writeStatus = 201;
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...climber });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(url, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: `${address.pathname}${address.search}`, body });
      if (method === 'GET') return likesAnswer();
      if (writeStatus >= 400) return json({ error: 'Internal server error' }, writeStatus);
      const type = body?.likeable_type ?? address.searchParams.get('likeable_type');
      const id = Number(body?.likeable_id ?? address.searchParams.get('likeable_id'));
      return json({ likeable_type: type, likeable_id: id, liked: method === 'POST', likes_count: 42 }, writeStatus);
    }),
  );
});

afterEach(() => {
  // Signing out clears the store and forgets the loading, as between two climbers on one device.
  useSessionStore.setState({ user: null, status: 'anonymous' });
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the likes store', () => {
  it('loads the climber’s likes once per session, however many buttons ask', async () => {
    await Promise.all([loadMyLikes(LEA), loadMyLikes(LEA), loadMyLikes(LEA)]);
    await loadMyLikes(LEA);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v1/current_users/likes.json',
    ]);
    const state = useLikesStore.getState();
    expect(state).toMatchObject({ owner: LEA, likes: MINE, loaded: true });
    expect(isLiked(state.likes, 'photos', 8)).toBe(true);
    expect(isLiked(state.likes, 'videos', 8)).toBe(false);
  });

  it('tries again with the next button when the list could not be loaded (offline)', async () => {
    likesAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await loadMyLikes(LEA);
    expect(useLikesStore.getState().loaded).toBe(false);
    likesAnswer = async () => json(MINE);
    await loadMyLikes(LEA);
    expect(requests).toHaveLength(2);
    expect(useLikesStore.getState().likes).toEqual(MINE);
  });

  it('never shows the likes kept for another climber', async () => {
    useLikesStore.getState().setLikes('someone-else', { ...NO_LIKES, photos: [99] });
    let answer: (response: Response) => void = () => {};
    likesAnswer = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const loading = loadMyLikes(LEA);
    expect(useLikesStore.getState()).toMatchObject({ owner: null, likes: NO_LIKES });
    answer(json(MINE));
    await loading;
    expect(useLikesStore.getState().likes).toEqual(MINE);
  });

  it('likes at once, keeps the like once the API agrees, and answers its count', async () => {
    await loadMyLikes(LEA);
    const liking = toggleLike(LEA, 'videos', 31, true);
    expect(useLikesStore.getState().likes.videos).toEqual([31]);
    expect(await liking).toMatchObject({ liked: true, likes_count: 42 });
    expect(useLikesStore.getState().likes.videos).toEqual([31]);
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/likes.json',
      body: { likeable_type: 'videos', likeable_id: 31 },
    });
  });

  it('unlikes at once with the record in the address', async () => {
    await loadMyLikes(LEA);
    const unliking = toggleLike(LEA, 'photos', 3, false);
    expect(useLikesStore.getState().likes.photos).toEqual([8]);
    expect(await unliking).toMatchObject({ liked: false, likes_count: 42 });
    expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/v1/likes.json?likeable_type=photos&likeable_id=3',
    });
  });

  it('takes a like or an unlike back when the API refuses it', async () => {
    await loadMyLikes(LEA);
    writeStatus = 500;
    await expect(toggleLike(LEA, 'comments', 40, true)).rejects.toThrow();
    expect(useLikesStore.getState().likes.comments).toEqual([21]);
    await expect(toggleLike(LEA, 'comments', 21, false)).rejects.toThrow();
    expect(useLikesStore.getState().likes.comments).toEqual([21]);
  });

  it('keeps a like made while the list loads, though the list was read before it', async () => {
    let answer: (response: Response) => void = () => {};
    likesAnswer = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const loading = loadMyLikes(LEA);
    await toggleLike(LEA, 'gym_routes', 9, true);
    answer(json(MINE));
    await loading;
    expect(useLikesStore.getState().likes.gym_routes).toEqual([5, 9]);
  });

  it('forgets the likes when the climber signs out, and loads the next climber’s', async () => {
    await loadMyLikes(LEA);
    useSessionStore.getState().setUser(null);
    expect(useLikesStore.getState()).toMatchObject({ owner: null, likes: NO_LIKES, loaded: false });
    expect(JSON.parse(localStorage.getItem('cordee.likes') ?? '{}').state).toEqual({ owner: null, likes: NO_LIKES });
    useSessionStore.getState().setUser({ ...climber });
    await loadMyLikes(LEA);
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });
});
