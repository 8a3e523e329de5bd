import type { Report } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { useAlertStore } from '../../platform/alerts/alert-store';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../testing/page-test-kit';
import { ADMIN_PAGE_MODULES } from './page-modules';

const lea = { uuid: '5d1c7a2e-1111-4c3d-9e8f-000000000001', name: 'Léa G.', slug_name: 'lea-g' };
const ada = { uuid: '5d1c7a2e-1111-4c3d-9e8f-000000000002', name: 'Ada L.', slug_name: 'ada-l' };

const commentReport: Report = {
  id: 11,
  reportable_type: 'comments',
  reportable_id: 77,
  reason: 'spam',
  description: 'Il vend des dégaines dans chaque fil.',
  state: 'open',
  item: {
    excerpt: 'Achetez mes dégaines pas chères',
    path: '/comments/77',
    thumbnail_url: null,
    hidden: false,
    user: ada,
  },
  user: lea,
  reports_count: 3,
  created_at: '2026-05-30T18:00:00.000Z',
  handled_at: null,
};

const photoReport: Report = {
  ...commentReport,
  id: 12,
  reportable_type: 'photos',
  reportable_id: 4,
  reason: 'copyright',
  description: null,
  item: { excerpt: '', path: '/photos/4', thumbnail_url: '/uploads/photos/4/thumbnail.webp', hidden: true, user: null },
  user: null,
  reports_count: 1,
};

const missing: string[] = [];
let reports: Report[];
let total: number;
let requests: { method: string; url: URL; body: unknown }[];
let handleStatus: number;

function answer(url: string, init: RequestInit = {}): Response {
  const address = new URL(url, 'http://localhost');
  const method = init.method ?? 'GET';
  requests.push({ method, url: address, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
  const headers = { 'content-type': 'application/json' };
  if (method === 'PUT') {
    if (handleStatus !== 200) {
      return new Response(JSON.stringify({ error: { base: ['closed'] } }), { status: handleStatus, headers });
    }
    return new Response(JSON.stringify({ ...commentReport, state: 'hidden' }), { status: 200, headers });
  }
  return new Response(JSON.stringify(reports), {
    status: 200,
    headers: { ...headers, 'x-total-count': String(total) },
  });
}

const renderReports = (path = '/admin/reports', language = 'fr') =>
  renderPageModule(ADMIN_PAGE_MODULES, '/admin/reports', path, { language, missing });

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  reports = [commentReport, photoReport];
  total = 2;
  requests = [];
  handleStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useAlertStore.setState({ alerts: [] });
  missing.length = 0;
});

const lastList = () => requests.filter((request) => request.method === 'GET').at(-1)?.url;

describe.each(['fr', 'en'])('the reports page in %s', (language) => {
  it('lists the open reports as the API gives them, with what they name, why, by whom and how many', async () => {
    const { container } = await renderReports('/admin/reports', language);
    const cards = await screen.findAllByTestId('report');
    expect(cards).toHaveLength(2);
    const [comment, photo] = cards as [HTMLElement, HTMLElement];
    expect(textOf(within(comment).getByTestId('report-excerpt'))).toBe('Achetez mes dégaines pas chères');
    expect(within(comment).getByTestId('report-item-link').getAttribute('href')).toBe('/comments/77');
    expect(textOf(within(comment).getByTestId('report-description'))).toBe('Il vend des dégaines dans chaque fil.');
    expect(textOf(within(comment).getByTestId('report-reporter'))).toContain('Léa G.');
    expect(textOf(within(comment).getByTestId('report-reporter'))).toContain('3');
    expect(within(photo).getByRole('img').getAttribute('src')).toBe('/uploads/photos/4/thumbnail.webp');
    expect(within(photo).getByTestId('report-item-hidden')).toBeTruthy();
    expect(lastList()?.searchParams.get('state')).toBe('open');
    await expectSoundPage(container, missing);
  });

  it('says so when no report waits', async () => {
    reports = [];
    total = 0;
    const { container } = await renderReports('/admin/reports', language);
    expect(await screen.findByTestId('reports-empty')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectSoundPage(container, missing);
  });
});

describe('the reports page', () => {
  it('hides what a report names, and reads the list again', async () => {
    await renderReports();
    const [card] = await screen.findAllByTestId('report');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Masquer' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/v1/reports/11.json');
    expect(put?.body).toEqual({ action: 'hide' });
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
    expect(useAlertStore.getState().alerts.map((alert) => alert.message)).toEqual([
      'L’élément est masqué et ses signalements sont clos.',
    ]);
  });

  it('dismisses a report', async () => {
    await renderReports('/admin/reports', 'en');
    const [card] = await screen.findAllByTestId('report');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ action: 'dismiss' }),
    );
  });

  it('deletes only once confirmed', async () => {
    await renderReports('/admin/reports', 'en');
    const [card] = await screen.findAllByTestId('report');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    fireEvent.click(await screen.findByTestId('report-delete-confirm'));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ action: 'delete' }),
    );
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((alert) => alert.message)).toContain(
        'The item is deleted and its reports are closed.',
      ),
    );
  });

  it('says when another administrator handled it first', async () => {
    handleStatus = 422;
    await renderReports();
    const [card] = await screen.findAllByTestId('report');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Classer sans suite' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((alert) => alert.message)).toEqual([
        'Un autre administrateur a déjà traité ce signalement : la liste le montre tel qu’il est désormais.',
      ]),
    );
  });

  it('filters by state and pages through the list', async () => {
    total = 45;
    const { router } = await renderReports('/admin/reports?state=dismissed&page=2');
    await screen.findAllByTestId('report');
    expect(lastList()?.searchParams.get('state')).toBe('dismissed');
    expect(lastList()?.searchParams.get('page')).toBe('2');
    expect(lastList()?.searchParams.get('per_page')).toBe('20');
    const pager = screen.getByRole('navigation');
    expect(
      within(pager)
        .getByRole('link', { name: /Précédent/ })
        .getAttribute('href'),
    ).toBe('/admin/reports?state=dismissed');
    expect(
      within(pager)
        .getByRole('link', { name: /Suivant/ })
        .getAttribute('href'),
    ).toBe('/admin/reports?state=dismissed&page=3');
    fireEvent.change(screen.getByLabelText('Signalements affichés'), { target: { value: 'hidden' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state=hidden'));
    await waitFor(() => expect(lastList()?.searchParams.get('state')).toBe('hidden'));
  });

  it('shows the outcome of a handled report instead of its actions', async () => {
    reports = [{ ...commentReport, state: 'dismissed', handled_at: '2026-06-02T08:00:00.000Z' }];
    total = 1;
    await renderReports('/admin/reports?state=dismissed', 'en');
    const card = await screen.findByTestId('report');
    expect(textOf(within(card).getByTestId('report-handled'))).toMatch(/^Dismissed on /);
    expect(within(card).queryByTestId('report-actions')).toBeNull();
  });
});
