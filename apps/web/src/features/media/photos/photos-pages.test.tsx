import 'fake-indexeddb/auto';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../lib/page-module';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import * as catalogue from '../../../testing/catalogue-fixtures';
import {
  createTestI18n,
  expectSoundPage,
  renderPageModule,
  stubMissingBrowserApis,
  TestProviders,
  textOf,
} from '../../../testing/page-test-kit';
import { PhotoGallery } from './components/photo-gallery';
import { gallery, inGallery, photoOf } from './testing/photo-fixtures';

const VIEWER = '/photos/:photoId';
const CRAG_PHOTOS = '/crags/:cragId?/:cragName?/photos';
const AREA_PHOTOS = '/areas/:areaId?/:areaName?/photos';
const NEW = '/photos/:illustrableType?/:illustrableId?/new';
const EDIT = '/photos/:illustrableType?/:illustrableId?/:photoId?/edit';

/** The photos' pages, as `page-modules.ts` names them. */
const MODULES: Record<string, PageModule> = {
  [VIEWER]: () => import('./pages/photo-page'),
  [CRAG_PHOTOS]: () => import('./pages/record-photos-page'),
  [AREA_PHOTOS]: () => import('./pages/record-photos-page'),
  [NEW]: () => import('./pages/photo-new-page'),
  [EDIT]: () => import('./pages/photo-edit-page'),
};

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

let answers: Record<string, { status?: number; body: unknown; total?: number }>;
let requests: Sent[];
const missing: string[] = [];

/** The fake API: `METHOD path` (a gallery by its record: `GET photos.json?crags/12`), 404 for anything else. */
async function answer(url: string, init: RequestInit = {}): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const path = pathname.replace(/^\/api\/v1\//, '');
  const method = init.method ?? 'GET';
  requests.push({
    method,
    path,
    query: searchParams,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
  });
  const record =
    path === 'photos.json' ? `?${searchParams.get('illustrable_type')}/${searchParams.get('illustrable_id')}` : '';
  const found = answers[`${method} ${path}${record}`];
  if (!found) return new Response(JSON.stringify({ code: 'not_found' }), { status: 404 });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (Array.isArray(found.body)) headers['x-total-count'] = String(found.total ?? found.body.length);
  const status = found.status ?? 200;
  return new Response(status === 204 ? null : JSON.stringify(found.body), { status, headers });
}

function defaultAnswers(): typeof answers {
  return {
    'GET photos.json?crags/12': { body: gallery },
    'GET photos.json?areas/8': { body: [] },
    'GET areas/8.json': { body: catalogue.area },
    'GET crags/12.json': { body: catalogue.crag },
    ...Object.fromEntries(gallery.map((photo) => [`GET photos/${photo.id}.json`, { body: inGallery(photo) }])),
  };
}

function renderPage(pattern: string, path: string, language = 'fr') {
  return renderPageModule(MODULES, pattern, path, { language, missing });
}

/** The climber who uploaded the fixtures' photos, or another one. */
function signIn(other = false) {
  useSessionStore
    .getState()
    .setUser(other ? { ...catalogue.climber, uuid: '2c7a3c4e-1f7d-4b8a-9c1e-3d5f7a9b1c2d' } : catalogue.climber);
}

/** A stand-in for the browser's XMLHttpRequest, which uploads report their progress through. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? (name === 'content-type' ? 'application/json' : null);
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 } as ProgressEvent);
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

/** The name of the file a request sent. */
const sentFile = (sent: FakeRequest) => (sent.body?.get('file') as File | null | undefined)?.name;

async function request(index: number): Promise<FakeRequest> {
  await waitFor(() => expect(FakeRequest.sent.length).toBeGreaterThan(index));
  return FakeRequest.sent[index] as FakeRequest;
}

beforeAll(() => {
  stubMissingBrowserApis();
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});

beforeEach(() => {
  answers = defaultAnswers();
  requests = [];
  FakeRequest.sent = [];
  vi.stubGlobal('fetch', vi.fn(answer));
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('the photos pages in %s', (language) => {
  const pages: [string, string, boolean][] = [
    [VIEWER, '/photos/4', false],
    [CRAG_PHOTOS, '/crags/12/ceuse/photos', false],
    [AREA_PHOTOS, '/areas/8/massif/photos', false],
    [NEW, '/photos/crags/12/new', true],
    [EDIT, '/photos/crags/12/4/edit', true],
  ];
  it.each(pages)(
    '%s has one h1, every text and no serious axe violation',
    async (pattern, path, signedIn) => {
      if (signedIn) signIn();
      const { container } = await renderPage(pattern, path, language);
      await screen.findAllByRole('heading', { level: 1 });
      await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
      await expectSoundPage(container, missing);
    },
    20_000,
  );
});

describe('the viewer', () => {
  it('shows the photo whole, its sizes, credit, record and place in the gallery', async () => {
    await renderPage(VIEWER, '/photos/3', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo de Céüse' })).toBeTruthy();
    const image = screen.getByTestId('photo-image');
    expect(image.getAttribute('width')).toBe('2560');
    expect(image.getAttribute('height')).toBe('1707');
    expect(image.getAttribute('srcset')).toBe(
      '/uploads/photos/3/thumbnail.webp 480w, /uploads/photos/3/medium.webp 1280w, /uploads/photos/3/large.webp 2560w',
    );
    expect(image.getAttribute('alt')).toBe('La Grande Face au soleil couchant');
    expect(textOf(screen.getByTestId('photo-description'))).toBe('La Grande Face au soleil couchant');
    expect(textOf(screen.getByTestId('photo-credit'))).toContain('© Léa Grimpe');
    const licence = within(screen.getByTestId('photo-credit')).getByRole('link');
    expect(licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/deed.fr');
    expect(textOf(licence)).toContain('CC BY-SA 4.0');
    expect(screen.getByTestId('photo-cover')).toBeTruthy();
    expect(textOf(screen.getByTestId('photo-added'))).toBe('Ajoutée par Catherine Destivelle le 12 mai 2026');
    expect(screen.getByTestId('photo-record').getAttribute('href')).toBe('/crags/12/ceuse');
    expect(screen.getByTestId('photo-gallery-link').getAttribute('href')).toBe('/crags/12/ceuse/photos');
    expect(textOf(screen.getByTestId('photo-position'))).toContain('1 / 3');
    expect(screen.queryByTestId('photo-previous')).toBeNull();
    expect(screen.getByTestId('photo-next').getAttribute('href')).toBe('/photos/4');
    // A visitor is offered nothing to change.
    expect(screen.queryByTestId('photo-actions')).toBeNull();
  });

  it('names a licence without a deed in words, and a public domain photo without ©', async () => {
    await renderPage(VIEWER, '/photos/4', 'en');
    expect(textOf(await screen.findByTestId('photo-credit'))).toBe('© Léa Grimpe · All rights reserved');
    expect(within(screen.getByTestId('photo-credit')).queryByRole('link')).toBeNull();
    cleanup();
    queryClient.clear();
    await renderPage(VIEWER, '/photos/2', 'en');
    expect(textOf(await screen.findByTestId('photo-credit'))).toContain('Photo: Léa Grimpe · CC0 (public domain)');
    expect(screen.getByTestId('photo-licence').getAttribute('href')).toBe(
      'https://creativecommons.org/publicdomain/zero/1.0/deed.en',
    );
    expect(textOf(screen.getByTestId('photo-added'))).toBe('Added on May 12, 2026');
  });

  it('moves through the gallery with the arrow keys and a swipe, and reads the neighbours ahead', async () => {
    const { router } = await renderPage(VIEWER, '/photos/4', 'en');
    await screen.findByTestId('photo-image');
    await waitFor(() =>
      expect(requests.map((sent) => sent.path)).toEqual(
        expect.arrayContaining(['photos/4.json', 'photos/2.json', 'photos/3.json']),
      ),
    );
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/2'));
    await waitFor(() => expect(textOf(screen.getByTestId('photo-position'))).toContain('3 / 3'));
    const stage = screen.getByTestId('photo-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: 100, clientY: 50 });
    fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: 300, clientY: 60 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/4'));
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/3'));
    // The first photo has no previous one.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(router.state.location.pathname).toBe('/photos/3');
  });

  it('offers its author to edit it, make it the cover and delete it', async () => {
    signIn();
    const cover = photoOf(4, { cover: true, licence: 'all_rights_reserved' });
    answers['PUT photos/4.json'] = { body: cover };
    answers['DELETE photos/4.json'] = { status: 204, body: null };
    const { router } = await renderPage(VIEWER, '/photos/4', 'en');
    const actions = await screen.findByTestId('photo-actions');
    expect(screen.queryByTestId('photo-cover')).toBeNull();
    // The gallery read again after the change has the cover first.
    answers['GET photos/4.json'] = {
      body: { ...cover, gallery: { position: 1, count: 3, previous_id: null, next_id: 3 } },
    };
    expect(within(actions).getByTestId('photo-edit-link').getAttribute('href')).toBe('/photos/crags/12/4/edit');
    fireEvent.click(within(actions).getByTestId('photo-make-cover'));
    await waitFor(() => expect(screen.getByTestId('photo-cover')).toBeTruthy());
    expect(requests.find((sent) => sent.method === 'PUT')?.body).toEqual({ cover: true });
    expect(screen.queryByTestId('photo-make-cover')).toBeNull();
    fireEvent.click(screen.getByTestId('photo-delete'));
    expect(screen.getByText('Delete this photo? It will disappear from its record, in every size.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('photo-delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crags/12/ceuse/photos'));
    expect(requests.some((sent) => sent.method === 'DELETE' && sent.path === 'photos/4.json')).toBe(true);
  });

  it('offers another climber nothing to change, and a site administrator everything', async () => {
    signIn(true);
    await renderPage(VIEWER, '/photos/4', 'en');
    await screen.findByTestId('photo-image');
    expect(screen.queryByTestId('photo-actions')).toBeNull();
    act(() =>
      useSessionStore
        .getState()
        .setUser({ ...catalogue.climber, uuid: 'ffffffff-1f7d-4b8a-9c1e-3d5f7a9b1c2d', super_admin: true }),
    );
    expect(await screen.findByTestId('photo-actions')).toBeTruthy();
  });

  it('answers the 404 page for a photo the API does not know', async () => {
    await renderPage(VIEWER, '/photos/99', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
    cleanup();
    await renderPage(VIEWER, '/photos/abc', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });

  it('declares the photo as its data', async () => {
    const fetched: unknown[] = [];
    const module = await MODULES[VIEWER]?.();
    await module?.pageData?.({
      params: { photoId: '4' },
      search: new URLSearchParams(),
      fetch: async (options) => {
        fetched.push(options.queryKey);
        return undefined as never;
      },
    });
    expect(fetched).toEqual([['media', 'photos', 'one', 4]]);
  });
});

describe('a record’s photos page', () => {
  it('shows the gallery, the cover first, with the way to add photos', async () => {
    await renderPage(CRAG_PHOTOS, '/crags/12/ceuse/photos', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos de Céüse' })).toBeTruthy();
    const links = screen.getAllByTestId('gallery-photo');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/photos/3', '/photos/4', '/photos/2']);
    expect(links[0]?.dataset.cover).toBe('true');
    expect(within(links[0] as HTMLElement).getByText('Couverture')).toBeTruthy();
    const image = within(links[1] as HTMLElement).getByRole('img');
    expect(image.getAttribute('alt')).toBe('Photo de Céüse par Léa Grimpe');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('320');
    expect(textOf(screen.getByTestId('photos-count'))).toBe('3 photos');
    expect(screen.getByTestId('photos-add').getAttribute('href')).toBe('/photos/crags/12/new');
    expect(screen.getByTestId('photos-record').getAttribute('href')).toBe('/crags/12/ceuse');
    expect(requests.find((sent) => sent.path === 'photos.json')?.query.toString()).toBe(
      'illustrable_type=crags&illustrable_id=12&page=1&per_page=36',
    );
  });

  it('names a record without photos from the record, and invites to add the first', async () => {
    await renderPage(AREA_PHOTOS, '/areas/8/massif/photos', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: `Photos of ${catalogue.area.name}` })).toBeTruthy();
    const empty = screen.getByTestId('photos-empty');
    expect(within(empty).getByRole('link', { name: 'Add the first photo' }).getAttribute('href')).toBe(
      '/photos/areas/8/new',
    );
  });

  it('answers the 404 page for a record the API does not know', async () => {
    answers['GET photos.json?crags/99'] = { status: 422, body: { error: { illustrable_id: ['not_found'] } } };
    await renderPage(CRAG_PHOTOS, '/crags/99/nowhere/photos', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });

  it('declares its page of photos, and the record when it has none', async () => {
    const module = await MODULES[CRAG_PHOTOS]?.();
    const fetched: unknown[] = [];
    const context = (params: Record<string, string>, items: unknown[]) => ({
      params,
      search: new URLSearchParams('page=2'),
      fetch: async (options: { queryKey: readonly unknown[] }) => {
        fetched.push(options.queryKey);
        return { items, total: items.length } as never;
      },
    });
    await module?.pageData?.(context({ cragId: '12', cragName: 'ceuse' }, gallery));
    await module?.pageData?.(context({ cragSectorId: '5', cragSectorName: 'biographie' }, []));
    expect(fetched).toEqual([
      ['media', 'photos', 'record', 'crags', 12, { page: 2, perPage: 36 }],
      ['media', 'photos', 'record', 'crag_sectors', 5, { page: 2, perPage: 36 }],
      ['media', 'record', 'crag_sectors', 5],
    ]);
  });
});

describe('adding photos', () => {
  const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

  async function openForm(language = 'fr') {
    signIn();
    const view = await renderPage(NEW, '/photos/crags/12/new', language);
    await screen.findByTestId('photo-upload-form');
    return view;
  }

  function choose(files: File[]) {
    fireEvent.change(screen.getByTestId('photo-files'), { target: { files } });
  }

  it('offers the gallery and the camera, several photos at once', async () => {
    await openForm();
    const files = screen.getByTestId('photo-files');
    expect(files.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(files.hasAttribute('multiple')).toBe(true);
    const camera = screen.getByTestId('photo-camera');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('heading', { level: 1, name: 'Ajouter des photos' })).toBeTruthy();
  });

  it('sends the photos one after another, each with its progress, then leads on', async () => {
    const { container } = await openForm();
    choose([jpeg('face.jpg'), jpeg('secteur.jpg'), new File(['notes'], 'notes.txt', { type: 'text/plain' })]);
    const rows = screen.getAllByTestId('upload-row');
    expect(rows).toHaveLength(3);
    await expectSoundPage(container, missing);
    expect(textOf(within(rows[2] as HTMLElement).getByTestId('upload-state'))).toBe(
      'Ce n’est pas une photo JPEG, PNG ou WebP.',
    );
    fireEvent.change(screen.getByTestId('photo-description-field'), { target: { value: '  Au soleil  ' } });
    fireEvent.click(screen.getByTestId('photo-first-cover'));
    fireEvent.click(screen.getByTestId('photo-upload-submit'));

    const first = await request(0);
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/v1/photos.json');
    expect(sentFile(first)).toBe('face.jpg');
    expect(first.body?.get('illustrable_type')).toBe('crags');
    expect(first.body?.get('illustrable_id')).toBe('12');
    expect(first.body?.get('description')).toBe('Au soleil');
    expect(first.body?.get('author')).toBeNull();
    expect(first.body?.get('licence')).toBe('all_rights_reserved');
    expect(first.body?.get('cover')).toBe('true');
    act(() => first.progress(0.5));
    expect(textOf(within(rows[0] as HTMLElement).getByTestId('upload-state'))).toBe('Envoi… 50 %');
    act(() => first.upload.onload?.());
    expect(textOf(within(rows[0] as HTMLElement).getByTestId('upload-state'))).toBe('Préparation de la photo…');
    expect(textOf(within(rows[1] as HTMLElement).getByTestId('upload-state'))).toBe('En attente');
    await act(async () => first.answer(201, photoOf(10, { cover: true })));

    const second = await request(1);
    expect(sentFile(second)).toBe('secteur.jpg');
    expect(second.body?.get('cover')).toBeNull();
    await act(async () => second.answer(201, photoOf(11)));

    const finished = await screen.findByTestId('upload-finished');
    expect(textOf(finished)).toContain('2 photos ajoutées à Céüse.');
    expect(within(finished).getByTestId('upload-record-photos').getAttribute('href')).toBe('/crags/12/ceuse/photos');
    expect(within(finished).getByTestId('upload-record').getAttribute('href')).toBe('/crags/12/ceuse');
    expect(textOf(within(rows[0] as HTMLElement).getByTestId('upload-state'))).toBe('Ajoutée, en couverture');
    expect(
      within(rows[1] as HTMLElement)
        .getByTestId('upload-photo-link')
        .getAttribute('href'),
    ).toBe('/photos/11');
    expect(FakeRequest.sent).toHaveLength(2);
  });

  it('explains a 429 with the wait, and sends the rest once asked again', async () => {
    await openForm('en');
    choose([jpeg('a.jpg'), jpeg('b.jpg')]);
    fireEvent.click(screen.getByTestId('photo-upload-submit'));
    await act(async () => (await request(0)).answer(201, photoOf(10)));
    await act(async () =>
      (await request(1)).answer(429, { code: 'rate_limited', message: 'Too many' }, { 'retry-after': '240' }),
    );
    expect(textOf(await screen.findByTestId('upload-stopped'))).toBe(
      'You have uploaded a lot of photos: try again in 4 minutes. The remaining photos wait here.',
    );
    expect(screen.getAllByTestId('upload-state').map(textOf)).toEqual(['Added', 'Waiting']);
    expect(textOf(screen.getByTestId('photo-upload-submit'))).toBe('Send the photo');
    fireEvent.click(screen.getByTestId('photo-upload-submit'));
    await act(async () => (await request(2)).answer(201, photoOf(11)));
    expect(await screen.findByTestId('upload-finished')).toBeTruthy();
    expect(screen.queryByTestId('upload-stopped')).toBeNull();
  });

  it('refuses to send offline, keeping the photos and the words', async () => {
    await openForm('en');
    choose([jpeg('a.jpg')]);
    fireEvent.change(screen.getByTestId('photo-author-field'), { target: { value: 'Marie' } });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    fireEvent.click(screen.getByTestId('photo-upload-submit'));
    expect(textOf(await screen.findByTestId('upload-stopped'))).toContain('You are offline: nothing was sent.');
    expect(FakeRequest.sent).toHaveLength(0);
    expect(screen.getAllByTestId('upload-row')).toHaveLength(1);
    expect((screen.getByTestId('photo-author-field') as HTMLInputElement).value).toBe('Marie');
  });

  it('shows the server’s refusal of a photo on its row, and asks for a photo before sending', async () => {
    await openForm('en');
    fireEvent.click(screen.getByTestId('photo-upload-submit'));
    expect(textOf(await screen.findByTestId('photo-files-error'))).toBe('The photo is required');
    choose([jpeg('huge.jpg')]);
    expect(screen.queryByTestId('photo-files-error')).toBeNull();
    fireEvent.click(screen.getByTestId('photo-upload-submit'));
    await act(async () => (await request(0)).answer(422, { error: { file: ['too_big'] } }));
    expect(textOf(await screen.findByRole('alert'))).toBe('Too heavy or too large: 20 MB and 50 megapixels at most.');
    expect(screen.queryByTestId('upload-finished')).toBeNull();
  });

  it('cancels a photo on its way', async () => {
    await openForm('en');
    choose([jpeg('a.jpg'), jpeg('b.jpg')]);
    fireEvent.click(screen.getByTestId('photo-upload-submit'));
    await request(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel sending a.jpg' }));
    const next = await request(1);
    expect(sentFile(next)).toBe('b.jpg');
    expect(screen.getAllByTestId('upload-row')).toHaveLength(1);
  });

  it('answers the 404 page for a kind of record that takes no photos', async () => {
    signIn();
    await renderPage(NEW, '/photos/boats/1/new', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });

  it('invites a visitor whose session ended to sign in', async () => {
    await renderPage(NEW, '/photos/crags/12/new', 'en');
    expect(await screen.findByTestId('sign-in-invitation')).toBeTruthy();
  });
});

describe('editing a photo', () => {
  it('saves its words, credit, licence and cover for its author', async () => {
    signIn();
    answers['PUT photos/4.json'] = { body: photoOf(4, { description: 'Le départ' }) };
    const { router } = await renderPage(EDIT, '/photos/crags/12/4/edit', 'en');
    const form = await screen.findByTestId('photo-edit-form');
    expect((within(form).getByTestId('photo-author-field') as HTMLInputElement).value).toBe('Léa Grimpe');
    expect((within(form).getByTestId('photo-licence-field') as HTMLSelectElement).value).toBe('all_rights_reserved');
    fireEvent.change(within(form).getByTestId('photo-description-field'), { target: { value: ' Le départ ' } });
    fireEvent.change(within(form).getByTestId('photo-licence-field'), { target: { value: 'cc_by' } });
    fireEvent.click(within(form).getByTestId('photo-cover-field'));
    fireEvent.click(within(form).getByTestId('photo-edit-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/4'));
    expect(requests.find((sent) => sent.method === 'PUT')?.body).toEqual({
      description: 'Le départ',
      author: 'Léa Grimpe',
      licence: 'cc_by',
      cover: true,
    });
  });

  it('shows the API’s 422 under its field', async () => {
    signIn();
    answers['PUT photos/4.json'] = { status: 422, body: { error: { author: ['too_long'] } } };
    await renderPage(EDIT, '/photos/crags/12/4/edit', 'en');
    fireEvent.click(await screen.findByTestId('photo-edit-submit'));
    expect(await screen.findByText('The credit is too long')).toBeTruthy();
  });

  it('tells another climber only its author or a site administrator may change it', async () => {
    signIn(true);
    await renderPage(EDIT, '/photos/crags/12/4/edit', 'en');
    expect(await screen.findByTestId('author-only')).toBeTruthy();
    expect(screen.queryByTestId('photo-edit-form')).toBeNull();
  });

  it('answers the 404 page for a photo reached under another record', async () => {
    signIn();
    await renderPage(EDIT, '/photos/crags/13/4/edit', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
    cleanup();
    await renderPage(EDIT, '/photos/gyms/12/4/edit', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });
});

describe('a record’s gallery', () => {
  async function renderGallery(props: Parameters<typeof PhotoGallery>[0], language = 'en') {
    const i18n = await createTestI18n(language, missing);
    const router = createMemoryRouter([{ path: '*', element: <PhotoGallery {...props} /> }]);
    return render(
      <TestProviders i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TestProviders>,
    );
  }

  it('shows a few photos, then the way to the record’s photos page and to add some', async () => {
    answers['GET photos.json?crags/12'] = { body: gallery.slice(0, 2), total: 3 };
    await renderGallery({ type: 'crags', id: 12, limit: 2 });
    await waitFor(() => expect(screen.getAllByTestId('gallery-photo')).toHaveLength(2));
    expect(requests.find((sent) => sent.path === 'photos.json')?.query.get('per_page')).toBe('2');
    expect(textOf(screen.getByTestId('gallery-all'))).toBe('See all 3 photos');
    expect(screen.getByTestId('gallery-all').getAttribute('href')).toBe('/crags/12/ceuse/photos');
    expect(screen.getByTestId('gallery-add').getAttribute('href')).toBe('/photos/crags/12/new');
    expect(missing).toEqual([]);
  });

  it('shows every photo in place for a record without a photos page', async () => {
    const routePhotos = gallery.map((photo) => ({
      ...photo,
      illustrable_type: 'gym_routes' as const,
      illustrable_id: 7,
      target: { type: 'gym_routes' as const, id: 7, name: 'Jaune 6a', path: '/gr/4-7', gym_id: 4 },
    }));
    answers['GET photos.json?gym_routes/7'] = { body: routePhotos.slice(0, 1), total: 3 };
    await renderGallery({ type: 'gym_routes', id: 7, limit: 1, showAddLink: false });
    expect(textOf(await screen.findByTestId('gallery-all'))).toBe('Show all 3 photos');
    answers['GET photos.json?gym_routes/7'] = { body: routePhotos };
    fireEvent.click(screen.getByTestId('gallery-all'));
    await waitFor(() => expect(screen.getAllByTestId('gallery-photo')).toHaveLength(3));
    expect(screen.queryByTestId('gallery-all')).toBeNull();
    expect(screen.queryByTestId('gallery-add')).toBeNull();
  });

  it('says offline that the next photos will come, instead of waiting on a placeholder', async () => {
    const first = Array.from({ length: 48 }, (_, index) => ({ ...gallery[0], id: 100 + index }));
    answers['GET photos.json?crags/12'] = { body: first, total: 60 };
    await renderGallery({ type: 'crags', id: 12 }, 'fr');
    await waitFor(() => expect(screen.getAllByTestId('gallery-photo')).toHaveLength(48));
    onlineManager.setOnline(false);
    try {
      fireEvent.click(screen.getByTestId('gallery-more'));
      expect(await screen.findByTestId('gallery-offline')).toBeTruthy();
      expect(screen.getAllByTestId('gallery-photo')).toHaveLength(48);
    } finally {
      onlineManager.setOnline(true);
    }
    expect(missing).toEqual([]);
  });

  it('invites to add the first photo, and offers a retry when the photos cannot be read', async () => {
    answers['GET photos.json?crags/12'] = { body: [] };
    await renderGallery({ type: 'crags', id: 12 }, 'fr');
    const empty = await screen.findByTestId('gallery-empty');
    expect(within(empty).getByRole('link', { name: 'Ajouter la première photo' }).getAttribute('href')).toBe(
      '/photos/crags/12/new',
    );
    cleanup();
    queryClient.clear();
    answers['GET photos.json?crags/12'] = { status: 500, body: { code: 'internal_error' } };
    await renderGallery({ type: 'crags', id: 12 }, 'fr');
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 5_000 })).toBeTruthy();
  });
});

describe('the pages the server renders', () => {
  /** A page rendered as the server renders it: its declared data fetched first, then the HTML in one pass. */
  async function serverHtml(pattern: string, path: string, params: Record<string, string>) {
    const module = await MODULES[pattern]?.();
    if (!module) throw new Error(`No page module for ${pattern}`);
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const address = new URL(path, 'http://localhost');
    await module.pageData?.({ params, search: address.searchParams, fetch: (options) => client.fetchQuery(options) });
    const handler = createStaticHandler([{ path: pattern, Component: module.default }]);
    const context = await handler.query(new Request(address));
    if (context instanceof Response) throw new Error('redirected');
    const i18n = await createTestI18n('fr', missing);
    const html = renderToString(
      <TestProviders i18n={i18n}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </QueryClientProvider>
      </TestProviders>,
    );
    // What a visitor's HTML must not carry: a style attribute (the pages' policy refuses them), a query left to fetch.
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    expect(
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending'),
    ).toEqual([]);
    return html;
  }

  it('renders the viewer whole, with no part per visitor', async () => {
    const html = await serverHtml(VIEWER, '/photos/4', { photoId: '4' });
    expect(html).toContain('Photo de Céüse');
    expect(html).toContain('width="2560" height="1707"');
    expect(html).toContain('href="/photos/3"');
    expect(html).not.toContain('photo-actions');
    expect(missing).toEqual([]);
  });

  it('renders a record’s photos page with its gallery', async () => {
    const html = await serverHtml(CRAG_PHOTOS, '/crags/12/ceuse/photos', { cragId: '12', cragName: 'ceuse' });
    expect(html).toContain('Photos de Céüse');
    expect(html.match(/data-testid="gallery-photo"/g)).toHaveLength(3);
    expect(html).toContain('loading="lazy"');
  });
});
