import {
  ascentScore,
  type GymRanking,
  type GymRoute,
  type GymRouteSummary,
  type GymSummary,
  pointsByGrade,
  type TokenPair,
} from '@climb/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import enRanking from '../../apps/web/src/locales/en/gym-ranking.json' with { type: 'json' };
import enIndoor from '../../apps/web/src/locales/en/indoor.json' with { type: 'json' };
import frRanking from '../../apps/web/src/locales/fr/gym-ranking.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { callApi, createClimber, signInWithTokens } from '../support/accounts';
import { DEMO_BLOC_GYM, gymNamed, PHONE } from '../support/indoor';
import { uniqueName } from '../support/outdoor';

/*
 * The gym ranking: a climber logs a route of the demo gym, finds their line highlighted in its ranking, and a filter
 * changes the list. In English on a desktop; the phone's cards in French.
 */

/** A mounted boulder of the gym with a grade and no fixed points of its own: it scores by its grade. */
async function gradedBoulderOf(request: APIRequestContext, gym: GymSummary): Promise<GymRoute> {
  const response = await callApi(
    request,
    'GET',
    `gyms/${gym.id}/gym_routes.json?climbing_types=bouldering&per_page=100`,
  );
  expect(response.status(), await response.text()).toBe(200);
  for (const summary of (await response.json()) as GymRouteSummary[]) {
    if (summary.grade_value === null) continue;
    const route = (await (await callApi(request, 'GET', `gym_routes/${summary.id}.json`)).json()) as GymRoute;
    if (route.fixed_points === null) return route;
  }
  throw new Error(`${gym.name} has no graded boulder without fixed points`);
}

/** Yesterday in UTC: a day already past on every calendar. */
function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

/** A climber of the given gender who flashed the route (a public indoor logbook: the default). */
async function climberWhoFlashed(request: APIRequestContext, route: GymRoute, gender: 'female' | 'male') {
  const firstName = uniqueName(gender === 'female' ? 'Rania' : 'Hugo');
  const climber = await createClimber(request, { language: 'en', first_name: firstName });
  const token = climber.tokens.token;
  const profile = await callApi(request, 'PUT', 'current_users.json', { token, body: { user: { gender } } });
  expect(profile.status(), await profile.text()).toBe(200);
  const ascent = await callApi(request, 'POST', 'ascent_gym_routes.json', {
    token,
    body: { gym_route_id: route.id, released_at: yesterday(), ascent_status: 'flash' },
  });
  expect(ascent.status(), await ascent.text()).toBe(201);
  return { name: `${firstName} ${climber.last_name}`, tokens: climber.tokens };
}

/** The gym's ranking as the API answers it to a climber. */
async function rankingOf(
  request: APIRequestContext,
  gym: GymSummary,
  tokens: TokenPair,
  query = '',
): Promise<GymRanking> {
  const response = await callApi(request, 'GET', `gyms/${gym.id}/ranking.json${query}`, { token: tokens.token });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as GymRanking;
}

const rankingPath = (gym: GymSummary) => `/gyms/${gym.id}/${gym.slug_name}/ranking`;
const myRow = (page: Page) => page.locator('[data-testid="ranking-row"][data-me]');

test.describe('gym ranking (en)', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('a climber logs a route of the demo gym, finds their line highlighted, and a filter changes the list', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const gym = await gymNamed(request, DEMO_BLOC_GYM);
    const route = await gradedBoulderOf(request, gym);
    const rania = await climberWhoFlashed(request, route, 'female');
    const hugo = await climberWhoFlashed(request, route, 'male');

    // A visitor reads the ranking and how to enter it, from the gym's menu.
    await page.goto(`/gyms/${gym.id}/${gym.slug_name}`);
    await page
      .getByRole('navigation', { name: enIndoor.tabs.label })
      .getByRole('link', { name: enIndoor.tabs.ranking })
      .click();
    await expect(page).toHaveURL(rankingPath(gym));
    await expect(page.getByRole('link', { name: enIndoor.tabs.ranking })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('sign-in-invitation')).toContainText(enRanking.visitor);
    await expect(page.getByRole('row').filter({ hasText: rania.name })).toBeVisible();
    await expect(myRow(page)).toHaveCount(0);
    await expectAccessible(page, 'gym ranking, a visitor');

    // Signed in, Rania finds her own line highlighted, with the points her flash is worth.
    const ranking = await rankingOf(request, gym, rania.tokens);
    expect(ranking.systems.find((entry) => entry.climbing_type === 'bouldering')?.system ?? null).toBeNull();
    const expected = ascentScore(pointsByGrade(route.grade_value as number), 'flash', null);
    expect(ranking.me?.score).toBe(expected);
    await signInWithTokens(page, rania.tokens);
    await page.goto(rankingPath(gym));
    await expect(myRow(page)).toHaveCount(1);
    await expect(myRow(page)).toContainText(rania.name);
    await expect(myRow(page)).toContainText(enRanking.table.you);
    await expect(myRow(page)).toHaveAttribute('aria-current', 'true');
    await expect(myRow(page).getByTestId('ranking-score')).toHaveText(
      new Intl.NumberFormat('en').format(ranking.me?.score ?? -1),
    );
    await expect(page.getByTestId('my-standing-text')).toContainText(`of ${ranking.total}`);
    await expect(page.getByTestId('sign-in-invitation')).toHaveCount(0);
    await expect(page.getByTestId('ranking-points')).toContainText(enRanking.how.public);
    await expectAccessible(page, 'gym ranking, signed in');

    // Men only: her line leaves the list, Hugo's stays; the filter is in the address.
    await page.getByLabel(enRanking.filters.gender, { exact: true }).selectOption('male');
    await expect(page).toHaveURL(`${rankingPath(gym)}?gender=male`);
    await expect(myRow(page)).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: rania.name })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: hugo.name })).toBeVisible();
    await expect(page.getByTestId('my-standing-unranked')).toHaveText(enRanking.me.notRankedFiltered);

    // Reloaded, the address keeps the filter; women only brings her back, highlighted.
    await page.reload();
    await expect(page.getByLabel(enRanking.filters.gender, { exact: true })).toHaveValue('male');
    await page.getByLabel(enRanking.filters.gender, { exact: true }).selectOption('female');
    await expect(page).toHaveURL(`${rankingPath(gym)}?gender=female`);
    await expect(myRow(page)).toContainText(rania.name);
    await expect(page.getByRole('row').filter({ hasText: hugo.name })).toHaveCount(0);

    // Clearing the filters shows everyone again.
    await page.getByRole('button', { name: enRanking.filters.clear }).click();
    await expect(page).toHaveURL(rankingPath(gym));
    await expect(page.getByRole('row').filter({ hasText: hugo.name })).toBeVisible();
    await expect(myRow(page)).toHaveCount(1);
  });
});

test.describe('gym ranking on a phone (fr)', () => {
  test.use(PHONE);

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'fr');
  });

  test('shows the ranking as cards, the climber’s own highlighted', async ({ page, request }) => {
    test.setTimeout(90_000);
    const gym = await gymNamed(request, DEMO_BLOC_GYM);
    const route = await gradedBoulderOf(request, gym);
    const climber = await climberWhoFlashed(request, route, 'female');
    await signInWithTokens(page, climber.tokens);
    await page.goto(rankingPath(gym));
    const mine = page
      .getByRole('list', { name: frRanking.table.label.replace('{{gym}}', DEMO_BLOC_GYM) })
      .locator('[data-testid="ranking-row"][data-me]');
    await expect(mine).toContainText(climber.name);
    await expect(mine.getByTestId('ranking-card')).toHaveAttribute('data-mine', 'true');
    await expect(page.getByTestId('ranking-table')).toHaveCount(0);
    await expect(page.getByTestId('my-standing-text')).toContainText('Vous êtes');
    await expectAccessible(page, 'gym ranking on a phone');
  });
});
