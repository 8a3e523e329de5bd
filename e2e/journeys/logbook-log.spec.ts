import type { Locator, Page } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enLogbook from '../../apps/web/src/locales/en/logbook.json' with { type: 'json' };
import enEnums from '../../apps/web/src/locales/en/logbook-enums.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frLogbook from '../../apps/web/src/locales/fr/logbook.json' with { type: 'json' };
import frEnums from '../../apps/web/src/locales/fr/logbook-enums.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { createClimber, signInWithTokens } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { addToTickList, logAscent, myAscents, myTickList } from '../support/logbook';
import { storedCount } from '../support/offline';
import { createCrag, createRoute, uniqueName } from '../support/outdoor';
import { fill } from '../support/texts';

const TEXTS = {
  fr: { common: frCommon, logbook: frLogbook, enums: frEnums },
  en: { common: enCommon, logbook: enLogbook, enums: enEnums },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The route page's address, from the API's record. */
const routePath = (route: { id: number; slug_name: string }) => `/crag-routes/${route.id}/${route.slug_name}`;

/** Picks the style card whose name starts with the status label (the card also reads its hint). */
async function pickStatus(page: Page, label: string): Promise<void> {
  const card = page.getByTestId('ascent-form').getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
}

/** Taps a chip (a visually hidden radio or checkbox) by its label, as a finger would. */
async function tapChip(scope: Locator, role: 'radio' | 'checkbox', name: string): Promise<void> {
  const input = scope.getByRole(role, { name, exact: true });
  await scope.locator(`label[for="${await input.getAttribute('id')}"]`).click();
  await expect(input).toBeChecked();
}

const inTurn = languagesInTurn('logbook-log');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { common, logbook, enums } = TEXTS[locale];

  test.describe(`logging ascents (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a climber logs an ascent from a route page, sees it marked done, edits it and deletes it',
      async ({ page, request }) => {
        test.setTimeout(120_000);
        const climber = await createClimber(request, { language: locale });
        const token = climber.tokens.token;
        const crag = await createCrag(request, token, { name: uniqueName('Céüse') });
        const route = await createRoute(request, token, {
          crag_id: crag.id,
          name: uniqueName('Les Colonnettes'),
          pitches: [{ grade: '6b+' }],
        });
        await signInWithTokens(page, climber.tokens);

        // The route page: the way to log it, nothing logged yet.
        await page.goto(routePath(route));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);
        const mine = page.getByTestId('route-logbook');
        await expect(mine.getByTestId('tick-list-toggle')).toHaveText(logbook.route.tickListAdd);
        await expect(mine.getByTestId('my-route-ascents')).toContainText(logbook.route.none);
        await expect(mine.getByTestId('route-mark')).toHaveCount(0);
        await expectAccessible(page, `route page, signed in (${locale})`);

        // Log it: the style in one tap, today's date already there, lead already chosen.
        await mine.getByTestId('log-it').click();
        await expect(page).toHaveURL(new RegExp(`/routes/${route.id}/[^/]+/ascents/new$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(logbook.routeNew.title);
        await expect(page.getByTestId('log-route-name')).toHaveText(route.name);
        const form = page.getByTestId('ascent-form');
        await expect(form.getByRole('radio', { name: enums.roping_statuses.lead_climb, exact: true })).toBeChecked();
        await expect(form.getByTestId('ascent-sections')).toHaveCount(0);
        await expectAccessible(page, `ascent form (${locale})`);
        await pickStatus(page, enums.ascent_statuses.onsight);
        await form.getByTestId('ascent-details-toggle').click();
        await tapChip(form, 'radio', fill(logbook.form.noteOption, { note: 5, label: enums.notes['5'] }));
        await form.getByTestId('ascent-comment').fill('Rocher parfait');
        await form.getByTestId('ascent-save').click();

        // Back on the route page, with the success message, the mark and the ascent.
        await expect(page.getByRole('status').filter({ hasText: logbook.form.saved })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${routePath(route)}$`));
        await expect(mine.getByTestId('route-mark')).toHaveText(enums.route_statuses.done);
        await expect(mine.getByTestId('my-ascent')).toHaveCount(1);
        const [saved] = await myAscents(request, token, { crag_route_id: route.id });
        expect(saved).toMatchObject({ ascent_status: 'onsight', roping_status: 'lead_climb', note: 5 });
        expect((await myAscents(request, token, { crag_route_id: route.id })).length).toBe(1);

        // The crag's route list marks it done too.
        await page.goto(`/crags/${crag.id}/${crag.slug_name}`);
        const card = page.getByTestId('route-card').filter({ hasText: route.name });
        await expect(card.getByTestId('route-mark')).toHaveText(enums.route_statuses.done);
        await expectAccessible(page, `crag page with marks (${locale})`);

        // Edit it: the form shows it as logged; a repetition instead.
        await page.goto(routePath(route));
        await mine.getByTestId('my-ascent').getByRole('link').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(logbook.edit.title);
        await expect(page.getByTestId('ascent-comment')).toHaveValue('Rocher parfait');
        await expectAccessible(page, `ascent edit (${locale})`);
        await pickStatus(page, enums.ascent_statuses.repetition);
        await page.getByTestId('ascent-save').click();
        await expect(page.getByRole('status').filter({ hasText: logbook.edit.saved })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${routePath(route)}$`));
        expect((await myAscents(request, token, { crag_route_id: route.id }))[0]?.ascent_status).toBe('repetition');

        // Delete it, after confirming: the route is no longer done.
        await mine.getByTestId('my-ascent').getByRole('link').click();
        await page.getByTestId('ascent-delete').click();
        await page.getByTestId('ascent-delete-confirm').click();
        await expect(page.getByRole('status').filter({ hasText: logbook.edit.deleted })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${routePath(route)}$`));
        await expect(mine.getByTestId('my-route-ascents')).toContainText(logbook.route.none);
        expect(await myAscents(request, token, { crag_route_id: route.id })).toEqual([]);
      },
    );

    journey(
      'a route added to the tick list leaves it once logged from the add-ascent menu',
      async ({ page, request }) => {
        test.setTimeout(120_000);
        const climber = await createClimber(request, { language: locale });
        const token = climber.tokens.token;
        const crag = await createCrag(request, token, { name: uniqueName('Orpierre') });
        const route = await createRoute(request, token, {
          crag_id: crag.id,
          name: uniqueName('Le Pilier des Lyonnais'),
          climbing_type: 'multi_pitch',
          pitches: [{ grade: '5c' }, { grade: '6a+' }, { grade: '6b' }],
        });
        await signInWithTokens(page, climber.tokens);

        await page.goto(routePath(route));
        const mine = page.getByTestId('route-logbook');
        await mine.getByTestId('tick-list-toggle').click();
        await expect(page.getByRole('status').filter({ hasText: logbook.route.tickListAdded })).toBeVisible();
        await expect(mine.getByTestId('route-mark')).toHaveText(enums.route_statuses.tick_list);
        await expect(mine.getByTestId('tick-list-toggle')).toHaveText(logbook.route.tickListRemove);
        expect((await myTickList(request, token)).map((item) => item.crag_route.id)).toEqual([route.id]);

        // The top bar's menu, then the route found as it is typed.
        await page.getByTestId('add-ascent-menu').click();
        await page.getByRole('menuitem', { name: common.ascents.add_outdoor }).click();
        await expect(page).toHaveURL(/\/ascents\/outdoor\/new$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(logbook.new.title);
        await page.getByTestId('route-search').fill(route.name);
        await page.getByTestId('route-option').filter({ hasText: route.name }).click();
        await expect(page.getByTestId('log-route-name')).toHaveText(route.name);
        await expectAccessible(page, `ascent form from the menu (${locale})`);

        // A multi-pitch route: the multi-pitch roping and the pitches climbed.
        const form = page.getByTestId('ascent-form');
        const sections = form.getByTestId('ascent-sections').getByRole('checkbox');
        await expect(sections).toHaveCount(3);
        await tapChip(form, 'radio', enums.roping_statuses.multi_pitch_second);
        await sections.nth(2).uncheck();
        await pickStatus(page, enums.ascent_statuses.red_point);
        await form.getByTestId('ascent-save').click();
        await expect(page.getByRole('status').filter({ hasText: logbook.form.saved })).toBeVisible();

        // Back where the climber was: the route leaves the tick list.
        await expect(page).toHaveURL(new RegExp(`${routePath(route)}$`));
        await expect(mine.getByTestId('route-mark')).toHaveText(enums.route_statuses.done);
        await expect(mine.getByTestId('tick-list-toggle')).toHaveText(logbook.route.tickListAdd);
        expect(await myTickList(request, token)).toEqual([]);
        expect(await myAscents(request, token, { crag_route_id: route.id })).toMatchObject([
          { ascent_status: 'red_point', roping_status: 'multi_pitch_second', sections: [0, 1] },
        ]);
      },
    );

    journey(
      'an ascent logged offline is kept through a reload and sent once when the connection returns',
      async ({ page, context, request }) => {
        test.setTimeout(120_000);
        const climber = await createClimber(request, { language: locale });
        const token = climber.tokens.token;
        const crag = await createCrag(request, token, { name: uniqueName('Buoux') });
        const route = await createRoute(request, token, {
          crag_id: crag.id,
          name: uniqueName('La Rose et le Vampire'),
        });
        await signInWithTokens(page, climber.tokens);

        // Opened online: the service worker keeps the page and its code for the way back offline, and the
        // crag's routes are kept on the device.
        await page.goto(routePath(route));
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.reload();
        await expect(page.getByTestId('route-logbook').getByTestId('log-it')).toBeVisible();
        await expect.poll(() => storedCount(page, 'cordee-offline-routes', 'crags')).toBe(1);
        await page.getByTestId('add-ascent-menu').click();
        await page.getByRole('menuitem', { name: common.ascents.add_outdoor }).click();
        await expect(page.getByTestId('route-search')).toBeVisible();

        // At the foot of the cliff, no network: the route is found on the device, the form says the
        // ascent will wait, and keeps it.
        await context.setOffline(true);
        await page.getByTestId('route-search').fill(route.name);
        await expect(page.getByText(logbook.picker.offline)).toBeVisible();
        await page.getByTestId('route-option').filter({ hasText: route.name }).click();
        await expect(page.getByTestId('log-offline')).toHaveText(logbook.form.offlineNotice);
        await pickStatus(page, enums.ascent_statuses.flash);
        await page.getByTestId('ascent-save').click();
        await expect(page.getByRole('status').filter({ hasText: logbook.form.queued })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${routePath(route)}$`));
        const waiting = page.getByTestId('my-ascent').filter({ has: page.getByTestId('pending-mark') });
        await expect(waiting).toContainText(logbook.offline.waiting);
        expect(await myAscents(request, token, { crag_route_id: route.id })).toEqual([]);

        // A reload, still offline: the page comes from the device, the ascent is still waiting there.
        await page.reload();
        await expect(page.getByTestId('offline-indicator')).toHaveText(common.offline.message);
        expect(await storedCount(page, 'cordee-ascents-pusher', 'pending')).toBe(1);

        // Back online: sent once, said so, and the route is done.
        await context.setOffline(false);
        await expect(
          page.getByRole('status').filter({ hasText: fill(logbook.offline.sent_one, { count: 1 }) }),
        ).toBeVisible({ timeout: 20_000 });
        await expect.poll(async () => (await myAscents(request, token, { crag_route_id: route.id })).length).toBe(1);
        await page.goto(routePath(route));
        await expect(page.getByTestId('route-logbook').getByTestId('route-mark')).toHaveText(enums.route_statuses.done);
        await expect(page.getByTestId('pending-mark')).toHaveCount(0);
        // Another start of the app pushes nothing again: still exactly one ascent.
        await page.reload();
        await expect(page.getByTestId('route-logbook').getByTestId('my-ascent')).toHaveCount(1);
        const ascents = await myAscents(request, token, { crag_route_id: route.id });
        expect(ascents).toHaveLength(1);
        expect(ascents[0]).toMatchObject({ ascent_status: 'flash', idempotency_key: expect.any(String) });
      },
    );

    journey('a visitor on /ascents/new is invited to sign in', async ({ page }) => {
      await page.goto('/ascents/new');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(logbook.new.title);
      await expect(page.getByTestId('sign-in-invitation')).toContainText(logbook.new.signIn);
      await expectAccessible(page, `/ascents/new as a visitor (${locale})`);
    });
  });
}

test.describe('logging on a 360 px phone, in the dark theme', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the route, crag and logging pages fit the screen and stay readable in the dark', async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'fr');
    const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
    await page.context().addCookies([{ name: 'theme', value: 'dark', domain: url.hostname, path: '/' }]);
    const climber = await createClimber(request, { language: 'fr' });
    const token = climber.tokens.token;
    const crag = await createCrag(request, token, { name: uniqueName('Céüse'), climbing_types: ['multi_pitch'] });
    const route = await createRoute(request, token, {
      crag_id: crag.id,
      name: uniqueName('Grande Traversée des Aiguilles'),
      climbing_type: 'multi_pitch',
      pitches: [{ grade: '6a' }, { grade: '6b+' }, { grade: '6c' }, { grade: '7a' }],
    });
    const project = await createRoute(request, token, { crag_id: crag.id, name: uniqueName('Projet') });
    const wish = await createRoute(request, token, { crag_id: crag.id, name: uniqueName('Envie') });
    const ascent = await logAscent(request, token, {
      crag_route_id: route.id,
      ascent_status: 'onsight',
      roping_status: 'multi_pitch_alternate_lead',
      note: 6,
      hardness_status: 'sandbagged',
      comment: 'Une ligne magnifique, le rocher est parfait du début à la fin.',
    });
    await logAscent(request, token, { crag_route_id: project.id, ascent_status: 'project' });
    await addToTickList(request, token, wish.id);
    await signInWithTokens(page, climber.tokens);

    const base = `/crags/${crag.id}/${crag.slug_name}/routes/${route.id}/${route.slug_name}/ascents`;
    const pages = [
      { path: `/crags/${crag.id}/${crag.slug_name}`, ready: 'route-mark' },
      { path: routePath(route), ready: 'my-ascent' },
      { path: `${base}/new`, ready: 'ascent-sections' },
      { path: `${base}/${ascent.id}/edit`, ready: 'ascent-comment' },
      { path: `/ascents/outdoor/new?crag_id=${crag.id}`, ready: 'route-option' },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} fits 360 px`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${path} (phone, dark)`);
    }
    // The crag's list shows the three marks.
    await page.goto(`/crags/${crag.id}/${crag.slug_name}`);
    await expect(page.getByTestId('route-mark')).toHaveCount(3);
  });
});
