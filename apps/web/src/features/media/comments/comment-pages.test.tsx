import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import { useLikesStore } from '../../../stores/likes-store';
import * as fixtures from '../../../testing/catalogue-fixtures';
import {
  createTestI18n,
  expectSoundPage,
  renderPageModule,
  stubMissingBrowserApis,
  TestProviders,
  textOf,
} from '../../../testing/page-test-kit';
import { MEDIA_PAGE_MODULES } from '../page-modules';
import { inGallery, photoOf } from '../photos/testing/photo-fixtures';
import { fakeMediaApi, youtubeVideo } from '../shared/media-test-kit';
import { firstReply, newestThread, otherClimber, replyOnItsPage } from './testing/comment-fixtures';

const PAGE = '/comments/:commentId';
const EDIT = '/comments/:commentId?/edit';
const NEW = '/comments/:commentableType?/:commentableId?/new';

let api: ReturnType<typeof fakeMediaApi>;
const missing: string[] = [];

const render = (pattern: string, path: string, language = 'fr') =>
  renderPageModule(MEDIA_PAGE_MODULES, pattern, path, { language, missing });

function signIn(user = fixtures.climber) {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...user });
}

const writes = () => api.requests.filter((request) => request.method !== 'GET');

/** The first comment of the thread, on its own page. */
const threadOnItsPage = { ...newestThread, target: replyOnItsPage.target, thread: newestThread };

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['comments/102.json'] = replyOnItsPage;
  api.known['comments/101.json'] = threadOnItsPage;
  api.known['crags/12.json'] = fixtures.crag;
  api.known['videos/31.json'] = youtubeVideo;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  // Signing out also forgets the loading of the climber's likes.
  useSessionStore.setState({ user: null, status: 'anonymous' });
  useAlertStore.setState({ alerts: [] });
  useLikesStore.getState().clear();
  missing.length = 0;
});

describe('a comment’s page', () => {
  it.each(['fr', 'en'])('shows the comment in its whole thread, its record named and linked (%s)', async (language) => {
    const french = language === 'fr';
    const { container } = await render(PAGE, '/comments/102', language);
    expect(
      await screen.findByRole('heading', { level: 1, name: french ? 'Commentaire sur Céüse' : 'Comment on Céüse' }),
    ).toBeTruthy();
    expect(screen.getByTestId('comment-record').getAttribute('href')).toBe('/crags/12/ceuse');
    expect(screen.getByTestId('comment-discussion').getAttribute('href')).toBe('/crags/12/ceuse');
    const comments = screen.getAllByTestId('comment');
    expect(comments.map((comment) => comment.getAttribute('data-comment-id'))).toEqual(['101', '102', '103']);
    expect(comments[1]?.className).toMatch(/current/);
    expect(screen.queryByTestId('comment-all-replies')).toBeNull();
    await waitFor(() => expect(document.title).toContain(french ? 'Commentaire sur Céüse' : 'Comment on Céüse'));
    expect(api.requests.map((request) => request.path)).toContain('comments/102.json');
    await expectSoundPage(container, missing);
  });

  it('answers the not-found page for a comment unknown, hidden from this climber, or deleted', async () => {
    await render(PAGE, '/comments/99', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
    cleanup();
    api.known['comments/104.json'] = { ...replyOnItsPage, id: 104, deleted: true, body: '', user: null };
    await render(PAGE, '/comments/104', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
    cleanup();
    await render(PAGE, '/comments/abc', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });

  it('lets a climber reply in the thread, and its author delete it, leaving for the record', async () => {
    signIn({ ...fixtures.climber, uuid: otherClimber.uuid });
    api.writes['DELETE comments/102.json'] = { status: 204, body: null };
    await render(PAGE, '/comments/102', 'en');
    const mine = (await screen.findAllByTestId('comment'))[1] as HTMLElement;
    fireEvent.click(within(mine).getByTestId('comment-reply'));
    const reply = await screen.findByTestId('comment-reply-form');
    fireEvent.change(within(reply).getByTestId('comment-body'), { target: { value: 'Avec plaisir' } });
    fireEvent.submit(reply);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      commentable_type: 'crags',
      commentable_id: 12,
      body: 'Avec plaisir',
      reply_to_comment_id: 102,
    });
    const reads = () =>
      api.requests.filter((request) => request.method === 'GET' && request.path === 'comments/102.json').length;
    await waitFor(() => expect(reads()).toBe(2));
    fireEvent.click(within(mine).getByTestId('comment-delete'));
    fireEvent.click(await screen.findByTestId('comment-delete-confirm'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(writes()[1]).toMatchObject({ method: 'DELETE', path: 'comments/102.json' });
    // The page left is not read again (it would be a 404).
    expect(reads()).toBe(2);
  });

  it('declares the comment as its data, and renders on the server with no part per visitor', async () => {
    const module = await MEDIA_PAGE_MODULES[PAGE]?.();
    if (!module) throw new Error('No comment page');
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const fetched: unknown[] = [];
    await module.pageData?.({
      params: { commentId: '102' },
      search: new URLSearchParams(),
      fetch: (options) => {
        fetched.push(options.queryKey);
        return client.fetchQuery(options);
      },
    });
    expect(fetched).toEqual([['media', 'comments', 'one', 102]]);
    const handler = createStaticHandler([{ path: PAGE, Component: module.default }]);
    const context = await handler.query(new Request('http://localhost/comments/102'));
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
    expect(html).toContain('Commentaire sur Céüse');
    expect(html).toContain(firstReply.body);
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    expect(html).not.toContain('comment-delete');
    expect(missing).toEqual([]);
  });
});

describe('editing a comment', () => {
  it('is its author’s: the form holds the text, saving sends it and leads to the comment', async () => {
    signIn();
    api.writes['PUT comments/101.json'] = { status: 200, body: { ...newestThread, body: 'Quelqu’un y était ?' } };
    const { container } = await render(EDIT, '/comments/101/edit', 'en');
    const form = await screen.findByTestId('comment-form');
    const body = within(form).getByTestId('comment-body') as HTMLTextAreaElement;
    expect(body.value).toBe(newestThread.body);
    expect(textOf(screen.getByText('Crag: Céüse'))).toBe('Crag: Céüse');
    await expectSoundPage(container, missing);
    fireEvent.change(body, { target: { value: 'Quelqu’un y était ?' } });
    fireEvent.submit(form);
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(writes()).toEqual([{ method: 'PUT', path: 'comments/101.json', body: { body: 'Quelqu’un y était ?' } }]);
  });

  it('tells anyone else, a site administrator too, that only its author may change it', async () => {
    signIn({ ...fixtures.climber, uuid: otherClimber.uuid, super_admin: true });
    await render(EDIT, '/comments/101/edit', 'fr');
    expect(textOf(await screen.findByTestId('author-only'))).toBe(
      'Seule la personne qui a écrit ce commentaire peut le modifier.',
    );
    expect(screen.queryByTestId('comment-form')).toBeNull();
  });
});

describe('commenting on a page of its own', () => {
  it.each(['fr', 'en'])('names the record, posts the comment and leads to it (%s)', async (language) => {
    signIn();
    api.writes['POST comments.json'] = { status: 201, body: { ...newestThread, id: 130, replies: undefined } };
    const { container } = await render(NEW, '/comments/crags/12/new', language);
    const form = await screen.findByTestId('comment-form');
    expect(screen.getByText(language === 'fr' ? 'Site : Céüse' : 'Crag: Céüse')).toBeTruthy();
    await expectSoundPage(container, missing);
    fireEvent.change(within(form).getByTestId('comment-body'), { target: { value: 'Superbe' } });
    fireEvent.submit(form);
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: 'comments.json',
        body: { commentable_type: 'crags', commentable_id: 12, body: 'Superbe' },
      },
    ]);
  });

  it('takes photos and videos too, and answers the 404 page for a kind of record that takes no comments', async () => {
    signIn();
    await render(NEW, '/comments/videos/31/new', 'en');
    expect(await screen.findByText('Video: Céüse')).toBeTruthy();
    cleanup();
    await render(NEW, '/comments/boats/12/new', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
    cleanup();
    await render(NEW, '/comments/crags/99/new', 'en');
    expect(await screen.findByTestId('not-found-title')).toBeTruthy();
  });

  it('invites a visitor whose session ended to sign in', async () => {
    await render(NEW, '/comments/crags/12/new', 'en');
    expect(textOf(await screen.findByTestId('sign-in-invitation'))).toContain('Sign in to write a comment.');
  });
});

describe('a photo’s and a video’s pages', () => {
  it.each([
    ['/photos/:photoId', '/photos/4', 'photos', 4],
    ['/videos/:videoId', '/videos/31', 'videos', 31],
  ])('show their own discussion below them (%s)', async (pattern, path, type, id) => {
    api.known['photos/4.json'] = inGallery(photoOf(4));
    api.known['comments.json'] = [{ ...newestThread, commentable_type: type, commentable_id: id }];
    const { container } = await render(pattern, path, 'en');
    const part = await screen.findByTestId('comments', {}, { timeout: 5_000 });
    expect(within(part).getByRole('heading', { level: 2, name: 'Discussion' })).toBeTruthy();
    expect(await within(part).findAllByTestId('comment')).toHaveLength(3);
    expect(api.requests.map((request) => request.path)).toContain(
      `comments.json?commentable_type=${type}&commentable_id=${id}&page=1&per_page=10`,
    );
    await expectSoundPage(container, missing);
  });
});
