import type { OutboxEmail } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../testing/page-test-kit';
import { outboxKeys } from './api/outbox.api';
import { ADMIN_PAGE_MODULES } from './page-modules';

const RESET_LINK = 'http://cordee.test/new-password?token=Zx81-abcdefghijklmnopqrstuvwxyz0123456789';

const resetEmail: OutboxEmail = {
  id: 31,
  to: 'lea.grimpe@example.org',
  subject: 'Cordée : choisir un nouveau mot de passe',
  text_body: `Bonjour Léa,\n\nChoisir un nouveau mot de passe : ${RESET_LINK}\n\nL’équipe Cordée`,
  html_body: `<p><a href="${RESET_LINK}">Choisir un nouveau mot de passe</a></p>`,
  created_at: '2026-05-31T09:12:00.000Z',
};

const olderEmail: OutboxEmail = {
  id: 30,
  to: 'ada@example.org',
  subject: 'Cordée: choose a new password',
  text_body: 'Hello Ada,\n\nNo link in this one.',
  html_body: null,
  created_at: '2026-05-30T18:00:00.000Z',
};

const missing: string[] = [];
/** The outbox the fake API answers with, and the requests it was sent. */
let outbox: { emails: OutboxEmail[]; total: number; status: number };
let requested: URL[];

function answer(url: string): Response {
  const address = new URL(url, 'http://localhost');
  requested.push(address);
  if (outbox.status !== 200) {
    return new Response(JSON.stringify({ error: 'Internal server error' }), {
      status: outbox.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  return new Response(JSON.stringify(outbox.emails), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(outbox.total) },
  });
}

const renderOutbox = (path = '/admin/outbox', language = 'fr') =>
  renderPageModule(ADMIN_PAGE_MODULES, '/admin/outbox', path, { language, missing });

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  outbox = { emails: [resetEmail, olderEmail], total: 2, status: 200 };
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  queryClient.setQueryDefaults(outboxKeys.all, {});
  missing.length = 0;
});

describe.each(['fr', 'en'])('the outbox page in %s', (language) => {
  it('lists the e-mails as the API gives them (newest first), with recipient, subject, date and text', async () => {
    const { container } = await renderOutbox('/admin/outbox', language);
    const cards = await screen.findAllByTestId('outbox-email');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      resetEmail.subject,
      olderEmail.subject,
    ]);
    const [first] = cards;
    if (!first) throw new Error('no e-mail shown');
    expect(textOf(within(first).getByTestId('outbox-email-to'))).toBe(
      language === 'fr' ? 'À : lea.grimpe@example.org' : 'To: lea.grimpe@example.org',
    );
    expect(within(first).getByText(/2026/).getAttribute('datetime')).toBe(resetEmail.created_at);
    expect(textOf(within(first).getByTestId('outbox-email-text'))).toBe(resetEmail.text_body);
    await expectSoundPage(container, missing);
  });
});

describe('the outbox page', () => {
  it('makes the reset link of an e-mail a link to follow', async () => {
    await renderOutbox();
    const link = await screen.findByRole('link', { name: RESET_LINK });
    expect(link.getAttribute('href')).toBe(RESET_LINK);
    // The HTML version is never rendered: only the text is shown.
    expect(screen.queryByRole('link', { name: 'Choisir un nouveau mot de passe' })).toBeNull();
  });

  it('follows a link of this very app inside it', async () => {
    const here = `${window.location.origin}/new-password?token=abc-123`;
    outbox.emails = [{ ...resetEmail, text_body: `Choisir un nouveau mot de passe : ${here}.` }];
    const { router } = await renderOutbox();
    const link = await screen.findByRole('link', { name: here });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-password'));
    expect(router.state.location.search).toBe('?token=abc-123');
  });

  it('asks the API page by page and offers the older and newer pages', async () => {
    outbox.total = 45;
    await renderOutbox('/admin/outbox?page=2');
    await screen.findAllByTestId('outbox-email');
    expect(requested.at(-1)?.pathname).toBe('/api/v1/admin/outbox_emails.json');
    expect(requested.at(-1)?.searchParams.get('page')).toBe('2');
    expect(requested.at(-1)?.searchParams.get('per_page')).toBe('20');
    const pager = screen.getByRole('navigation');
    expect(textOf(pager)).toContain('Page 2 sur 3');
    expect(
      within(pager)
        .getByRole('link', { name: /Plus récents/ })
        .getAttribute('href'),
    ).toBe('/admin/outbox');
    expect(
      within(pager)
        .getByRole('link', { name: /Plus anciens/ })
        .getAttribute('href'),
    ).toBe('/admin/outbox?page=3');
  });

  it('says so when the outbox is empty, with no pager', async () => {
    outbox = { emails: [], total: 0, status: 200 };
    const { container } = await renderOutbox('/admin/outbox', 'en');
    expect(textOf(await screen.findByTestId('outbox-empty'))).toContain('No e-mail yet.');
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectSoundPage(container, missing);
  });

  it('shows a placeholder while loading', async () => {
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => {
            release = () => resolve(answer(url));
          }),
      ),
    );
    await renderOutbox();
    expect(await screen.findByRole('status')).toBeTruthy();
    release();
    expect(await screen.findAllByTestId('outbox-email')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the outbox cannot be loaded, and loads it again on demand', async () => {
    queryClient.setQueryDefaults(outboxKeys.all, { retry: false });
    outbox.status = 500;
    await renderOutbox();
    const error = await screen.findByRole('alert');
    expect(textOf(error)).toContain('Les e-mails en attente ne peuvent pas être chargés.');
    outbox.status = 200;
    fireEvent.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByTestId('outbox-email')).toHaveLength(2);
  });
});
