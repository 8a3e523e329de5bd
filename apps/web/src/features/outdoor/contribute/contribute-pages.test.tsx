import type { Alert, Approach, Area, Crag, CragMap, CragRoute, CragSector, CurrentUser, Park } from '@climb/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import { useGradeSystemStore } from '../../../stores/grade-system-store';
import { climber } from '../../../testing/catalogue-fixtures';
import { createTestI18n, expectSoundPage, stubMissingBrowserApis, TestProviders } from '../../../testing/page-test-kit';
import { OUTDOOR_PAGE_MODULES } from '../page-modules';

const user: CurrentUser = climber;

const stamp = { created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-01-01T00:00:00.000Z' };
const cragRef = { id: 12, name: 'Céüse', slug_name: 'ceuse' };
const crag: Crag = {
  ...cragRef,
  ...stamp,
  latitude: 44.508,
  longitude: 5.94,
  climbing_types: ['sport_climbing'],
  routes_count: 1,
  grade_min_value: 37,
  grade_max_value: 37,
  town_name: 'Sigoyer',
  department_number: '05',
  country_code: 'FR',
  elevation: 1750,
  department: { number: '05', name: 'Hautes-Alpes', slug: 'hautes-alpes' },
  town: { id: 4, name: 'Sigoyer', slug: 'sigoyer' },
  rocks: ['limestone'],
  rain: null,
  sun: null,
  orientations: ['south'],
  seasons: ['summer'],
  min_approach_time: 45,
  max_approach_time: 60,
  description: 'Une falaise de calcaire gris.',
  figures: { climbing_types: {}, degrees: {}, grades: {} },
  sectors_count: 1,
  parks_count: 1,
  approaches_count: 1,
  alerts_count: 0,
  areas: [{ id: 2, name: 'Buëch', slug_name: 'buech' }],
  source: null,
  creator: null,
};
const sectorSummary = {
  id: 7,
  crag_id: 12,
  name: 'Biographie',
  slug_name: 'biographie',
  latitude: 44.509,
  longitude: 5.941,
  routes_count: 1,
  grade_min_value: 37,
  grade_max_value: 37,
};
const sector: CragSector = {
  ...sectorSummary,
  ...stamp,
  crag: cragRef,
  description: null,
  orientations: ['south'],
  sun: 'sunny_afternoon',
  rain: null,
  figures: { climbing_types: {}, degrees: {}, grades: {} },
  creator: null,
};
const route: CragRoute = {
  ...stamp,
  id: 3,
  name: 'Les colonnettes',
  slug_name: 'les-colonnettes',
  climbing_type: 'sport_climbing',
  height: 35,
  pitches_count: 1,
  grade_min_value: 37,
  grade_max_value: 37,
  grade_text: '7a',
  crag: cragRef,
  crag_sector: { id: 7, name: 'Biographie', slug_name: 'biographie' },
  note: null,
  ascents_count: 0,
  description: null,
  open_year: 1988,
  opener: null,
  incline: 'vertical',
  start_type: null,
  reception: null,
  bolt_type: 'glue_in_bolt',
  anchor_type: 'chain',
  pitches: [
    { grade_text: '7a', grade_value: 37, height: 35, bolt_count: 14, incline: 'vertical', anchor_type: 'chain' },
  ],
  note_count: 0,
  hardness_value: null,
  hardness_count: 0,
  climbers_count: 0,
  creator: null,
};
const park: Park = { ...stamp, id: 5, crag_id: 12, latitude: 44.5, longitude: 5.93, description: 'Au col' };
const approach: Approach = {
  ...stamp,
  id: 6,
  crag_id: 12,
  path: [
    [44.5, 5.93],
    [44.508, 5.94],
  ],
  length: 1200,
  approach_type: 'ascent',
  walking_time: 45,
  description: null,
};
const cragMap: CragMap = {
  crag: { id: 12, name: 'Céüse', latitude: 44.508, longitude: 5.94 },
  sectors: [{ id: 7, name: 'Biographie', slug_name: 'biographie', latitude: 44.509, longitude: 5.941 }],
  parks: [park],
  approaches: [approach],
  rock_bars: [
    {
      ...stamp,
      id: 9,
      crag_id: 12,
      crag_sector_id: 7,
      path: [
        [44.509, 5.94],
        [44.51, 5.942],
      ],
    },
  ],
};
const area: Area = {
  ...stamp,
  id: 2,
  name: 'Buëch',
  slug_name: 'buech',
  crags_count: 1,
  routes_count: 1,
  latitude: 44.5,
  longitude: 5.9,
  description: null,
  grade_min_value: null,
  grade_max_value: null,
  bounds: null,
  source: null,
  creator: null,
};
const alert: Alert = {
  id: 8,
  alertable_type: 'crags',
  alertable_id: 12,
  alert_type: 'bird_nesting_ban',
  description: 'Nidification de faucons pèlerins.',
  alerted_at: '2024-02-01T00:00:00.000Z',
  ends_on: null,
  creator: { uuid: user.uuid, name: 'Catherine Destivelle', slug_name: 'catherine-destivelle' },
  created_at: '2024-02-01T00:00:00.000Z',
};

const ANSWERS: [RegExp, unknown][] = [
  [/\/crags\/12\/crag_sectors\.json/, [sectorSummary]],
  [/\/crags\/12\/map\.json/, cragMap],
  [/\/crags\/12\.json/, crag],
  [/\/crag_sectors\/7\.json/, sector],
  [/\/crag_routes\/3\.json/, route],
  [/\/parks\/5\.json/, park],
  [/\/approaches\/6\.json/, approach],
  [/\/areas\/2\/crags\.json/, [crag]],
  [/\/areas\/2\.json/, area],
  [/\/alerts\/8\.json/, alert],
  [/\/search\//, []],
];

/** The address each page is rendered at. */
const ADDRESSES: Record<string, string> = {
  '/crags/new': '/crags/new',
  '/areas/new': '/areas/new',
  '/alerts/:alertableType?/:alertableId?/new': '/alerts/crags/12/new',
  '/alerts/:alertId?/edit': '/alerts/8/edit',
};
const CONTRIBUTE_PATTERNS = Object.keys(OUTDOOR_PAGE_MODULES).filter(
  (pattern) => /\/(new|edit|add-on-area|add-crag)$/.test(pattern) && !pattern.startsWith('/versions'),
);
function addressOf(pattern: string): string {
  return (
    ADDRESSES[pattern] ??
    pattern
      .replace(':cragId?/:cragName?', '12/ceuse')
      .replace(':cragSectorId?/:cragSectorName?', '7/biographie')
      .replace(':cragRouteId/:cragRouteName?', '3/les-colonnettes')
      .replace(':approachId?', '6')
      .replace(':parkId?', '5')
      .replace(':areaId?/:areaName?', '2/buech')
  );
}

const missing: string[] = [];

function renderPage(Page: ComponentType, pattern: string, path: string, i18n: I18n) {
  return render(
    <TestProviders i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={pattern} element={<Page />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
}

let requests: { url: string; method: string; body: unknown }[] = [];

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  requests = [];
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser(user);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method !== 'GET') {
        return new Response(JSON.stringify({ error: { pitches: ['invalid'] } }), {
          status: 422,
          headers: { 'content-type': 'application/json' },
        });
      }
      const answer = ANSWERS.find(([pattern]) => pattern.test(url));
      return new Response(JSON.stringify(answer ? answer[1] : { error: 'not found' }), {
        status: answer ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  useSessionStore.getState().setUser(null);
  useGradeSystemStore.getState().setSystem('french');
  useAlertStore.setState({ alerts: [] });
  queryClient.clear();
  missing.length = 0;
});

describe.each(['fr', 'en'])('wiki pages in %s', (language) => {
  it.each(CONTRIBUTE_PATTERNS)(
    '%s has one h1, ordered headings, every text and no serious axe violation',
    async (pattern) => {
      const i18n = await createTestI18n(language, missing);
      const load = OUTDOOR_PAGE_MODULES[pattern];
      if (!load) throw new Error(pattern);
      const { default: Page } = await load();
      const { container } = renderPage(Page, pattern, addressOf(pattern), i18n);
      await screen.findAllByRole('heading', { level: 1 });
      // Pages that read the API show their form once the record has arrived.
      await waitFor(() =>
        expect(container.querySelector('form, [role="tablist"], [data-testid="area-crags"]')).not.toBeNull(),
      );
      // Then the rest (the crag map under a form) has arrived and the map has drawn its labels.
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await waitFor(() => expect(container.querySelectorAll('.leaflet-tooltip:empty')).toHaveLength(0));

      await expectSoundPage(container, missing);
    },
    30_000,
  );
});

describe('the route form', () => {
  async function openNewRoute(language: 'fr' | 'en') {
    const i18n = await createTestI18n(language, missing);
    const pattern = '/crags/:cragId?/:cragName?/sectors/:cragSectorId?/:cragSectorName?/routes/new';
    const { default: Page } = await import('./pages/crag-route-new-page');
    renderPage(Page, pattern, '/crags/12/ceuse/sectors/7/biographie/routes/new', i18n);
    return screen.findByTestId('route-form');
  }

  it('reads each grade as it is typed, in the climber’s system', async () => {
    useGradeSystemStore.getState().setSystem('yds');
    await openNewRoute('en');
    fireEvent.change(screen.getByTestId('pitch-grade-1'), { target: { value: '6b+' } });
    expect(screen.getByTestId('pitch-grade-1-feedback').textContent).toBe(
      'Read as 6b+ (French), that is ≈ 5.11a in your system (YDS (American))',
    );
    fireEvent.change(screen.getByTestId('pitch-grade-1'), { target: { value: '6z' } });
    expect(screen.getByText('Grade not recognised')).toBeTruthy();
  });

  it('preselects the sector and the crag’s only climbing type, and edits pitches', async () => {
    await openNewRoute('fr');
    await waitFor(() => expect((screen.getByTestId('route-sector') as HTMLSelectElement).value).toBe('7'));
    expect((screen.getByLabelText(/Type de grimpe/) as HTMLSelectElement).value).toBe('sport_climbing');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une longueur' }));
    expect(screen.getByTestId('pitch-2')).toBeTruthy();
    fireEvent.change(screen.getByTestId('pitch-grade-1'), { target: { value: '6a' } });
    fireEvent.change(screen.getByTestId('pitch-grade-2'), { target: { value: '6c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descendre la longueur 1' }));
    expect((screen.getByTestId('pitch-grade-1') as HTMLInputElement).value).toBe('6c');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la longueur 2' }));
    expect(screen.queryByTestId('pitch-2')).toBeNull();
    expect((screen.getByTestId('pitch-grade-1') as HTMLInputElement).value).toBe('6c');
  });

  it('shows a 422 under the pitches and as an alert line with the wiki’s field label', async () => {
    await openNewRoute('fr');
    fireEvent.change(screen.getByLabelText(/Nom de la voie/), { target: { value: 'La femme blanche' } });
    fireEvent.change(screen.getByTestId('pitch-grade-1'), { target: { value: '7b' } });
    fireEvent.submit(screen.getByTestId('route-form'));
    expect((await screen.findByTestId('pitches-error')).textContent).toBe('La liste des longueurs n’est pas valide');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toContain('/crag_routes.json');
    expect(post?.body).toMatchObject({
      crag_id: 12,
      crag_sector_id: 7,
      name: 'La femme blanche',
      pitches: [{ grade: '7b' }],
    });
    expect(useAlertStore.getState().alerts.at(-1)?.lines).toEqual(['- La liste des longueurs n’est pas valide']);
  });

  it('refuses an unreadable grade before calling the API', async () => {
    await openNewRoute('en');
    fireEvent.change(screen.getByLabelText(/Route name/), { target: { value: 'Chouca' } });
    fireEvent.change(screen.getByTestId('pitch-grade-1'), { target: { value: '9z' } });
    fireEvent.submit(screen.getByTestId('route-form'));
    expect((await screen.findByTestId('pitches-error')).textContent).toBe('The pitch list is not valid');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('deleting', () => {
  it('is offered to site administrators only', async () => {
    const i18n = await createTestI18n('en', missing);
    const pattern = '/crags/:cragId?/:cragName?/edit';
    const { default: Page } = await import('./pages/crag-edit-page');
    const first = renderPage(Page, pattern, '/crags/12/ceuse/edit', i18n);
    await screen.findByTestId('crag-form');
    expect(screen.queryByRole('button', { name: 'Delete the crag' })).toBeNull();
    first.unmount();
    useSessionStore.getState().setUser({ ...user, super_admin: true });
    renderPage(Page, pattern, '/crags/12/ceuse/edit', i18n);
    await screen.findByTestId('crag-form');
    expect(screen.getByRole('button', { name: 'Delete the crag' })).toBeTruthy();
  });
});
