import type { Page } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enHome from '../../apps/web/src/locales/en/home.json' with { type: 'json' };
import enLogbook from '../../apps/web/src/locales/en/logbook.json' with { type: 'json' };
import enEnums from '../../apps/web/src/locales/en/logbook-enums.json' with { type: 'json' };
import enLogbookHome from '../../apps/web/src/locales/en/logbook-home.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frHome from '../../apps/web/src/locales/fr/home.json' with { type: 'json' };
import frLogbook from '../../apps/web/src/locales/fr/logbook.json' with { type: 'json' };
import frEnums from '../../apps/web/src/locales/fr/logbook-enums.json' with { type: 'json' };
import frLogbookHome from '../../apps/web/src/locales/fr/logbook-home.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { createClimber, signInWithTokens } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { logAscent, myAscents } from '../support/logbook';
import { keepsQuery, missingAssets, pageAssets, storedCount, underServiceWorker } from '../support/offline';
import { createCrag, createRoute, uniqueName } from '../support/outdoor';

/*
 * Offline, as the offline banner promises: the pages already seen stay available. A page loaded from the
 * network is kept by the service worker (its HTML, for that address only); a page reached inside the app is
 * rendered from the empty shell with the query data kept on the device; `/` opens from the shell.
 */

const TEXTS = {
  fr: { common: frCommon, home: frHome, logbook: frLogbook, logbookHome: frLogbookHome, enums: frEnums },
  en: { common: enCommon, home: enHome, logbook: enLogbook, logbookHome: enLogbookHome, enums: enEnums },
} as const;

const cragPath = (crag: { id: number; slug_name: string }) => `/crags/${crag.id}/${crag.slug_name}`;
const routePath = (route: { id: number; slug_name: string }) => `/crag-routes/${route.id}/${route.slug_name}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks the style card whose name starts with the status label (the card also reads its hint). */
async function pickStatus(page: Page, label: string): Promise<void> {
  const card = page.getByTestId('ascent-form').getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
}

/** No skeleton nor loader left: the page shows its content, not a wait for the network. */
async function expectNoPlaceholder(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

const inTurn = languagesInTurn('offline');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { common, home, logbook, logbookHome, enums } = TEXTS[locale];

  test.describe(`offline (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a crag and a route seen online open offline with their content, and so does the start page',
      async ({ page, context, request }) => {
        test.setTimeout(120_000);
        const { tokens } = await createClimber(request, { language: locale });
        const crag = await createCrag(request, tokens.token, { name: uniqueName('Buoux') });
        const route = await createRoute(request, tokens.token, { crag_id: crag.id, name: uniqueName('La Rose') });
        const other = await createRoute(request, tokens.token, { crag_id: crag.id, name: uniqueName('Le Vampire') });

        // Online, a visitor opens the crag (its HTML comes from the server), then the route from the crag's list
        // (rendered in the browser: no HTML of that address is kept, only its data).
        await page.goto(cragPath(crag));
        await underServiceWorker(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(crag.name);
        await expect(page.getByTestId('route-card')).toHaveCount(2);
        await page.getByTestId('route-card').filter({ hasText: route.name }).click();
        await expect(page).toHaveURL(routePath(route));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);
        await expect(page.getByTestId('route-grade')).toBeVisible();
        await expect.poll(() => keepsQuery(page, ['crag_routes', route.id])).toBe(true);

        await context.setOffline(true);

        // The route, reloaded: the shell, filled with the data kept on the device.
        await page.reload();
        await expect(page.getByTestId('offline-indicator')).toHaveText(common.offline.message);
        await expect(page.locator('#page-state')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);
        await expect(page.getByTestId('route-grade')).toBeVisible();
        await expect(page.getByTestId('crag-link')).toHaveText(crag.name);
        await expectNoPlaceholder(page);
        await expectAccessible(page, `${routePath(route)} offline (${locale})`);

        // The crag, opened again: the page as the server sent it, hydrated with its own data.
        await page.goto(cragPath(crag));
        await expect(page.locator('#page-state')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(crag.name);
        await expect(page.getByTestId('route-card')).toHaveCount(2);
        await expect(page.getByTestId('route-card').filter({ hasText: other.name })).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(crag.name);
        await expect(page.getByTestId('route-card')).toHaveCount(2);
        await expectNoPlaceholder(page);

        // The installed app's start page, never opened here: the shell and the start page's code, precached.
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
        await expect(page.getByTestId('offline-indicator')).toBeVisible();

        // A page never opened is never answered with another address's HTML: the shell renders it.
        await page.goto(routePath(other));
        await expect(page.getByTestId('offline-indicator')).toBeVisible();
        await expect(page.locator('#page-state')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: crag.name })).toHaveCount(0);
      },
    );

    journey(
      'a climber who never opened the logbook logs an ascent offline from a route, and the menu and search still open',
      async ({ page, context, request }) => {
        test.setTimeout(150_000);
        const climber = await createClimber(request, { language: locale });
        const crag = await createCrag(request, climber.tokens.token, { name: uniqueName('Orgon') });
        const route = await createRoute(request, climber.tokens.token, {
          crag_id: crag.id,
          name: uniqueName('Bombix'),
        });
        await signInWithTokens(page, climber.tokens);

        // Online: a crag, then a route from its list; the logbook itself is never opened.
        await page.goto(cragPath(crag));
        await underServiceWorker(page);
        await page.getByTestId('route-card').filter({ hasText: route.name }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);
        await expect.poll(() => storedCount(page, 'cordee-offline-routes', 'crags')).toBe(1);
        // Once the page is idle, the code of the shell's drawer and search and of the logging form is on the device.
        const { pages, texts } = pageAssets();
        const logging = [
          ...(pages['features/logbook/log/pages/crag-route-ascent-new-page.tsx'] ?? []),
          ...(texts[`${locale}/logbook`] ?? []),
        ];
        expect(logging.length).toBeGreaterThan(0);
        await expect
          .poll(() => missingAssets(page, [...logging, /^assets\/app-drawer-/, /^assets\/global-search-results-/]), {
            message: 'the code fetched at idle',
          })
          .toEqual([]);

        await context.setOffline(true);
        const topBar = page.getByTestId('top-bar');

        // The top bar's search and the drawer open offline; the page stays as it was.
        await page.getByTestId('global-search').fill(route.name.slice(0, 5));
        await expect(page.getByTestId('global-search-results')).toBeVisible();
        await page.getByRole('button', { name: common.navigation.openMenu }).click();
        await expect(page.getByRole('dialog', { name: common.navigation.menu })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: common.navigation.menu })).toHaveCount(0);
        await expect(topBar).toBeVisible();
        await expect(page.getByTestId('error-title')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);

        // The ascent is logged offline and waits to be sent.
        await page.getByTestId('route-logbook').getByTestId('log-it').click();
        await expect(page.getByTestId('log-offline')).toHaveText(logbook.form.offlineNotice);
        await pickStatus(page, enums.ascent_statuses.flash);
        await page.getByTestId('ascent-save').click();
        await expect(page.getByRole('status').filter({ hasText: logbook.form.queued })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${routePath(route)}$`));
        await expect(page.getByTestId('my-ascent').filter({ has: page.getByTestId('pending-mark') })).toContainText(
          logbook.offline.waiting,
        );

        // A page never opened on this device says so in the words of a record that cannot load, and `/grades`
        // (indoor by the spec's path prefix) lights no environment while its page cannot be shown.
        await page.goto('/grades');
        await expect(page.getByText(common.states.loadError)).toBeVisible();
        await expect(page.getByTestId('error-title')).toHaveCount(0);
        await expect(page.locator('[data-testid="bottom-bar"] [aria-current="page"]')).toHaveCount(0);
        await expect(topBar).toBeVisible();
        await expectAccessible(page, `/grades offline, never opened (${locale})`);
      },
    );
  });

  test.describe(`offline logbook on a 360 px phone, in the dark theme (${locale})`, () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
      const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
      await page.context().addCookies([{ name: 'theme', value: 'dark', domain: url.hostname, path: '/' }]);
    });

    journey(
      'an ascent logged offline is listed in the logbook and on the route, waiting to be sent',
      async ({ page, context, request }) => {
        test.setTimeout(150_000);
        const climber = await createClimber(request, { language: locale });
        const token = climber.tokens.token;
        const crag = await createCrag(request, token, { name: uniqueName('Céüse') });
        const route = await createRoute(request, token, { crag_id: crag.id, name: uniqueName('Biographie') });
        const done = await createRoute(request, token, { crag_id: crag.id, name: uniqueName('Berlin') });
        await logAscent(request, token, { crag_route_id: done.id, ascent_status: 'red_point' });
        await signInWithTokens(page, climber.tokens);

        // Online: the logbook once, then the route, where the crag's routes and the logging pages are readied.
        await page.goto('/home/ascents/outdoor');
        await underServiceWorker(page);
        await expect(page.getByTestId('ascent-card')).toHaveCount(1);
        await page.goto(routePath(route));
        await expect(page.getByTestId('route-logbook').getByTestId('log-it')).toBeVisible();
        await expect.poll(() => storedCount(page, 'cordee-offline-routes', 'crags')).toBe(1);

        // No network: the ascent waits on the device, and the route says so.
        await context.setOffline(true);
        await page.getByTestId('route-logbook').getByTestId('log-it').click();
        await expect(page.getByTestId('log-offline')).toHaveText(logbook.form.offlineNotice);
        await pickStatus(page, enums.ascent_statuses.flash);
        await page.getByTestId('ascent-save').click();
        await expect(page.getByRole('status').filter({ hasText: logbook.form.queued })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${routePath(route)}$`));
        const waitingOnRoute = page.getByTestId('my-ascent').filter({ has: page.getByTestId('pending-mark') });
        await expect(waitingOnRoute).toContainText(logbook.offline.waiting);

        // Reloaded offline, before the climber could be fetched: the route still shows it waiting, and the top
        // bar the climber last fetched, not an offer to sign in (on a phone the top bar keeps the climber's menu
        // for wider screens).
        await page.reload();
        await expect(page.getByTestId('offline-indicator')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);
        await expect(waitingOnRoute).toContainText(logbook.offline.waiting);
        await expect(page.getByTestId('account-menu')).toBeAttached();
        await expect(page.getByTestId('sign-in-link')).toHaveCount(0);

        // The logbook, offline: the ascent waiting to be sent on top, with its badge, then the list kept from online.
        await page.goto('/home/ascents/outdoor');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
        const waiting = page.getByTestId('pending-ascents');
        await expect(waiting.getByRole('heading')).toHaveText(logbookHome.pending.title_one.replace('{{count}}', '1'));
        const row = waiting.getByTestId('pending-ascent');
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(route.name);
        await expect(row.getByTestId('pending-badge')).toHaveText(logbookHome.pending.badge);
        await expect(page.getByTestId('ascent-card')).toHaveCount(1);
        await expect(page.getByTestId('ascent-card')).toContainText(done.name);
        await expectNoPlaceholder(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'the offline logbook fits 360 px').toBeLessThanOrEqual(0);
        await expectAccessible(page, `/home/ascents/outdoor offline (phone, dark, ${locale})`);
        expect(await myAscents(request, token, { crag_route_id: route.id })).toEqual([]);

        // Back online: sent once, and listed as sent.
        await context.setOffline(false);
        await expect(
          page.getByRole('status').filter({ hasText: logbook.offline.sent_one.replace('{{count}}', '1') }),
        ).toBeVisible({ timeout: 20_000 });
        await expect(page.getByTestId('pending-ascent')).toHaveCount(0);
        await expect(page.getByTestId('ascent-card')).toHaveCount(2);
        expect(await myAscents(request, token, { crag_route_id: route.id })).toHaveLength(1);
      },
    );
  });
}
