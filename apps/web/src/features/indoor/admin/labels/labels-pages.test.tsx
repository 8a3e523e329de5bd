import 'fake-indexeddb/auto';
import type { GymLabelPrint, GymLabelRoute, GymLabelTemplate } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const GYM = '/gyms/:gymId?/:gymName?';
const LIST = `${GYM}/admins/label-templates`;
const NEW = `${GYM}/admins/label-templates/new`;
const EDIT = `${GYM}/admins/label-templates/:gymLabelTemplateId`;
const PRINT = `${GYM}/label-templates/:gymLabelTemplateId?/print`;
const MODULES: Record<string, PageModule> = {
  [LIST]: () => import('./pages/gym-admin-label-templates-page'),
  [NEW]: () => import('./pages/gym-admin-label-template-new-page'),
  [EDIT]: () => import('./pages/gym-admin-label-template-page'),
  [PRINT]: () => import('./pages/gym-label-print-page'),
};
const ADMIN = '/gyms/4/bloc-session/admins';

const template: GymLabelTemplate = {
  id: 7,
  gym_id: 4,
  name: 'Bloc A4',
  layout: 'row',
  paper_size: 'a4',
  orientation: 'portrait',
  font: 'serif',
  qr_position: 'right',
  fields: ['name', 'grade', 'sector', 'openers'],
  footer: 'bloc-session.example',
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
};

const labelRoute = (id: number): GymLabelRoute => ({
  id,
  gym_id: 4,
  name: `Voie ${id}`,
  climbing_type: 'bouldering',
  grade_text: '6a',
  level_index: 2,
  level_color: 'blue',
  sub_level: null,
  hold_colors: ['blue'],
  sector_name: 'La Dalle',
  openers: ['Léa'],
  opened_at: '2026-03-02',
  points: null,
  anchor_number: null,
  styles: [],
  description: null,
  path: `/gr/4-${id}`,
});

const printOf = (count: number, look: Partial<GymLabelTemplate> = {}): GymLabelPrint => ({
  template: { ...template, ...look },
  gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session' },
  routes: Array.from({ length: count }, (_, index) => labelRoute(1000 + index)),
});

let answers: Record<string, unknown>;
let requested: string[];
let writes: { method: string; path: string; body: unknown }[];
const missing: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writes = [];
  requested = [];
  answers = {
    ...fixtures.indoorAnswers(),
    'gyms/4/gym_label_templates.json': [template],
    'gym_label_templates/7.json': template,
    'gym_label_templates/7/print.json': printOf(3),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return catalogueAnswer(answers, url, requested);
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      writes.push({ method, path, body });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json({ ...template, ...(body as object) }, method === 'POST' ? 201 : 200);
    }),
  );
  useSessionStore.getState().setUser({ ...fixtures.routeSetter });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('the label pages in %s', (language) => {
  it('the list has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, LIST, `${ADMIN}/label-templates`, { language, missing });
    await screen.findByTestId('label-templates-list');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the template’s page has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, EDIT, `${ADMIN}/label-templates/7`, { language, missing });
    await screen.findByTestId('label-template-form');
    await screen.findAllByTestId('route-label');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the print page has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(
      MODULES,
      PRINT,
      '/gyms/4/bloc-session/label-templates/7/print?gym_route_ids=1000,1001,1002',
      { language, missing },
    );
    await screen.findByTestId('label-sheets');
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the templates', () => {
  it('lists the templates with their paper and labels per page, and says when there is none', async () => {
    await renderPageModule(MODULES, LIST, `${ADMIN}/label-templates`, { missing });
    const list = await screen.findByTestId('label-templates-list');
    expect(textOf(list)).toContain('Bloc A4');
    expect(textOf(list)).toContain('A4 portrait · 12 étiquettes par page');
    expect(screen.getByTestId('label-template-edit-7').getAttribute('href')).toBe(`${ADMIN}/label-templates/7`);
    cleanup();
    queryClient.clear();
    answers['gyms/4/gym_label_templates.json'] = [];
    await renderPageModule(MODULES, LIST, `${ADMIN}/label-templates`, { missing });
    expect(textOf(await screen.findByTestId('label-templates-empty'))).toContain('Aucun modèle');
  });

  it('previews a real route of the gym as the form changes, then creates the template', async () => {
    const { router } = await renderPageModule(MODULES, NEW, `${ADMIN}/label-templates/new`, { missing });
    const preview = await screen.findByTestId('label-preview');
    // The gym's newest mounted route, not an example.
    expect(within(preview).queryByTestId('label-preview-example')).toBeNull();
    let label = within(preview).getByTestId('route-label');
    expect(label.dataset.routeId).toBe('120');
    expect(textOf(label)).toContain('Le Toboggan');
    expect(within(label).getByTestId('label-qr').getAttribute('data-value')).toBe(`${window.location.origin}/gr/4-120`);
    expect(textOf(screen.getByTestId('label-preview-grid'))).toContain('12 étiquettes par page');

    fireEvent.change(screen.getByLabelText(/Nom du modèle/), { target: { value: 'Pastilles' } });
    fireEvent.change(screen.getByLabelText('Disposition'), { target: { value: 'circular' } });
    fireEvent.change(screen.getByLabelText('Place du QR code'), { target: { value: 'none' } });
    fireEvent.click(screen.getByLabelText('Ouvreurs et ouvreuses'));
    label = within(preview).getByTestId('route-label');
    expect(label.dataset.layout).toBe('circular');
    expect(within(label).queryByTestId('label-qr')).toBeNull();
    expect(textOf(label)).toContain('Ouverture : Léa, Tom');

    fireEvent.click(screen.getByRole('button', { name: 'Créer le modèle' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: 'gyms/4/gym_label_templates.json',
      body: {
        name: 'Pastilles',
        layout: 'circular',
        paper_size: 'a4',
        orientation: 'portrait',
        font: 'sans_serif',
        qr_position: 'none',
        fields: ['name', 'grade', 'level', 'sector', 'openers'],
        footer: null,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ADMIN}/label-templates`));
  });

  it('shows an example, said to be one, when the gym has no mounted route', async () => {
    answers['gyms/4/gym_routes.json'] = [];
    await renderPageModule(MODULES, NEW, `${ADMIN}/label-templates/new`, { missing });
    const preview = await screen.findByTestId('label-preview');
    expect(textOf(within(preview).getByTestId('label-preview-example'))).toBe('Exemple');
    expect(textOf(preview)).toContain('voie d’exemple');
  });

  it('refuses an empty name before sending anything', async () => {
    await renderPageModule(MODULES, NEW, `${ADMIN}/label-templates/new`, { missing });
    fireEvent.click(await screen.findByRole('button', { name: 'Créer le modèle' }));
    await waitFor(() => expect(screen.getByLabelText(/Nom du modèle/).getAttribute('aria-invalid')).toBe('true'));
    expect(writes).toEqual([]);
  });

  it('edits a template and deletes it', async () => {
    const { router } = await renderPageModule(MODULES, EDIT, `${ADMIN}/label-templates/7`, { missing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Modèle « Bloc A4 »' })).toBeTruthy();
    expect((screen.getByLabelText('Police') as HTMLSelectElement).value).toBe('serif');
    fireEvent.change(screen.getByLabelText('Papier'), { target: { value: 'a3' } });
    expect(textOf(screen.getByTestId('label-preview-grid'))).toContain('27 étiquettes par page');
    fireEvent.click(screen.getByTestId('label-template-delete'));
    fireEvent.click(await screen.findByTestId('label-template-delete-confirm'));
    await waitFor(() => expect(writes).toEqual([{ method: 'DELETE', path: 'gym_label_templates/7.json', body: null }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ADMIN}/label-templates`));
  });
});

describe('the print page', () => {
  it('lays 25 labels on A4 portrait out on 3 pages, each with its QR code, and prints from its button', async () => {
    answers['gym_label_templates/7/print.json'] = printOf(25);
    const ids = Array.from({ length: 25 }, (_, index) => 1000 + index).join(',');
    await renderPageModule(MODULES, PRINT, `/gyms/4/bloc-session/label-templates/7/print?gym_route_ids=${ids}`, {
      missing,
    });
    const pages = await screen.findAllByTestId('label-page');
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => within(page).getAllByTestId('route-label').length)).toEqual([12, 12, 1]);
    const qrs = screen.getAllByTestId('label-qr');
    expect(qrs).toHaveLength(25);
    expect(qrs[0]?.tagName.toLowerCase()).toBe('svg');
    expect(qrs[0]?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(qrs[0]?.getAttribute('data-value')).toBe(`${window.location.origin}/gr/4-1000`);
    expect(textOf(screen.getByTestId('label-print-count'))).toBe('25 étiquettes sur 3 pages, en A4 portrait.');
    expect(requested).toContain(`gym_label_templates/7/print.json?gym_route_ids=${encodeURIComponent(ids)}`);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByTestId('label-print-button'));
    expect(print).toHaveBeenCalledOnce();
  });

  it('puts more discs on A3 landscape, in the template’s font, and tells of the routes left out', async () => {
    answers['gym_label_templates/7/print.json'] = printOf(30, {
      layout: 'circular',
      paper_size: 'a3',
      orientation: 'landscape',
      qr_position: 'bottom',
    });
    const ids = Array.from({ length: 32 }, (_, index) => 1000 + index).join(',');
    await renderPageModule(MODULES, PRINT, `/gyms/4/bloc-session/label-templates/7/print?gym_route_ids=${ids}`, {
      missing,
    });
    const pages = await screen.findAllByTestId('label-page');
    expect(pages.map((page) => within(page).getAllByTestId('route-label').length)).toEqual([24, 6]);
    const label = screen.getAllByTestId('route-label')[0] as HTMLElement;
    expect(label.dataset).toMatchObject({ layout: 'circular', font: 'serif', qr: 'bottom' });
    expect(textOf(screen.getByTestId('label-print-left-out'))).toContain('2 voies demandées ne sont pas imprimées');
  });

  it('says when there is nothing to print, with the way back to the route table', async () => {
    answers['gym_label_templates/7/print.json'] = printOf(0);
    await renderPageModule(MODULES, PRINT, '/gyms/4/bloc-session/label-templates/7/print', { missing });
    const empty = await screen.findByTestId('label-print-empty');
    expect(textOf(empty)).toContain('Aucune voie à imprimer');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe(`${ADMIN}/routes/tables`);
    expect(screen.queryByTestId('label-page')).toBeNull();
    expect(screen.queryByTestId('label-print-button')).toBeNull();
  });

  it('answers the 404 page for a template of another gym', async () => {
    await renderPageModule(MODULES, PRINT, '/gyms/5/autre/label-templates/7/print?gym_route_ids=1000', { missing });
    await waitFor(() => expect(screen.queryByTestId('label-sheets')).toBeNull());
    await waitFor(() => expect(document.body.textContent).toMatch(/introuvable|404/i));
  });
});
