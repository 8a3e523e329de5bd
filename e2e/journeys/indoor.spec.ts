import { MAX_SECTOR_POLYGON_POINTS } from '@climb/contracts';
import type { Locator, Page } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enCrags from '../../apps/web/src/locales/en/crags.json' with { type: 'json' };
import enFavorites from '../../apps/web/src/locales/en/favorites.json' with { type: 'json' };
import enIndoor from '../../apps/web/src/locales/en/indoor.json' with { type: 'json' };
import enContribute from '../../apps/web/src/locales/en/indoor-contribute.json' with { type: 'json' };
import enDiscover from '../../apps/web/src/locales/en/indoor-discover.json' with { type: 'json' };
import enEnums from '../../apps/web/src/locales/en/indoor-enums.json' with { type: 'json' };
import enMap from '../../apps/web/src/locales/en/map.json' with { type: 'json' };
import enUploads from '../../apps/web/src/locales/en/uploads.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frCrags from '../../apps/web/src/locales/fr/crags.json' with { type: 'json' };
import frFavorites from '../../apps/web/src/locales/fr/favorites.json' with { type: 'json' };
import frIndoor from '../../apps/web/src/locales/fr/indoor.json' with { type: 'json' };
import frContribute from '../../apps/web/src/locales/fr/indoor-contribute.json' with { type: 'json' };
import frDiscover from '../../apps/web/src/locales/fr/indoor-discover.json' with { type: 'json' };
import frEnums from '../../apps/web/src/locales/fr/indoor-enums.json' with { type: 'json' };
import frMap from '../../apps/web/src/locales/fr/map.json' with { type: 'json' };
import frUploads from '../../apps/web/src/locales/fr/uploads.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { callApi, createClimber, signInWithTokens } from '../support/accounts';
import { DEMO_BLOC_GYM, DEMO_VOIES_GYM, gymNamed, PHONE, planPng } from '../support/indoor';
import { LANGUAGES, languagesInTurn } from '../support/languages';
import { createCrag, uniqueName } from '../support/outdoor';
import { fill } from '../support/texts';

const TEXTS = {
  fr: {
    common: frCommon,
    crags: frCrags,
    favorites: frFavorites,
    indoor: frIndoor,
    contribute: frContribute,
    discover: frDiscover,
    enums: frEnums,
    map: frMap,
    uploads: frUploads,
  },
  en: {
    common: enCommon,
    crags: enCrags,
    favorites: enFavorites,
    indoor: enIndoor,
    contribute: enContribute,
    discover: enDiscover,
    enums: enEnums,
    map: enMap,
    uploads: enUploads,
  },
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, whole, with the asterisk Mantine adds to required fields. */
const labelled = (label: string) => new RegExp(`^${escaped(label)}( \\*)?$`);

/** The address of the demo gym's space "Grande salle", as the app writes it. */
const SPACE_PATH = /\/gyms\/(\d+)\/salle-demo-cordee-bloc\/spaces\/(\d+)\/grande-salle/;

/** Scrolls an element to the middle of the screen, clear of the bottom bar. */
async function centre(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** Taps the middle of an element with a finger (a touch, not a mouse click). */
async function tapMiddleOf(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to tap: the element is not shown');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The names on the plan (Leaflet tooltips) not written yet: one drawn anew is empty for a moment. */
function emptyPlanLabels(page: Page): Promise<number> {
  return page.evaluate(
    () => [...document.querySelectorAll('[role="tooltip"]')].filter((tip) => !tip.textContent?.trim()).length,
  );
}

const inTurn = languagesInTurn('indoor');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);
  const { common, contribute, crags, discover, enums, favorites, indoor, map, uploads } = TEXTS[locale];
  // Coordinates as a climber of each language types them.
  const decimal = (value: string) => (locale === 'fr' ? value.replace('.', ',') : value);

  test.describe(`indoor catalogue on a phone (${locale})`, () => {
    test.use(PHONE);
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a visitor finds the demo gym, taps a sector of a space, opens a route and its label address',
      async ({ page, request }) => {
        // The indoor environment from the bottom bar; tapped again, its search page.
        await page.goto('/about');
        const bar = page.getByTestId('bottom-bar');
        const indoorTab = bar.getByRole('link', { name: common.environments.indoor });
        await indoorTab.tap();
        await expect(page).toHaveURL(/\/indoor$/);
        await expect(indoorTab).toHaveAttribute('aria-current', 'page');
        await indoorTab.tap();
        await expect(page).toHaveURL(/\/indoor\/search$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(discover.search.title);

        await page.getByTestId('gym-search-input').fill('démo');
        await expect(page).toHaveURL(/[?&]query=d%C3%A9mo/);
        await expect(page.getByTestId('gym-count')).toContainText('démo');
        await expect(page.getByTestId('gym-card').filter({ hasText: DEMO_VOIES_GYM })).toBeVisible();
        await page.getByTestId('gym-card').filter({ hasText: DEMO_BLOC_GYM }).tap();

        // The gym's page, then its space "Grande salle".
        await expect(page).toHaveURL(/\/gyms\/\d+\/salle-demo-cordee-bloc$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_BLOC_GYM);
        await expect(page.getByTestId('space-card')).toHaveCount(2);
        await expectAccessible(page, `demo gym (phone, ${locale})`);
        await page.getByTestId('space-card').filter({ hasText: 'Grande salle' }).tap();
        await expect(page).toHaveURL(SPACE_PATH);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grande salle');
        await expect(page.getByTestId('sector-hint')).toHaveText(indoor.sector.choose);

        // A sector tapped on the plan (its name is written in the middle of its outline) lists its routes.
        const plan = page.getByTestId('space-plan');
        const label = plan.locator('.cordee-plan-label').filter({ hasText: 'Le Dévers' });
        await expect(label).toBeVisible();
        await centre(plan);
        await tapMiddleOf(page, label);
        const section = page.getByTestId('sector-section');
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(
          fill(indoor.sector.routesOf, { name: 'Le Dévers' }),
        );
        await expect(page.getByRole('button', { name: 'Le Dévers', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        const rows = section.getByTestId('sector-route');
        await expect(rows.first()).toBeVisible();
        // The chosen sector's outline is drawn anew, its name with it: every name on the plan written before axe reads it.
        await expect(plan.locator('.cordee-plan-label-selected')).toHaveText('Le Dévers');
        await expect.poll(() => emptyPlanLabels(page)).toBe(0);
        await expectAccessible(page, `demo space with a sector chosen (phone, ${locale})`);

        // A route tapped opens its panel, at an address of its own.
        const row = rows.first();
        await row.tap();
        await expect(page).toHaveURL(/[?&]route=\d+$/);
        const panel = page.getByTestId('route-panel');
        const panelHeading = panel.getByRole('heading', { level: 2 });
        await expect(panelHeading).not.toHaveText(indoor.panel.title);
        const routeName = (await panelHeading.textContent()) ?? '';
        await expect(row).toContainText(routeName);
        await expect(panel.getByTestId('panel-sector')).toContainText('Le Dévers');
        await expect(row).toHaveAttribute('aria-current', 'true');
        await expectAccessible(page, `demo space with a route open (phone, ${locale})`);

        // The address a route's label holds answers with the route in its space, in one request.
        const url = new URL(page.url());
        const [, gymId, spaceId] = SPACE_PATH.exec(url.pathname) ?? [];
        const routeId = url.searchParams.get('route');
        const spaceAddress = `/gyms/${gymId}/salle-demo-cordee-bloc/spaces/${spaceId}/grande-salle?route=${routeId}`;
        const redirect = await request.get(`/gr/${gymId}-${routeId}`, { maxRedirects: 0 });
        expect(redirect.status()).toBe(302);
        const location = new URL(redirect.headers().location ?? '', url);
        expect(`${location.pathname}${location.search}`).toBe(spaceAddress);

        await page.goto(`/gr/${gymId}-${routeId}`);
        await expect(page).toHaveURL(spaceAddress);
        await expect(page.getByTestId('route-panel').getByRole('heading', { level: 2 })).toHaveText(routeName);
        await expect(page.getByTestId('sector-section').getByRole('heading', { level: 2 })).toHaveText(
          fill(indoor.sector.routesOf, { name: 'Le Dévers' }),
        );

        // An address naming no route is the 404 page.
        const missing = await request.get(`/gr/${gymId}-999999`, { maxRedirects: 0 });
        expect(missing.status()).toBe(404);
      },
    );

    journey(
      'a climber creates a gym, adds a space, uploads its plan and draws a sector on it with a finger',
      async ({ page, request }) => {
        test.setTimeout(150_000);
        const climber = await createClimber(request, { language: locale });
        await signInWithTokens(page, climber.tokens);

        // The gym: name, address, country and time zone, position typed (map tiles never load here), type, status.
        const gymName = uniqueName('Bloc du Canal');
        await page.goto('/gyms/new');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.gym.newTitle);
        const form = page.getByTestId('gym-form');
        await form.getByLabel(labelled(contribute.gym.name)).fill(gymName);
        await form.getByLabel(labelled(contribute.gym.address)).fill('12 quai des Péniches');
        await form.getByLabel(labelled(contribute.gym.postalCode)).fill('1000');
        await form.getByLabel(labelled(contribute.gym.city)).fill('Bruxelles');
        // The time zone first (typed in part, from the list of every zone), then the country, which leaves it alone.
        const timeZone = form.getByLabel(labelled(contribute.gym.timeZone));
        await expect(timeZone).toHaveValue('Europe/Paris');
        await timeZone.fill('Brussels');
        await page.getByRole('option', { name: 'Europe/Brussels', exact: true }).tap();
        await expect(timeZone).toHaveValue('Europe/Brussels');
        const country = form.getByLabel(labelled(contribute.gym.country));
        const belgium = locale === 'fr' ? 'Belgique' : 'Belgium';
        await country.fill(belgium);
        await page.getByRole('option', { name: belgium, exact: true }).tap();
        await expect(country).toHaveValue(belgium);
        await expect(timeZone).toHaveValue('Europe/Brussels');
        await form.getByLabel(labelled(map.position.latitude)).fill(decimal('50.8531'));
        await form.getByLabel(labelled(map.position.longitude)).fill(decimal('4.3384'));
        await form.getByRole('checkbox', { name: enums.gym_climbing_types.bouldering, exact: true }).tap();
        await form.getByRole('radio', { name: enums.gym_types.private, exact: true }).tap();
        await expectAccessible(page, `/gyms/new (phone, ${locale})`);
        await form.getByRole('button', { name: contribute.gym.create }).tap();
        await expect(page.getByRole('status').filter({ hasText: contribute.gym.created })).toBeVisible();
        await expect(page).toHaveURL(/\/gyms\/\d+\/[^/]+$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(gymName);
        const gymPath = new URL(page.url()).pathname;
        const gymId = /\/gyms\/(\d+)\//.exec(gymPath)?.[1];
        expect(await (await callApi(request, 'GET', `gyms/${gymId}.json`)).json()).toMatchObject({
          name: gymName,
          city: 'Bruxelles',
          country_code: 'be',
          time_zone: 'Europe/Brussels',
          latitude: 50.8531,
          longitude: 4.3384,
          climbing_types: ['bouldering'],
          gym_type: 'private',
        });

        // Its history: the creation, by this climber, the gym's type in words; then back to the gym.
        await page.getByTestId('history-link').tap();
        await expect(page).toHaveURL(new RegExp(`/versions/gyms/${gymId}/changes$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(crags.versions.title, { name: gymName }));
        const version = page.getByTestId('version');
        await expect(version).toHaveCount(1);
        await expect(version).toHaveAttribute('data-event', 'create');
        await expect(version).toContainText(climber.first_name);
        await expect(version.locator('[data-field="gym_type"]')).toContainText(enums.gym_types.private);
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(gymName);

        // A space, then its plan.
        await page.getByTestId('spaces-empty').getByRole('link', { name: indoor.spaces.addFirst }).tap();
        await expect(page).toHaveURL(`${gymPath}/spaces/new`);
        const spaceForm = page.getByTestId('space-form');
        await spaceForm.getByLabel(labelled(contribute.space.name)).fill('Salle de bloc');
        await spaceForm.getByRole('button', { name: contribute.space.create }).tap();
        await expect(page).toHaveURL(new RegExp(`${escaped(gymPath)}/upload-plan\\?space=\\d+$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.plan.title);
        await page.locator('input[type="file"]').setInputFiles({
          name: 'plan.png',
          mimeType: 'image/png',
          buffer: await planPng(page, 800, 500),
        });
        await expect(page.getByRole('img', { name: uploads.field.preview })).toBeVisible();
        await page.getByRole('button', { name: uploads.field.upload }).tap();
        await expect(page.getByRole('status').filter({ hasText: contribute.image.uploaded })).toBeVisible();
        // Kept whole: the plan's own size.
        await expect(page.getByTestId('plan-size')).toHaveText(
          fill(contribute.image.size, { width: 800, height: 500 }),
        );
        await expectAccessible(page, `upload-plan (phone, ${locale})`);

        // A sector drawn on the plan: four taps, then a tap on the first point closes the outline.
        await page.getByRole('link', { name: contribute.plan.drawSector }).tap();
        await expect(page).toHaveURL(new RegExp(`${escaped(gymPath)}/sectors/new\\?space=\\d+$`));
        const sectorForm = page.getByTestId('sector-form');
        const sectorName = uniqueName('Le Pilier');
        await sectorForm.getByLabel(labelled(contribute.sector.name)).fill(sectorName);
        const image = sectorForm.locator('img.cordee-plan-image');
        await expect(image).toBeVisible();
        await centre(image);
        const box = await image.boundingBox();
        if (!box) throw new Error('The plan is not shown');
        const status = sectorForm.getByTestId('outline-status');
        const corners = [
          [0.2, 0.25],
          [0.45, 0.25],
          [0.45, 0.7],
          [0.2, 0.7],
        ] as const;
        for (const [index, [x, y]] of corners.entries()) {
          await page.touchscreen.tap(box.x + box.width * x, box.y + box.height * y);
          // Each point shows before the next tap (two quick taps would be a double tap, which zooms).
          const count = index + 1;
          await expect(status).toHaveText(
            fill(map.outline[count === 1 ? 'status_one' : 'status_other'], { count, max: MAX_SECTOR_POLYGON_POINTS }),
          );
          await page.waitForTimeout(400);
        }
        await tapMiddleOf(page, sectorForm.getByTitle(map.outline.firstPoint));
        await expect(status).toContainText(map.outline.closed);
        await expect(sectorForm.getByText(map.outline.closedHint)).toBeVisible();
        await expectAccessible(page, `sector drawn (phone, ${locale})`);
        await sectorForm.getByRole('button', { name: contribute.sector.create }).tap();

        // The space's page shows the sector on its plan; tapped, it says it has no route yet.
        await expect(page).toHaveURL(new RegExp(`${escaped(gymPath)}/spaces/\\d+/salle-de-bloc$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salle de bloc');
        const plan = page.getByTestId('space-plan');
        const label = plan.locator('.cordee-plan-label').filter({ hasText: sectorName });
        await expect(label).toBeVisible();
        await centre(plan);
        await tapMiddleOf(page, label);
        await expect(page.getByTestId('sector-section').getByRole('heading', { level: 2 })).toHaveText(
          fill(indoor.sector.routesOf, { name: sectorName }),
        );
        await expect(page.getByTestId('sector-routes-empty')).toBeVisible();
      },
    );
  });

  test.describe(`indoor catalogue (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey('the top bar searches gyms in the indoor environment', async ({ page }) => {
      await page.goto('/indoor');
      const search = page.getByTestId('global-search');
      await expect(search).toHaveAttribute('placeholder', common.search.placeholder.indoor);
      await search.fill('démo');
      const option = page.getByRole('option').filter({ hasText: DEMO_BLOC_GYM });
      await expect(option).toBeVisible();
      await expect(page.getByRole('option').filter({ hasText: DEMO_VOIES_GYM })).toBeVisible();
      await option.click();
      await expect(page).toHaveURL(/\/gyms\/\d+\/salle-demo-cordee-bloc$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_BLOC_GYM);
    });

    journey('a climber keeps a crag and a gym as favourites and finds them both', async ({ page, request }) => {
      const climber = await createClimber(request, { language: locale });
      const crag = await createCrag(request, climber.tokens.token, { name: uniqueName('Rocher favori') });
      const gym = await gymNamed(request, DEMO_VOIES_GYM);
      await signInWithTokens(page, climber.tokens);

      await page.goto(`/crags/${crag.id}/${crag.slug_name}`);
      const cragHeart = page.getByTestId('favorite-toggle');
      await expect(cragHeart).toHaveAttribute('aria-label', favorites.toggle.add);
      await cragHeart.click();
      await expect(
        page.getByRole('status').filter({ hasText: fill(favorites.toggle.added, { name: crag.name }) }),
      ).toBeVisible();
      await expect(cragHeart).toHaveAttribute('data-following', 'true');

      await page.goto(`/gyms/${gym.id}/${gym.slug_name}`);
      const gymHeart = page.getByTestId('favorite-toggle');
      await expect(gymHeart).toHaveAttribute('aria-label', favorites.toggle.add);
      await gymHeart.click();
      await expect(
        page.getByRole('status').filter({ hasText: fill(favorites.toggle.added, { name: gym.name }) }),
      ).toBeVisible();
      // Kept: still filled once the page is loaded again.
      await page.reload();
      await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('data-following', 'true');
      await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-label', favorites.toggle.remove);

      await page.goto('/home/favorites');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(favorites.title);
      await expect(page.getByTestId('favorite-crags-count')).toHaveText(fill(favorites.crags.count_one, { count: 1 }));
      await expect(page.getByTestId('favorite-crags')).toContainText(crag.name);
      await expectAccessible(page, `/home/favorites (${locale})`);

      await page.getByTestId('favorite-tabs').getByRole('link', { name: favorites.tabs.gyms }).click();
      await expect(page).toHaveURL(/\/home\/favorites\/gyms$/);
      await expect(page.getByTestId('favorite-gyms-count')).toHaveText(fill(favorites.gyms.count_one, { count: 1 }));
      await expect(page.getByTestId('gym-card')).toHaveCount(1);
      await expect(page.getByTestId('gym-card')).toContainText(gym.name);
      await expectAccessible(page, `/home/favorites/gyms (${locale})`);
    });
  });
}
