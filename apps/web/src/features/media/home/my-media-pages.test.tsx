import type { Photo } from '@climb/contracts';
import { matchPage } from '@climb/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { writeTokens } from '../../../platform/session/token-store';
import * as fixtures from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';
import { MEDIA_PAGE_MODULES } from '../page-modules';
import { author, ceuse, fakeMediaApi, youtubeVideo } from '../shared/media-test-kit';

const file = (size: number) => ({ url: `/uploads/photos/ab/${size}.webp`, width: size, height: (size * 3) / 4 });

const photo: Photo = {
  id: 71,
  illustrable_type: 'crags',
  illustrable_id: 12,
  target: ceuse,
  description: null,
  author: 'Catherine D.',
  licence: 'cc_by',
  cover: false,
  hidden: false,
  likes_count: 0,
  width: 2560,
  height: 1920,
  variants: { thumbnail: file(480), medium: file(1280), large: file(2560) },
  user: author,
  created_at: '2024-05-02T09:30:00.000Z',
  updated_at: '2024-05-02T09:30:00.000Z',
};

let api: ReturnType<typeof fakeMediaApi>;
const missing: string[] = [];

const render = (pattern: string, path: string, language = 'fr') =>
  renderPageModule(MEDIA_PAGE_MODULES, pattern, path, { language, missing });

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['current_users/photos.json'] = [photo, { ...photo, id: 72, description: 'Le pilier' }];
  api.known['current_users/videos.json'] = [youtubeVideo];
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...fixtures.climber });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  missing.length = 0;
});

describe('the climber’s media', () => {
  it('are pages of the personal area, for a signed-in climber', () => {
    for (const path of ['/home/media', '/home/media/photos', '/home/media/videos']) {
      expect(matchPage(path)?.access).toBe('login');
    }
  });

  it.each(['fr', 'en'])(
    'show the latest photos and videos, each with the way to all of them (%s)',
    async (language) => {
      const french = language === 'fr';
      api.totals['current_users/photos.json'] = 30;
      const { container } = await render('/home/media', '/home/media', language);
      const photos = await screen.findAllByTestId('my-photo');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(french ? 'Mes médias' : 'My media');
      expect(photos.map((tile) => tile.getAttribute('href'))).toEqual(['/photos/71', '/photos/72']);
      const image = photos[0]?.querySelector('img');
      expect(image?.getAttribute('src')).toBe('/uploads/photos/ab/480.webp');
      expect(image?.getAttribute('width')).toBe('480');
      expect(image?.getAttribute('height')).toBe('360');
      expect(image?.getAttribute('alt')).toBe(french ? 'Photo de Céüse' : 'Photo of Céüse');
      expect(photos[1]?.querySelector('img')?.getAttribute('alt')).toBe('Le pilier');
      expect(screen.getByTestId('my-photos-all').getAttribute('href')).toBe('/home/media/photos');
      expect(textOf(screen.getByTestId('my-photos-all'))).toBe(french ? 'Voir mes 30 photos' : 'See my 30 photos');
      const video = await screen.findByTestId('video-card');
      expect(within(video).getByRole('link', { name: 'Céüse' }).getAttribute('href')).toBe('/crags/12/ceuse');
      expect(video.querySelector('iframe')).toBeNull();
      expect(screen.getByTestId('my-videos-all').getAttribute('href')).toBe('/home/media/videos');
      const tabs = within(screen.getByTestId('media-tabs')).getAllByRole('link');
      expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
        '/home/media',
        '/home/media/photos',
        '/home/media/videos',
      ]);
      expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
      const paths = api.requests.map((request) => request.path);
      expect(paths).toContain('current_users/photos.json?page=1&per_page=8');
      expect(paths).toContain('current_users/videos.json?page=1&per_page=2');
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await expectSoundPage(container, missing);
    },
    20_000,
  );

  it('invite to add photos from a crag or gym page when there are none', async () => {
    api.known['current_users/photos.json'] = [];
    api.known['current_users/videos.json'] = [];
    const { container } = await render('/home/media/photos', '/home/media/photos', 'fr');
    const empty = await screen.findByTestId('my-photos-empty');
    expect(textOf(empty)).toContain('Vous n’avez encore partagé aucune photo');
    expect(within(empty).getByRole('link', { name: 'Trouver un site' }).getAttribute('href')).toBe(
      '/outdoor/search/crags',
    );
    expect(within(empty).getByRole('link', { name: 'Trouver une salle' }).getAttribute('href')).toBe('/indoor/search');
    await expectSoundPage(container, missing);
  });

  it('list every photo page by page, the page in the address', async () => {
    api.totals['current_users/photos.json'] = 50;
    await render('/home/media/photos', '/home/media/photos?page=2', 'en');
    await screen.findAllByTestId('my-photo');
    expect(api.requests.map((request) => request.path)).toContain('current_users/photos.json?page=2&per_page=24');
    expect(textOf(screen.getByTestId('my-photos-count'))).toBe('50 photos');
    expect(screen.getByTestId('pager-previous').getAttribute('href')).toBe('/home/media/photos');
    expect(screen.getByTestId('pager-next').getAttribute('href')).toBe('/home/media/photos?page=3');
    const tab = within(screen.getByTestId('media-tabs')).getByRole('link', { current: 'page' });
    expect(tab.getAttribute('href')).toBe('/home/media/photos');
  });

  it('list every video with its record and the way to edit it', async () => {
    const { container } = await render('/home/media/videos', '/home/media/videos', 'en');
    const card = await screen.findByTestId('video-card');
    expect(api.requests.map((request) => request.path)).toContain('current_users/videos.json?page=1&per_page=12');
    expect(textOf(screen.getByTestId('my-videos-count'))).toBe('1 video');
    expect(within(card).getByTestId('video-edit-link').getAttribute('href')).toBe('/videos/crags/12/31/edit');
    expect(within(card).getByRole('link', { name: 'Video page' }).getAttribute('href')).toBe('/videos/31');
    expect(within(card).queryByTestId('video-hidden')).toBeNull();
    await expectSoundPage(container, missing);
  });

  it('mark what a site administrator hid after a report: only its author still sees it', async () => {
    api.known['current_users/photos.json'] = [
      { ...photo, hidden: true },
      { ...photo, id: 72 },
    ];
    api.known['current_users/videos.json'] = [{ ...youtubeVideo, hidden: true }];
    await render('/home/media/photos', '/home/media/photos', 'fr');
    await screen.findAllByTestId('my-photo');
    expect(screen.getAllByTestId('my-photo-hidden').map((mark) => textOf(mark).trim())).toEqual([
      'Masquée par un modérateur ·',
    ]);
    cleanup();
    await render('/home/media/videos', '/home/media/videos', 'en');
    expect(textOf(await screen.findByTestId('video-hidden'))).toBe('Hidden by a moderator');
  });
});
