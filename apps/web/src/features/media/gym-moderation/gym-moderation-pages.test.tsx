import 'fake-indexeddb/auto';
import type { CurrentUser, ModeratedComment, ModeratedVideo } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../lib/page-module';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { catalogueAnswer } from '../../../testing/catalogue-api';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';
import { GYM_MODERATION_PAGE_MODULES } from '../page-modules';
import { gymManager, moderatedGym } from './testing/moderation-fixtures';

const GYM = '/gyms/:gymId?/:gymName?';
const COMMENTS = `${GYM}/admins/comments`;
const VIDEOS = `${GYM}/admins/videos`;
const MODULES: Record<string, PageModule> = GYM_MODERATION_PAGE_MODULES;
const ADMIN = '/gyms/4/bloc-session/admins';

const climber = { uuid: '5d3c1f9e-2b7a-4c1e-8f00-000000000001', name: 'Lynn H.', slug_name: 'lynn-h' };
const routeTarget = {
  type: 'gym_routes' as const,
  id: 120,
  name: 'La violette',
  path: '/gyms/4/bloc-session/spaces/10/salle?route=120',
  gym_id: 4,
};

function comment(id: number, extra: Partial<ModeratedComment> = {}): ModeratedComment {
  return {
    id,
    commentable_type: 'gym_routes',
    commentable_id: 120,
    body: `Commentaire ${id}`,
    thread_id: null,
    reply_to_comment_id: null,
    reply_to_user: null,
    hidden: false,
    hidden_by: null,
    deleted: false,
    gym_team: null,
    likes_count: 0,
    replies_count: 0,
    user: climber,
    created_at: '2026-05-02T08:00:00.000Z',
    updated_at: '2026-05-02T08:00:00.000Z',
    target: routeTarget,
    ...extra,
  };
}

const video = (id: number, extra: Partial<ModeratedVideo> = {}): ModeratedVideo => ({
  id,
  target: routeTarget,
  provider: 'vimeo',
  url: `https://vimeo.com/${id}`,
  description: 'Le crux',
  user: climber,
  hidden: false,
  hidden_by: null,
  created_at: '2026-05-02T08:00:00.000Z',
  ...extra,
});

const team = { id: 4, name: 'Bloc Session', path: '/gyms/4/bloc-session' };
const listed: ModeratedComment[] = [
  comment(31, {
    body: 'Merci, on la démonte demain',
    gym_team: team,
    user: null,
    thread_id: 30,
    reply_to_comment_id: 30,
  }),
  comment(30, { body: 'La prise du haut tourne' }),
  comment(29, { body: 'Un mot déplacé', hidden: true, hidden_by: 'gym' }),
  comment(28, { body: 'Publicité', hidden: true, hidden_by: 'site' }),
];

let answers: Record<string, unknown>;
let requested: string[];
let writes: { method: string; path: string; body: unknown }[];
const missing: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function signIn(user: CurrentUser) {
  useSessionStore.getState().setUser({ ...user });
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writes = [];
  requested = [];
  answers = {
    'gyms/4.json': moderatedGym,
    'gyms/4/moderation/comments.json': listed,
    'gyms/4/moderation/videos.json': [video(7), video(8, { hidden: true, hidden_by: 'gym', description: null })],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return catalogueAnswer(answers, url, requested);
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      writes.push({ method, path, body });
      if (path === 'comments.json') return json({ ...comment(40), ...body, gym_team: team, user: null }, 201);
      return json({ id: Number(path.split('/')[1]), hidden: body?.hidden });
    }),
  );
  signIn(gymManager);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('the moderation pages in %s', (language) => {
  it('the comments page has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, COMMENTS, `${ADMIN}/comments`, { language, missing });
    await screen.findByTestId('moderation-comments');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the videos page has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, VIDEOS, `${ADMIN}/videos`, { language, missing });
    await screen.findByTestId('moderation-videos');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('says when there is nothing to moderate', async () => {
    answers['gyms/4/moderation/comments.json'] = [];
    const { container } = await renderPageModule(MODULES, COMMENTS, `${ADMIN}/comments?state=hidden`, {
      language,
      missing,
    });
    await screen.findByTestId('moderation-comments-empty');
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the comments page', () => {
  it('shows each comment with its record, author, words and who hid it; a team answer as the gym', async () => {
    await renderPageModule(MODULES, COMMENTS, `${ADMIN}/comments`, { missing });
    await screen.findByTestId('moderation-comments');
    expect(screen.getByRole('heading', { level: 1, name: 'Commentaires' })).toBeTruthy();
    expect(textOf(screen.getByTestId('moderation-comments-count'))).toBe('4 commentaires');
    const first = screen.getByTestId('moderation-comment-30');
    expect(within(first).getByRole('link', { name: 'La violette' }).getAttribute('href')).toBe(routeTarget.path);
    expect(textOf(within(first).getByTestId('moderation-author'))).toBe('Lynn H.');
    expect(textOf(first)).toContain('La prise du haut tourne');
    expect(textOf(within(screen.getByTestId('moderation-comment-31')).getByTestId('moderation-author'))).toBe(
      'L’équipe de Bloc Session',
    );
    expect(textOf(screen.getByTestId('moderation-comment-29'))).toContain('Masqué par la salle');
    expect(screen.getByTestId('moderation-show-29')).toBeTruthy();
    expect(screen.getByTestId('moderation-hide-30')).toBeTruthy();
    // What the site hid, the gym's team may not show again: it reads why, without a button.
    expect(screen.queryByTestId('moderation-show-28')).toBeNull();
    expect(textOf(screen.getByTestId('moderation-locked-28'))).toContain('administrateurs du site');
    // Only the first page is asked for, every state.
    expect(requested).toContain('gyms/4/moderation/comments.json?state=all&page=1&per_page=20');
  });

  it('hides a comment and shows another again, saying so on screen', async () => {
    await renderPageModule(MODULES, COMMENTS, `${ADMIN}/comments`, { missing });
    fireEvent.click(await screen.findByTestId('moderation-hide-30'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ method: 'PUT', path: 'comments/30/moderation.json', body: { hidden: true } });
    await waitFor(() =>
      expect(textOf(screen.getByTestId('moderation-done-30'))).toBe(
        'Le commentaire est masqué : seuls son auteur et les modérateurs le voient.',
      ),
    );
    fireEvent.click(screen.getByTestId('moderation-show-29'));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({ method: 'PUT', path: 'comments/29/moderation.json', body: { hidden: false } });
    await waitFor(() =>
      expect(textOf(screen.getByTestId('moderation-done-29'))).toBe('Le commentaire est de nouveau visible de tous.'),
    );
  });

  it('filters the comments by state in the address', async () => {
    await renderPageModule(MODULES, COMMENTS, `${ADMIN}/comments`, { missing });
    await screen.findByTestId('moderation-comments');
    fireEvent.change(screen.getByLabelText('Afficher'), { target: { value: 'hidden' } });
    await waitFor(() => expect(requested).toContain('gyms/4/moderation/comments.json?state=hidden&page=1&per_page=20'));
  });

  it('answers a comment on behalf of the gym', async () => {
    await renderPageModule(MODULES, COMMENTS, `${ADMIN}/comments`, { missing });
    fireEvent.click(await screen.findByTestId('moderation-answer-30'));
    const form = await screen.findByTestId('moderation-answer-form-30');
    expect(within(form).getByLabelText(/Votre réponse au nom de la salle/)).toBeTruthy();
    fireEvent.change(within(form).getByTestId('comment-body'), { target: { value: 'On la change demain' } });
    fireEvent.submit(form);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: 'comments.json',
      body: {
        commentable_type: 'gym_routes',
        commentable_id: 120,
        reply_to_comment_id: 30,
        body: 'On la change demain',
        as_gym_team: true,
      },
    });
    await waitFor(() => expect(screen.queryByTestId('moderation-answer-form-30')).toBeNull());
  });

  it('lets a site administrator show again what the site hid', async () => {
    signIn({ ...gymManager, super_admin: true, administered_gyms: [] });
    await renderPageModule(MODULES, COMMENTS, `${ADMIN}/comments`, { missing });
    fireEvent.click(await screen.findByTestId('moderation-show-28'));
    await waitFor(() =>
      expect(writes[0]).toMatchObject({ path: 'comments/28/moderation.json', body: { hidden: false } }),
    );
  });
});

describe('the videos page', () => {
  it('shows each video with its record and provider link, and hides or shows it', async () => {
    await renderPageModule(MODULES, VIDEOS, `${ADMIN}/videos`, { language: 'en', missing });
    const item = await screen.findByTestId('moderation-video-7');
    expect(within(item).getByRole('link', { name: 'La violette' }).getAttribute('href')).toBe(routeTarget.path);
    expect(
      within(item)
        .getByRole('link', { name: /Watch on Vimeo/ })
        .getAttribute('href'),
    ).toBe('https://vimeo.com/7');
    expect(textOf(screen.getByTestId('moderation-video-8'))).toContain('Hidden by the gym');
    fireEvent.click(screen.getByTestId('moderation-hide-7'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ method: 'PUT', path: 'videos/7/moderation.json', body: { hidden: true } });
    await waitFor(() =>
      expect(textOf(screen.getByTestId('moderation-done-7'))).toBe(
        'The video is hidden: only its author and the moderators see it.',
      ),
    );
    fireEvent.click(screen.getByTestId('moderation-show-8'));
    await waitFor(() =>
      expect(writes[1]).toEqual({ method: 'PUT', path: 'videos/8/moderation.json', body: { hidden: false } }),
    );
  });
});
