import 'fake-indexeddb/auto';
import type {
  Contest,
  ContestParticipant,
  ContestParticipantImportPreview,
  ContestParticipantPublic,
  ContestResults,
  CurrentUser,
  Gym,
} from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../lib/page-module';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { catalogueAnswer } from '../../../testing/catalogue-api';
import { climber } from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';

const GYM = '/gyms/:gymId?/:gymName?';
const ADMIN = `${GYM}/admins/contests`;
const MODULES: Record<string, PageModule> = {
  [ADMIN]: () => import('./pages/gym-admin-contests-page'),
  [`${ADMIN}/:contestId`]: () => import('./pages/gym-admin-contest-page'),
  [`${ADMIN}/:contestId/participants`]: () => import('./pages/gym-admin-contest-participants-page'),
  [`${ADMIN}/:contestId/results`]: () => import('./pages/gym-admin-contest-results-page'),
};
const BASE = '/gyms/4/bloc-session/admins/contests';

/** Gym 4 as the administration frame reads it (the fields its pages use). */
const gym = {
  id: 4,
  name: 'Bloc Session',
  slug_name: 'bloc-session',
  city: 'Lyon',
  logo: null,
  banner: null,
  administered: true,
} as unknown as Gym;

const organiser: CurrentUser = {
  ...climber,
  id: 8,
  administered_gyms: [{ id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: ['manage_contests'] }],
};

const stamp = { created_at: '2026-05-02T10:00:00Z', updated_at: '2026-05-02T10:00:00Z' };

/** Contest 30: one unisex-free category, a lead stage with one step over two routes. */
const contest: Contest = {
  id: 30,
  gym_id: 4,
  name: 'Bloc Session Cup',
  slug_name: 'bloc-session-cup',
  description: null,
  start_date: '2026-09-12',
  end_date: '2026-09-12',
  registration_opens_at: '2026-06-01T08:00:00Z',
  registration_closes_at: '2026-09-10T20:00:00Z',
  capacity: 2,
  draft: false,
  private: false,
  hide_results_until: null,
  results_hidden: false,
  registration_open: true,
  team_contest: false,
  participants_per_team: null,
  combined_ranking: 'points_table',
  banner_url: null,
  participants_count: 2,
  waiting_count: 1,
  ...stamp,
  gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session', city: 'Lyon', latitude: null, longitude: null },
  categories: [
    {
      id: 40,
      name: 'Seniors',
      position: 0,
      capacity: 2,
      unisex: false,
      min_age: 18,
      max_age: null,
      min_birth_year: null,
      max_birth_year: null,
      registered_count: 2,
      waiting_count: 1,
      places_left: 0,
    },
  ],
  waves: [],
  teams: [],
  stages: [
    {
      id: 50,
      climbing_type: 'lead',
      name: null,
      position: 0,
      steps: [
        {
          id: 60,
          name: 'Qualifications',
          kind: 'qualification',
          position: 0,
          ranking_type: 'highest_hold',
          best_routes_count: null,
          qualified_count: null,
          self_reporting: false,
          route_groups: [
            {
              id: 70,
              name: null,
              gender: 'unisex',
              category_ids: [],
              starts_at: null,
              ends_at: null,
              routes: [
                { id: 80, number: 1, holds_count: 40, points: null, zones_count: 0 },
                { id: 81, number: 2, holds_count: 35, points: null, zones_count: 0 },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const person = (id: number, first: string, bib: number, state: ContestParticipant['state']): ContestParticipant => ({
  id,
  first_name: first,
  last_name: 'Martin',
  bib_number: bib,
  club: null,
  gender: 'female',
  contest_category_id: 40,
  contest_wave_id: null,
  contest_team_id: null,
  contest_id: 30,
  state,
  waiting_position: state === 'waiting' ? 1 : null,
  category_name: 'Seniors',
  wave_name: null,
  team_name: null,
  date_of_birth: '1995-03-02',
  email: `${first.toLowerCase()}@example.org`,
  user_id: null,
  language: 'fr',
  created_at: '2026-06-02T10:00:00Z',
});

const participants = [person(90, 'Léa', 1, 'registered'), person(91, 'Zoé', 2, 'waiting')];

const publicOf = ({
  id,
  first_name,
  last_name,
  bib_number,
  club,
  gender,
  contest_category_id,
  contest_wave_id,
  contest_team_id,
}: ContestParticipant): ContestParticipantPublic => ({
  id,
  first_name,
  last_name,
  bib_number,
  club,
  gender,
  contest_category_id,
  contest_wave_id,
  contest_team_id,
});

const results: ContestResults = {
  contest_id: 30,
  contest_category_id: null,
  results_hidden: false,
  steps: [
    {
      id: 60,
      contest_stage_id: 50,
      climbing_type: 'lead',
      name: 'Qualifications',
      kind: 'qualification',
      ranking_type: 'highest_hold',
      best_routes_count: null,
      qualified_count: null,
      rankings: [
        {
          contest_category_id: 40,
          gender: 'female',
          routes: contest.stages[0]?.steps[0]?.route_groups[0]?.routes ?? [],
          // By rank: Anna (bib 3, beyond the participants' first page) leads, Léa has no result yet.
          rows: [
            {
              rank: 1,
              participant: publicOf(person(92, 'Anna', 3, 'registered')),
              score: 30.5,
              tops: 0,
              zones: 0,
              top_attempts: 0,
              zone_attempts: 0,
              qualified: false,
              results: [
                {
                  contest_route_id: 80,
                  topped: false,
                  top_attempt: null,
                  zone: false,
                  zone_1_attempt: null,
                  zone_2_attempt: null,
                  attempts: null,
                  hold_number: 30,
                  hold_plus: true,
                  time_ms: null,
                },
              ],
            },
            {
              rank: 2,
              participant: publicOf(person(90, 'Léa', 1, 'registered')),
              score: null,
              tops: 0,
              zones: 0,
              top_attempts: 0,
              zone_attempts: 0,
              qualified: false,
              results: [],
            },
          ],
        },
      ],
    },
  ],
  overall: [],
  teams: [],
};

let answers: Record<string, unknown>;
let writes: { method: string; path: string; body: unknown }[];
let requested: string[];
const missing: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(writeAnswer: (path: string, body: unknown) => Response = () => json(contest)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
      if (method === 'GET') return catalogueAnswer(answers, url, requested);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      writes.push({ method, path, body });
      return writeAnswer(path, body);
    }),
  );
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writes = [];
  requested = [];
  answers = {
    'gyms/4.json': gym,
    'gyms/4/contests.json': [{ ...contest, distance_km: null }],
    'contests/30.json': contest,
    'contests/30/contest_participants.json': participants,
    'contests/30/results.json': results,
  };
  fakeApi();
  useSessionStore.getState().setUser({ ...organiser });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('the organiser pages in %s', (language) => {
  it('the contest’s home has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, `${ADMIN}/:contestId`, `${BASE}/30`, { language, missing });
    await screen.findByTestId('structure-editor');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the participants page has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(
      MODULES,
      `${ADMIN}/:contestId/participants`,
      `${BASE}/30/participants`,
      {
        language,
        missing,
      },
    );
    await screen.findByTestId('participants-list');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the results page has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, `${ADMIN}/:contestId/results`, `${BASE}/30/results`, {
      language,
      missing,
    });
    await screen.findByTestId('results-grid');
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the gym’s contests', () => {
  it('lists them with their state, leading to each', async () => {
    await renderPageModule(MODULES, ADMIN, BASE, { missing });
    const list = await screen.findByTestId('contests-list');
    expect(within(list).getByRole('link', { name: 'Bloc Session Cup' }).getAttribute('href')).toBe(`${BASE}/30`);
    expect(textOf(list)).toContain('Inscriptions ouvertes');
  });

  it('invites to create the first one', async () => {
    answers['gyms/4/contests.json'] = [];
    await renderPageModule(MODULES, ADMIN, BASE, { missing });
    const empty = await screen.findByTestId('contests-empty');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe(`${BASE}/new`);
  });
});

describe('the structure editor', () => {
  it('adds a category through its endpoint', async () => {
    await renderPageModule(MODULES, `${ADMIN}/:contestId`, `${BASE}/30`, { missing });
    fireEvent.click(await screen.findByTestId('category-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nom/), { target: { value: ' U16 ' } });
    fireEvent.change(within(dialog).getByTestId('category-band'), { target: { value: 'birth_year' } });
    fireEvent.change(within(dialog).getByLabelText('Née ou né en ou après'), { target: { value: '2011' } });
    fireEvent.change(within(dialog).getByLabelText('Née ou né en ou avant'), { target: { value: '2012' } });
    fireEvent.click(within(dialog).getByTestId('category-form-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: 'contests/30/contest_categories.json',
      body: {
        name: 'U16',
        capacity: null,
        unisex: false,
        min_age: null,
        max_age: null,
        min_birth_year: 2011,
        max_birth_year: 2012,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a step offering the ranking types of its stage only', async () => {
    await renderPageModule(MODULES, `${ADMIN}/:contestId`, `${BASE}/30`, { missing });
    fireEvent.click(await screen.findByTestId('stage-50-add-step'));
    const dialog = await screen.findByRole('dialog');
    const types = within(dialog).getByTestId('step-ranking-type') as HTMLSelectElement;
    expect(Array.from(types.options).map((option) => option.value)).toEqual([
      'division',
      'division_and_attempt',
      'fixed_points',
      'point_relative_to_highest_hold',
      'highest_hold',
    ]);
    fireEvent.change(within(dialog).getByTestId('step-name'), { target: { value: 'Finale' } });
    fireEvent.change(types, { target: { value: 'highest_hold' } });
    fireEvent.click(within(dialog).getByTestId('step-form-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'contest_stages/50/contest_steps.json',
      body: { name: 'Finale', kind: 'qualification', ranking_type: 'highest_hold', self_reporting: false },
    });
  });
});

describe('the participants', () => {
  it('shows the waiting list with its positions', async () => {
    await renderPageModule(MODULES, `${ADMIN}/:contestId/participants`, `${BASE}/30/participants`, { missing });
    const list = await screen.findByTestId('participants-list');
    expect(textOf(within(list).getByTestId('participant-91'))).toContain('En attente (1ᵉ)');
    expect(textOf(within(list).getByTestId('participant-90'))).toContain('Inscrit');
  });

  it('previews a CSV file row by row before importing it', async () => {
    const preview: ContestParticipantImportPreview = {
      rows_count: 2,
      matched_count: 1,
      invalid_count: 1,
      rows: [
        {
          row: 1,
          status: 'matched',
          first_name: 'Ana',
          last_name: 'Roux',
          gender: 'female',
          email: 'ana@example.org',
          club: null,
          contest_category_id: 40,
          category_name: 'Seniors',
          contest_wave_id: null,
          wave_name: null,
          team_name: null,
          errors: {},
        },
        {
          row: 2,
          status: 'invalid',
          first_name: 'Bob',
          last_name: '',
          gender: null,
          email: 'bob@example.org',
          club: null,
          contest_category_id: null,
          category_name: null,
          contest_wave_id: null,
          wave_name: null,
          team_name: null,
          errors: { last_name: ['required'] },
        },
      ],
    };
    fakeApi(() => json(preview));
    await renderPageModule(MODULES, `${ADMIN}/:contestId/participants`, `${BASE}/30/participants`, { missing });
    fireEvent.click(await screen.findByTestId('participant-import-open'));
    const input = (await screen.findByTestId('participant-import-file')) as HTMLButtonElement;
    const file = new File(['first_name,last_name\nAna,Roux\nBob,\n'], 'participants.csv', { type: 'text/csv' });
    const hidden =
      input.parentElement?.querySelector('input[type="file"]') ?? document.querySelector('input[type="file"]');
    fireEvent.change(hidden as HTMLInputElement, { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('participant-import-preview'));
    const rows = await screen.findByTestId('participant-import-rows');
    expect(writes[0]?.path).toBe('contests/30/participant_imports/preview.json');
    expect(textOf(within(rows).getByTestId('participant-import-row-1'))).toContain('Prête');
    expect(textOf(within(rows).getByTestId('participant-import-row-2'))).toContain('manquant');
    expect(textOf(screen.getByTestId('participant-import-run'))).toBe('Importer 1 participant');
  });
});

describe('the results entry', () => {
  it('offers only the fields of the step’s ranking type and sends them', async () => {
    fakeApi(() => new Response(null, { status: 204 }));
    await renderPageModule(MODULES, `${ADMIN}/:contestId/results`, `${BASE}/30/results`, { missing });
    const grid = await screen.findByTestId('results-grid');
    // The group's participants from its ranking (the waiting one is not climbing), by bib, women by default.
    expect(textOf(grid)).toContain('Léa');
    expect(textOf(grid)).not.toContain('Zoé');
    fireEvent.click(screen.getByTestId('cell-button-90-80'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('result-hold_number')).toBeTruthy();
    expect(within(dialog).getByTestId('result-hold_plus')).toBeTruthy();
    expect(within(dialog).queryByTestId('result-top_attempt')).toBeNull();
    expect(within(dialog).queryByTestId('result-zone')).toBeNull();
    expect(within(dialog).queryByTestId('result-time_ms')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('result-hold_number'), { target: { value: '32' } });
    fireEvent.click(within(dialog).getByTestId('result-hold_plus'));
    fireEvent.click(within(dialog).getByTestId('result-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: 'contests/30/results.json',
      body: { contest_participant_id: 90, contest_route_id: 80, topped: false, hold_number: 32, hold_plus: true },
    });
  });

  it('shows the API’s refusal beside the cell', async () => {
    fakeApi(() => json({ error: { hold_number: ['too_big'] } }, 422));
    await renderPageModule(MODULES, `${ADMIN}/:contestId/results`, `${BASE}/30/results`, { missing });
    fireEvent.click(await screen.findByTestId('cell-button-90-81'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('result-hold_number'), { target: { value: '38' } });
    fireEvent.click(within(dialog).getByTestId('result-save'));
    expect(textOf(await screen.findByTestId('cell-error-90-81'))).not.toBe('');
  });

  it('lists every participant of the group from its ranking, with the step’s formula and the live ranking', async () => {
    await renderPageModule(MODULES, `${ADMIN}/:contestId/results`, `${BASE}/30/results`, { missing });
    const grid = await screen.findByTestId('results-grid');
    // Anna is in the ranking, not on the participants' first page: the grid reads the ranking, by bib.
    const names = within(grid)
      .getAllByRole('rowheader')
      .map((cell) => textOf(cell));
    expect(names).toEqual(['Léa Martin', 'Anna Martin']);
    // The cell shows the result; a screen reader also hears whose and on which route.
    expect(textOf(screen.getByTestId('cell-button-92-80'))).toMatch(/^Prise 30\+, Résultat de .+ sur la voie \d+$/);
    expect(textOf(screen.getByTestId('cell-button-90-80'))).toMatch(/^–, /);
    expect(textOf(screen.getByTestId('results-formula'))).toContain('Le numéro de la prise la plus haute tenue');
    const ranking = screen.getByTestId('live-ranking');
    const lines = within(ranking).getAllByTestId('ranking-line');
    expect(textOf(lines[0] as HTMLElement)).toContain('Anna');
    expect(textOf(lines[0] as HTMLElement)).toContain('Prise 30+');
    expect(requested.some((path) => path.startsWith('contests/30/contest_participants.json'))).toBe(false);
    expect(missing).toEqual([]);
  });

  it('shows the formula in English', async () => {
    await renderPageModule(MODULES, `${ADMIN}/:contestId/results`, `${BASE}/30/results`, { language: 'en', missing });
    expect(textOf(await screen.findByTestId('results-formula'))).toContain('The number of the highest hold held');
  });

  it('keeps a refusal beside its cell after the dialog is closed, until the result is saved', async () => {
    let refuse = true;
    fakeApi(() => (refuse ? json({ error: { hold_number: ['too_big'] } }, 422) : new Response(null, { status: 204 })));
    await renderPageModule(MODULES, `${ADMIN}/:contestId/results`, `${BASE}/30/results`, { missing });
    fireEvent.click(await screen.findByTestId('cell-button-90-81'));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('result-hold_number'), { target: { value: '38' } });
    fireEvent.click(within(dialog).getByTestId('result-save'));
    await screen.findByTestId('cell-error-90-81');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('cell-error-90-81')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByTestId('cell-button-90-81'));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('result-hold_number'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByTestId('result-save'));
    await waitFor(() => expect(screen.queryByTestId('cell-error-90-81')).toBeNull());
  });
});

describe('the stages', () => {
  it('renames a stage and changes its type, showing the API’s refusal of a type its steps do not suit', async () => {
    fakeApi(() => json({ error: { climbing_type: ['invalid'] } }, 422));
    await renderPageModule(MODULES, `${ADMIN}/:contestId`, `${BASE}/30`, { missing });
    fireEvent.click(await screen.findByTestId('stage-50-edit'));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByTestId('stage-type') as HTMLSelectElement).value).toBe('lead');
    expect(textOf(dialog)).toContain('doivent convenir à la nouvelle discipline');
    fireEvent.change(within(dialog).getByTestId('stage-name'), { target: { value: 'Difficulté' } });
    fireEvent.change(within(dialog).getByTestId('stage-type'), { target: { value: 'boulder' } });
    fireEvent.click(within(dialog).getByTestId('stage-form-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: 'contest_stages/50.json',
      body: { climbing_type: 'boulder', name: 'Difficulté' },
    });
    const select = within(dialog).getByTestId('stage-type');
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('cancelling a participant', () => {
  it('asks for a confirmation first', async () => {
    fakeApi(() => json({ ...participants[0], state: 'cancelled' }));
    await renderPageModule(MODULES, `${ADMIN}/:contestId/participants`, `${BASE}/30/participants`, { missing });
    fireEvent.click(await screen.findByTestId('participant-90-menu'));
    fireEvent.click(await screen.findByTestId('participant-90-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(textOf(dialog)).toContain('Annuler l’inscription de Léa Martin ?');
    expect(writes).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('participant-90-cancel-confirm'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ method: 'PUT', path: 'contest_participants/90.json', body: { state: 'cancelled' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the registration when told to', async () => {
    await renderPageModule(MODULES, `${ADMIN}/:contestId/participants`, `${BASE}/30/participants`, { missing });
    fireEvent.click(await screen.findByTestId('participant-90-menu'));
    fireEvent.click(await screen.findByTestId('participant-90-cancel'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toHaveLength(0);
  });
});

describe('the participants’ address', () => {
  it('reads the filters and the page from the address, and a changed filter goes back to the first page', async () => {
    await renderPageModule(
      MODULES,
      `${ADMIN}/:contestId/participants`,
      `${BASE}/30/participants?state=waiting&category=40&q=Zo&page=2`,
      { missing },
    );
    await screen.findByTestId('participants-list');
    expect((screen.getByTestId('participant-state-filter') as HTMLSelectElement).value).toBe('waiting');
    expect((screen.getByTestId('participant-search') as HTMLInputElement).value).toBe('Zo');
    const first = requested.find((path) => path.startsWith('contests/30/contest_participants.json'));
    const query = new URLSearchParams(first?.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      page: '2',
      state: 'waiting',
      contest_category_id: '40',
      q: 'Zo',
    });
    fireEvent.change(screen.getByTestId('participant-state-filter'), { target: { value: 'registered' } });
    await waitFor(() => {
      const last = new URLSearchParams(
        requested
          .filter((path) => path.startsWith('contests/30/contest_participants.json'))
          .at(-1)
          ?.split('?')[1],
      );
      expect(last.get('state')).toBe('registered');
      expect(last.get('page')).toBe('1');
      expect(last.get('q')).toBe('Zo');
    });
  });
});
