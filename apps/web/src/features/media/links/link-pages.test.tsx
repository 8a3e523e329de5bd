import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import * as fixtures from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';
import { MEDIA_PAGE_MODULES } from '../page-modules';
import { fakeMediaApi, topoLink } from '../shared/media-test-kit';

const LINKS = '/crags/:cragId?/:cragName?/links';
const NEW = '/links/:linkableType?/:linkableId?/new';
const EDIT = '/links/:linkId?/edit';

let api: ReturnType<typeof fakeMediaApi>;
const missing: string[] = [];

const render = (pattern: string, path: string, language = 'fr') =>
  renderPageModule(MEDIA_PAGE_MODULES, pattern, path, { language, missing });

function signIn(user = fixtures.climber) {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...user });
}

const report = {
  ...topoLink,
  id: 52,
  name: 'Récit de la première',
  url: 'http://blog.example.org/ceuse',
  host: 'blog.example.org',
  description: null,
  user: null,
};

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  api = fakeMediaApi((fetch) => vi.stubGlobal('fetch', vi.fn(fetch)));
  api.known['crags/12.json'] = fixtures.crag;
  api.known['links.json'] = [topoLink, report];
  api.known['links/51.json'] = topoLink;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  useSessionStore.setState({ user: null, status: 'anonymous' });
  useAlertStore.setState({ alerts: [] });
  missing.length = 0;
});

describe('a crag’s links page', () => {
  it.each(['fr', 'en'])(
    'lists the links with their host, among the crag’s pages, with the way to add one (%s)',
    async (language) => {
      const french = language === 'fr';
      const { container } = await render(LINKS, '/crags/12/ceuse/links', language);
      const items = await screen.findAllByTestId('link-item');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Céüse');
      expect(items).toHaveLength(2);
      for (const anchor of screen.getAllByTestId('link-anchor')) {
        expect(anchor.getAttribute('rel')).toBe('nofollow ugc noopener');
        expect(anchor.getAttribute('target')).toBe('_blank');
      }
      expect(screen.getAllByTestId('link-host').map((host) => host.textContent)).toEqual([
        'club-alpin-gap.example',
        'blog.example.org',
      ]);
      expect(textOf(screen.getByTestId('links-count'))).toBe(french ? '2 liens' : '2 links');
      const tabs = screen.getByRole('navigation', { name: french ? 'Pages de cette fiche' : 'Pages of this record' });
      const current = within(tabs).getByRole('link', { current: 'page' });
      expect(current.getAttribute('href')).toBe('/crags/12/ceuse/links');
      expect(within(tabs).getByRole('link', { name: 'Photos' }).getAttribute('href')).toBe('/crags/12/ceuse/photos');
      expect(screen.getByTestId('links-add').getAttribute('href')).toBe('/links/crags/12/new');
      expect(api.requests.map((request) => request.path)).toContain(
        'links.json?linkable_type=crags&linkable_id=12&page=1&per_page=25',
      );
      // No one signed in: no way to edit.
      expect(screen.queryByTestId('link-edit-link')).toBeNull();
      expect(container.querySelectorAll('[style]')).toHaveLength(0);
      await expectSoundPage(container, missing);
    },
    20_000,
  );

  it('reads its page from the address, and offers the author to edit their link', async () => {
    signIn();
    api.totals['links.json'] = 60;
    await render(LINKS, '/crags/12/ceuse/links?page=2', 'en');
    await screen.findAllByTestId('link-item');
    expect(api.requests.map((request) => request.path)).toContain(
      'links.json?linkable_type=crags&linkable_id=12&page=2&per_page=25',
    );
    expect(screen.getByTestId('pager-next').getAttribute('href')).toBe('/crags/12/ceuse/links?page=3');
    expect(screen.getAllByTestId('link-edit-link').map((link) => link.getAttribute('href'))).toEqual([
      '/links/51/edit',
    ]);
  });

  it('says when the crag has no link yet, and leads to adding the first', async () => {
    api.known['links.json'] = [];
    await render(LINKS, '/crags/12/ceuse/links', 'fr');
    const empty = await screen.findByTestId('links-empty');
    expect(textOf(empty)).toContain('Aucun lien pour l’instant');
    expect(within(empty).getByRole('link', { name: 'Ajouter un lien' }).getAttribute('href')).toBe(
      '/links/crags/12/new',
    );
  });
});

describe('adding a link', () => {
  it.each(['fr', 'en'])(
    'takes web addresses only, shows where they lead, and leads to the crag’s links (%s)',
    async (language) => {
      const french = language === 'fr';
      signIn();
      api.writes['POST links.json'] = { status: 201, body: topoLink };
      const { container } = await render(NEW, '/links/crags/12/new', language);
      const form = await screen.findByTestId('link-form');
      expect(screen.getByText(french ? 'Site : Céüse' : 'Crag: Céüse')).toBeTruthy();
      fireEvent.change(screen.getByTestId('link-name'), { target: { value: ' Topo du club ' } });
      const url = screen.getByTestId('link-url');
      fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
      fireEvent.blur(url);
      expect(
        within(form).getByText(
          french
            ? 'Ce n’est pas une adresse web : elle doit commencer par http:// ou https://.'
            : 'This is not a web address: it must start with http:// or https://.',
        ),
      ).toBeTruthy();
      await expectSoundPage(container, missing);
      fireEvent.change(url, { target: { value: 'https://www.club-alpin-gap.example/topos/ceuse' } });
      expect(within(form).getByText(french ? 'Mène à club-alpin-gap.example.' : 'Leads to club-alpin-gap.example.'));
      fireEvent.submit(form);
      await screen.findByTestId('elsewhere');
      expect(api.requests.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        path: 'links.json',
        body: {
          linkable_type: 'crags',
          linkable_id: 12,
          name: 'Topo du club',
          url: 'https://www.club-alpin-gap.example/topos/ceuse',
          description: null,
        },
      });
    },
    30_000,
  );

  it('answers the 404 page for a kind of record that takes no media, or a record that does not exist', async () => {
    signIn();
    await render(NEW, '/links/boats/12/new', 'en');
    expect(await screen.findByText(/404|not found/i)).toBeTruthy();
    cleanup();
    await render(NEW, '/links/crags/99/new', 'en');
    expect(await screen.findByText(/404|not found/i)).toBeTruthy();
  });
});

describe('editing a link', () => {
  it('is its author’s: the form holds the link, saving sends every field', async () => {
    signIn();
    api.writes['PUT links/51.json'] = { status: 200, body: topoLink };
    const { container } = await render(EDIT, '/links/51/edit', 'en');
    const form = await screen.findByTestId('link-form');
    expect((screen.getByTestId('link-name') as HTMLInputElement).value).toBe('Topo du club');
    expect(screen.getByTestId('link-delete')).toBeTruthy();
    await expectSoundPage(container, missing);
    fireEvent.change(screen.getByTestId('link-name'), { target: { value: 'Topo' } });
    fireEvent.submit(form);
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Topo',
      url: topoLink.url,
      description: topoLink.description,
    });
  });

  it('tells another climber only its author and site administrators may change it', async () => {
    signIn({ ...fixtures.climber, uuid: '5d3c1f9e-2b7a-4c1e-8f00-000000000001' });
    await render(EDIT, '/links/51/edit', 'fr');
    expect((await screen.findByTestId('author-only')).textContent).toContain('Seuls la personne qui a ajouté ce lien');
    expect(screen.queryByTestId('link-form')).toBeNull();
  });
});
