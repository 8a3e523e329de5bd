import 'fake-indexeddb/auto';
import type { CurrentUser, GymSubscription } from '@climb/contracts';
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

const PLANS = '/gyms/:gymId?/:gymName?/admins/indoor-subscriptions';
const UNSUBSCRIBE = '/gym-reports/unsubscribe';
const ADMINISTRATIONS = '/gym-administrations';
const MODULES: Record<string, PageModule> = {
  [PLANS]: () => import('./pages/gym-admin-indoor-subscriptions-page'),
  [UNSUBSCRIBE]: () => import('./pages/gym-report-unsubscribe-page'),
  [ADMINISTRATIONS]: () => import('../../staff/pages/gym-administrations-page'),
};
const PLANS_ADDRESS = '/gyms/4/bloc-session/admins/indoor-subscriptions';

const gymRef = { id: 4, name: 'Bloc Session', slug_name: 'bloc-session' };

function plan(overrides: Partial<GymSubscription> = {}): GymSubscription {
  return {
    id: 70,
    gym: gymRef,
    plan: 'club',
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    terms: '1 200 € par an, payés en janvier.',
    state: 'current',
    created_at: '2025-12-20T10:00:00Z',
    ...overrides,
  };
}

/** A climber on no gym's team. */
const outsider: CurrentUser = { ...climber, id: 21, administered_gyms: [] };

let answers: Record<string, unknown>;
let calls: { method: string; path: string; body: unknown }[];
let writes: Record<string, { status: number; body: unknown }>;
const missing: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function answer(url: string, init: RequestInit = {}): Response {
  const method = init.method ?? 'GET';
  if (method === 'GET') return catalogueAnswer(answers, url, []);
  const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
  calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
  const write = writes[`${method} ${path}`];
  return write ? json(write.body, write.status) : json({ error: 'not found' }, 404);
}

function signIn(user: CurrentUser) {
  writeTokens({ token: 'access', refresh_token: 'refresh' });
  useSessionStore.getState().setUser({ ...user });
}

const renderPage = (pattern: string, path: string, language = 'fr') =>
  renderPageModule(MODULES, pattern, path, { language, missing });

const writesTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = {
    ...fixtures.indoorAnswers(),
    'current_users/gym_subscriptions.json': [
      plan(),
      plan({ id: 69, plan: 'free', starts_on: '2025-01-01', ends_on: '2025-12-31', terms: null, state: 'ended' }),
    ],
    'gym_administration_requests.json': [],
  };
  calls = [];
  writes = {};
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

describe.each(['fr', 'en'])('the plans pages in %s', (language) => {
  it('has one h1, every text and no serious axe violation for a member who manages the plan', async () => {
    signIn(fixtures.gymManager);
    const { container } = await renderPage(PLANS, PLANS_ADDRESS, language);
    await screen.findByTestId('plan-70');
    await screen.findByTestId('gym-admin-menu');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('has every text and no serious axe violation for a visitor', async () => {
    const { container } = await renderPage(PLANS, PLANS_ADDRESS, language);
    await screen.findByTestId('sign-in-invitation');
    await expectSoundPage(container, missing);
  }, 20_000);

  it('has every text and no serious axe violation on the report’s way out', async () => {
    writes['POST gym_administrators/email_report/unsubscribe.json'] = { status: 200, body: { gym: gymRef } };
    const { container } = await renderPage(UNSUBSCRIBE, `${UNSUBSCRIBE}?token=31.abc`, language);
    await screen.findByTestId('report-unsubscribe-done');
    await expectSoundPage(container, missing);
  }, 20_000);
});

describe('the plans page', () => {
  it("shows each gym's plans, their dates and terms, and says every tool is free", async () => {
    signIn(fixtures.gymManager);
    await renderPage(PLANS, PLANS_ADDRESS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Formules' })).toBeTruthy();
    expect(screen.getByText('Tous les outils sont gratuits')).toBeTruthy();
    const current = await screen.findByTestId('plan-70');
    expect(textOf(current)).toContain('Club');
    expect(textOf(current)).toContain('En cours');
    expect(textOf(current)).toContain('Du 1 janvier 2026 au 31 décembre 2026');
    expect(textOf(current)).toContain('1 200 € par an');
    const ended = screen.getByTestId('plan-69');
    expect(textOf(ended)).toContain('Terminée');
    expect(textOf(ended)).toContain('Aucune condition particulière');
    expect(
      within(screen.getByTestId('gym-plans-4')).getByRole('heading', { level: 2, name: 'Bloc Session' }),
    ).toBeTruthy();
  });

  it('says so plainly when no plan is recorded for the gym', async () => {
    signIn(fixtures.gymManager);
    answers['current_users/gym_subscriptions.json'] = [];
    await renderPage(PLANS, PLANS_ADDRESS);
    const gym = await screen.findByTestId('gym-plans-4');
    await waitFor(() => expect(textOf(gym)).toContain('Aucune formule enregistrée pour cette salle'));
  });

  it('tells a climber who manages no gym’s plan, without asking the API', async () => {
    signIn(outsider);
    await renderPage(PLANS, PLANS_ADDRESS);
    expect(textOf(await screen.findByTestId('plans-no-gym'))).toContain('Vous ne gérez la formule d’aucune salle');
    const fetched = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(fetched.some((url) => url.includes('gym_subscriptions'))).toBe(false);
  });
});

describe('the report’s way out', () => {
  it('sends the token once and names the gym', async () => {
    writes['POST gym_administrators/email_report/unsubscribe.json'] = { status: 200, body: { gym: gymRef } };
    await renderPage(UNSUBSCRIBE, `${UNSUBSCRIBE}?token=31.abc`);
    expect(textOf(await screen.findByTestId('report-unsubscribe-done'))).toContain(
      'Vous ne recevrez plus le rapport hebdomadaire de Bloc Session',
    );
    expect(writesTo('POST', 'gym_administrators/email_report/unsubscribe.json').map((call) => call.body)).toEqual([
      { token: '31.abc' },
    ]);
  });

  it('says a refused or missing token does not work', async () => {
    writes['POST gym_administrators/email_report/unsubscribe.json'] = {
      status: 422,
      body: { error: { token: ['invalid'] } },
    };
    await renderPage(UNSUBSCRIBE, `${UNSUBSCRIBE}?token=31.abc`);
    expect(await screen.findByTestId('report-unsubscribe-invalid')).toBeTruthy();
    cleanup();
    await renderPage(UNSUBSCRIBE, UNSUBSCRIBE);
    expect(await screen.findByTestId('report-unsubscribe-invalid')).toBeTruthy();
  });
});

describe('the site administrators’ plans', () => {
  it('find the gym, list its plans and record one with its dates and terms', async () => {
    signIn(fixtures.siteAdmin);
    answers['gyms.json'] = [fixtures.gymSummary];
    answers['gyms/4/gym_subscriptions.json'] = [plan()];
    writes['POST gyms/4/gym_subscriptions.json'] = { status: 201, body: plan({ id: 71, plan: 'pro' }) };
    await renderPage(ADMINISTRATIONS, ADMINISTRATIONS);
    fireEvent.change(await screen.findByTestId('plans-gym-search'), { target: { value: 'Bloc' } });
    fireEvent.click(await screen.findByTestId('plans-gym-option'));
    expect(textOf(await screen.findByTestId('plan-70'))).toContain('Club');
    fireEvent.change(screen.getByTestId('plan-name'), { target: { value: 'pro' } });
    fireEvent.change(screen.getByTestId('plan-starts-on'), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByTestId('plan-terms'), { target: { value: '  Deux ans.  ' } });
    fireEvent.click(screen.getByTestId('plan-record'));
    await waitFor(() => expect(writesTo('POST', 'gyms/4/gym_subscriptions.json')).toHaveLength(1));
    expect(writesTo('POST', 'gyms/4/gym_subscriptions.json')[0]?.body).toEqual({
      plan: 'pro',
      starts_on: '2027-01-01',
      ends_on: null,
      terms: 'Deux ans.',
    });
  });

  it('show the rule the API refuses an end before the start with', async () => {
    signIn(fixtures.siteAdmin);
    answers['gyms.json'] = [fixtures.gymSummary];
    answers['gyms/4/gym_subscriptions.json'] = [];
    writes['POST gyms/4/gym_subscriptions.json'] = { status: 422, body: { error: { ends_on: ['too_small'] } } };
    await renderPage(ADMINISTRATIONS, ADMINISTRATIONS);
    fireEvent.change(await screen.findByTestId('plans-gym-search'), { target: { value: 'Bloc' } });
    fireEvent.click(await screen.findByTestId('plans-gym-option'));
    expect(await screen.findByTestId('plans-none')).toBeTruthy();
    fireEvent.change(screen.getByTestId('plan-starts-on'), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByTestId('plan-ends-on'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByTestId('plan-record'));
    const endsOn = screen.getByTestId('plan-ends-on');
    await waitFor(() => expect(endsOn.getAttribute('aria-invalid')).toBe('true'));
  });
});
