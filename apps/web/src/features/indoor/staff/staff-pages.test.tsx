import type { CurrentUser } from '@climb/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlertStore } from '../../../platform/alerts/alert-store';
import { writeTokens } from '../../../platform/session/token-store';
import { climber } from '../../../testing/catalogue-fixtures';
import { expectSoundPage, renderPageModule, stubMissingBrowserApis, textOf } from '../../../testing/page-test-kit';
import { INDOOR_PAGE_MODULES } from '../page-modules';
import * as fixtures from '../shared/testing/indoor-fixtures';

// Mantine's modals open with a transition: a busy machine may take more than a second.
configure({ asyncUtilTimeout: 5_000 });

const GYM = '/gyms/:gymId?/:gymName?';
const REQUEST = `${GYM}/administration-request`;
const REQUIRED = `${GYM}/administrator-required`;
const ADMINISTRATIONS = '/gym-administrations';

/** What the fake API answers to a GET, by path; the site administrators' list by `gym_administration_requests.json?<state>`. */
let answers: Record<string, unknown>;
/** What a write answers, by `METHOD path`. */
let writes: Record<string, { status: number; body: unknown }>;
let requests: { method: string; path: string; search: string; body: unknown }[];
/** The total the site administrators' list announces (its length unless told). */
let total: number | null;
const missing: string[] = [];

function signIn(user: CurrentUser | null) {
  if (user) writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser(user);
}

function open(pattern: string, path: string, language = 'fr') {
  return renderPageModule(INDOOR_PAGE_MODULES, pattern, path, { missing, language });
}

const calls = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = {
    'gyms/4.json': fixtures.gym,
    'current_users/gym_administration_requests.json': [],
    'gym_administration_requests.json?pending': [fixtures.pendingRequest],
    'gym_administration_requests.json?approved': [fixtures.approvedRequest],
    'gym_administration_requests.json?refused': [],
  };
  writes = {};
  requests = [];
  total = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const path = pathname.replace(/^\/api\/v1\//, '');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, search: searchParams.toString(), body });
      const key = path === 'gym_administration_requests.json' ? `${path}?${searchParams.get('state')}` : path;
      const answer =
        method === 'GET'
          ? key in answers
            ? { status: 200, body: answers[key] }
            : { status: 404, body: { error: 'not found' } }
          : (writes[`${method} ${path}`] ?? { status: 500, body: {} });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (Array.isArray(answer.body)) headers['x-total-count'] = String(total ?? answer.body.length);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  signIn(null);
  useAlertStore.setState({ alerts: [] });
  queryClient.clear();
  missing.length = 0;
});

describe.each(['fr', 'en'])('the gym staff pages in %s', (language) => {
  it.each([
    [REQUEST, '/gyms/4/bloc-session/administration-request', climber, 'administration-request-form'],
    [
      REQUIRED,
      '/gyms/4/bloc-session/administrator-required?role=manage_spaces',
      climber,
      'administrator-required-open',
    ],
    [ADMINISTRATIONS, ADMINISTRATIONS, fixtures.siteAdmin, 'gym-administration-requests'],
  ] as const)(
    '%s has one h1, every text and no serious axe violation',
    async (pattern, path, user, testId) => {
      signIn(user);
      const { container } = await open(pattern, path, language);
      await screen.findByTestId(testId);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await expectSoundPage(container, missing);
    },
    30_000,
  );
});

describe('the administration request page', () => {
  const path = '/gyms/4/bloc-session/administration-request';

  it('invites a visitor to sign in, and asks nothing about their requests', async () => {
    const { container } = await open(REQUEST, path);
    expect(await screen.findByTestId('sign-in-invitation')).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
    expect(calls('GET', 'current_users/gym_administration_requests.json')).toEqual([]);
  });

  it('says a gym with staff has its team already, and offers no form', async () => {
    answers['gyms/4.json'] = fixtures.staffedGym;
    signIn(climber);
    const { container } = await open(REQUEST, path, 'en');
    const staffed = await screen.findByTestId('gym-already-staffed');
    expect(staffed.textContent).toContain('This gym already has its team');
    expect(staffed.textContent).toContain('Ask the gym’s team to add you');
    expect(within(staffed).getByTestId('back-to-gym').getAttribute('href')).toBe('/gyms/4/bloc-session');
    expect(container.querySelector('form')).toBeNull();
    expect(calls('GET', 'current_users/gym_administration_requests.json')).toEqual([]);
  });

  it('tells one of its administrators that they are', async () => {
    answers['gyms/4.json'] = fixtures.staffedGym;
    signIn(fixtures.gymManager);
    await open(REQUEST, path, 'en');
    expect((await screen.findByTestId('gym-already-staffed')).textContent).toContain(
      'You are one of its administrators.',
    );
  });

  it('shows a pending request and since when, instead of the form', async () => {
    answers['current_users/gym_administration_requests.json'] = [fixtures.pendingRequest, fixtures.refusedRequest];
    signIn(climber);
    const { container } = await open(REQUEST, path);
    const pending = await screen.findByTestId('administration-request-pending');
    expect(textOf(pending)).toContain('depuis le 12 mai 2026');
    expect(screen.getByTestId('administration-request-sent-job_title').textContent).toBe('Gérante');
    expect(screen.getByTestId('administration-request-sent-message').textContent).toBe('Je gère la salle depuis 2019.');
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByTestId('administration-request-refused')).toBeNull();
  });

  it('shows why the last request was refused, and lets the climber ask again', async () => {
    answers['current_users/gym_administration_requests.json'] = [
      fixtures.refusedRequest,
      { ...fixtures.approvedRequest, gym: { ...fixtures.approvedRequest.gym, id: 8 } },
    ];
    signIn(climber);
    await open(REQUEST, path, 'en');
    const refused = await screen.findByTestId('administration-request-refused');
    expect(textOf(refused)).toContain('Your request of April 2, 2026 was refused');
    expect(within(refused).getByTestId('administration-request-reason').textContent).toBe(
      'Nous n’avons pas pu joindre la salle pour confirmer.',
    );
    expect(screen.getByTestId('administration-request-form')).toBeTruthy();
  });

  it('starts from the climber’s name, checks the fields before sending, then shows the request pending', async () => {
    signIn(climber);
    await open(REQUEST, path, 'en');
    const form = await screen.findByTestId('administration-request-form');
    const fullName = within(form).getByLabelText(/Your full name/) as HTMLInputElement;
    expect(fullName.value).toBe('Catherine Destivelle');
    fireEvent.submit(form);
    expect(await within(form).findByText('Your role at the gym is required')).toBeTruthy();
    expect(within(form).getByText('The message is required')).toBeTruthy();
    expect(calls('POST', 'gyms/4/administration_requests.json')).toEqual([]);

    writes['POST gyms/4/administration_requests.json'] = {
      status: 201,
      body: { ...fixtures.pendingRequest, job_title: 'Route setter' },
    };
    fireEvent.change(within(form).getByLabelText(/Your role at the gym/), { target: { value: ' Route setter ' } });
    fireEvent.change(within(form).getByLabelText(/The message/), { target: { value: 'I set on Tuesdays.' } });
    fireEvent.submit(form);
    const pending = await screen.findByTestId('administration-request-pending');
    expect(within(pending).getByTestId('administration-request-sent-job_title').textContent).toBe('Route setter');
    expect(calls('POST', 'gyms/4/administration_requests.json')[0]?.body).toEqual({
      full_name: 'Catherine Destivelle',
      job_title: 'Route setter',
      message: 'I set on Tuesdays.',
    });
    expect(useAlertStore.getState().alerts.map((alert) => alert.message)).toContain(
      'Your request is sent: a site administrator will look at it.',
    );
  });

  async function sendWithAnswer(status: number, body: unknown, language = 'fr') {
    writes['POST gyms/4/administration_requests.json'] = { status, body };
    signIn(climber);
    await open(REQUEST, path, language);
    const form = await screen.findByTestId('administration-request-form');
    fireEvent.change(within(form).getByLabelText(/rôle dans la salle|role at the gym/), {
      target: { value: 'Gérante' },
    });
    fireEvent.change(within(form).getByLabelText(/Le message|The message/), { target: { value: 'Bonjour' } });
    fireEvent.submit(form);
    return form;
  }

  it('shows the API’s refusal of a field under that field', async () => {
    const form = await sendWithAnswer(422, { error: { job_title: ['too_long'] } });
    expect(await within(form).findByText('Votre rôle dans la salle est trop long')).toBeTruthy();
  });

  it('says in words that a request already waits, then shows it', async () => {
    const form = await sendWithAnswer(422, { error: { base: ['already_requested'] } });
    expect((await within(form).findByTestId('administration-request-refusal')).textContent).toBe(
      'Vous avez déjà une demande en attente pour cette salle.',
    );
    answers['current_users/gym_administration_requests.json'] = [fixtures.pendingRequest];
    await queryClient.refetchQueries();
    expect(await screen.findByTestId('administration-request-pending')).toBeTruthy();
  });

  it('says in words that the gym got its team meanwhile, and reads the gym again', async () => {
    const form = await sendWithAnswer(422, { error: { base: ['already_administered'] } }, 'en');
    expect((await within(form).findByTestId('administration-request-refusal')).textContent).toBe(
      'This gym already has its team: it can no longer be claimed.',
    );
    await waitFor(() => expect(calls('GET', 'gyms/4.json').length).toBeGreaterThan(1));
  });
});

describe('the administrator-required page', () => {
  it('names the role the page needed, who edits what, how to join the team, and the way back', async () => {
    answers['gyms/4.json'] = fixtures.staffedGym;
    signIn(climber);
    await open(REQUIRED, '/gyms/4/bloc-session/administrator-required?role=manage_spaces');
    const staffed = await screen.findByTestId('administrator-required-staffed');
    expect(screen.getByTestId('administrator-required-role').textContent).toBe(
      'La page que vous vouliez ouvrir demande le rôle « gérer les espaces ».',
    );
    const items = [...staffed.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toContain('Ses espaces et leurs plans : le rôle « gérer les espaces ».');
    expect(items).toContain('Ses secteurs et ses voies : le rôle « gérer l’ouverture des voies ».');
    expect(staffed.textContent).toContain('le gérant de la salle qui ajoute les membres de l’équipe');
    expect(within(staffed).getByTestId('back-to-gym').getAttribute('href')).toBe('/gyms/4/bloc-session');
  });

  it('says nothing of a role it does not know, and opens to a visitor', async () => {
    answers['gyms/4.json'] = fixtures.staffedGym;
    await open(REQUIRED, '/gyms/4/bloc-session/administrator-required?role=fly_a_kite', 'en');
    expect(await screen.findByTestId('administrator-required-staffed')).toBeTruthy();
    expect(screen.queryByTestId('administrator-required-role')).toBeNull();
    expect(document.body.textContent).not.toContain('fly_a_kite');
  });

  it('says a gym without staff is open to every climber, and leads to it', async () => {
    await open(REQUIRED, '/gyms/4/bloc-session/administrator-required?role=manage_gym', 'en');
    const openGym = await screen.findByTestId('administrator-required-open');
    expect(openGym.textContent).toContain('Bloc Session has no team on Cordée yet: it is open to every climber');
    expect(within(openGym).getByTestId('open-gym-link').getAttribute('href')).toBe('/gyms/4/bloc-session');
    expect(
      within(openGym)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('/gyms/4/bloc-session/administration-request');
  });
});

describe('the gym administrations page', () => {
  beforeEach(() => signIn(fixtures.siteAdmin));

  it('lists the pending requests first, with what a site administrator needs to answer', async () => {
    await open(ADMINISTRATIONS, ADMINISTRATIONS);
    const card = await screen.findByTestId('gym-administration-request');
    expect(within(card).getByTestId('request-gym-link').getAttribute('href')).toBe('/gyms/4/bloc-session');
    expect(screen.getByTestId('request-31-city').textContent).toBe('Lyon');
    expect(screen.getByTestId('request-31-climber').textContent).toBe('Catherine Destivelle');
    expect(screen.getByTestId('request-31-job_title').textContent).toBe('Gérante');
    expect(screen.getByTestId('request-31-message').textContent).toBe('Je gère la salle depuis 2019.');
    expect(textOf(card)).toContain('Demandée le 12 mai 2026');
    expect(within(card).getByTestId('approve-31')).toBeTruthy();
    expect(within(card).getByTestId('refuse-31')).toBeTruthy();
    expect(calls('GET', 'gym_administration_requests.json')[0]?.search).toBe('state=pending&page=1&per_page=20');
  });

  it('shows the answered ones by state, with their own empty state', async () => {
    const { router } = await open(ADMINISTRATIONS, ADMINISTRATIONS, 'en');
    await screen.findByTestId('gym-administration-request');
    fireEvent.click(screen.getByTestId('gym-administrations-tab-approved'));
    await waitFor(() => expect(router.state.location.search).toBe('?state=approved'));
    const card = await screen.findByTestId('gym-administration-request');
    expect(within(card).getByTestId('request-gym-link').textContent).toBe('Vertical Hall');
    expect(within(card).queryByTestId('approve-29')).toBeNull();
    expect(textOf(card)).toContain('Answered on March 2, 2026');
    fireEvent.click(screen.getByTestId('gym-administrations-tab-refused'));
    expect((await screen.findByTestId('gym-administrations-empty-refused')).textContent).toBe(
      'No refused request yet.',
    );
  });

  it('says when nothing waits', async () => {
    answers['gym_administration_requests.json?pending'] = [];
    await open(ADMINISTRATIONS, ADMINISTRATIONS, 'en');
    expect((await screen.findByTestId('gym-administrations-empty-pending')).textContent).toBe(
      'No pending request: everything is up to date.',
    );
  });

  it('pages a long list in the address', async () => {
    total = 45;
    await open(ADMINISTRATIONS, `${ADMINISTRATIONS}?state=refused&page=2`, 'en');
    await screen.findByTestId('gym-administrations-empty-refused');
    answers['gym_administration_requests.json?refused'] = [fixtures.refusedRequest];
    cleanup();
    queryClient.clear();
    await open(ADMINISTRATIONS, `${ADMINISTRATIONS}?state=refused&page=2`, 'en');
    await screen.findByTestId('gym-administration-request');
    expect(screen.getByTestId('request-30-reason').textContent).toBe(
      'Nous n’avons pas pu joindre la salle pour confirmer.',
    );
    expect(screen.getByTestId('pager-previous').getAttribute('href')).toBe('/gym-administrations?state=refused');
    expect(screen.getByTestId('pager-next').getAttribute('href')).toBe('/gym-administrations?state=refused&page=3');
    expect(calls('GET', 'gym_administration_requests.json').at(-1)?.search).toBe('state=refused&page=2&per_page=20');
  });

  it('approves a request after a confirmation, and the list follows', async () => {
    writes['PUT gym_administration_requests/31/approve.json'] = {
      status: 200,
      body: { ...fixtures.pendingRequest, state: 'approved', answered_at: '2026-05-13T08:00:00Z' },
    };
    await open(ADMINISTRATIONS, ADMINISTRATIONS, 'en');
    fireEvent.click(await screen.findByTestId('approve-31'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Catherine Destivelle will become an administrator of Bloc Session');
    expect(calls('PUT', 'gym_administration_requests/31/approve.json')).toEqual([]);
    answers['gym_administration_requests.json?pending'] = [];
    fireEvent.click(within(dialog).getByTestId('approve-31-confirm'));
    expect(await screen.findByTestId('gym-administrations-empty-pending')).toBeTruthy();
    expect(calls('PUT', 'gym_administration_requests/31/approve.json')).toHaveLength(1);
    expect(useAlertStore.getState().alerts.map((alert) => alert.message)).toContain(
      'The request is approved: Catherine Destivelle now administers Bloc Session.',
    );
  });

  it('refuses a request only with a reason', async () => {
    writes['PUT gym_administration_requests/31/refuse.json'] = {
      status: 200,
      body: { ...fixtures.pendingRequest, state: 'refused', refusal_reason: 'Unreachable.' },
    };
    await open(ADMINISTRATIONS, ADMINISTRATIONS, 'en');
    fireEvent.click(await screen.findByTestId('refuse-31'));
    const form = await screen.findByTestId('refuse-31-form');
    fireEvent.submit(form);
    expect(await within(form).findByText('The reason for the refusal is required')).toBeTruthy();
    expect(calls('PUT', 'gym_administration_requests/31/refuse.json')).toEqual([]);
    answers['gym_administration_requests.json?pending'] = [];
    fireEvent.change(within(form).getByLabelText(/The reason for the refusal/), {
      target: { value: ' Unreachable. ' },
    });
    fireEvent.submit(form);
    expect(await screen.findByTestId('gym-administrations-empty-pending')).toBeTruthy();
    expect(calls('PUT', 'gym_administration_requests/31/refuse.json')[0]?.body).toEqual({ reason: 'Unreachable.' });
  });

  it('tells a request answered meanwhile', async () => {
    writes['PUT gym_administration_requests/31/approve.json'] = {
      status: 422,
      body: { error: { base: ['already_refused'] } },
    };
    await open(ADMINISTRATIONS, ADMINISTRATIONS, 'en');
    fireEvent.click(await screen.findByTestId('approve-31'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('approve-31-confirm'));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.flatMap((alert) => alert.lines)).toContain(
        '- This request was already refused.',
      ),
    );
  });
});
