import 'fake-indexeddb/auto';
import type { CurrentUser } from '@climb/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../../../lib/page-module';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { climber } from '../../../../testing/catalogue-fixtures';
import { renderPageModule, stubMissingBrowserApis } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const GYM = '/gyms/:gymId?/:gymName?';
const MODULES: Record<string, PageModule> = { [GYM]: () => import('../pages/gym-page') };
const missing: string[] = [];

/** A climber on another gym's team only. */
const otherGymManager: CurrentUser = {
  ...climber,
  id: 13,
  administered_gyms: [{ id: 5, name: 'Ailleurs', slug_name: 'ailleurs', roles: ['manage_gym'] }],
};

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  const answers = { ...fixtures.indoorAnswers(), 'gyms/4.json': fixtures.staffedGym };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => catalogueAnswer(answers, url, [])),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  useSessionStore.getState().setUser(null);
  missing.length = 0;
});

describe('the way into the gym’s administration from its page', () => {
  it.each([
    ['a member of its team', fixtures.gymManager],
    ['a site administrator', fixtures.siteAdmin],
  ])('is shown to %s', async (_who, user) => {
    useSessionStore.getState().setUser({ ...user });
    await renderPageModule(MODULES, GYM, '/gyms/4/bloc-session', { missing });
    const link = await screen.findByTestId('gym-admin-link');
    expect(link.getAttribute('href')).toBe('/gyms/4/bloc-session/admins');
    expect(link.textContent).toContain('Administration de la salle');
  });

  it.each([
    ['a visitor', null],
    ['a climber off the team', climber],
    ['another gym’s administrator', otherGymManager],
  ])('is not shown to %s', async (_who, user) => {
    if (user) useSessionStore.getState().setUser({ ...user });
    await renderPageModule(MODULES, GYM, '/gyms/4/bloc-session', { missing });
    await screen.findByTestId('gym-staff-line');
    expect(screen.queryByTestId('gym-admin-link')).toBeNull();
  });
});
