import 'fake-indexeddb/auto';
import type { CurrentUser, GymOpener, GymSpaceGroup, GymTreeSpace, GymTreeStructure } from '@climb/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const GYM = '/gyms/:gymId?/:gymName?';
const TREE = `${GYM}/admins/tree-structures`;
const GROUP_EDIT = `${GYM}/admins/space-groups/:gymSpaceGroupId?/edit`;
const OPENERS = `${GYM}/admins/openers`;
const OPENER_EDIT = `${GYM}/admins/openers/:gymOpenerId/edit`;
const MODULES: Record<string, PageModule> = {
  [TREE]: () => import('./pages/gym-admin-tree-structures-page'),
  [GROUP_EDIT]: () => import('./pages/gym-admin-space-group-edit-page'),
  [OPENERS]: () => import('./pages/gym-admin-openers-page'),
  [OPENER_EDIT]: () => import('./pages/gym-admin-opener-edit-page'),
};
const ADMIN = '/gyms/4/bloc-session/admins';

function space(id: number, name: string, groupId: number | null, sectors: [number, string, number][]): GymTreeSpace {
  return {
    id,
    name,
    slug_name: name.toLowerCase().replace(/\s+/g, '-'),
    climbing_type: 'bouldering',
    position: 0,
    gym_space_group_id: groupId,
    sectors_count: sectors.length,
    mounted_routes_count: sectors.reduce((sum, [, , routes]) => sum + routes, 0),
    sectors: sectors.map(([sectorId, sectorName, routes], position) => ({
      id: sectorId,
      name: sectorName,
      position,
      mounted_routes_count: routes,
    })),
  };
}

/** Gym 4: a group "Rez-de-chaussée" with the boulder room (two sectors), the mezzanine at the top level. */
const tree: GymTreeStructure = {
  groups: [
    {
      id: 1,
      name: 'Rez-de-chaussée',
      position: 0,
      mounted_routes_count: 14,
      spaces: [
        space(10, 'Salle de bloc', 1, [
          [20, 'Le Dévers', 9],
          [21, 'La Dalle', 5],
        ]),
      ],
    },
  ],
  spaces: [space(11, 'Mezzanine', null, [[22, 'Le Toit', 3]])],
};

const stamp = { created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z' };
const opener = (id: number, name: string, extra: Partial<GymOpener> = {}): GymOpener => ({
  id,
  gym_id: 4,
  name,
  first_name: null,
  last_name: null,
  user: null,
  mounted_routes_count: 0,
  routes_count: 0,
  archived_at: null,
  ...stamp,
  ...extra,
});
const group: GymSpaceGroup = { id: 1, gym_id: 4, name: 'Rez-de-chaussée', position: 0, spaces_count: 1, ...stamp };

let answers: Record<string, unknown>;
let writes: { method: string; path: string; body: unknown }[];
const missing: string[] = [];

function signIn(user: CurrentUser) {
  useSessionStore.getState().setUser({ ...user });
}

/** The fake API: reads from `answers`, writes recorded; a move answers the tree it makes. */
function fakeApi(moveAnswer: (body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return catalogueAnswer(answers, url, []);
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      writes.push({ method, path, body });
      if (path.endsWith('tree_structure/move.json')) return moveAnswer(body);
      return new Response(null, { status: 204 });
    }),
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  writes = [];
  answers = {
    ...fixtures.indoorAnswers(),
    'gyms/4/tree_structure.json': tree,
    'gym_space_groups/1.json': group,
    'gym_openers/5.json': opener(5, 'Léa', { routes_count: 3, mounted_routes_count: 2 }),
  };
  fakeApi(() => json(tree));
  signIn(fixtures.gymManager);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

/** `gyms/4/gym_openers.json` answers by its `archived` query. */
function openersAnswer(active: GymOpener[], archived: GymOpener[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname.endsWith('gyms/4/gym_openers.json')) {
        return json(parsed.searchParams.get('archived') === 'true' ? archived : active);
      }
      return catalogueAnswer(answers, url, []);
    }),
  );
}

describe.each(['fr', 'en'])('the structure tools in %s', (language) => {
  it('the tree has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, TREE, `${ADMIN}/tree-structures`, { language, missing });
    await screen.findByTestId('tree-editor');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the openers list has one h1, every text and no serious axe violation', async () => {
    openersAnswer([opener(5, 'Léa', { routes_count: 3, mounted_routes_count: 2 })], [opener(6, 'Tom')]);
    const { container } = await renderPageModule(MODULES, OPENERS, `${ADMIN}/openers`, { language, missing });
    await screen.findByTestId('openers-list');
    await screen.findByTestId('openers-archived');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('the opener’s page has one h1, every text and no serious axe violation', async () => {
    const { container } = await renderPageModule(MODULES, OPENER_EDIT, `${ADMIN}/openers/5/edit`, {
      language,
      missing,
    });
    await screen.findByTestId('opener-form');
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the tree', () => {
  it('shows groups, spaces and sectors in order, with their counts and ways to edit them', async () => {
    await renderPageModule(MODULES, TREE, `${ADMIN}/tree-structures`, { missing });
    const editor = await screen.findByTestId('tree-editor');
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation de la salle' })).toBeTruthy();
    expect(
      within(editor)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Salle de bloc', 'Mezzanine']);
    expect(textOf(screen.getByTestId('tree-row-sector:20'))).toContain('9 voies montées');
    expect(screen.getByRole('link', { name: 'Modifier le groupe Rez-de-chaussée' }).getAttribute('href')).toBe(
      `${ADMIN}/space-groups/1/edit`,
    );
    expect(screen.getByRole('link', { name: 'Modifier le secteur La Dalle' }).getAttribute('href')).toBe(
      '/gyms/4/bloc-session/sectors/21/edit',
    );
    expect(screen.getByTestId('tree-new-group').getAttribute('href')).toBe(`${ADMIN}/space-groups/new`);
    // The arrows stop at the tree's ends.
    expect((screen.getByTestId('tree-up-space_group:1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is reordered by keyboard: picked up, carried across spaces, dropped, saved and announced', async () => {
    const moved: GymTreeStructure = {
      groups: [{ ...tree.groups[0], spaces: [space(10, 'Salle de bloc', 1, [[20, 'Le Dévers', 9]])] } as never],
      spaces: [
        space(11, 'Mezzanine', null, [
          [21, 'La Dalle', 5],
          [22, 'Le Toit', 3],
        ]),
      ],
    };
    fakeApi(() => json(moved));
    await renderPageModule(MODULES, TREE, `${ADMIN}/tree-structures`, { missing });
    const handle = await screen.findByTestId('tree-handle-sector:21');
    const announcement = screen.getByTestId('tree-announcement');
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ' });
    expect(textOf(announcement)).toContain('La Dalle saisi.');
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    // Past the end of its space: to the start of the next one.
    fireEvent.keyDown(screen.getByTestId('tree-handle-sector:21'), { key: 'ArrowDown' });
    expect(textOf(announcement)).toBe('La Dalle : position 1 sur 2 dans Mezzanine.');
    expect(
      within(screen.getByTestId('tree-row-space:11').parentElement as HTMLElement).getByText('La Dalle'),
    ).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('tree-handle-sector:21'), { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: 'gyms/4/tree_structure/move.json',
      body: { kind: 'sector', id: 21, parent_kind: 'space', parent_id: 11, position: 0 },
    });
    await waitFor(() => expect(textOf(announcement)).toContain('Organisation enregistrée.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('tree-handle-sector:21')));
  });

  it('puts an item back on Escape, sending nothing', async () => {
    await renderPageModule(MODULES, TREE, `${ADMIN}/tree-structures`, { missing });
    const handle = await screen.findByTestId('tree-handle-space:11');
    fireEvent.keyDown(handle, { key: 'Enter' });
    fireEvent.keyDown(screen.getByTestId('tree-handle-space:11'), { key: 'ArrowUp' });
    expect(textOf(screen.getByTestId('tree-announcement'))).toBe('Mezzanine : position 2 sur 2 dans Rez-de-chaussée.');
    fireEvent.keyDown(screen.getByTestId('tree-handle-space:11'), { key: 'Escape' });
    expect(textOf(screen.getByTestId('tree-announcement'))).toContain('Déplacement annulé');
    expect(writes).toEqual([]);
  });

  it('moves by its arrow buttons, and reloads the tree with a clear message when the move is refused', async () => {
    fakeApi(() => json({ error: { parent_id: ['not_found'] } }, 422));
    await renderPageModule(MODULES, TREE, `${ADMIN}/tree-structures`, { missing });
    fireEvent.click(await screen.findByTestId('tree-down-sector:20'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({ kind: 'sector', id: 20, parent_kind: 'space', parent_id: 10, position: 1 });
    await waitFor(() =>
      expect(textOf(screen.getByTestId('tree-announcement'))).toContain('n’a pas pu être enregistré'),
    );
    // Back as the server has it.
    const sectors = within(screen.getByTestId('tree-row-space:10').parentElement as HTMLElement).getAllByTestId(
      /^tree-row-sector:/,
    );
    expect(sectors.map((row) => row.dataset.testid)).toEqual(['tree-row-sector:20', 'tree-row-sector:21']);
  });

  it('says the gym has nothing yet, with the way to its first space', async () => {
    answers['gyms/4/tree_structure.json'] = { groups: [], spaces: [] };
    await renderPageModule(MODULES, TREE, `${ADMIN}/tree-structures`, { missing });
    expect(textOf(await screen.findByTestId('tree-empty'))).toContain('La salle n’a encore ni espace ni groupe');
  });
});

describe('the space group and openers', () => {
  it('edits a group and tells where its spaces go before deleting it', async () => {
    const { router } = await renderPageModule(MODULES, GROUP_EDIT, `${ADMIN}/space-groups/1/edit`, { missing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le groupe Rez-de-chaussée' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('space-group-delete'));
    expect(textOf(await screen.findByRole('dialog'))).toContain('Son espace passe hors groupe');
    fireEvent.click(screen.getByTestId('space-group-delete-confirm'));
    await waitFor(() => expect(writes).toEqual([{ method: 'DELETE', path: 'gym_space_groups/1.json', body: null }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ADMIN}/tree-structures`));
  });

  it('lists the openers with their routes, the archived apart, and says when there is none', async () => {
    openersAnswer(
      [opener(5, 'Léa', { routes_count: 3, mounted_routes_count: 2, first_name: 'Léa', last_name: 'Morel' })],
      [],
    );
    await renderPageModule(MODULES, OPENERS, `${ADMIN}/openers`, { missing });
    const list = await screen.findByTestId('openers-list');
    expect(textOf(list)).toContain('Léa Morel');
    expect(textOf(list)).toContain('2 voie(s) montée(s) · 3 voies en tout');
    expect(screen.getByTestId('opener-edit-5').getAttribute('href')).toBe(`${ADMIN}/openers/5/edit`);
    expect(await screen.findByTestId('openers-archived-empty')).toBeTruthy();
    cleanup();
    queryClient.clear();
    openersAnswer([], []);
    await renderPageModule(MODULES, OPENERS, `${ADMIN}/openers`, { missing });
    expect(textOf(await screen.findByTestId('openers-empty'))).toContain('Aucun ouvreur');
  });

  it('warns that an opener with routes is archived rather than deleted', async () => {
    await renderPageModule(MODULES, OPENER_EDIT, `${ADMIN}/openers/5/edit`, { missing });
    fireEvent.click(await screen.findByTestId('opener-delete'));
    expect(textOf(await screen.findByRole('dialog'))).toContain('il sera archivé plutôt que supprimé');
  });
});
