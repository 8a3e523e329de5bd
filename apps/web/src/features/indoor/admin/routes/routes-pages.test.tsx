import 'fake-indexeddb/auto';
import { DEFAULT_GYM_LEVELS, type GymRouteTableRow } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const PAGE = '/gyms/:gymId?/:gymName?/admins/routes/tables';
const MODULES: Record<string, PageModule> = { [PAGE]: () => import('./pages/gym-admin-route-tables-page') };
const ADDRESS = '/gyms/4/bloc-session/admins/routes/tables';

function row(id: number, extra: Partial<GymRouteTableRow> = {}): GymRouteTableRow {
  return {
    id,
    gym_space_id: 10,
    space_name: 'Salle de bloc',
    gym_sector_id: 20,
    sector_name: 'La Dalle',
    name: `Bloc ${id}`,
    climbing_type: 'bouldering',
    level_index: 2,
    level_color: 'blue',
    sub_level: null,
    grade_value: 29,
    grade_text: '5c',
    hold_colors: ['blue'],
    gym_opener_ids: [5],
    openers: ['Léa'],
    opened_at: '2026-11-01',
    dismounted_at: null,
    fixed_points: null,
    anchor_number: null,
    ascents_count: 3,
    likes_count: 1,
    ...extra,
  };
}

const rows = [
  row(1),
  row(2, { gym_sector_id: 21, sector_name: 'Le Dévers', level_color: 'red', level_index: 3, openers: ['Tom'] }),
  row(3, { gym_space_id: 11, space_name: 'Mezzanine', gym_sector_id: 22, sector_name: 'Grand Mur' }),
];

let answers: Record<string, unknown>;
let writes: { method: string; path: string; body: unknown }[];
let writeAnswer: (path: string, body: unknown) => Response;
const missing: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writes = [];
  answers = {
    ...fixtures.indoorAnswers(),
    'gyms/4/route_table.json': rows,
    'gyms/4/levels.json': [{ climbing_type: 'bouldering', levels: DEFAULT_GYM_LEVELS.bouldering }],
    'gyms/4/gym_openers.json': [],
    'gyms/4/gym_label_templates.json': [],
  };
  writeAnswer = () => json([]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return catalogueAnswer(answers, url, []);
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      writes.push({ method, path, body });
      return writeAnswer(path, body);
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

/** The first render loads the page's chunks and texts: slower than a second. */
const LOADING = { timeout: 10_000 };

const shownRows = () => screen.queryAllByTestId(/^route-table-row-/).map((element) => element.dataset.testid);

describe.each(['fr', 'en'])('the route table in %s', (language) => {
  it('has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, PAGE, ADDRESS, { language, missing });
    await screen.findByTestId('route-table-row-1', {}, LOADING);
    await expectSoundPage(container, missing);
  }, 20_000);

  it('shows its empty state', async () => {
    answers['gyms/4/route_table.json'] = [];
    const { container } = await renderPageModule(MODULES, PAGE, ADDRESS, { language, missing });
    await screen.findByTestId('route-table-empty', {}, LOADING);
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the route table', () => {
  it('filters the rows in the browser by space, sector, level and setter', async () => {
    await renderPageModule(MODULES, PAGE, ADDRESS, { missing });
    await screen.findByTestId('route-table-row-1', {}, LOADING);
    expect(shownRows()).toEqual(['route-table-row-1', 'route-table-row-2', 'route-table-row-3']);
    fireEvent.change(screen.getByTestId('route-table-filter-space'), { target: { value: '10' } });
    await waitFor(() => expect(shownRows()).toEqual(['route-table-row-1', 'route-table-row-2']));
    fireEvent.change(screen.getByTestId('route-table-filter-setter'), { target: { value: 'Tom' } });
    await waitFor(() => expect(shownRows()).toEqual(['route-table-row-2']));
    expect(textOf(screen.getByTestId('route-table-count'))).toBe('1 voie affichée');
    fireEvent.change(screen.getByTestId('route-table-filter-setter'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('route-table-filter-level'), { target: { value: 'blue' } });
    await waitFor(() => expect(shownRows()).toEqual(['route-table-row-1']));
  }, 20_000);

  it('dismounts the chosen routes on a day, and tells why when refused', async () => {
    writeAnswer = (_path, body) => {
      const { dismounted_at: day } = body as { dismounted_at: string };
      if (day < '2026-11-01') return json({ error: { dismounted_at: ['before_opening'] } }, 422);
      return json([row(1, { dismounted_at: day }), row(3, { dismounted_at: day })]);
    };
    await renderPageModule(MODULES, PAGE, ADDRESS, { missing });
    await screen.findByTestId('route-table-row-1', {}, LOADING);
    const dismount = screen.getByTestId('route-table-action-dismount') as HTMLButtonElement;
    expect(dismount.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('route-table-select-1'));
    fireEvent.click(screen.getByTestId('route-table-select-3'));
    expect(textOf(screen.getByTestId('route-table-actions'))).toContain('2 voies choisies');
    fireEvent.click(dismount);
    fireEvent.change(await screen.findByTestId('route-table-dismount-day'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByTestId('route-table-batch-confirm'));
    const refusal = await screen.findByTestId('route-table-batch-error');
    expect(textOf(refusal)).toBe('La date de démontage précède la date d’ouverture de la voie');
    fireEvent.change(screen.getByTestId('route-table-dismount-day'), { target: { value: '2026-11-29' } });
    fireEvent.click(screen.getByTestId('route-table-batch-confirm'));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      method: 'PUT',
      path: 'gyms/4/route_table/dismount.json',
      body: { gym_route_ids: [1, 3], dismounted_at: '2026-11-29' },
    });
    // Taken down, they leave the mounted routes shown; the others stay.
    await waitFor(() => expect(screen.queryByTestId('route-table-row-1')).toBeNull());
    expect(screen.queryByTestId('route-table-row-3')).toBeNull();
    expect(screen.getByTestId('route-table-row-2')).toBeTruthy();
  }, 20_000);

  it('chooses every filtered row at once', async () => {
    await renderPageModule(MODULES, PAGE, ADDRESS, { missing });
    await screen.findByTestId('route-table-row-1', {}, LOADING);
    fireEvent.change(screen.getByTestId('route-table-filter-space'), { target: { value: '10' } });
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('route-table-select-all'));
    expect(textOf(screen.getByTestId('route-table-actions'))).toContain('2 voies choisies');
    expect((screen.getByTestId('route-table-select-2') as HTMLInputElement).checked).toBe(true);
  }, 20_000);

  it('edits a cell in place: Escape leaves it, Enter saves it', async () => {
    writeAnswer = (_path, body) => json(row(2, body as Partial<GymRouteTableRow>));
    await renderPageModule(MODULES, PAGE, ADDRESS, { missing });
    fireEvent.click(await screen.findByTestId('route-table-cell-2-name', {}, LOADING));
    const editor = screen.getByTestId('route-table-editor') as HTMLInputElement;
    fireEvent.change(editor, { target: { value: 'Le bombé' } });
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(screen.queryByTestId('route-table-editor')).toBeNull();
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByTestId('route-table-cell-2-name'));
    fireEvent.change(screen.getByTestId('route-table-editor'), { target: { value: 'Le bombé' } });
    fireEvent.submit(screen.getByTestId('route-table-cell-form'));
    await waitFor(() => expect(textOf(screen.getByTestId('route-table-cell-2-name'))).toBe('Le bombé'));
    expect(writes).toEqual([{ method: 'PUT', path: 'gym_routes/2/table_row.json', body: { name: 'Le bombé' } }]);
  }, 20_000);

  it('offers to create a label template when the gym has none', async () => {
    await renderPageModule(MODULES, PAGE, ADDRESS, { missing });
    fireEvent.click(await screen.findByTestId('route-table-select-1', {}, LOADING));
    fireEvent.click(screen.getByTestId('route-table-action-print'));
    const none = await screen.findByTestId('route-table-no-template');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('/gyms/4/bloc-session/admins/label-templates/new');
  }, 20_000);
});
