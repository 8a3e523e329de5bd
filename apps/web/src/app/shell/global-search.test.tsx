import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeFor } from '../../components/theme';
import { SEARCH_ANSWER } from '../../features/outdoor/discover/search/search-answer.fixture';
import enCommon from '../../locales/en/common.json';
import enDiscover from '../../locales/en/discover.json';
import enIndoorDiscover from '../../locales/en/indoor-discover.json';
import enIndoorEnums from '../../locales/en/indoor-enums.json';
import frCommon from '../../locales/fr/common.json';
import frDiscover from '../../locales/fr/discover.json';
import frIndoorDiscover from '../../locales/fr/indoor-discover.json';
import frIndoorEnums from '../../locales/fr/indoor-enums.json';
import { useEnvironmentStore } from '../../stores/environment-store';
import { GlobalSearch } from './global-search';

let i18n: I18n;
const fetchMock = vi.fn<typeof fetch>();

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderSearch(start = '/outdoor') {
  render(
    <MantineProvider theme={themeFor('outdoor')}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[start]}>
          <GlobalSearch />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
  return screen.getByRole('combobox');
}

/** Types a text as a climber would: the box is focused, then its value changes. */
async function type(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
}

const where = () => screen.getByTestId('where').textContent;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        common: enCommon,
        discover: enDiscover,
        'indoor-discover': enIndoorDiscover,
        'indoor-enums': enIndoorEnums,
      },
      fr: {
        common: frCommon,
        discover: frDiscover,
        'indoor-discover': frIndoorDiscover,
        'indoor-enums': frIndoorEnums,
      },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json(SEARCH_ANSWER));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useEnvironmentStore.setState({ environment: 'none' });
  await i18n.changeLanguage('en');
});

describe('the top bar search box', () => {
  it('is a combobox that waits for two characters and a pause before asking', async () => {
    const box = renderSearch();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await type(box, 'c');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'ce' } });
    fireEvent.change(box, { target: { value: 'ceu' } });
    await screen.findByText('Biographie');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/search.json?query=ceu');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByRole('group', { name: 'Crags' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Routes' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Céüse'),
      expect.stringContaining('Biographie'),
      'See all results for “ceu”',
    ]);
  });

  it('aborts the request of an older text', async () => {
    let firstSignal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url, init) => {
      firstSignal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const box = renderSearch();
    await type(box, 'ce');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.change(box, { target: { value: 'ceu' } });
    expect(firstSignal?.aborted).toBe(true);
    await screen.findByText('Biographie');
  });

  it('walks the options with the arrows (wrapping) and opens the highlighted one with Enter', async () => {
    const box = renderSearch();
    await type(box, 'ceu');
    await screen.findByText('Biographie');
    // The box expands once it has the options (an effect after the list renders): arrows act from then on.
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    const options = () => screen.getAllByRole('option');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[2]?.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/crag-routes/7/biographie');
    expect((box as HTMLInputElement).value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, and sends Enter without a highlight to every result', async () => {
    const box = renderSearch();
    await type(box, 'ceu');
    await screen.findByText('Biographie');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('ceu');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.submit(box.closest('form') as HTMLFormElement);
    });
    expect(where()).toBe('/outdoor/search/crags?query=ceu');
  });

  it('opens a result picked with the mouse', async () => {
    const box = renderSearch();
    await type(box, 'ceu');
    fireEvent.click(await screen.findByRole('option', { name: /^Céüse/ }));
    expect(where()).toBe('/crags/12/ceuse');
  });

  it('says when nothing matches or the search failed', async () => {
    fetchMock.mockImplementationOnce(async () => Response.json({ crags: [], crag_routes: [], areas: [], towns: [] }));
    const box = renderSearch();
    await type(box, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzzz”.'));
    // What to try instead: other words, a town or a department, or the map.
    expect(screen.getByTestId('global-search-hint').textContent).toBe(
      'Check the spelling, type fewer letters, or search a town or a department.',
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Browse the crag map',
      'See all results for “zzzz”',
    ]);
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 500 }));
    fireEvent.change(box, { target: { value: 'zzzzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The search failed'));
  });

  it('says in French too when nothing matches, on lines that wrap inside the list', async () => {
    await i18n.changeLanguage('fr');
    fetchMock.mockImplementationOnce(async () => Response.json({ crags: [], crag_routes: [], areas: [], towns: [] }));
    const box = renderSearch();
    await type(box, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Rien ne correspond à « zzzz ».'));
    expect(screen.getByTestId('global-search-hint').textContent).toBe(
      'Vérifiez l’orthographe, tapez moins de lettres, ou cherchez une commune ou un département.',
    );
    // The top bar holds on one line (`white-space: nowrap`); the list under it must not inherit that: its style
    // sheet lets its lines wrap (global-search-results-css.test.ts), never a style attribute.
    expect(screen.getByTestId('global-search-results').hasAttribute('style')).toBe(false);
  });
});

/** Gyms as `gyms.json` lists them. */
const GYMS = [
  {
    id: 1,
    name: 'Salle de démonstration',
    slug_name: 'salle-de-demonstration',
    city: 'Lyon',
    country_code: 'fr',
    latitude: 45.75,
    longitude: 4.85,
    climbing_types: ['bouldering', 'sport_climbing'],
    gym_type: 'private',
    logo: null,
    followers_count: 3,
    mounted_routes_count: 40,
  },
  {
    id: 2,
    name: 'Bloc du Rhône',
    slug_name: 'bloc-du-rhone',
    city: 'Villeurbanne',
    country_code: 'fr',
    latitude: 45.77,
    longitude: 4.88,
    climbing_types: ['bouldering'],
    gym_type: 'club',
    logo: null,
    followers_count: 1,
    mounted_routes_count: 12,
  },
];

const gymList = (gyms: unknown[], total = gyms.length) =>
  new Response(JSON.stringify(gyms), {
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });

describe('the top bar search box in the indoor environment', () => {
  beforeEach(() => {
    useEnvironmentStore.setState({ environment: 'indoor' });
    fetchMock.mockImplementation(async () => gymList(GYMS, 5));
  });

  it('finds gyms as one types, by name and town, and opens the one picked with the keyboard', async () => {
    const box = renderSearch('/indoor');
    expect(box.getAttribute('placeholder')).toBe('Search a gym, a town…');
    await type(box, 'blok');
    await screen.findByText('Bloc du Rhône');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/gyms.json?query=blok&page=1&per_page=8');
    expect(screen.getByRole('status').textContent).toBe('5 gyms');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Salle de démonstrationLyon · Bouldering · Routes',
      'Bloc du RhôneVilleurbanne · Bouldering',
      'See all results for “blok”',
    ]);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/gyms/2/bloc-du-rhone');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens a gym picked with the mouse, and sends the text to the indoor search page', async () => {
    const box = renderSearch('/indoor');
    await type(box, 'salle');
    fireEvent.click(await screen.findByRole('option', { name: /^Salle de démonstration/ }));
    expect(where()).toBe('/gyms/1/salle-de-demonstration');

    await type(box, 'lyon');
    await screen.findByText('Bloc du Rhône');
    await act(async () => {
      fireEvent.submit(box.closest('form') as HTMLFormElement);
    });
    expect(where()).toBe('/indoor/search?query=lyon');
  });

  it('offers the gym map when nothing matches, and says when the search failed, in French', async () => {
    await i18n.changeLanguage('fr');
    fetchMock.mockImplementationOnce(async () => gymList([]));
    const box = renderSearch('/indoor');
    await type(box, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Rien ne correspond à « zzzz ».'));
    expect(screen.getByTestId('global-search-hint').textContent).toBe(
      'Vérifiez l’orthographe, tapez moins de lettres, ou cherchez une ville.',
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Parcourir la carte des salles',
      'Voir tous les résultats pour « zzzz »',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Parcourir la carte des salles' }));
    expect(where()).toBe('/maps/gyms');

    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 500 }));
    await type(box, 'zzzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('La recherche a échoué'));
  });

  it('searches crags again once back outdoors', async () => {
    const box = renderSearch('/indoor');
    await type(box, 'blok');
    await screen.findByText('Bloc du Rhône');
    act(() => useEnvironmentStore.setState({ environment: 'outdoor' }));
    fetchMock.mockImplementation(async () => Response.json(SEARCH_ANSWER));
    await type(screen.getByRole('combobox'), 'ceu');
    await screen.findByText('Biographie');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/v1/search.json?query=ceu');
  });
});
