import type { GymRouteSummary } from '@climb/contracts';
import type { Locator, Page } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enIndoorEnums from '../../apps/web/src/locales/en/indoor-enums.json' with { type: 'json' };

import enHome from '../../apps/web/src/locales/en/logbook-home.json' with { type: 'json' };
import enIndoor from '../../apps/web/src/locales/en/logbook-indoor.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frIndoorEnums from '../../apps/web/src/locales/fr/indoor-enums.json' with { type: 'json' };

import frHome from '../../apps/web/src/locales/fr/logbook-home.json' with { type: 'json' };
import frIndoor from '../../apps/web/src/locales/fr/logbook-indoor.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { callApi, createClimber, signInWithTokens } from '../support/accounts';
import {
  DEMO_BLOC_GYM,
  demoGymPlaces,
  gymNamed,
  myGymAscents,
  myLevelProgress,
  PHONE,
  routePanelPath,
} from '../support/indoor';
import { LANGUAGES, languagesInTurn } from '../support/languages';
import { storedCount } from '../support/offline';
import { fill } from '../support/texts';

const TEXTS = {
  fr: { common: frCommon, indoor: frIndoor, home: frHome, enums: frIndoorEnums },
  en: { common: enCommon, indoor: enIndoor, home: enHome, enums: enIndoorEnums },
} as const;

/** Taps a chip (a radio drawn as a pill) by its whole name, as a finger would. */
async function tapChip(scope: Locator, name: string | RegExp): Promise<void> {
  const radio = scope.getByRole('radio', { name, exact: typeof name === 'string' });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** Every mounted route of the demo gym's first sector, through the API. */
async function sectorRoutes(page: Page, sectorId: number): Promise<GymRouteSummary[]> {
  const response = await callApi(page.request, 'GET', `gym_sectors/${sectorId}/gym_routes.json`);
  expect(response.status()).toBe(200);
  return (await response.json()) as GymRouteSummary[];
}

const inTurn = languagesInTurn('indoor-logbook');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);
  const { common, indoor, home, enums } = TEXTS[locale];

  test.describe(`the indoor logbook (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a climber logs a demo gym route in two taps from its panel, then finds it in the logbook and the progress',
      async ({ page, request }) => {
        test.setTimeout(120_000);
        const climber = await createClimber(request, { language: locale });
        const token = climber.tokens.token;
        const gym = await gymNamed(request, DEMO_BLOC_GYM);
        const { space, route } = await demoGymPlaces(request);
        await signInWithTokens(page, climber.tokens);

        // The route's panel: nothing logged yet, the logger under the route's facts.
        await page.goto(routePanelPath(gym, space, route.id));
        const logger = page.getByTestId('route-panel').getByTestId('gym-route-logger');
        await expect(logger).toBeVisible();
        await expect(logger.getByTestId('gym-route-mark')).toHaveAttribute('data-status', 'none');
        await expectAccessible(page, `route panel's logger (${locale})`);

        // Two taps: the style, then "Log".
        await tapChip(logger.getByTestId('gym-route-status'), indoor.statuses.sent);
        await logger.getByTestId('gym-route-log').click();
        await expect(logger.getByTestId('gym-route-outcome')).toContainText(
          fill(indoor.logger.saved, { status: indoor.statuses.sent, date: '' }).split(',')[0] ?? '',
        );
        await expect(logger.getByTestId('gym-route-mark')).toHaveAttribute('data-status', 'done');
        await expect(logger.getByTestId('gym-route-mark')).toHaveText(fill(indoor.logger.done_one, { count: 1 }));
        const [saved] = await myGymAscents(request, token, { gym_route_id: route.id });
        expect(saved).toMatchObject({
          ascent_status: 'sent',
          quantity: 1,
          gym: { id: gym.id },
          gym_route: { id: route.id },
        });

        // In my indoor logbook, reached from the outdoor one.
        await page.goto('/home/ascents/outdoor');
        await page.getByTestId('logbook-areas').getByRole('link', { name: home.areas.indoor }).click();
        await expect(page).toHaveURL(/\/home\/ascents\/indoor$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(indoor.logbook.title);
        const row = page.getByTestId('indoor-ascent');
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(gym.name);
        await expect(page.getByTestId('indoor-ascents-count')).toHaveText(fill(indoor.logbook.count_one, { count: 1 }));
        await expectAccessible(page, `indoor logbook (${locale})`);

        // And in the progress per colour: one route of its level done.
        await page.getByTestId('indoor-tab-progress').click();
        await expect(page).toHaveURL(/view=progress/);
        const progress = await myLevelProgress(request, token, gym.id);
        const level = progress.climbing_types
          .flatMap((type) => type.levels.map((found) => ({ ...found, type: type.climbing_type })))
          .find((found) => found.type === route.climbing_type && found.level_index === route.level_index);
        if (!level) throw new Error('The route’s level is not in the progress');
        expect(level.done).toBe(1);
        const line = fill(level.mounted === 1 ? indoor.progress.line_one : indoor.progress.line_other, {
          color: enums.hold_colors[level.color],
          done: 1,
          count: level.mounted,
        });
        await expect(page.getByRole('progressbar', { name: line })).toHaveAttribute('value', '1');
        await expectAccessible(page, `indoor progress (${locale})`);
      },
    );

    journey('a climber logs "3 × green" without a route from the add-ascent menu', async ({ page, request }) => {
      test.setTimeout(120_000);
      const climber = await createClimber(request, { language: locale });
      const token = climber.tokens.token;
      const gym = await gymNamed(request, DEMO_BLOC_GYM);
      await signInWithTokens(page, climber.tokens);

      await page.goto('/home/ascents/indoor');
      await expect(page.getByTestId('indoor-ascents-empty')).toBeVisible();
      await page.getByTestId('add-ascent-menu').click();
      await page.getByRole('menuitem', { name: common.ascents.add_indoor }).click();
      await expect(page).toHaveURL(/\/ascents\/indoor\/new$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(indoor.new.title);

      // The gym found as it is typed.
      await page.getByTestId('gym-search').fill('démo bloc');
      await page.getByTestId('gym-results').getByRole('button', { name: gym.name }).click();
      await expect(page.getByTestId('log-gym-name')).toHaveText(gym.name);
      await expect(page).toHaveURL(new RegExp(`gym_id=${gym.id}$`));
      await expectAccessible(page, `indoor ascent form (${locale})`);

      // Without a route: a boulder, by its colour, three of them.
      const form = page.getByTestId('indoor-ascent-form');
      await tapChip(form.getByTestId('indoor-mode'), indoor.form.routeless);
      await tapChip(form.getByTestId('routeless-type'), enums.route_climbing_types.bouldering);
      await tapChip(form.getByTestId('routeless-level'), new RegExp(`^${enums.hold_colors.green}`));
      await form.getByTestId('quantity-more').click();
      await form.getByTestId('quantity-more').click();
      await expect(form.getByTestId('quantity-input')).toHaveValue('3');
      await tapChip(form.getByTestId('ascent-status'), indoor.statuses.sent);
      await form.getByTestId('indoor-ascent-save').click();
      await expect(page.getByRole('status').filter({ hasText: indoor.new.saved })).toBeVisible();

      const ascents = await myGymAscents(request, token);
      expect(ascents).toHaveLength(1);
      expect(ascents[0]).toMatchObject({
        gym_route: null,
        gym: { id: gym.id },
        climbing_type: 'bouldering',
        level_color: 'green',
        quantity: 3,
        ascent_status: 'sent',
      });

      await page.getByRole('link', { name: indoor.new.toLogbook }).click();
      const row = page.getByTestId('indoor-ascent');
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('indoor-ascent-name')).toHaveText(
        `${indoor.list.noRoute} ${fill(indoor.list.quantity, { count: 3 })}`,
      );
      // The analytics count three climbs.
      await page.getByTestId('indoor-tab-analytics').click();
      await expect(page.getByTestId('indoor-charts')).toBeVisible();
      await expect(page.getByTestId('chart-indoor-levels-table')).toContainText(`${enums.hold_colors.green}3`);
      await expectAccessible(page, `indoor analytics (${locale})`);
    });

    journey(
      'offline on a gym page, two routes logged are kept, then sent once each when the network is back',
      async ({ page, context, request }) => {
        test.setTimeout(150_000);
        const climber = await createClimber(request, { language: locale });
        const token = climber.tokens.token;
        const gym = await gymNamed(request, DEMO_BLOC_GYM);
        const { space, sector } = await demoGymPlaces(request);
        const [first, second] = await sectorRoutes(page, sector.id);
        if (!first || !second) throw new Error('The demo sector has fewer than two routes');
        await signInWithTokens(page, climber.tokens);

        // Opened online: the gym's routes are kept on the device, the logger's code is loaded.
        await page.goto(routePanelPath(gym, space, first.id));
        const logger = page.getByTestId('route-panel').getByTestId('gym-route-logger');
        await expect(logger).toBeVisible();
        await expect.poll(() => storedCount(page, 'cordee-offline-gyms', 'gyms')).toBe(1);

        // No network in the gym: the first route logged is kept on the device, and said so.
        await context.setOffline(true);
        await expect(logger.getByTestId('gym-route-offline')).toHaveText(indoor.logger.offline);
        await tapChip(logger.getByTestId('gym-route-status'), indoor.statuses.flash);
        await logger.getByTestId('gym-route-log').click();
        await expect(logger.getByTestId('gym-route-outcome')).toContainText(indoor.logger.queued.split(':')[0] ?? '');
        await expect(logger.getByTestId('gym-route-waiting')).toHaveText(fill(indoor.logger.waiting_one, { count: 1 }));

        // The second, opened from the sector's list: its panel cannot load, the logger finds it on the device.
        await page.getByTestId('sector-route').nth(1).click();
        await expect(page).toHaveURL(new RegExp(`route=${second.id}`));
        const fromDevice = page.getByTestId('route-panel').getByTestId('gym-route-logger');
        await expect(fromDevice.getByTestId('gym-route-from-device')).toContainText(indoor.logger.fromDevice);
        await tapChip(fromDevice.getByTestId('gym-route-status'), indoor.statuses.sent);
        await fromDevice.getByTestId('gym-route-log').click();
        await expect(fromDevice.getByTestId('gym-route-waiting')).toHaveText(
          fill(indoor.logger.waiting_one, { count: 1 }),
        );
        expect(await storedCount(page, 'cordee-ascents-pusher', 'pending')).toBe(2);
        expect(await myGymAscents(request, token)).toEqual([]);

        // Back online: both sent, each once; the queue empties. (What was sent is said by a message the sync's own
        // tests check: here the page may reload as the connection returns, for a chunk it could not fetch offline,
        // and the message of a push split by that reload names one ascent at a time.)
        await context.setOffline(false);
        await expect.poll(async () => (await myGymAscents(request, token)).length, { timeout: 30_000 }).toBe(2);
        await expect.poll(() => storedCount(page, 'cordee-ascents-pusher', 'pending')).toBe(0);
        // Another start of the app sends nothing again: exactly the two.
        await page.goto('/home/ascents/indoor');
        await expect(page.getByTestId('indoor-ascent')).toHaveCount(2);
        await expect(page.getByTestId('pending-indoor')).toHaveCount(0);
        const ascents = await myGymAscents(request, token);
        expect(ascents.map((ascent) => [ascent.gym_route?.id, ascent.ascent_status]).sort()).toEqual(
          [
            [first.id, 'flash'],
            [second.id, 'sent'],
          ].sort(),
        );
        expect(ascents.every((ascent) => ascent.idempotency_key !== null)).toBe(true);
      },
    );

    journey('a visitor on /ascents/indoor/new and in a route’s panel is invited to sign in', async ({ page }) => {
      await page.goto('/ascents/indoor/new');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(indoor.new.title);
      await expect(page.getByTestId('sign-in-invitation')).toContainText(indoor.new.signIn);
      await expectAccessible(page, `/ascents/indoor/new as a visitor (${locale})`);
      const gym = await gymNamed(page.request, DEMO_BLOC_GYM);
      const { space, route } = await demoGymPlaces(page.request);
      await page.goto(routePanelPath(gym, space, route.id));
      await expect(page.getByTestId('gym-route-sign-in')).toContainText(indoor.logger.signIn);
    });
  });
}

test.describe('the panel’s logger on a phone, in the dark theme', () => {
  test.use(PHONE);

  test('fits a 390 px screen and stays readable in the dark', async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'fr');
    const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
    await page.context().addCookies([{ name: 'theme', value: 'dark', domain: url.hostname, path: '/' }]);
    const climber = await createClimber(request, { language: 'fr' });
    const gym = await gymNamed(request, DEMO_BLOC_GYM);
    const { space, route } = await demoGymPlaces(request);
    const logged = await callApi(request, 'POST', 'ascent_gym_routes.json', {
      token: climber.tokens.token,
      body: { gym_route_id: route.id, released_at: new Date().toISOString().slice(0, 10), ascent_status: 'flash' },
    });
    expect(logged.status(), await logged.text()).toBe(201);
    await signInWithTokens(page, climber.tokens);
    for (const { path, ready } of [
      { path: routePanelPath(gym, space, route.id), ready: 'gym-route-logger' },
      { path: `/ascents/indoor/new?gym_id=${gym.id}`, ready: 'indoor-ascent-form' },
      { path: '/home/ascents/indoor?view=progress', ready: 'level-progress' },
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByTestId(ready).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} fits 390 px`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${path} (phone, dark)`);
    }
  });
});
