import 'fake-indexeddb/auto';
import type { CurrentUser, GymAdministratorInvitation, GymTeamMember } from '@climb/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { writeTokens } from '../../../../platform/session/token-store';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { climber } from '../../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const GYM = '/gyms/:gymId?/:gymName?';
const TEAM = `${GYM}/admins/administrators`;
const NEW = `${GYM}/admins/administrators/new`;
const EDIT = `${GYM}/admins/administrators/:gymAdministratorId/edit`;
const MODULES: Record<string, PageModule> = {
  [GYM]: () => import('../../catalogue/pages/gym-page'),
  [TEAM]: () => import('./pages/gym-admin-administrators-page'),
  [NEW]: () => import('./pages/gym-admin-administrator-new-page'),
  [EDIT]: () => import('./pages/gym-admin-administrator-edit-page'),
};
const GYM_ADDRESS = '/gyms/4/bloc-session';
const TEAM_ADDRESS = `${GYM_ADDRESS}/admins/administrators`;

const gymRef = { id: 4, name: 'Bloc Session', slug_name: 'bloc-session' };
const lou = { uuid: fixtures.gymManager.uuid, name: 'Lou Gérant', slug_name: 'lou-gerant' };
const alice = { uuid: '00000000-0000-4000-8000-000000000001', name: 'Alice Arête', slug_name: 'alice-arete' };

const me: GymTeamMember = {
  id: 31,
  gym: gymRef,
  roles: ['manage_team_members', 'manage_spaces'],
  email_report: true,
  created_at: '2025-03-01T10:00:00Z',
  climber: { ...lou, avatar_url: null },
};
const aliceMember: GymTeamMember = {
  id: 32,
  gym: gymRef,
  roles: ['manage_openers'],
  email_report: false,
  created_at: '2025-09-15T10:00:00Z',
  climber: { ...alice, avatar_url: '/uploads/alice-thumbnail.webp' },
};

function invitation(overrides: Partial<GymAdministratorInvitation> = {}): GymAdministratorInvitation {
  return {
    id: 50,
    gym: gymRef,
    email: 'bruno@example.com',
    roles: ['manage_spaces', 'manage_opening'],
    state: 'pending',
    invited_by: lou,
    created_at: '2026-05-20T09:00:00Z',
    answered_at: null,
    ...overrides,
  };
}

/** A climber with no role anywhere, invited to gym 4's team. */
const invitee: CurrentUser = { ...climber, id: 21, administered_gyms: [] };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let answers: Record<string, unknown>;
let calls: Call[];
/** The session's reloads (`GET current_users.json`) and the climber they answer, now on the team when set. */
const sessionReload = { calls: 0, next: null as CurrentUser | null };
/** The answer of a write, by `METHOD path`; a 200 echoing nothing in particular otherwise. */
let writes: Record<string, { status: number; body: unknown }>;
const missing: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function answer(url: string, init: RequestInit = {}): Response {
  const method = init.method ?? 'GET';
  if (method === 'GET' && new URL(url, 'http://localhost').pathname === '/api/v1/current_users.json') {
    sessionReload.calls += 1;
    return json(sessionReload.next ?? useSessionStore.getState().user);
  }
  if (method === 'GET') return catalogueAnswer(answers, url, []);
  const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
  calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
  const write = writes[`${method} ${path}`];
  if (!write) return json({ error: 'not found' }, 404);
  return json(write.body, write.status);
}

function renderPage(pattern: string, path: string, language = 'fr') {
  return renderPageModule(MODULES, pattern, path, { language, missing });
}

function signIn(user: CurrentUser) {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...user });
}

const writesTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = {
    ...fixtures.indoorAnswers(),
    'gyms/4/gym_administrators.json': [me, aliceMember],
    'gyms/4/gym_administrator_invitations.json': [invitation()],
    'gym_administrators/32.json': aliceMember,
    'current_users/gym_administrator_invitations.json': [],
  };
  calls = [];
  writes = {};
  sessionReload.calls = 0;
  sessionReload.next = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  localStorage.clear();
  missing.length = 0;
});

describe.each(['fr', 'en'])('the team pages in %s', (language) => {
  it.each([
    ['the team', TEAM, TEAM_ADDRESS, 'member-31'],
    ['the invitation form', NEW, `${TEAM_ADDRESS}/new`, 'invite-email'],
    ['a member’s roles', EDIT, `${TEAM_ADDRESS}/32/edit`, 'roles-save'],
  ])(
    'has one h1, every text and no serious axe violation on %s',
    async (_page, pattern, path, testId) => {
      signIn(fixtures.gymManager);
      const { container } = await renderPage(pattern, path, language);
      await screen.findByTestId(testId);
      await screen.findByTestId('gym-admin-menu');
      await expectSoundPage(container, missing);
    },
    20_000,
  );

  it('has every text and no serious axe violation on the gym page’s invitation card', async () => {
    signIn(invitee);
    answers['current_users/gym_administrator_invitations.json'] = [invitation()];
    const { container } = await renderPage(GYM, GYM_ADDRESS, language);
    await screen.findByTestId('gym-invitation-card');
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the team', () => {
  it('lists the members with their roles and the way to change them, the report switch on my own card only', async () => {
    signIn(fixtures.gymManager);
    await renderPage(TEAM, TEAM_ADDRESS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Équipe' })).toBeTruthy();
    const mine = await screen.findByTestId('member-31');
    expect(textOf(mine)).toContain('Lou Gérant');
    expect(textOf(mine)).toContain('Gérer l’équipe');
    expect(textOf(mine)).toContain('Gérer les espaces');
    const other = screen.getByTestId('member-32');
    expect(textOf(other)).toContain('Alice Arête');
    expect(textOf(other)).toContain('Gérer les ouvreurs');
    expect(within(other).queryByRole('switch')).toBeNull();
    expect(within(other).getByRole('link', { name: 'Modifier les rôles' }).getAttribute('href')).toBe(
      `${TEAM_ADDRESS}/32/edit`,
    );
    expect(screen.getByTestId('invite').getAttribute('href')).toBe(`${TEAM_ADDRESS}/new`);

    writes['PUT current_users/switch_email_report.json'] = {
      status: 200,
      body: { id: 31, gym: gymRef, roles: me.roles, email_report: false, created_at: me.created_at },
    };
    const report = within(mine).getByRole('switch', { name: 'Recevoir le rapport hebdomadaire par e-mail' });
    expect((report as HTMLInputElement).checked).toBe(true);
    fireEvent.click(report);
    await waitFor(() => expect(writesTo('PUT', 'current_users/switch_email_report.json')).toHaveLength(1));
    expect(writesTo('PUT', 'current_users/switch_email_report.json')[0]?.body).toEqual({
      gym_administrator: { id: 31 },
    });
  });

  it('shows the pending invitations and revokes one after confirmation', async () => {
    signIn(fixtures.gymManager);
    await renderPage(TEAM, TEAM_ADDRESS);
    const pending = await screen.findByTestId('invitation-50');
    expect(textOf(pending)).toContain('bruno@example.com');
    expect(textOf(pending)).toContain('Envoyée par Lou Gérant le');
    expect(textOf(pending)).toContain('Gérer l’ouverture');

    writes['DELETE gym_administrator_invitations/50.json'] = { status: 200, body: invitation({ state: 'revoked' }) };
    fireEvent.click(within(pending).getByTestId('revoke-50'));
    expect(
      await screen.findByText('Révoquer l’invitation envoyée à bruno@example.com ? Son lien ne fonctionnera plus.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
    answers['gyms/4/gym_administrator_invitations.json'] = [];
    fireEvent.click(await screen.findByTestId('revoke-50-confirm'));
    await waitFor(() => expect(writesTo('DELETE', 'gym_administrator_invitations/50.json')).toHaveLength(1));
    expect(await screen.findByText('Aucune invitation n’attend de réponse.')).toBeTruthy();
  });
});

describe('the invitation form', () => {
  const roleBox = (name: string) => screen.getByRole('checkbox', { name });

  it('asks for a role before sending anything', async () => {
    signIn(fixtures.gymManager);
    await renderPage(NEW, `${TEAM_ADDRESS}/new`);
    fireEvent.change(await screen.findByTestId('invite-email'), { target: { value: 'bruno@example.com' } });
    fireEvent.click(screen.getByTestId('invite-send'));
    expect(await screen.findByText('Choisissez au moins un rôle.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('explains each role, sends the address and the roles, and goes back to the team', async () => {
    signIn(fixtures.gymManager);
    writes['POST gyms/4/gym_administrator_invitations.json'] = { status: 201, body: invitation() };
    const { router } = await renderPage(NEW, `${TEAM_ADDRESS}/new`);
    fireEvent.change(await screen.findByTestId('invite-email'), { target: { value: ' bruno@example.com ' } });
    expect(screen.getByText('Les groupes d’espaces, les espaces, leurs plans et leurs secteurs.')).toBeTruthy();
    fireEvent.click(roleBox('Gérer les espaces'));
    fireEvent.click(roleBox('Gérer l’ouverture'));
    fireEvent.click(screen.getByTestId('invite-send'));
    await waitFor(() => expect(router.state.location.pathname).toBe(TEAM_ADDRESS));
    const sent = writesTo('POST', 'gyms/4/gym_administrator_invitations.json')[0]?.body as {
      email: string;
      roles: string[];
    };
    expect(sent.email).toBe('bruno@example.com');
    expect([...sent.roles].sort()).toEqual(['manage_opening', 'manage_spaces']);
  });

  it.each([
    ['already_invited', 'Une invitation à cette adresse attend déjà une réponse.'],
    ['already_administrator', 'Cette adresse appartient déjà à un membre de l’équipe.'],
  ])('tells the rule %s under the address', async (rule, sentence) => {
    signIn(fixtures.gymManager);
    writes['POST gyms/4/gym_administrator_invitations.json'] = { status: 422, body: { error: { email: [rule] } } };
    const { router } = await renderPage(NEW, `${TEAM_ADDRESS}/new`);
    fireEvent.change(await screen.findByTestId('invite-email'), { target: { value: 'bruno@example.com' } });
    fireEvent.click(roleBox('Gérer les espaces'));
    fireEvent.click(screen.getByTestId('invite-send'));
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${TEAM_ADDRESS}/new`);
  });
});

describe('a member’s roles', () => {
  it('shows the member’s roles checked, saves the new ones and goes back to the team', async () => {
    signIn(fixtures.gymManager);
    writes['PUT gym_administrators/32.json'] = {
      status: 200,
      body: { ...aliceMember, roles: ['manage_openers', 'manage_gym'] },
    };
    const { router } = await renderPage(EDIT, `${TEAM_ADDRESS}/32/edit`);
    expect(await screen.findByText('Les rôles de Alice Arête dans l’équipe.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Gérer les ouvreurs' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Gérer la salle' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gérer la salle' }));
    fireEvent.click(screen.getByTestId('roles-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe(TEAM_ADDRESS));
    expect(writesTo('PUT', 'gym_administrators/32.json')[0]?.body).toEqual({ roles: ['manage_openers', 'manage_gym'] });
    expect(sessionReload.calls).toBe(1);
  });

  it('tells the last-team-manager rule in words and stays on the form', async () => {
    signIn(fixtures.gymManager);
    writes['PUT gym_administrators/32.json'] = { status: 422, body: { error: { roles: ['last_team_manager'] } } };
    const { router } = await renderPage(EDIT, `${TEAM_ADDRESS}/32/edit`);
    await screen.findByTestId('roles-save');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gérer la salle' }));
    fireEvent.click(screen.getByTestId('roles-save'));
    expect(textOf(await screen.findByTestId('roles-error'))).toBe(
      'La salle doit garder au moins un administrateur qui gère l’équipe.',
    );
    expect(router.state.location.pathname).toBe(`${TEAM_ADDRESS}/32/edit`);
  });
});

describe('the invitation card of the gym page', () => {
  it('shows nothing to a visitor nor to a climber invited nowhere here', async () => {
    await renderPage(GYM, GYM_ADDRESS);
    await screen.findByRole('heading', { level: 1, name: 'Bloc Session' });
    expect(screen.queryByTestId('gym-invitation-card')).toBeNull();
    cleanup();
    queryClient.clear();

    signIn(invitee);
    answers['current_users/gym_administrator_invitations.json'] = [
      invitation({ gym: { id: 9, name: 'Vertical Art', slug_name: 'vertical-art' } }),
    ];
    await renderPage(GYM, GYM_ADDRESS);
    await screen.findByRole('heading', { level: 1, name: 'Bloc Session' });
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringContaining('current_users/gym_admin'), expect.anything()),
    );
    expect(screen.queryByTestId('gym-invitation-card')).toBeNull();
  });

  it('shows an invited climber the roles; accepting reloads the session and leads to the gym’s administration', async () => {
    signIn(invitee);
    answers['current_users/gym_administrator_invitations.json'] = [invitation()];
    writes['PUT gym_administrator_invitations/50/accept.json'] = {
      status: 200,
      body: invitation({ state: 'accepted', answered_at: '2026-05-21T09:00:00Z' }),
    };
    sessionReload.next = { ...invitee, administered_gyms: [{ ...gymRef, roles: ['manage_spaces', 'manage_opening'] }] };
    const { router } = await renderPage(GYM, GYM_ADDRESS);
    const card = await screen.findByTestId('gym-invitation-card');
    expect(textOf(card)).toContain('Vous êtes invité·e à rejoindre l’équipe de Bloc Session avec ces rôles :');
    expect(textOf(card)).toContain('Gérer les espaces');
    expect(textOf(card)).toContain('Gérer l’ouverture');
    expect(textOf(card)).toContain('Invitation envoyée par Lou Gérant.');
    fireEvent.click(within(card).getByTestId('gym-invitation-accept'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${GYM_ADDRESS}/admins`));
    expect(writesTo('PUT', 'gym_administrator_invitations/50/accept.json')).toHaveLength(1);
    expect(sessionReload.calls).toBe(1);
    expect(useSessionStore.getState().user?.administered_gyms.map((gym) => gym.id)).toEqual([4]);
  });

  it('declines: the card goes, the climber stays on the page', async () => {
    signIn(invitee);
    answers['current_users/gym_administrator_invitations.json'] = [invitation()];
    writes['PUT gym_administrator_invitations/50/decline.json'] = {
      status: 200,
      body: invitation({ state: 'declined' }),
    };
    const { router } = await renderPage(GYM, GYM_ADDRESS);
    const card = await screen.findByTestId('gym-invitation-card');
    answers['current_users/gym_administrator_invitations.json'] = [];
    fireEvent.click(within(card).getByTestId('gym-invitation-decline'));
    await waitFor(() => expect(screen.queryByTestId('gym-invitation-card')).toBeNull());
    expect(writesTo('PUT', 'gym_administrator_invitations/50/decline.json')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(GYM_ADDRESS);
    expect(sessionReload.calls).toBe(0);
  });

  it('tells an invitation already answered elsewhere', async () => {
    signIn(invitee);
    answers['current_users/gym_administrator_invitations.json'] = [invitation()];
    writes['PUT gym_administrator_invitations/50/accept.json'] = {
      status: 422,
      body: { error: { base: ['not_pending'] } },
    };
    await renderPage(GYM, GYM_ADDRESS);
    fireEvent.click(await screen.findByTestId('gym-invitation-accept'));
    expect(textOf(await screen.findByTestId('gym-invitation-error'))).toContain(
      'Cette invitation a déjà reçu une réponse ou a été révoquée',
    );
  });

  it('asks a visitor holding the e-mail’s link to sign in or sign up, and to come back to the link', async () => {
    const address = `${GYM_ADDRESS}?invitation=s3cr3t-token`;
    await renderPage(GYM, address);
    const card = await screen.findByTestId('gym-invitation-card');
    expect(textOf(card)).toContain('Connectez-vous, ou créez un compte, pour accepter l’invitation.');
    const back = encodeURIComponent(address);
    expect(within(card).getByTestId('gym-invitation-sign-in').getAttribute('href')).toBe(`/sign-in?redirect=${back}`);
    expect(within(card).getByTestId('gym-invitation-sign-up').getAttribute('href')).toBe(`/sign-up?redirect=${back}`);
    expect(within(card).queryByTestId('gym-invitation-accept')).toBeNull();
  });

  it('accepts the e-mail’s link for a signed-in climber, whatever their address', async () => {
    signIn(invitee);
    writes['PUT gym_administrator_invitations/accept.json'] = {
      status: 200,
      body: invitation({ state: 'accepted', email: 'other@example.com' }),
    };
    const { router } = await renderPage(GYM, `${GYM_ADDRESS}?invitation=s3cr3t-token`);
    const card = await screen.findByTestId('gym-invitation-card');
    expect(textOf(card)).toContain('Vous êtes invité·e à rejoindre l’équipe de Bloc Session.');
    fireEvent.click(within(card).getByTestId('gym-invitation-accept'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${GYM_ADDRESS}/admins`));
    expect(writesTo('PUT', 'gym_administrator_invitations/accept.json')[0]?.body).toEqual({ token: 's3cr3t-token' });
    expect(sessionReload.calls).toBe(1);
  });

  it('says so when the link’s secret is not valid', async () => {
    signIn(invitee);
    writes['PUT gym_administrator_invitations/accept.json'] = {
      status: 422,
      body: { error: { token: ['invalid'] } },
    };
    const { router } = await renderPage(GYM, `${GYM_ADDRESS}?invitation=wrong`);
    fireEvent.click(await screen.findByTestId('gym-invitation-accept'));
    expect(textOf(await screen.findByTestId('gym-invitation-error'))).toBe(
      'Ce lien d’invitation n’est pas valide : vérifiez qu’il est complet, ou demandez une nouvelle invitation à l’équipe de Bloc Session.',
    );
    expect(router.state.location.pathname).toBe(GYM_ADDRESS);
    expect(sessionReload.calls).toBe(0);
  });
});
