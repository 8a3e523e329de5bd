import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import * as fixtures from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';
import { MEDIA_PAGE_MODULES } from '../page-modules';
import { fakeMediaApi, tiktokVideo, youtubeVideo } from '../shared/media-test-kit';

const VIDEO = '/videos/:videoId';
const NEW = '/videos/:viewableType?/:viewableId?/new';
const EDIT = '/videos/:viewableType?/:viewableId?/:videoId?/edit';

let api: ReturnType<typeof fakeMediaApi>;

/**
 * The keys missing but for the agreed forms a rule message tries first and may lack (`invalid_f`: "n’est pas valide"
 * is the same for a feminine field), which `ruleMessage` asks for with a fallback.
 */
const withoutAgreedForms = (keys: string[]) => keys.filter((key) => !/:rules:rules\.\w+_(f|p|fp)$/.test(key));
const missing: string[] = [];

const render = (pattern: string, path: string, language = 'fr') =>
  renderPageModule(MEDIA_PAGE_MODULES, pattern, path, { language, missing });

function signIn(user = fixtures.climber) {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...user });
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['videos/31.json'] = youtubeVideo;
  api.known['crags/12.json'] = fixtures.crag;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  useAlertStore.setState({ alerts: [] });
  missing.length = 0;
});

describe('a video’s page', () => {
  it.each([
    ['fr', 'Vidéo : Céüse', 'Ajoutée par Catherine D. le 2 mai 2024', 'Voir sur YouTube'],
    ['en', 'Video: Céüse', 'Added by Catherine D. on May 2, 2024', 'Watch on YouTube'],
  ])(
    'shows its frame, its record, its words, who added it and its provider’s page (%s)',
    async (language, title, added, source) => {
      const { container } = await render(VIDEO, '/videos/31', language);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
      expect(screen.getByTestId('video-record').getAttribute('href')).toBe('/crags/12/ceuse');
      expect(container.querySelector('iframe')).toBeNull();
      expect(screen.getByTestId('video-description').textContent).toBe(youtubeVideo.description);
      expect(textOf(screen.getByTestId('video-added'))).toBe(added);
      const provider = screen.getByTestId('video-source');
      expect(provider.getAttribute('href')).toBe(youtubeVideo.url);
      expect(provider.getAttribute('rel')).toBe('nofollow noopener');
      expect(provider.textContent).toContain(source);
      // A visitor may neither change nor remove it.
      expect(screen.queryByTestId('video-actions')).toBeNull();
      expect(container.querySelectorAll('[style]')).toHaveLength(0);
      await expectSoundPage(container, missing);
    },
    20_000,
  );

  it('lets its author change it or remove it, after asking, back to its record', async () => {
    signIn();
    api.writes['DELETE videos/31.json'] = { status: 204, body: null };
    await render(VIDEO, '/videos/31', 'en');
    const actions = await screen.findByTestId('video-actions');
    expect(within(actions).getByTestId('video-edit-link').getAttribute('href')).toBe('/videos/crags/12/31/edit');
    fireEvent.click(within(actions).getByTestId('video-delete'));
    const confirm = screen.getByTestId('video-delete-confirm');
    expect(document.activeElement).toBe(confirm);
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(confirm);
    await screen.findByTestId('elsewhere');
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      'videos/31.json',
    ]);
  });

  it('is offered to a site administrator too, not to another climber', async () => {
    signIn({ ...fixtures.climber, uuid: '5d3c1f9e-2b7a-4c1e-8f00-000000000001' });
    await render(VIDEO, '/videos/31', 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('video-actions')).toBeNull();
    cleanup();
    signIn({ ...fixtures.climber, uuid: '5d3c1f9e-2b7a-4c1e-8f00-000000000001', super_admin: true });
    await render(VIDEO, '/videos/31', 'en');
    expect(await screen.findByTestId('video-actions')).toBeTruthy();
  });

  it('answers the 404 page for a video that does not exist', async () => {
    await render(VIDEO, '/videos/99', 'en');
    expect(await screen.findByText(/404|not found|introuvable/i)).toBeTruthy();
  });
});

describe('adding a video', () => {
  it('answers the 404 page for a kind of record that takes no media', async () => {
    signIn();
    await render(NEW, '/videos/boats/12/new', 'en');
    expect(await screen.findByText(/404|not found/i)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it.each(['fr', 'en'])(
    'reads the address as it is typed, previews it without loading it, and shows a 422 under its field (%s)',
    async (language) => {
      signIn();
      const french = language === 'fr';
      api.writes['POST videos.json'] = { status: 422, body: { error: { url: ['invalid'] } } };
      const { container } = await render(NEW, '/videos/crags/12/new', language);
      const form = await screen.findByTestId('video-form');
      expect(screen.getByText(french ? 'Site : Céüse' : 'Crag: Céüse')).toBeTruthy();
      const url = screen.getByTestId('video-url');
      fireEvent.change(url, { target: { value: 'https://example.org/my-video' } });
      fireEvent.blur(url);
      expect(
        within(form).getByText(
          french
            ? 'Ce n’est pas l’adresse d’une vidéo YouTube, Vimeo, Dailymotion, Instagram ou TikTok.'
            : 'This is not the address of a YouTube, Vimeo, Dailymotion, Instagram or TikTok video.',
        ),
      ).toBeTruthy();
      expect(screen.queryByTestId('video-preview')).toBeNull();
      // Refused by the contract's rules before any call.
      fireEvent.submit(form);
      expect(
        await within(form).findByText(french ? 'L’adresse n’est pas valide' : 'The address is not valid'),
      ).toBeTruthy();
      expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

      fireEvent.change(url, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
      expect(within(form).getByText(french ? 'Vidéo YouTube reconnue.' : 'YouTube video recognised.')).toBeTruthy();
      const preview = screen.getByTestId('video-preview');
      expect(preview.querySelector('iframe')).toBeNull();
      expect(
        within(preview).getByRole('button', {
          name: french ? 'Lire la vidéo YouTube : Céüse' : 'Play the YouTube video: Céüse',
        }),
      ).toBeTruthy();
      fireEvent.submit(form);
      await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
      expect(api.requests.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        path: 'videos.json',
        body: { viewable_type: 'crags', viewable_id: 12, url: 'https://youtu.be/dQw4w9WgXcQ', description: null },
      });
      // The API's refusal, under the field.
      expect(
        await within(form).findByText(french ? 'L’adresse n’est pas valide' : 'The address is not valid'),
      ).toBeTruthy();
      await expectSoundPage(container, withoutAgreedForms(missing));
    },
    30_000,
  );

  it('goes back to the record once added', async () => {
    signIn();
    api.writes['POST videos.json'] = { status: 201, body: youtubeVideo };
    await render(NEW, '/videos/crags/12/new', 'en');
    const form = await screen.findByTestId('video-form');
    fireEvent.change(screen.getByTestId('video-url'), { target: { value: 'https://vimeo.com/76979871' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '  Sur la dalle  ' } });
    fireEvent.submit(form);
    await screen.findByTestId('elsewhere');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      viewable_type: 'crags',
      viewable_id: 12,
      url: 'https://vimeo.com/76979871',
      description: 'Sur la dalle',
    });
  });
});

describe('editing a video', () => {
  it('is its author’s: the form holds its address and words, and saving leads to its page', async () => {
    signIn();
    api.writes['PUT videos/31.json'] = { status: 200, body: { ...youtubeVideo, description: 'Nouveau' } };
    const { container } = await render(EDIT, '/videos/crags/12/31/edit', 'en');
    const form = await screen.findByTestId('video-form');
    expect((screen.getByTestId('video-url') as HTMLInputElement).value).toBe(youtubeVideo.url);
    expect(screen.getByTestId('video-delete')).toBeTruthy();
    await expectSoundPage(container, missing);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Nouveau' } });
    fireEvent.submit(form);
    await screen.findByTestId('elsewhere');
    expect(api.requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      path: 'videos/31.json',
      body: { url: youtubeVideo.url, description: 'Nouveau' },
    });
  });

  it('tells another climber only its author and site administrators may change it', async () => {
    signIn({ ...fixtures.climber, uuid: '5d3c1f9e-2b7a-4c1e-8f00-000000000001' });
    await render(EDIT, '/videos/crags/12/31/edit', 'en');
    expect((await screen.findByTestId('author-only')).textContent).toContain('Only the person who added this video');
    expect(screen.queryByTestId('video-form')).toBeNull();
  });

  it('answers the 404 page under another record’s address', async () => {
    signIn();
    api.known['videos/32.json'] = tiktokVideo;
    await render(EDIT, '/videos/gyms/12/32/edit', 'en');
    expect(await screen.findByText(/404|not found/i)).toBeTruthy();
  });
});
