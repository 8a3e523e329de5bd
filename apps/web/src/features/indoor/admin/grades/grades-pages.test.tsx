import 'fake-indexeddb/auto';
import {
  DEFAULT_GYM_LEVELS,
  type GymClimbingStyles,
  type GymDifficultySystem,
  type GymGrade,
  type GymLevels,
  type GymRankingSystems,
} from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { useAlertStore } from '../../../../platform/alerts/alert-store';
import { writeTokens } from '../../../../platform/session/token-store';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const GYM = '/gyms/:gymId?/:gymName?/admins';
const PAGES = {
  grades: `${GYM}/grades`,
  gradeNew: `${GYM}/grades/new`,
  lineEdit: `${GYM}/grades/grade-lines/:gymGradeLineId?/edit`,
  grade: `${GYM}/grades/:gymGradeId`,
  gradeEdit: `${GYM}/grades/:gymGradeId/edit`,
  lineNew: `${GYM}/grades/:gymGradeId/grade-lines/new`,
  levels: `${GYM}/levels`,
  styles: `${GYM}/climbing-styles`,
  ranking: `${GYM}/ranking-systems`,
  first: `${GYM}/first-difficulty-system`,
} as const;
const MODULES: Record<string, PageModule> = {
  [PAGES.grades]: () => import('./pages/gym-admin-grades-page'),
  [PAGES.gradeNew]: () => import('./pages/gym-admin-grade-new-page'),
  [PAGES.lineEdit]: () => import('./pages/gym-admin-grade-line-edit-page'),
  [PAGES.grade]: () => import('./pages/gym-admin-grade-page'),
  [PAGES.gradeEdit]: () => import('./pages/gym-admin-grade-edit-page'),
  [PAGES.lineNew]: () => import('./pages/gym-admin-grade-line-new-page'),
  [PAGES.levels]: () => import('./pages/gym-admin-levels-page'),
  [PAGES.styles]: () => import('./pages/gym-admin-climbing-styles-page'),
  [PAGES.ranking]: () => import('./pages/gym-admin-ranking-systems-page'),
  [PAGES.first]: () => import('./pages/gym-admin-first-difficulty-system-page'),
};
const BASE = '/gyms/4/bloc-session/admins';

const line = (id: number, position: number, name: string, grade_value: number | null, colors = ['green']) => ({
  id,
  gym_grade_id: 7,
  gym_id: 4,
  name,
  position,
  colors,
  grade_value,
  points: null,
});

const grade: GymGrade = {
  id: 7,
  gym_id: 4,
  name: 'Cotation blocs',
  climbing_type: 'bouldering',
  colors_only: false,
  lines_count: 3,
  created_at: '2026-05-01T10:00:00Z',
  updated_at: '2026-05-01T10:00:00Z',
  lines: [
    line(70, 0, 'Jaune', 19, ['yellow']),
    line(71, 1, 'Vert', 25, ['green']),
    line(72, 2, 'Bleu', 29, ['blue', 'white']),
  ],
} as GymGrade;

const scales: GymLevels[] = [
  { climbing_type: 'bouldering', levels: DEFAULT_GYM_LEVELS.bouldering },
  { climbing_type: 'pan', levels: DEFAULT_GYM_LEVELS.pan },
];

let answers: Record<string, unknown>;
let writes: Record<string, { status: number; body: unknown }>;
let requests: { method: string; path: string; body: unknown }[];
const missing: string[] = [];

const calls = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

function open(pattern: string, path: string, language = 'fr') {
  return renderPageModule(MODULES, pattern, path, { language, missing });
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...fixtures.gymManager });
  answers = {
    'gyms/4.json': fixtures.staffedGym,
    'gyms/4/gym_grades.json': [{ ...grade, lines: undefined }],
    'gym_grades/7.json': grade,
    'gym_grade_lines/71.json': grade.lines[1],
    'gyms/4/levels.json': scales,
    'gyms/4/climbing_styles.json': [
      { climbing_type: 'bouldering', styles: ['slab'] },
      { climbing_type: 'sport_climbing', styles: [] },
      { climbing_type: 'pan', styles: [] },
    ] satisfies GymClimbingStyles[],
    'gyms/4/ranking_systems.json': [
      { climbing_type: 'bouldering', system: null },
      { climbing_type: 'sport_climbing', system: null },
      { climbing_type: 'pan', system: 'division' },
    ] satisfies GymRankingSystems,
    'gyms/4/difficulty_system.json': { set_at: null, levels: scales } satisfies GymDifficultySystem,
  };
  writes = {};
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const { pathname } = new URL(url, 'http://localhost');
      const path = pathname.replace(/^\/api\/v1\//, '');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      const answer =
        method === 'GET'
          ? path in answers
            ? { status: 200, body: answers[path] }
            : { status: 404, body: { error: 'not found' } }
          : (writes[`${method} ${path}`] ?? { status: 500, body: {} });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (Array.isArray(answer.body)) headers['x-total-count'] = String(answer.body.length);
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers,
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  useSessionStore.getState().setUser(null);
  useAlertStore.setState({ alerts: [] });
  queryClient.clear();
  missing.length = 0;
});

describe.each(['fr', 'en'])('the grades tools in %s', (language) => {
  it.each([
    [PAGES.grades, `${BASE}/grades`, 'grades-list'],
    [PAGES.gradeNew, `${BASE}/grades/new`, 'grade-form'],
    [PAGES.grade, `${BASE}/grades/7`, 'grade-lines'],
    [PAGES.gradeEdit, `${BASE}/grades/7/edit`, 'grade-form'],
    [PAGES.lineNew, `${BASE}/grades/7/grade-lines/new`, 'grade-line-form'],
    [PAGES.lineEdit, `${BASE}/grades/grade-lines/71/edit`, 'grade-line-form'],
    [PAGES.levels, `${BASE}/levels`, 'levels-form-bouldering'],
    [PAGES.styles, `${BASE}/climbing-styles`, 'styles-form-bouldering'],
    [PAGES.ranking, `${BASE}/ranking-systems`, 'ranking-systems-form'],
    [PAGES.first, `${BASE}/first-difficulty-system`, 'first-difficulty-form'],
  ])(
    '%s has one h1, every text and no serious axe violation',
    async (pattern, path, testId) => {
      const { container } = await open(pattern, path, language);
      await screen.findByTestId(testId);
      await screen.findByTestId('gym-admin-menu');
      await expectSoundPage(container, missing);
    },
    30_000,
  );
});

describe('grade systems', () => {
  it('lists the systems and invites to create the first one', async () => {
    await open(PAGES.grades, `${BASE}/grades`);
    const list = await screen.findByTestId('grades-list');
    expect(textOf(list)).toContain('Cotation blocs');
    expect(textOf(list)).toContain('3 lignes');
    cleanup();
    answers['gyms/4/gym_grades.json'] = [];
    await open(PAGES.grades, `${BASE}/grades`);
    expect(textOf(await screen.findByTestId('grades-empty'))).toContain('pas encore de système');
  });

  it('shows the lines in order and moves one down by its button', async () => {
    const reordered = { ...grade, lines: [grade.lines[0], grade.lines[2], grade.lines[1]] };
    writes['PUT gym_grades/7/gym_grade_lines/order.json'] = { status: 200, body: reordered };
    await open(PAGES.grade, `${BASE}/grades/7`);
    const lines = await screen.findByTestId('grade-lines');
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => textOf(item)),
    ).toEqual([expect.stringContaining('Jaune'), expect.stringContaining('Vert'), expect.stringContaining('Bleu')]);
    expect(textOf(within(lines).getByTestId('grade-line-71'))).toContain('5a');
    expect((screen.getByTestId('grade-line-70-move-up') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Vert d’une place' }));
    await waitFor(() => expect(calls('PUT', 'gym_grades/7/gym_grade_lines/order.json')).toHaveLength(1));
    expect(calls('PUT', 'gym_grades/7/gym_grade_lines/order.json')[0]?.body).toEqual({ ids: [70, 72, 71] });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('grade-lines'))
          .getAllByRole('listitem')
          .map((item) => textOf(item))[1],
      ).toContain('Bleu'),
    );
  });

  it('adds a line before another and says the API’s out-of-order refusal under the grade', async () => {
    writes['POST gym_grades/7/gym_grade_lines.json'] = {
      status: 422,
      body: { error: { grade_value: ['out_of_order'] } },
    };
    await open(PAGES.lineNew, `${BASE}/grades/7/grade-lines/new`);
    await screen.findByTestId('grade-line-form');
    fireEvent.change(screen.getByTestId('grade-line-name'), { target: { value: 'Rouge' } });
    fireEvent.click(screen.getByTestId('grade-line-colors-red'));
    fireEvent.change(screen.getByTestId('grade-line-grade'), { target: { value: '40' } });
    fireEvent.change(screen.getByTestId('grade-line-position'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('grade-line-submit'));
    await waitFor(() => expect(calls('POST', 'gym_grades/7/gym_grade_lines.json')).toHaveLength(1));
    expect(calls('POST', 'gym_grades/7/gym_grade_lines.json')[0]?.body).toEqual({
      name: 'Rouge',
      colors: ['red'],
      grade_value: 40,
      points: null,
      position: 1,
    });
    expect(await screen.findByText(/La cotation n’est pas dans l’ordre/)).toBeTruthy();
  });
});

describe('levels, styles and systems', () => {
  it('marks a colour given twice, then saves the scale and says a refusal of the API', async () => {
    writes['PUT gyms/4/levels.json'] = { status: 422, body: { error: { levels: ['in_use'] } } };
    await open(PAGES.levels, `${BASE}/levels`);
    await screen.findByTestId('levels-form-bouldering');
    fireEvent.change(screen.getByTestId('levels-bouldering-color-1'), { target: { value: 'yellow' } });
    expect(await screen.findAllByText('Cette couleur est déjà celle d’un autre niveau.')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('levels-bouldering-color-1'), { target: { value: 'green' } });
    fireEvent.click(screen.getByTestId('levels-bouldering-remove-6'));
    fireEvent.click(screen.getByTestId('levels-save-bouldering'));
    await waitFor(() => expect(calls('PUT', 'gyms/4/levels.json')).toHaveLength(1));
    expect(calls('PUT', 'gyms/4/levels.json')[0]?.body).toEqual({
      climbing_type: 'bouldering',
      levels: DEFAULT_GYM_LEVELS.bouldering.slice(0, 6),
    });
    expect(textOf(await screen.findByTestId('levels-error-bouldering'))).toContain('encore utilisés');
  });

  it('saves the styles of a type in the list’s order', async () => {
    writes['PUT gyms/4/climbing_styles.json'] = { status: 200, body: answers['gyms/4/climbing_styles.json'] };
    await open(PAGES.styles, `${BASE}/climbing-styles`);
    await screen.findByTestId('styles-form-bouldering');
    fireEvent.click(screen.getByTestId('style-bouldering-crimps'));
    fireEvent.click(screen.getByTestId('styles-save-bouldering'));
    await waitFor(() => expect(calls('PUT', 'gyms/4/climbing_styles.json')).toHaveLength(1));
    expect(calls('PUT', 'gyms/4/climbing_styles.json')[0]?.body).toEqual({
      climbing_type: 'bouldering',
      styles: ['crimps', 'slab'],
    });
  });

  it('explains each ranking system with an example and saves the choice of each type', async () => {
    writes['PUT gyms/4/ranking_systems.json'] = { status: 200, body: answers['gyms/4/ranking_systems.json'] };
    await open(PAGES.ranking, `${BASE}/ranking-systems`);
    const form = await screen.findByTestId('ranking-systems-form');
    expect(textOf(form)).toContain('6a = 107');
    expect(textOf(form)).toContain('250 chacun');
    expect(screen.getByTestId('ranking-systems-public').getAttribute('href')).toBe('/gyms/4/bloc-session/ranking');
    fireEvent.click(screen.getByTestId('ranking-system-bouldering-fixed_points'));
    fireEvent.click(screen.getByTestId('ranking-systems-save'));
    await waitFor(() => expect(calls('PUT', 'gyms/4/ranking_systems.json')).toHaveLength(1));
    expect(calls('PUT', 'gyms/4/ranking_systems.json')[0]?.body).toEqual({
      systems: [
        { climbing_type: 'bouldering', system: 'fixed_points' },
        { climbing_type: 'pan', system: 'division' },
      ],
    });
  });
});

describe('the first difficulty system', () => {
  it('previews colours only for a type and grades for the other, then sets them', async () => {
    writes['PUT gyms/4/difficulty_system.json'] = {
      status: 200,
      body: { set_at: '2026-05-28T10:00:00Z', levels: scales },
    };
    await open(PAGES.first, `${BASE}/first-difficulty-system`);
    await screen.findByTestId('first-difficulty-form');
    fireEvent.click(within(screen.getByTestId('first-mode-bouldering')).getByText('Couleurs seulement'));
    expect(screen.queryByTestId('first-levels-bouldering-grade-0')).toBeNull();
    fireEvent.click(screen.getByTestId('first-preview'));
    expect(textOf(await screen.findByTestId('first-type-pan'))).toContain('5a');
    fireEvent.click(screen.getByTestId('first-confirm'));
    await waitFor(() => expect(calls('PUT', 'gyms/4/difficulty_system.json')).toHaveLength(1));
    const body = calls('PUT', 'gyms/4/difficulty_system.json')[0]?.body as { levels: GymLevels[] };
    expect(body.levels.map((entry) => entry.climbing_type)).toEqual(['bouldering', 'pan']);
    expect(body.levels[0]?.levels.every((level) => level.grade_value === null)).toBe(true);
    expect(body.levels[1]?.levels).toEqual(DEFAULT_GYM_LEVELS.pan);
  });

  it('says when it is already done and leads to the levels', async () => {
    answers['gyms/4/difficulty_system.json'] = { set_at: '2026-05-01T10:00:00Z', levels: scales };
    await open(PAGES.first, `${BASE}/first-difficulty-system`);
    expect((await screen.findByTestId('first-levels-link')).getAttribute('href')).toBe(
      '/gyms/4/bloc-session/admins/levels',
    );
  });
});
