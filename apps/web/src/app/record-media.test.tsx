import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMediaPart, topoLink, youtubeVideo } from '../features/media/shared/media-test-kit';
import { videoKeys } from '../features/media/videos/api/videos.api';
import { queryClient } from '../lib/query-client';
import { catalogueAnswer, catalogueAnswers } from '../testing/catalogue-api';
import { renderPageModule } from '../testing/page-test-kit';
import { PAGE_MODULES } from './page-modules';
import { RecordMedia } from './record-media';

/**
 * The media of a record page (`RecordMediaPlace`): an empty place on the page, whose section (its code, texts and
 * queries) loads only as the place nears the screen, then shows the record's photos, videos, links and discussion.
 */

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/media/shared/media-section', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

/** The observers of the page's places; `nearScreen` tells them all that their element is near the screen. */
let observers: { callback: IntersectionObserverCallback; margin: string | undefined; elements: Element[] }[];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin, elements: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    observers = observers.filter((observer) => observer !== this.entry);
  }
}

function nearScreen() {
  act(() => {
    for (const observer of [...observers]) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], observer as unknown as IntersectionObserver);
    }
  });
}

let requested: string[];

function answer(url: string): Response {
  const address = new URL(url, 'http://localhost');
  requested.push(`${address.pathname.replace('/api/v1/', '')}?${address.searchParams}`);
  const lists: Record<string, unknown[]> = {
    '/api/v1/photos.json': [],
    '/api/v1/videos.json': [youtubeVideo],
    '/api/v1/links.json': [topoLink],
    '/api/v1/comments.json': [],
  };
  const body = lists[address.pathname];
  if (!body) return new Response('{}', { status: 404 });
  return new Response(JSON.stringify(body), {
    headers: {
      'content-type': 'application/json',
      'x-total-count': String(address.pathname === '/api/v1/links.json' ? 7 : body.length),
    },
  });
}

beforeEach(() => {
  observers = [];
  requested = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  onlineManager.setOnline(true);
});

describe('the media of a record page', () => {
  it.each(['fr', 'en'])(
    'load nothing until their place nears the screen, then show the photos, videos and links (%s)',
    async (language) => {
      const missing: string[] = [];
      const before = loads.count;
      await renderMediaPart(<RecordMedia type="crags" id={12} linksPath="/crags/12/ceuse/links" />, {
        language,
        missing,
      });
      const place = screen.getByTestId('record-media');
      expect(place.childElementCount).toBe(0);
      expect(observers.map((observer) => observer.margin)).toEqual(['600px 0px']);
      expect(loads.count).toBe(before);
      expect(requested).toEqual([]);

      nearScreen();
      const section = await screen.findByTestId('media-section', {}, { timeout: 5_000 });
      // The gallery waits for its own place to near the screen, which it is now.
      nearScreen();
      await screen.findByTestId('video-card');
      await screen.findByTestId('link-item');
      expect(loads.count).toBeLessThanOrEqual(before + 1);
      await waitFor(() => expect(requested.some((path) => path.startsWith('photos.json'))).toBe(true));
      expect(requested).toContain('videos.json?viewable_type=crags&viewable_id=12&page=1&per_page=4');
      expect(requested).toContain('links.json?linkable_type=crags&linkable_id=12&page=1&per_page=5');
      expect(within(section).getByTestId('media-add-video').getAttribute('href')).toBe('/videos/crags/12/new');
      expect(within(section).getByTestId('media-add-link').getAttribute('href')).toBe('/links/crags/12/new');
      expect(within(section).getByTestId('media-links-all').getAttribute('href')).toBe('/crags/12/ceuse/links');
      expect(within(section).queryByTestId('media-links-more')).toBeNull();
      // A video's frame loads nothing from its provider before its click.
      expect(section.querySelector('iframe')).toBeNull();
      // The discussion, at the end, loads its own part as its place nears the screen in turn.
      nearScreen();
      // Its chunk is a first import here: it may take a few seconds on a busy machine.
      await within(section).findByTestId('comments-empty', {}, { timeout: 10_000 });
      expect(requested).toContain('comments.json?commentable_type=crags&commentable_id=12&page=1&per_page=10');
      expect(section.querySelectorAll('h2')).toHaveLength(4);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(missing).toEqual([]);
    },
    20_000,
  );

  it('puts its headings one level down inside a part with its own (a route’s panel), with more links in place', async () => {
    await renderMediaPart(<RecordMedia type="gym_routes" id={7} level={3} />, { language: 'en' });
    nearScreen();
    const section = await screen.findByTestId('media-section', {}, { timeout: 5_000 });
    await screen.findByTestId('link-item');
    // The discussion's place nears the screen in turn.
    nearScreen();
    await within(section).findByTestId('comments-empty', {}, { timeout: 10_000 });
    expect(section.querySelectorAll('h2')).toHaveLength(0);
    expect(section.querySelectorAll('h3')).toHaveLength(4);
    expect(within(section).getByTestId('media-add-video').getAttribute('href')).toBe('/videos/gym_routes/7/new');
    expect(within(section).queryByTestId('media-links-all')).toBeNull();
    expect(within(section).getByTestId('media-links-more').textContent).toBe('More links');
  });

  it('offline, show what the device kept, and say plainly what it did not', async () => {
    queryClient.setQueryData(videoKeys.ofRecord('crags', 12, 4), {
      pages: [{ items: [youtubeVideo], total: 1 }],
      pageParams: [1],
    });
    onlineManager.setOnline(false);
    await renderMediaPart(<RecordMedia type="crags" id={12} />, { language: 'en' });
    nearScreen();
    const videos = await screen.findByTestId('media-videos', {}, { timeout: 5_000 });
    expect(within(videos).getByTestId('video-card')).toBeTruthy();
    expect(within(videos).queryByTestId('media-offline')).toBeNull();
    const links = screen.getByTestId('media-links');
    expect(within(links).getByTestId('media-offline').textContent).toContain('You are offline');
    expect(requested.filter((path) => !path.startsWith('photos.json'))).toEqual([]);
  });
});

describe('the record pages', () => {
  it.each([
    ['/crags/:cragId?/:cragName?', '/crags/12/ceuse', 'crags', 12],
    ['/crag-sectors/:cragSectorId?/:cragSectorName?', '/crag-sectors/5/biographie', 'crag_sectors', 5],
    ['/crag-routes/:cragRouteId?/:cragRouteName', '/crag-routes/43/biographie', 'crag_routes', 43],
    ['/areas/:areaId?/:areaName?', '/areas/8/hautes-alpes', 'areas', 8],
  ])(
    'leave the media a place, filled only as it nears the screen (%s)',
    async (pattern, path, type, id) => {
      const answers = { ...catalogueAnswers(), 'videos.json': [youtubeVideo], 'links.json': [], 'photos.json': [] };
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => catalogueAnswer(answers, url, requested)),
      );
      await renderPageModule(PAGE_MODULES, pattern, path, { missing: [], language: 'en' });
      const place = await screen.findByTestId('record-media', {}, { timeout: 5_000 });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(place.childElementCount).toBe(0);
      expect(requested.filter((asked) => /^(photos|videos|links)\.json/.test(asked))).toEqual([]);
      nearScreen();
      await within(place).findByTestId('video-card', {}, { timeout: 5_000 });
      expect(requested).toContain(`videos.json?viewable_type=${type}&viewable_id=${id}&page=1&per_page=4`);
      expect(within(place).getByTestId('media-add-link').getAttribute('href')).toBe(`/links/${type}/${id}/new`);
    },
    20_000,
  );

  it('lead from a crag to its photos and links pages, as to its routes and map', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => catalogueAnswer(catalogueAnswers(), url, requested)),
    );
    await renderPageModule(PAGE_MODULES, '/crags/:cragId?/:cragName?', '/crags/12/ceuse', {
      missing: [],
      language: 'en',
    });
    const tabs = await screen.findByRole('navigation', { name: 'Pages of this record' }, { timeout: 5_000 });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/crags/12/ceuse',
      '/crags/12/ceuse/routes',
      '/crags/12/ceuse/maps',
      '/crags/12/ceuse/photos',
      '/crags/12/ceuse/links',
    ]);
  });
});
