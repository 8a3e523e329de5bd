import 'fake-indexeddb/auto';
import {
  type CurrentUser,
  DEFAULT_GYM_LEVELS,
  type GymOpeningSheet,
  type GymOpeningSheetSummary,
  type OpeningSheetCellRead,
} from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { climber } from '../../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const GYM = '/gyms/:gymId?/:gymName?';
const LIST = `${GYM}/admins/opening-sheets`;
const NEW = `${GYM}/admins/opening-sheets/new`;
const SHEET = `${GYM}/admins/opening-sheets/:gymOpeningSheetId`;
const PRINT = `${GYM}/opening-sheets/:gymOpeningSheetId?/print`;
const MODULES: Record<string, PageModule> = {
  [LIST]: () => import('./pages/gym-admin-opening-sheets-page'),
  [NEW]: () => import('./pages/gym-admin-opening-sheet-new-page'),
  [SHEET]: () => import('./pages/gym-admin-opening-sheet-page'),
  [PRINT]: () => import('./pages/gym-opening-sheet-print-page'),
};
const ADMIN = '/gyms/4/bloc-session/admins';
const PRINT_PATH = '/gyms/4/bloc-session/opening-sheets/7/print';

const stamp = { created_at: '2026-05-02T10:00:00Z', updated_at: '2026-05-02T10:00:00Z' };
const empty: OpeningSheetCellRead = {
  climbing_type: null,
  level_index: null,
  level_color: null,
  grade_value: null,
  note: null,
  gym_route_id: null,
  route: null,
};

/** Sheet 7 of gym 4: La Dalle with a blue boulder to set and one set, Le Dévers empty. */
const sheet: GymOpeningSheet = {
  id: 7,
  gym_id: 4,
  title: 'Ouverture de mai',
  description: 'Toute la salle de bloc',
  number_of_columns: 3,
  planned_count: 2,
  set_count: 1,
  archived_at: null,
  ...stamp,
  gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session' },
  rows: [
    {
      gym_sector_id: 20,
      sector_name: 'La Dalle',
      gym_space_id: 10,
      space_name: 'Salle de bloc',
      climbing_type: 'bouldering',
      cells: [
        { ...empty, climbing_type: 'bouldering', level_index: 2, level_color: 'blue', note: 'Réglettes' },
        {
          ...empty,
          climbing_type: 'bouldering',
          grade_value: 31,
          gym_route_id: 120,
          route: {
            id: 120,
            name: 'La Bleue',
            climbing_type: 'bouldering',
            grade_value: 31,
            level_color: 'blue',
            hold_colors: ['blue'],
            opened_at: '2026-05-03',
            dismounted_at: null,
          },
        },
        empty,
      ],
    },
    {
      gym_sector_id: 21,
      sector_name: 'Le Dévers',
      gym_space_id: 10,
      space_name: 'Salle de bloc',
      climbing_type: 'bouldering',
      cells: [empty, empty, empty],
    },
  ],
};

const summary: GymOpeningSheetSummary = {
  id: 7,
  gym_id: 4,
  title: 'Ouverture de mai',
  description: null,
  number_of_columns: 3,
  planned_count: 2,
  set_count: 1,
  sectors_count: 2,
  archived_at: null,
  ...stamp,
};

let answers: Record<string, unknown>;
let writes: { method: string; path: string; body: unknown }[];
const missing: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The fake API: reads from `answers` (the sheet list by its `archived` query), writes recorded and answered. */
function fakeApi(writeAnswer: (path: string, body: unknown) => Response = () => json(sheet)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const parsed = new URL(url, 'http://localhost');
      const path = parsed.pathname.replace(/^\/api\/v1\//, '');
      if (method === 'GET') {
        if (path === 'gyms/4/gym_opening_sheets.json') {
          return json(parsed.searchParams.get('archived') === 'true' ? answers.archived : answers.current);
        }
        return catalogueAnswer(answers, url, []);
      }
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      writes.push({ method, path, body });
      return writeAnswer(path, body);
    }),
  );
}

function signIn(user: CurrentUser | null) {
  useSessionStore.getState().setUser(user ? { ...user } : null);
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writes = [];
  answers = {
    ...fixtures.indoorAnswers(),
    'gyms/4/levels.json': [{ climbing_type: 'bouldering', levels: DEFAULT_GYM_LEVELS.bouldering }],
    'gym_opening_sheets/7.json': sheet,
    current: [summary],
    archived: [],
  };
  fakeApi();
  signIn(fixtures.routeSetter);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('the opening sheets in %s', (language) => {
  it('the list has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, LIST, `${ADMIN}/opening-sheets`, { language, missing });
    await screen.findByTestId('sheets-list');
    await screen.findByTestId('sheets-archived-empty');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the new sheet form has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, NEW, `${ADMIN}/opening-sheets/new`, { language, missing });
    await screen.findByTestId('sector-20');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the sheet’s grid has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, SHEET, `${ADMIN}/opening-sheets/7`, { language, missing });
    await screen.findByTestId('sheet-grid');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the print page has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, PRINT, PRINT_PATH, { language, missing });
    await screen.findByTestId('opening-sheet-print');
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the list', () => {
  it('shows the sheets with their progress and leads to each one', async () => {
    await renderPageModule(MODULES, LIST, `${ADMIN}/opening-sheets`, { missing });
    const list = await screen.findByTestId('sheets-list');
    expect(textOf(list)).toContain('2 secteurs · voies ouvertes : 1 sur 2');
    expect(within(list).getByRole('link', { name: 'Ouverture de mai' }).getAttribute('href')).toBe(
      `${ADMIN}/opening-sheets/7`,
    );
    expect(screen.getByTestId('sheets-new').getAttribute('href')).toBe(`${ADMIN}/opening-sheets/new`);
  });

  it('invites to write the first sheet when there is none', async () => {
    answers.current = [];
    await renderPageModule(MODULES, LIST, `${ADMIN}/opening-sheets`, { missing });
    const emptyState = await screen.findByTestId('sheets-empty');
    expect(textOf(emptyState)).toContain('Aucune fiche d’ouverture');
    expect(within(emptyState).getByRole('link').getAttribute('href')).toBe(`${ADMIN}/opening-sheets/new`);
  });
});

describe('a new sheet', () => {
  it('sends the chosen sectors in the gym’s order, then opens the sheet', async () => {
    const { router } = await renderPageModule(MODULES, NEW, `${ADMIN}/opening-sheets/new`, { missing });
    fireEvent.change(await screen.findByLabelText(/Titre/), { target: { value: ' Ouverture de mai ' } });
    fireEvent.change(screen.getByLabelText('Voies par secteur'), { target: { value: '4' } });
    // Ticked in another order than the gym's.
    fireEvent.click(await screen.findByTestId('sector-22'));
    fireEvent.click(screen.getByTestId('sector-20'));
    fireEvent.submit(screen.getByTestId('sheet-form'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: 'gyms/4/gym_opening_sheets.json',
      body: { title: 'Ouverture de mai', description: null, number_of_columns: 4, gym_sector_ids: [20, 22] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ADMIN}/opening-sheets/7`));
  });

  it('shows the API’s refusal of a sector under the sectors', async () => {
    fakeApi(() => json({ error: { gym_sector_ids: ['not_included'] } }, 422));
    await renderPageModule(MODULES, NEW, `${ADMIN}/opening-sheets/new`, { missing });
    fireEvent.change(await screen.findByLabelText(/Titre/), { target: { value: 'Juin' } });
    fireEvent.click(await screen.findByTestId('sector-21'));
    fireEvent.submit(screen.getByTestId('sheet-form'));
    expect(textOf(await screen.findByTestId('sector-chooser-error'))).not.toBe('');
  });
});

describe('the sheet', () => {
  it('shows per sector a row of boxes: the level’s colour, the grade, the note, a tick once set', async () => {
    await renderPageModule(MODULES, SHEET, `${ADMIN}/opening-sheets/7`, { missing });
    const grid = await screen.findByTestId('sheet-grid');
    expect(screen.getByRole('heading', { level: 1, name: 'Ouverture de mai' })).toBeTruthy();
    const rows = within(grid).getAllByTestId('sheet-row');
    expect(rows.map((row) => textOf(within(row).getByRole('heading')))).toEqual([
      'La Dalle · Salle de bloc',
      'Le Dévers · Salle de bloc',
    ]);
    const first = screen.getByTestId('cell-20-0');
    expect(within(first).getByTestId('hold-color').dataset.color).toBe('blue');
    expect(textOf(first)).toContain('Réglettes');
    expect(within(screen.getByTestId('cell-20-1')).getByTestId('cell-set')).toBeTruthy();
    expect(textOf(screen.getByTestId('cell-20-1'))).toContain('6a');
    expect(textOf(screen.getByTestId('cell-21-0'))).toContain('À définir');
    expect(textOf(screen.getByTestId('sheet-progress'))).toBe('Voies ouvertes : 1 sur 2');
    expect(screen.getByTestId('sheet-print-link').getAttribute('href')).toBe(PRINT_PATH);
  });

  it('edits a box in a dialog: its level from the gym’s scale, its note, the route set for it', async () => {
    await renderPageModule(MODULES, SHEET, `${ADMIN}/opening-sheets/7`, { missing });
    fireEvent.click(await screen.findByTestId('cell-21-2'));
    const dialog = await screen.findByRole('dialog');
    expect(textOf(dialog)).toContain('Case 3 · Le Dévers');
    // The row's type is offered first; its scale gives the levels.
    expect((within(dialog).getByTestId('cell-type') as HTMLSelectElement).value).toBe('bouldering');
    // The gym's scale for the type, easiest first, each level with its grade.
    await waitFor(() => expect(textOf(within(dialog).getByTestId('cell-level'))).toContain('Vert (5a)'));
    fireEvent.change(within(dialog).getByTestId('cell-level'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByTestId('cell-note'), { target: { value: ' Dévers à plats ' } });
    fireEvent.click(within(dialog).getByTestId('cell-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: 'gym_opening_sheets/7/cells.json',
      body: {
        gym_sector_id: 21,
        column: 2,
        climbing_type: 'bouldering',
        level_index: 1,
        grade_value: null,
        note: 'Dévers à plats',
        gym_route_id: null,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('archives the sheet', async () => {
    await renderPageModule(MODULES, SHEET, `${ADMIN}/opening-sheets/7`, { missing });
    fireEvent.click(await screen.findByTestId('sheet-archive'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ method: 'PUT', path: 'gym_opening_sheets/7.json', body: { archived: true } });
  });
});

describe('the print page', () => {
  it('shows the gym’s staff the sheet to print, a box to tick per route, and prints from its button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderPageModule(MODULES, PRINT, PRINT_PATH, { missing });
    const page = await screen.findByTestId('opening-sheet-print');
    expect(screen.getByRole('heading', { level: 1, name: 'Ouverture de mai' })).toBeTruthy();
    expect(textOf(page)).toContain('Bloc Session');
    const rows = within(page).getAllByTestId('print-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getAllByTestId('print-box')).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getAllByRole('img', { name: 'Case à cocher' })).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Ouverte' })).toBeTruthy();
    expect(textOf(rows[0])).toContain('Bleu');
    fireEvent.click(screen.getByTestId('print-button'));
    expect(print).toHaveBeenCalledOnce();
  });

  it('invites a visitor to sign in, asking nothing of the API', async () => {
    signIn(null);
    const requested = vi.fn();
    vi.stubGlobal('fetch', requested);
    await renderPageModule(MODULES, PRINT, PRINT_PATH, { missing });
    expect(await screen.findByTestId('sign-in-invitation')).toBeTruthy();
    expect(requested).not.toHaveBeenCalled();
  });

  it('tells a climber outside the team that the sheet is the team’s, on the page itself', async () => {
    signIn(climber);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'forbidden', need: { gym_name: 'Bloc Session', role: 'manage_opening' } }, 403)),
    );
    const { router } = await renderPageModule(MODULES, PRINT, PRINT_PATH, { missing });
    expect(textOf(await screen.findByTestId('print-team-only'))).toContain('équipe de la salle');
    expect(router.state.location.pathname).toBe(PRINT_PATH);
  });
});
