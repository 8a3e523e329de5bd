import 'fake-indexeddb/auto';
import type { GymRouteStatistics } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const PAGE = '/gyms/:gymId?/:gymName?/admins/routes/statistics';
const MODULES: Record<string, PageModule> = {
  [PAGE]: () => import('./pages/gym-admin-route-statistics-page'),
};
const URL_BASE = '/gyms/4/bloc-session/admins/routes/statistics';
const ANSWER = 'gyms/4/route_statistics.json';

const level = (level_index: number | null, color: GymRouteStatistics['levels'][number]['color']) => ({
  climbing_type: 'bouldering' as const,
  level_index,
  color,
});

/** Gym 4: eleven routes mounted, eight opened in the period, over two sectors. */
const statistics: GymRouteStatistics = {
  gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session' },
  filters: { climbing_type: null, gym_space_id: null, from: '2025-12-01', to: '2026-11-29', today: '2026-11-29' },
  spaces: [
    { id: 10, name: 'Salle de bloc' },
    { id: 11, name: 'Mezzanine' },
  ],
  totals: { mounted: 11, opened: 8 },
  levels: [
    { ...level(0, 'yellow'), mounted: 4, opened: 3 },
    { ...level(1, 'green'), mounted: 0, opened: 0 },
    { ...level(2, 'blue'), mounted: 6, opened: 5 },
    { ...level(null, null), mounted: 1, opened: 0 },
  ],
  grades: [
    { grade_value: 19, grade_text: '4a', mounted: 4, opened: 3 },
    { grade_value: 29, grade_text: '5c', mounted: 6, opened: 5 },
    { grade_value: null, grade_text: null, mounted: 1, opened: 0 },
  ],
  months: ['2026-10', '2026-11'],
  sectors: [
    {
      id: 20,
      name: 'Le Dévers',
      gym_space_id: 10,
      space_name: 'Salle de bloc',
      opened: 6,
      months: [2, 4],
      last_opened_at: '2026-11-24',
      days_since_last_opening: 5,
    },
    {
      id: 21,
      name: 'La Dalle',
      gym_space_id: 10,
      space_name: 'Salle de bloc',
      opened: 2,
      months: [2, 0],
      last_opened_at: '2026-10-01',
      days_since_last_opening: 59,
    },
  ],
  ages: {
    buckets: [
      { bucket: 'under_2_weeks', count: 3 },
      { bucket: 'weeks_2_to_4', count: 2 },
      { bucket: 'months_1_to_2', count: 3 },
      { bucket: 'months_2_to_3', count: 0 },
      { bucket: 'months_3_to_6', count: 1 },
      { bucket: 'months_6_to_12', count: 1 },
      { bucket: 'over_1_year', count: 1 },
    ],
    mean_days: 64,
  },
  notes: [
    { ...level(0, 'yellow'), mean: 4.67, routes_with_notes: 2, votes: 3 },
    { ...level(1, 'green'), mean: null, routes_with_notes: 0, votes: 0 },
    { ...level(2, 'blue'), mean: 2, routes_with_notes: 1, votes: 4 },
    { ...level(null, null), mean: null, routes_with_notes: 0, votes: 0 },
  ],
  likes: {
    total: 20,
    mounted_total: 19,
    top: [
      {
        id: 43,
        name: 'La Vague',
        climbing_type: 'bouldering',
        grade_text: '5c',
        level_color: 'blue',
        opened_at: '2026-10-20',
        likes_count: 9,
        sector: { id: 20, name: 'Le Dévers' },
      },
    ],
  },
  opinions: [
    { ...level(0, 'yellow'), soft: 1, right: 1, hard: 0, unrated: 1 },
    { ...level(1, 'green'), soft: 0, right: 0, hard: 0, unrated: 0 },
    { ...level(2, 'blue'), soft: 0, right: 0, hard: 1, unrated: 4 },
    { ...level(null, null), soft: 0, right: 0, hard: 0, unrated: 0 },
  ],
};

const empty: GymRouteStatistics = {
  ...statistics,
  totals: { mounted: 0, opened: 0 },
  levels: [],
  grades: [],
  sectors: [],
  ages: { buckets: statistics.ages.buckets.map((row) => ({ ...row, count: 0 })), mean_days: null },
  notes: [],
  likes: { total: 0, mounted_total: 0, top: [] },
  opinions: [],
};

let answers: Record<string, unknown>;
let requested: string[];
const missing: string[] = [];

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  requested = [];
  answers = { ...fixtures.indoorAnswers(), [ANSWER]: statistics };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => catalogueAnswer(answers, url, requested)),
  );
  useSessionStore.getState().setUser({ ...fixtures.gymManager });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe.each(['fr', 'en'])('the routes’ statistics in %s', (language) => {
  it('has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, PAGE, URL_BASE, { language, missing });
    await screen.findByTestId('statistics');
    // The charts' module, loaded lazily, draws in each section.
    await waitFor(() => expect(container.querySelectorAll('.recharts-responsive-container').length).toBe(7), {
      timeout: 15_000,
    });
    await expectSoundPage(container, missing);
  }, 30_000);

  it('says so for a gym without routes', async () => {
    answers[ANSWER] = empty;
    const { container } = await renderPageModule(MODULES, PAGE, URL_BASE, { language, missing });
    await screen.findByTestId('statistics-empty');
    expect(screen.queryByTestId('statistics-levels')).toBeNull();
    await expectSoundPage(container, missing);
  }, 30_000);
});

describe('the routes’ statistics', () => {
  it('shows the totals and every chart’s figures in its table', async () => {
    await renderPageModule(MODULES, PAGE, URL_BASE, { missing });
    await screen.findByTestId('statistics');
    expect(screen.getByRole('heading', { level: 1, name: 'Statistiques des voies' })).toBeTruthy();
    expect(textOf(screen.getByTestId('statistics-mounted-count'))).toBe('11');
    expect(textOf(screen.getByTestId('statistics-opened-count'))).toBe('8');
    const levels = within(screen.getByTestId('statistics-levels-table'));
    expect(levels.getAllByTestId('statistics-level-mounted').map(textOf)).toEqual(['4', '0', '6', '1']);
    expect(levels.getAllByTestId('statistics-level-opened').map(textOf)).toEqual(['3', '0', '5', '0']);
    expect(levels.getByRole('rowheader', { name: 'Sans niveau' })).toBeTruthy();
    expect(textOf(screen.getByTestId('statistics-grades-table'))).toContain('Sans cotation');
    expect(textOf(screen.getByTestId('statistics-age-months_1_to_2'))).toBe('3');
    expect(textOf(screen.getByTestId('statistics-ages'))).toContain('64 jours');
    const sectors = within(screen.getByTestId('statistics-sectors-table'));
    expect(sectors.getAllByTestId('statistics-sector-opened').map(textOf)).toEqual(['6', '2']);
    expect(textOf(screen.getByTestId('statistics-sectors-table'))).toContain('59 jours');
    // Levels without a note or an opinion are left out of those tables.
    expect(within(screen.getByTestId('statistics-notes-table')).getAllByRole('row')).toHaveLength(3);
    expect(textOf(screen.getByTestId('statistics-notes-table'))).toContain('4,7');
    expect(within(screen.getByTestId('statistics-opinions-table')).getAllByRole('row')).toHaveLength(3);
    const liked = screen.getByTestId('statistics-liked-routes');
    expect(within(liked).getByRole('link', { name: 'La Vague' }).getAttribute('href')).toBe('/gr/4-43');
    expect(textOf(liked)).toContain('9 j’aime');
    expect(requested).toContain(ANSWER);
  });

  it('reads its filters from the address and writes them back there', async () => {
    await renderPageModule(MODULES, PAGE, `${URL_BASE}?type=bouldering&space=10&from=2026-01-01`, { missing });
    await screen.findByTestId('statistics');
    expect(requested).toContain(`${ANSWER}?climbing_type=bouldering&gym_space_id=10&from=2026-01-01`);
    const space = screen.getByLabelText('Espace') as HTMLSelectElement;
    expect(space.value).toBe('10');
    fireEvent.change(space, { target: { value: '11' } });
    await waitFor(() =>
      expect(requested).toContain(`${ANSWER}?climbing_type=bouldering&gym_space_id=11&from=2026-01-01`),
    );
    fireEvent.change(screen.getByLabelText('Jusqu’au'), { target: { value: '2025-06-01' } });
    await screen.findByTestId('statistics-period-backwards');
    expect(requested.some((path) => path.includes('to=2025-06-01'))).toBe(false);
    fireEvent.click(screen.getByTestId('statistics-filters-reset'));
    await waitFor(() => expect(requested.at(-1)).toBe(ANSWER));
  });
});
