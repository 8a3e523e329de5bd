import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../../lib/query-client';
import { catalogueAnswer } from '../../../../testing/catalogue-api';
import { renderPageModule, stubMissingBrowserApis, textOf } from '../../../../testing/page-test-kit';
import * as fixtures from '../../shared/testing/indoor-fixtures';

const SPACE = '/gyms/:gymId?/:gymName?/spaces/:gymSpaceId/:gymSpaceName';
const MODULES = { [SPACE]: () => import('../pages/gym-space-page') };
const ADDRESS = '/gyms/4/bloc-session/spaces/10/salle-de-bloc?route=120';

let answers: Record<string, unknown>;
const missing: string[] = [];

beforeAll(stubMissingBrowserApis);

beforeEach(() => {
  answers = fixtures.indoorAnswers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => catalogueAnswer(answers, url, [])),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  missing.length = 0;
});

describe('what the climbers made of a gym route, in its panel', () => {
  it('shows how many did it, their rating and their difficulty opinion, each with its votes', async () => {
    answers['gym_routes/120.json'] = {
      ...fixtures.route,
      climbers_count: 12,
      note: 4.25,
      note_count: 5,
      hardness_value: 0.5,
      hardness_count: 4,
    };
    await renderPageModule(MODULES, SPACE, ADDRESS, { language: 'fr', missing });
    const panel = await screen.findByTestId('route-panel');
    expect(textOf(await within(panel).findByTestId('panel-climbers'))).toBe('Grimpeurs12 grimpeurs l’ont faite');
    expect(textOf(within(panel).getByTestId('panel-note'))).toBe('Note des grimpeurs4,3 / 6 (5 avis)');
    expect(textOf(within(panel).getByTestId('panel-hardness'))).toBe(
      'Difficulté ressentiePlus dure que sa cotation (4 avis)',
    );
    expect(missing).toEqual([]);
  });

  it('reads a mean between −⅓ and +⅓ as right for the grade, below as easier', async () => {
    answers['gym_routes/120.json'] = { ...fixtures.route, hardness_value: -0.2, hardness_count: 3 };
    await renderPageModule(MODULES, SPACE, ADDRESS, { language: 'en', missing });
    const panel = await screen.findByTestId('route-panel');
    expect(textOf(await within(panel).findByTestId('panel-hardness'))).toContain('Right for its grade');
    cleanup();
    queryClient.clear();
    answers['gym_routes/120.json'] = { ...fixtures.route, hardness_value: -0.5, hardness_count: 3 };
    await renderPageModule(MODULES, SPACE, ADDRESS, { language: 'en', missing });
    expect(textOf(await screen.findByTestId('panel-hardness'))).toContain('Easier than its grade');
  });

  it('shows none of them before anyone climbed it or enough voted', async () => {
    await renderPageModule(MODULES, SPACE, ADDRESS, { language: 'en', missing });
    const panel = await screen.findByTestId('route-panel');
    await within(panel).findByTestId('panel-holds');
    expect(within(panel).queryByTestId('panel-climbers')).toBeNull();
    expect(within(panel).queryByTestId('panel-note')).toBeNull();
    expect(within(panel).queryByTestId('panel-hardness')).toBeNull();
  });
});
