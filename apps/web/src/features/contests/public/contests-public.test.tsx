import 'fake-indexeddb/auto';
import type {
  Contest,
  ContestMyContest,
  ContestParticipantOwn,
  ContestResults,
  ContestRoute,
  ContestSummary,
} from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../lib/page-module';
import { queryClient } from '../../../lib/query-client';
import { useContestTokenStore } from '../../../stores/contest-token-store';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';

const GYM = '/gyms/:gymId?/:gymName?';
const CONTEST = `${GYM}/contests/:contestId?/:contestName?`;
const MODULES: Record<string, PageModule> = {
  '/contests': () => import('./pages/contests-page'),
  [CONTEST]: () => import('./pages/contest-page'),
  [`${CONTEST}/my-contest`]: () => import('./pages/my-contest-page'),
  [`${CONTEST}/results`]: () => import('./pages/contest-results-page'),
};
const BASE = '/gyms/4/bloc-session/contests/9/bloc-party';

const stamp = { created_at: '2026-05-02T10:00:00Z', updated_at: '2026-05-02T10:00:00Z' };
const gym = { id: 4, name: 'Bloc Session', slug_name: 'bloc-session', city: 'Lyon', latitude: 45.7, longitude: 4.8 };
const routes: ContestRoute[] = [
  { id: 101, number: 1, holds_count: null, points: null, zones_count: 1 },
  { id: 102, number: 2, holds_count: null, points: null, zones_count: 1 },
];

const contestFields = {
  id: 9,
  gym_id: 4,
  name: 'Bloc Party',
  slug_name: 'bloc-party',
  description: 'Une soirée de bloc.',
  start_date: '2099-06-12',
  end_date: '2099-06-12',
  registration_opens_at: '2026-01-01T08:00:00Z',
  registration_closes_at: '2099-06-10T20:00:00Z',
  capacity: 60,
  draft: false,
  private: false,
  hide_results_until: null,
  results_hidden: false,
  registration_open: true,
  team_contest: false,
  participants_per_team: null,
  combined_ranking: 'points_table' as const,
  banner_url: null,
  participants_count: 2,
  waiting_count: 0,
  ...stamp,
};

const contest: Contest = {
  ...contestFields,
  gym,
  categories: [
    {
      id: 31,
      name: 'Jeunes',
      position: 0,
      capacity: 20,
      unisex: false,
      min_age: 10,
      max_age: 17,
      min_birth_year: null,
      max_birth_year: null,
      registered_count: 1,
      waiting_count: 0,
      places_left: 19,
    },
    {
      id: 32,
      name: 'Adultes',
      position: 1,
      capacity: null,
      unisex: false,
      min_age: 18,
      max_age: null,
      min_birth_year: null,
      max_birth_year: null,
      registered_count: 1,
      waiting_count: 0,
      places_left: null,
    },
  ],
  waves: [],
  teams: [],
  stages: [
    {
      id: 50,
      climbing_type: 'boulder',
      name: null,
      position: 0,
      steps: [
        {
          id: 60,
          name: 'Qualifications',
          kind: 'qualification',
          position: 0,
          ranking_type: 'ifsc_2025_boulder',
          best_routes_count: null,
          qualified_count: 1,
          self_reporting: true,
          route_groups: [
            { id: 70, name: null, gender: 'unisex', category_ids: [], starts_at: null, ends_at: null, routes },
          ],
        },
        {
          id: 61,
          name: 'Finale',
          kind: 'final',
          position: 1,
          ranking_type: 'ifsc_2025_boulder',
          best_routes_count: null,
          qualified_count: null,
          self_reporting: false,
          route_groups: [],
        },
      ],
    },
  ],
};

const summary: ContestSummary = { ...contestFields, gym, distance_km: null };

const participantPublic = (id: number, first: string, bib: number) => ({
  id,
  first_name: first,
  last_name: 'Martin',
  bib_number: bib,
  club: 'Club Alpin',
  gender: 'female' as const,
  contest_category_id: 32,
  contest_wave_id: null,
  contest_team_id: null,
});

const result = (routeId: number, topAttempt: number | null, zoneAttempt: number | null) => ({
  contest_route_id: routeId,
  topped: topAttempt !== null,
  top_attempt: topAttempt,
  zone: zoneAttempt !== null,
  zone_1_attempt: zoneAttempt,
  zone_2_attempt: null,
  attempts: null,
  hold_number: null,
  hold_plus: false,
  time_ms: null,
  source: 'organiser' as const,
  updated_at: '2026-05-02T10:00:00Z',
});

const results: ContestResults = {
  contest_id: 9,
  contest_category_id: 31,
  results_hidden: false,
  steps: [
    {
      id: 60,
      contest_stage_id: 50,
      climbing_type: 'boulder',
      name: 'Qualifications',
      kind: 'qualification',
      ranking_type: 'ifsc_2025_boulder',
      best_routes_count: null,
      qualified_count: 1,
      rankings: [
        {
          contest_category_id: 32,
          gender: 'female',
          routes,
          rows: [
            {
              rank: 1,
              participant: participantPublic(1, 'Alice', 11),
              score: 49.9,
              tops: 2,
              zones: 2,
              top_attempts: 3,
              zone_attempts: 2,
              qualified: true,
              results: [result(101, 1, 1), result(102, 2, 1)],
            },
            {
              rank: 2,
              participant: participantPublic(2, 'Berthe', 12),
              score: 10,
              tops: 0,
              zones: 1,
              top_attempts: 0,
              zone_attempts: 1,
              qualified: false,
              results: [result(101, null, 1)],
            },
          ],
        },
      ],
    },
  ],
  overall: [],
  teams: [],
};

const own = (state: ContestParticipantOwn['state'] = 'registered'): ContestParticipantOwn => ({
  ...participantPublic(2, 'Berthe', 12),
  contest_id: 9,
  state,
  waiting_position: state === 'waiting' ? 3 : null,
  category_name: 'Adultes',
  wave_name: null,
  team_name: null,
});

/** A step of the contest as the participant's page reads it (without its route groups). */
function stepOf(id: number): ContestMyContest['steps'][number]['step'] {
  const found = contest.stages.flatMap((stage) => stage.steps).find((step) => step.id === id);
  if (!found) throw new Error(`No step ${id}`);
  const { route_groups: _groups, ...step } = found;
  return step;
}

const myContest: ContestMyContest = {
  participant: own(),
  steps: [
    {
      step: stepOf(60),
      routes,
      self_reporting_open: true,
      results: [result(101, null, 1)],
      rank: 2,
    },
    {
      step: stepOf(61),
      routes: [{ id: 103, number: 1, holds_count: null, points: null, zones_count: 1 }],
      self_reporting_open: false,
      results: [],
      rank: null,
    },
  ],
};

const missing: string[] = [];
let answers: Record<string, unknown> = {};
let writes: { method: string; path: string; body: unknown }[] = [];
let writeAnswer: (path: string, body: unknown) => Response = () => json({});
let myAnswer: ContestMyContest = myContest;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function fakeApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const parsed = new URL(url, 'http://localhost');
      const path = parsed.pathname.replace(/^\/api\/v1\//, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      if (method === 'GET') {
        if (!(path in answers)) return json({ error: 'not found' }, 404);
        const answer = answers[path];
        return json(answer, 200, Array.isArray(answer) ? { 'x-total-count': String(answer.length) } : {});
      }
      writes.push({ method, path, body });
      if (path === 'contests/9/my_contest.json') {
        return body?.token === 'good-token' ? json(myAnswer) : json({ error: { token: ['invalid'] } }, 422);
      }
      return writeAnswer(path, body);
    }),
  );
}

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writes = [];
  writeAnswer = () => json({});
  myAnswer = myContest;
  answers = {
    'contests.json': [summary],
    'contests/9.json': contest,
    'contests/9/results.json': results,
  };
  fakeApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useContestTokenStore.setState({ tokens: {} });
  missing.length = 0;
  // The document's address is shared with the next test files of the worker: put it back.
  window.history.replaceState(null, '', '/');
});

describe.each(['fr', 'en'])('the contests’ public pages in %s', (language) => {
  it('/contests lists the contest, with one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, '/contests', '/contests', { language, missing });
    await screen.findByTestId('contest-card-9');
    await expectSoundPage(container, missing);
  });

  it('the contest page shows its categories and the registration form', async () => {
    const { container } = await renderPageModule(MODULES, CONTEST, BASE, { language, missing });
    await screen.findByTestId('registration-form');
    expect(textOf(screen.getByTestId('contest-categories'))).toContain('Jeunes');
    await expectSoundPage(container, missing);
  });

  it('the results page shows the step’s formula in the page’s language', async () => {
    const { container } = await renderPageModule(MODULES, `${CONTEST}/results`, `${BASE}/results`, {
      language,
      missing,
    });
    const formula = await screen.findByTestId('step-formula');
    expect(textOf(formula)).toContain(language === 'fr' ? '25 − 0,1 × les essais ratés' : '25 − 0.1 × the failed');
    expect(textOf(formula)).toContain(language === 'fr' ? 'Bloc IFSC 2025' : 'IFSC 2025 boulder');
    await expectSoundPage(container, missing);
  });

  it('my contest shows the participant and their steps', async () => {
    useContestTokenStore.getState().setToken(9, 'good-token');
    const { container } = await renderPageModule(MODULES, `${CONTEST}/my-contest`, `${BASE}/my-contest`, {
      language,
      missing,
    });
    await screen.findByTestId('my-steps');
    await expectSoundPage(container, missing);
  });
});

describe('the registration form', () => {
  async function fillAndSubmit(extra?: () => void) {
    await renderPageModule(MODULES, CONTEST, BASE, { missing });
    const form = await screen.findByTestId('registration-form');
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(field('first_name'), { target: { value: 'Berthe' } });
    fireEvent.change(field('last_name'), { target: { value: 'Martin' } });
    fireEvent.change(field('date_of_birth'), { target: { value: '1990-04-02' } });
    fireEvent.change(field('gender'), { target: { value: 'female' } });
    fireEvent.change(field('email'), { target: { value: 'berthe@example.com' } });
    extra?.();
    fireEvent.submit(form);
  }

  it('preselects the category the date of birth fits', async () => {
    await fillAndSubmit();
    const category = screen.getByTestId('registration-category') as HTMLSelectElement;
    expect(category.value).toBe('32');
  });

  it('shows a date of birth no category fits on its field', async () => {
    writeAnswer = () => json({ error: { date_of_birth: ['not_included'] } }, 422);
    await fillAndSubmit();
    expect(await screen.findByText('Aucune catégorie ne correspond à cette date de naissance.')).toBeTruthy();
  });

  it('tells a person already registered', async () => {
    writeAnswer = () => json({ error: { base: ['taken'] } }, 422);
    await fillAndSubmit();
    expect(textOf(await screen.findByTestId('registration-taken'))).toContain('déjà inscrite');
  });

  it('sends a robot that filled the hidden field to /go-fly-a-kite', async () => {
    writeAnswer = () => json({ code: 'robot' }, 403);
    await fillAndSubmit(() => {
      fireEvent.change(screen.getByTestId('registration-website'), { target: { value: 'http://spam.example' } });
    });
    await screen.findByTestId('elsewhere');
    expect(writes[0]?.body).toMatchObject({ website: 'http://spam.example' });
  });

  it('keeps the token on the device and shows the bib after a registration', async () => {
    writeAnswer = () => json({ participant: own(), token: 'new-token' }, 201);
    await fillAndSubmit();
    const done = await screen.findByTestId('registration-done');
    expect(textOf(done)).toContain('12');
    expect(useContestTokenStore.getState().tokens['9']).toBe('new-token');
    expect(writes[0]?.body).not.toHaveProperty('website');
  });
});

describe('my contest', () => {
  it('keeps the token an e-mail’s link carries in its fragment, and takes it out of the address', async () => {
    window.history.replaceState(null, '', `${BASE}/my-contest#token=good-token`);
    await renderPageModule(MODULES, `${CONTEST}/my-contest`, `${BASE}/my-contest`, { missing });
    expect(await screen.findByTestId('my-step-60')).toBeTruthy();
    expect(useContestTokenStore.getState().tokens['9']).toBe('good-token');
    expect(window.location.hash).toBe('');
  });

  it('offers result entry only in the step open for self-reporting', async () => {
    useContestTokenStore.getState().setToken(9, 'good-token');
    await renderPageModule(MODULES, `${CONTEST}/my-contest`, `${BASE}/my-contest`, { missing });
    const open = await screen.findByTestId('my-step-60');
    expect(within(open).getByTestId('entry-save-101')).toBeTruthy();
    const closed = screen.getByTestId('my-step-61');
    expect(within(closed).queryByTestId('entry-save-103')).toBeNull();
    expect(within(closed).getByTestId('my-results-61')).toBeTruthy();
  });

  it('sends a top with its attempt and shows the server’s answer', async () => {
    useContestTokenStore.getState().setToken(9, 'good-token');
    writeAnswer = () => {
      const kept = { ...result(102, 2, null), source: 'participant' as const };
      myAnswer = {
        ...myContest,
        steps: myContest.steps.map((entry) =>
          entry.step.id === 60 ? { ...entry, results: [...entry.results, kept] } : entry,
        ),
      };
      return json(kept);
    };
    await renderPageModule(MODULES, `${CONTEST}/my-contest`, `${BASE}/my-contest`, { missing });
    fireEvent.click(await screen.findByTestId('entry-topped-102'));
    const stepper = screen.getByTestId('entry-top-attempt-102');
    fireEvent.click(within(stepper).getAllByRole('button')[1] as HTMLElement);
    fireEvent.click(screen.getByTestId('entry-save-102'));
    await waitFor(() => expect(writes.some((write) => write.path === 'contests/9/my_contest/results.json')).toBe(true));
    const sent = writes.find((write) => write.path === 'contests/9/my_contest/results.json');
    expect(sent?.body).toMatchObject({ token: 'good-token', contest_route_id: 102, topped: true, top_attempt: 2 });
    await waitFor(() => expect(textOf(screen.getByTestId('result-summary-102'))).toContain('T2'));
  });

  it('says an invalid token is invalid and offers to forget it', async () => {
    useContestTokenStore.getState().setToken(9, 'bad-token');
    await renderPageModule(MODULES, `${CONTEST}/my-contest`, `${BASE}/my-contest`, { missing });
    fireEvent.click(await screen.findByTestId('forget-token'));
    await screen.findByTestId('contest-code-form');
    expect(useContestTokenStore.getState().tokens['9']).toBeUndefined();
  });
});

describe('the results page', () => {
  it('highlights the line of the device’s participant', async () => {
    useContestTokenStore.getState().setToken(9, 'good-token');
    await renderPageModule(MODULES, `${CONTEST}/results`, `${BASE}/results`, { missing });
    const mine = await screen.findByTestId('my-ranking-line');
    expect(textOf(mine)).toContain('Berthe');
    expect(mine.getAttribute('aria-current')).toBe('true');
    const first = screen.getAllByTestId('ranking-line')[0];
    expect(textOf(first)).toContain('Alice');
    expect(textOf(first)).toContain('T1 Z1');
  });

  it('tells when hidden results will show', async () => {
    answers['contests/9.json'] = { ...contest, results_hidden: true, hide_results_until: '2099-06-12T22:00:00Z' };
    answers['contests/9/results.json'] = { ...results, results_hidden: true, steps: [] };
    await renderPageModule(MODULES, `${CONTEST}/results`, `${BASE}/results`, { missing });
    expect(textOf(await screen.findByTestId('results-hidden'))).toContain('masqués jusqu’au');
    expect(screen.queryByTestId('ranking-table')).toBeNull();
  });

  it('asks the rankings of the category and gender of its address', async () => {
    await renderPageModule(MODULES, `${CONTEST}/results`, `${BASE}/results?category=32&gender=female`, { missing });
    await screen.findByTestId('step-formula');
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(calls.some((url) => url.includes('results.json?contest_category_id=32&gender=female'))).toBe(true);
  });
});
