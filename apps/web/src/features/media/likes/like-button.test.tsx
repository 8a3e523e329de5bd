import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import { climber } from '../../../testing/catalogue-fixtures';
import { textOf } from '../../../testing/page-test-kit';
import { fakeMediaApi, renderMediaPart } from '../shared/media-test-kit';
import { LikeButton } from './like-button';

let api: ReturnType<typeof fakeMediaApi>;
const missing: string[] = [];

function signIn() {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...climber });
}

const likeButton = () => screen.getByTestId('like-button');

beforeEach(() => {
  // A file before this one may have left a climber signed in.
  useSessionStore.setState({ user: null, status: 'anonymous' });
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['current_users/likes.json'] = { photos: [12], videos: [], comments: [], gym_routes: [] };
});

afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  useAlertStore.setState({ alerts: [] });
  missing.length = 0;
});

describe('a visitor’s like button', () => {
  it('shows the count, and invites to sign in and come back instead of liking', async () => {
    await renderMediaPart(<LikeButton type="photos" id={12} count={4} />, { missing, path: '/photos/12' });
    const button = await screen.findByRole('button', { name: 'J’aime 4' });
    expect(button.getAttribute('aria-pressed')).toBeNull();
    fireEvent.click(button);
    const invitation = await screen.findByRole('link', { name: 'Se connecter pour aimer' });
    expect(invitation.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/photos/12')}`);
    expect(api.requests).toEqual([]);
    expect(missing).toEqual([]);
  });
});

describe('a climber’s like button', () => {
  it('knows from the likes loaded once that the climber likes it, and unlikes it at once', async () => {
    signIn();
    api.writes['DELETE likes.json'] = {
      status: 200,
      body: { likeable_type: 'photos', likeable_id: 12, liked: false, likes_count: 6 },
    };
    await renderMediaPart(
      <>
        <LikeButton type="photos" id={12} count={7} label="Like" />
        <LikeButton type="photos" id={13} count={0} />
      </>,
      { missing, language: 'en' },
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like 7' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'Like 0' }).getAttribute('aria-pressed')).toBe('false');
    expect(api.requests.map((request) => request.path)).toEqual(['current_users/likes.json']);

    fireEvent.click(screen.getByRole('button', { name: 'Like 7' }));
    // At once, before the API answers: not pressed, one less.
    expect(screen.getByRole('button', { name: 'Like 6' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(api.requests.at(-1)?.path).toBe('likes.json?likeable_type=photos&likeable_id=12'));
    expect(api.requests.at(-1)?.method).toBe('DELETE');
    expect(missing).toEqual([]);
  });

  it('likes with the count the API answers', async () => {
    signIn();
    api.writes['POST likes.json'] = {
      status: 201,
      body: { likeable_type: 'videos', likeable_id: 31, liked: true, likes_count: 10 },
    };
    await renderMediaPart(<LikeButton type="videos" id={31} count={3} />, { missing });
    const button = await screen.findByRole('button', { name: 'J’aime 3' });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(textOf(screen.getByTestId('like-count'))).toBe('4');
    await waitFor(() => expect(textOf(screen.getByTestId('like-count'))).toBe('10'));
    expect(api.requests.at(-1)).toEqual({
      method: 'POST',
      path: 'likes.json',
      body: { likeable_type: 'videos', likeable_id: 31 },
    });
  });

  it('takes the like back and says so when the API refuses it', async () => {
    signIn();
    api.writes['POST likes.json'] = { status: 422, body: { error: { likeable_id: ['not_found'] } } };
    await renderMediaPart(<LikeButton type="comments" id={5} count={2} />, { missing });
    const button = await screen.findByRole('button', { name: 'J’aime 2' });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    fireEvent.click(button);
    await waitFor(() => expect(useAlertStore.getState().alerts).toHaveLength(1));
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(textOf(screen.getByTestId('like-count'))).toBe('2');
  });
});
