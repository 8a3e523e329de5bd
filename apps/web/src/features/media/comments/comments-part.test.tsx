import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import { useLikesStore } from '../../../stores/likes-store';
import * as fixtures from '../../../testing/catalogue-fixtures';
import { textOf } from '../../../testing/page-test-kit';
import { fakeMediaApi, renderMediaPart } from '../shared/media-test-kit';
import { CommentsPart } from './components/comments-part';
import { firstReply, newestThread, olderThread, otherClimber, secondReply } from './testing/comment-fixtures';

let api: ReturnType<typeof fakeMediaApi>;
const missing: string[] = [];

function signIn(user = fixtures.climber) {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...user });
}

const renderPart = (language = 'fr') =>
  renderMediaPart(<CommentsPart type="crags" id={12} />, { language, missing, path: '/crags/12/ceuse' });

const threadOf = (id: number) =>
  screen.getAllByTestId('comment').find((comment) => comment.getAttribute('data-comment-id') === String(id)) as
    | HTMLElement
    | undefined;

const writes = () => api.requests.filter((request) => request.method !== 'GET' && !request.path.startsWith('likes'));

beforeEach(() => {
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['comments.json'] = [newestThread, olderThread];
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

describe('a record’s discussion', () => {
  it.each(['fr', 'en'])(
    'lists the threads newest first, each reply under its thread, and invites a visitor to sign in (%s)',
    async (language) => {
      const french = language === 'fr';
      const { container } = await renderPart(language);
      const threads = await screen.findAllByTestId('comment-thread');
      expect(screen.getByRole('heading', { level: 2, name: 'Discussion' })).toBeTruthy();
      expect(textOf(screen.getByTestId('comments-count'))).toBe('2 conversations');
      expect(threads).toHaveLength(2);
      expect(within(threads[0] as HTMLElement).getAllByTestId('comment-reply-item')).toHaveLength(2);
      expect(within(threads[1] as HTMLElement).queryAllByTestId('comment-reply-item')).toHaveLength(0);
      expect(api.requests.map((request) => request.path)).toContain(
        'comments.json?commentable_type=crags&commentable_id=12&page=1&per_page=10',
      );
      // A reply to a reply names whom it answers; a reply to the first comment needs not.
      expect(within(threadOf(firstReply.id) as HTMLElement).queryByTestId('comment-reply-to')).toBeNull();
      expect(textOf(within(threadOf(secondReply.id) as HTMLElement).getByTestId('comment-reply-to'))).toBe(
        french ? 'en réponse à Lynn H.' : 'in reply to Lynn H.',
      );
      // The line break is kept as typed, the address made a link.
      const body = within(threadOf(newestThread.id) as HTMLElement).getByTestId('comment-body-text');
      expect(body.textContent).toContain('ce week-end ?\nLe topo');
      expect(within(body).getByRole('link').getAttribute('href')).toBe('https://topo.example/ceuse');
      expect(textOf(within(threadOf(olderThread.id) as HTMLElement).getByTestId('comment-hidden'))).toBe(
        french ? 'Masqué par un modérateur' : 'Hidden by a moderator',
      );
      // A visitor reads, likes after signing in, reports; they write nothing here.
      expect(textOf(screen.getByTestId('sign-in-invitation'))).toContain(
        french ? 'Connectez-vous pour participer à la discussion.' : 'Sign in to join the discussion.',
      );
      expect(screen.queryByTestId('comment-form')).toBeNull();
      expect(screen.queryAllByTestId('comment-reply')).toHaveLength(0);
      expect(screen.queryAllByTestId('comment-edit')).toHaveLength(0);
      expect(screen.queryAllByTestId('comment-delete')).toHaveLength(0);
      expect(screen.getAllByTestId('like-button')).toHaveLength(4);
      expect(screen.getAllByTestId('report-link').map((link) => link.getAttribute('href'))).toEqual([
        '/reports/comments/101/new',
        '/reports/comments/102/new',
        '/reports/comments/103/new',
        '/reports/comments/90/new',
      ]);
      expect(missing).toEqual([]);
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(
        results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
      ).toEqual([]);
    },
    20_000,
  );

  it('says when no one has commented yet, and pages the threads with “more”', async () => {
    api.known['comments.json'] = [];
    await renderPart('en');
    expect(textOf(await screen.findByTestId('comments-empty'))).toBe('No comments yet: start the discussion.');
    cleanup();
    queryClient.clear();
    api.known['comments.json'] = [newestThread];
    api.totals['comments.json'] = 11;
    await renderPart('en');
    const more = await screen.findByTestId('comments-more');
    api.known['comments.json'] = [olderThread];
    fireEvent.click(more);
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain(
        'comments.json?commentable_type=crags&commentable_id=12&page=2&per_page=10',
      ),
    );
    expect(await screen.findAllByTestId('comment-thread')).toHaveLength(2);
    expect(screen.queryByTestId('comments-more')).toBeNull();
  });

  it('leads to the thread’s page when it has more replies than shown, and shows a deleted comment as such', async () => {
    api.known['comments.json'] = [
      { ...newestThread, replies_count: 25, replies: [{ ...firstReply, deleted: true, body: '', user: null }] },
    ];
    await renderPart('en');
    const all = await screen.findByTestId('comment-all-replies');
    expect(all.textContent).toBe('Show all 25 replies');
    expect(all.getAttribute('href')).toBe('/comments/101');
    expect(textOf(screen.getByTestId('comment-deleted'))).toBe('Comment deleted');
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
  });

  it('signs an answer written on behalf of a gym by its team, linked to the gym, never by its writer', async () => {
    const team = { id: 4, name: 'Bloc Session', path: '/gyms/4/bloc-session' };
    api.known['comments.json'] = [{ ...newestThread, replies: [{ ...firstReply, user: null, gym_team: team }] }];
    await renderPart('fr');
    await screen.findAllByTestId('comment-thread');
    const answer = threadOf(firstReply.id) as HTMLElement;
    const author = within(answer).getByTestId('comment-author');
    expect(textOf(author)).toBe('L’équipe de Bloc Session');
    expect(author.getAttribute('href')).toBe('/gyms/4/bloc-session');
    expect(textOf(answer)).not.toContain(otherClimber.name);
    expect(missing).toEqual([]);
  });
});

describe('writing in a discussion', () => {
  it('posts a comment on the record, then a reply to a reply in its thread', async () => {
    signIn();
    api.writes['POST comments.json'] = { status: 201, body: { ...newestThread, id: 120, replies: undefined } };
    await renderPart('en');
    const form = await screen.findByTestId('comment-form');
    fireEvent.change(within(form).getByTestId('comment-body'), {
      target: { value: '  Belle falaise.\r\nÀ bientôt  ' },
    });
    expect(textOf(within(form).getByTestId('comment-counter'))).toBe('24 / 5,000 characters');
    fireEvent.submit(form);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: 'comments.json',
      // Sent as typed: the contract trims it and makes its line breaks plain.
      body: { commentable_type: 'crags', commentable_id: 12, body: '  Belle falaise.\nÀ bientôt  ' },
    });
    // Posted, the form is empty again.
    await waitFor(() => expect((within(form).getByTestId('comment-body') as HTMLTextAreaElement).value).toBe(''));

    fireEvent.click(within(threadOf(firstReply.id) as HTMLElement).getByTestId('comment-reply'));
    const reply = await screen.findByTestId('comment-reply-form');
    expect(within(reply).getByLabelText(/Your reply to Lynn H\./)).toBeTruthy();
    fireEvent.change(within(reply).getByTestId('comment-body'), { target: { value: 'Merci Lynn' } });
    fireEvent.submit(reply);
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]?.body).toEqual({
      commentable_type: 'crags',
      commentable_id: 12,
      body: 'Merci Lynn',
      reply_to_comment_id: 102,
    });
    await waitFor(() => expect(screen.queryByTestId('comment-reply-form')).toBeNull());
  });

  it('offers its author alone to change or delete a comment, the deletion asked first', async () => {
    signIn();
    api.writes['PUT comments/103.json'] = { status: 200, body: { ...secondReply, body: 'Merci beaucoup !' } };
    api.writes['DELETE comments/101.json'] = { status: 204, body: null };
    await renderPart('en');
    await screen.findAllByTestId('comment-thread');
    const editable = screen
      .getAllByTestId('comment-edit')
      .map((button) => button.closest('[data-comment-id]')?.getAttribute('data-comment-id'));
    expect(editable).toEqual(['101', '103']);
    expect(within(threadOf(firstReply.id) as HTMLElement).queryByTestId('comment-delete')).toBeNull();
    expect(within(threadOf(firstReply.id) as HTMLElement).getByTestId('report-link')).toBeTruthy();
    expect(within(threadOf(secondReply.id) as HTMLElement).queryByTestId('report-link')).toBeNull();
    // The hidden comment of someone else: no moderation for a climber.
    expect(screen.queryAllByTestId('comment-moderate')).toHaveLength(0);

    fireEvent.click(within(threadOf(secondReply.id) as HTMLElement).getByTestId('comment-edit'));
    const edit = await screen.findByTestId('comment-edit-form');
    expect((within(edit).getByTestId('comment-body') as HTMLTextAreaElement).value).toBe('Merci !');
    fireEvent.change(within(edit).getByTestId('comment-body'), { target: { value: 'Merci beaucoup !' } });
    fireEvent.submit(edit);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({ method: 'PUT', path: 'comments/103.json', body: { body: 'Merci beaucoup !' } });
    await waitFor(() => expect(screen.queryByTestId('comment-edit-form')).toBeNull());

    fireEvent.click(within(threadOf(newestThread.id) as HTMLElement).getByTestId('comment-delete'));
    expect(writes()).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('comment-delete-confirm'));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ method: 'DELETE', path: 'comments/101.json' });
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((alert) => alert.message)).toContain('The comment is deleted.'),
    );
  });

  it('gives a site administrator the way to hide a comment or show it again', async () => {
    signIn({ ...fixtures.climber, uuid: '9a9a9a9a-2b7a-4c1e-8f00-000000000009', super_admin: true });
    api.writes['PUT comments/90/moderation.json'] = { status: 200, body: { ...olderThread, hidden: false } };
    await renderPart('en');
    await screen.findAllByTestId('comment-thread');
    expect(screen.getAllByTestId('comment-moderate').map((button) => button.textContent)).toEqual([
      'Hide',
      'Hide',
      'Hide',
      'Show again',
    ]);
    expect(screen.getAllByTestId('comment-delete')).toHaveLength(4);
    expect(screen.queryAllByTestId('comment-edit')).toHaveLength(0);
    fireEvent.click(within(threadOf(olderThread.id) as HTMLElement).getByTestId('comment-moderate'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({ method: 'PUT', path: 'comments/90/moderation.json', body: { hidden: false } });
  });

  it.each([
    [
      'fr',
      'Le commentaire ne peut pas être vide',
      'Le commentaire est trop long',
      'Vous commentez trop vite, réessayez dans une minute.',
    ],
    [
      'en',
      'The comment cannot be empty',
      'The comment is too long',
      'You are commenting too fast, try again in a minute.',
    ],
  ])(
    'tells what is wrong in words: blank, too long, too fast (%s)',
    async (language, blank, tooLong, tooFast) => {
      signIn();
      await renderPart(language);
      const form = await screen.findByTestId('comment-form');
      const body = within(form).getByTestId('comment-body');
      fireEvent.change(body, { target: { value: '   ' } });
      fireEvent.submit(form);
      await waitFor(() => expect(textOf(form)).toContain(blank));
      fireEvent.change(body, { target: { value: 'x'.repeat(5001) } });
      expect(textOf(within(form).getByTestId('comment-counter'))).toMatch(/^5 001 \/ 5 000|^5,001 \/ 5,000/);
      fireEvent.submit(form);
      await waitFor(() => expect(textOf(form)).toContain(tooLong));
      expect(writes()).toHaveLength(0);

      // The API's own refusals: the same words under the field, and the pace said in the form.
      api.writes['POST comments.json'] = { status: 422, body: { error: { body: ['too_long'] } } };
      fireEvent.change(body, { target: { value: 'Assez court' } });
      fireEvent.submit(form);
      await waitFor(() => expect(writes()).toHaveLength(1));
      await waitFor(() => expect(textOf(form)).toContain(tooLong));
      api.writes['POST comments.json'] = { status: 429, body: { code: 'too_many_requests' } };
      fireEvent.change(body, { target: { value: 'Encore un' } });
      fireEvent.submit(form);
      expect(textOf(await within(form).findByTestId('comment-notice'))).toBe(tooFast);
      expect((body as HTMLTextAreaElement).value).toBe('Encore un');
      // The form's rules load as the climber types: a cold import on a busy machine takes a few seconds.
    },
    15_000,
  );

  it('never shows the edit of someone else’s comment, even to its replier', async () => {
    signIn({ ...fixtures.climber, uuid: otherClimber.uuid });
    await renderPart('en');
    await screen.findAllByTestId('comment-thread');
    expect(
      screen
        .getAllByTestId('comment-edit')
        .map((button) => button.closest('[data-comment-id]')?.getAttribute('data-comment-id')),
    ).toEqual(['102', '90']);
  });
});
