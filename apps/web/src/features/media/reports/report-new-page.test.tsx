import type { CommentWithThread, Report } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import * as fixtures from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';
import { MEDIA_PAGE_MODULES } from '../page-modules';
import { photoOf } from '../photos/testing/photo-fixtures';
import { author, ceuse, fakeMediaApi, topoLink } from '../shared/media-test-kit';

const REPORT = '/reports/:reportableType?/:reportableId?/new';

let api: ReturnType<typeof fakeMediaApi>;
/** The rule messages' agreed forms (`required_f`), asked first with a fallback, may be missing. */
const withoutAgreedForms = (keys: string[]) => keys.filter((key) => !/:rules:rules\.\w+_(f|p|fp)$/.test(key));
const missing: string[] = [];

const render = (path: string, language = 'fr') =>
  renderPageModule(MEDIA_PAGE_MODULES, REPORT, path, { language, missing });

const comment: CommentWithThread = {
  id: 77,
  commentable_type: 'crags',
  commentable_id: 12,
  body: 'Achetez mes dégaines   pas chères\nsur mon site !',
  thread_id: null,
  reply_to_comment_id: null,
  reply_to_user: null,
  hidden: false,
  deleted: false,
  gym_team: null,
  likes_count: 0,
  replies_count: 0,
  user: author,
  created_at: '2026-05-12T10:00:00.000Z',
  updated_at: '2026-05-12T10:00:00.000Z',
  target: { ...ceuse },
  thread: {
    id: 77,
    commentable_type: 'crags',
    commentable_id: 12,
    body: 'Achetez mes dégaines',
    thread_id: null,
    reply_to_comment_id: null,
    reply_to_user: null,
    hidden: false,
    deleted: false,
    gym_team: null,
    likes_count: 0,
    replies_count: 0,
    user: author,
    created_at: '2026-05-12T10:00:00.000Z',
    updated_at: '2026-05-12T10:00:00.000Z',
    replies: [],
  },
};

const sentReport = (overrides: Partial<Report> = {}): Report => ({
  id: 5,
  reportable_type: 'comments',
  reportable_id: 77,
  reason: 'spam',
  description: null,
  state: 'open',
  item: null,
  user: null,
  reports_count: 1,
  created_at: '2026-06-01T10:00:00.000Z',
  handled_at: null,
  ...overrides,
});

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['comments/77.json'] = comment;
  api.known['photos/4.json'] = photoOf(4);
  api.known['links/51.json'] = topoLink;
  api.writes['POST reports.json'] = { status: 201, body: sentReport() };
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...fixtures.climber });
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

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Envoyer le signalement|Send the report/ }));

describe('the report page', () => {
  it.each([
    ['fr', 'Le commentaire sur Céüse', 'Partagé par Catherine D.'],
    ['en', 'The comment on Céüse', 'Shared by Catherine D.'],
  ])('names what is reported, with its first words and author (%s)', async (language, about, by) => {
    const { container } = await render('/reports/comments/77/new', language);
    const item = await screen.findByTestId('reported-item');
    expect(textOf(item)).toContain(about);
    expect(textOf(item)).toContain(by);
    expect(textOf(screen.getByTestId('reported-excerpt'))).toBe('Achetez mes dégaines pas chères sur mon site !');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await expectSoundPage(container, missing);
  });

  it('names a photo by its record and a link by its name and host', async () => {
    await render('/reports/photos/4/new');
    expect(textOf(await screen.findByTestId('reported-item'))).toContain('Une photo de Céüse');
    cleanup();
    queryClient.clear();
    await render('/reports/links/51/new');
    expect(textOf(await screen.findByTestId('reported-excerpt'))).toBe('Topo du club (club-alpin-gap.example)');
  });

  it('asks for a reason before sending anything', async () => {
    await render('/reports/comments/77/new');
    await screen.findByTestId('report-form');
    submit();
    expect(textOf(await screen.findByTestId('report-reason'))).toContain('Le motif est obligatoire');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(withoutAgreedForms(missing)).toEqual([]);
  });

  it('asks for an explanation with “something else”', async () => {
    await render('/reports/comments/77/new');
    fireEvent.click(await screen.findByLabelText('Autre chose'));
    submit();
    await waitFor(() =>
      expect(textOf(screen.getByTestId('report-form'))).toContain('L’explication ne peut pas être vide'),
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByTestId('report-description'), { target: { value: '  Il copie un topo.  ' } });
    api.writes['POST reports.json'] = {
      status: 201,
      body: sentReport({ reason: 'other', description: 'Il copie un topo.' }),
    };
    submit();
    await screen.findByTestId('report-sent');
    expect(api.requests.at(-1)).toEqual({
      method: 'POST',
      path: 'reports.json',
      body: { reportable_type: 'comments', reportable_id: 77, reason: 'other', description: 'Il copie un topo.' },
    });
  });

  it('says the administrators will look, and that reporting again changes the same report', async () => {
    const { container } = await render('/reports/comments/77/new', 'en');
    fireEvent.click(await screen.findByLabelText('Spam or advertising'));
    submit();
    const sent = await screen.findByTestId('report-sent');
    expect(textOf(sent)).toContain('The site administrators will look at it.');
    expect(textOf(sent)).toContain('Reporting this again changes the same report');
    expect(screen.getByRole('link', { name: 'Back to what you reported' }).getAttribute('href')).toBe('/comments/77');
    expect(screen.queryByTestId('report-form')).toBeNull();
    expect(api.requests.at(-1)?.body).toEqual({
      reportable_type: 'comments',
      reportable_id: 77,
      reason: 'spam',
      description: null,
    });
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((alert) => alert.message)).toEqual(['Report sent.']),
    );
    await expectSoundPage(container, withoutAgreedForms(missing));
  });

  it('answers the 404 page for a kind that cannot be reported, or what does not exist', async () => {
    await render('/reports/crags/12/new');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(api.requests).toEqual([]);
    expect(textOf(document.body)).toMatch(/introuvable|n’existe pas/i);
    cleanup();
    await render('/reports/photos/999/new');
    await waitFor(() => expect(textOf(document.body)).toMatch(/introuvable|n’existe pas/i));
  });
});
