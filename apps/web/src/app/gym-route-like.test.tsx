import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GymRouteLikePlace, RecordSlotsProvider } from '../climbing/record-slots';
import { route } from '../features/indoor/shared/testing/indoor-fixtures';
import { fakeMediaApi, renderMediaPart } from '../features/media/shared/media-test-kit';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { writeTokens } from '../platform/session/token-store';
import { climber } from '../testing/catalogue-fixtures';
import { GYM_ROUTE_LIKE_SLOTS } from './gym-route-like';

let api: ReturnType<typeof fakeMediaApi>;
const missing: string[] = [];

const renderPlace = (language = 'fr') =>
  renderMediaPart(
    <RecordSlotsProvider value={GYM_ROUTE_LIKE_SLOTS}>
      <GymRouteLikePlace route={{ ...route, likes_count: 12 }} />
    </RecordSlotsProvider>,
    { missing, language },
  );

beforeEach(() => {
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['current_users/likes.json'] = { photos: [], videos: [], comments: [], gym_routes: [route.id] };
});

afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  missing.length = 0;
});

describe('a gym route’s like, in its panel', () => {
  it('loads the media’s like button with the route’s count; a visitor is asked to sign in', async () => {
    await renderPlace('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Like 12' }));
    expect(await screen.findByRole('link', { name: 'Sign in to like' })).toBeTruthy();
    expect(api.requests).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('shows a climber the route they like, and unlikes it', async () => {
    writeTokens({ token: 'access', refresh_token: 'refresh' });
    useSessionStore.getState().setUser({ ...climber });
    api.writes['DELETE likes.json'] = {
      status: 200,
      body: { likeable_type: 'gym_routes', likeable_id: route.id, liked: false, likes_count: 11 },
    };
    await renderPlace();
    const button = await screen.findByRole('button', { name: 'J’aime 12' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'J’aime 11' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(api.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `likes.json?likeable_type=gym_routes&likeable_id=${route.id}`,
    });
  });
});
