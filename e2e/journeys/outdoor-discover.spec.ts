import type { Crag, Locale } from '@climb/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enDiscover from '../../apps/web/src/locales/en/discover.json' with { type: 'json' };
import enEnums from '../../apps/web/src/locales/en/outdoor-enums.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frDiscover from '../../apps/web/src/locales/fr/discover.json' with { type: 'json' };
import frEnums from '../../apps/web/src/locales/fr/outdoor-enums.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { createClimber } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { createCrag, createRoute, createSector, uniqueName } from '../support/outdoor';

const TEXTS = {
  fr: { common: frCommon, discover: frDiscover, enums: frEnums },
  en: { common: enCommon, discover: enDiscover, enums: enEnums },
} as const;

/** The middle of Fontainebleau forest, where the seeded Boolder crags are. */
const FONTAINEBLEAU = { latitude: 48.4, longitude: 2.63 };

/**
 * A spot of its own for each run, far from the seeded crags and from the other journeys' crags, so
 * counts on the map are exactly ours. A zoom-13 view is about 0.1° high and 0.25° wide: the spots are
 * drawn on a grid of such cells over central France (1,000 cells), so that two runs at the same time,
 * or a retry beside the first try's crags, share a view about once in a thousand.
 */
function remoteSpot() {
  const cell = Math.floor(Math.random() * 1_000);
  return { latitude: 45 + (cell % 25) * 0.1, longitude: 2.6 + Math.floor(cell / 25) * 0.25 };
}

/** Three crags a couple of hundred metres apart, each with one route of its own grade. */
async function threeCragsNearby(request: APIRequestContext) {
  const climber = await createClimber(request);
  const token = climber.tokens.token;
  const spot = remoteSpot();
  const grades = ['5a', '6b', '7c'] as const;
  const crags: Crag[] = [];
  for (const [index, grade] of grades.entries()) {
    const crag = await createCrag(request, token, {
      name: uniqueName(`Falaise ${grade}`),
      latitude: spot.latitude + index * 0.002,
      longitude: spot.longitude + index * 0.002,
    });
    await createRoute(request, token, { crag_id: crag.id, pitches: [{ grade }] });
    crags.push(crag);
  }
  return { spot, crags };
}

/** Waits for the map's count of shown crags to settle on a number. */
async function expectShown(page: Page, count: number) {
  const shown = page.getByTestId('crags-shown');
  await expect(shown).toHaveAttribute('data-count', String(count));
  await expect(shown).not.toHaveAttribute('data-fetching', 'true');
}

const inTurn = languagesInTurn('outdoor-discover');
for (const locale of ['fr', 'en'] as const satisfies Locale[]) {
  const journey = inTurn(locale);
  const texts = TEXTS[locale];

  test.describe(`finding crags (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey('the top bar finds an accented crag typed without accents and with a typo', async ({ page, request }) => {
      const climber = await createClimber(request);
      const crag = await createCrag(request, climber.tokens.token, {
        name: uniqueName('Céüse'),
        climbing_types: ['sport_climbing', 'multi_pitch'],
      });
      const suffix = crag.name.split(' ')[1] ?? '';
      const sector = await createSector(request, climber.tokens.token, {
        crag_id: crag.id,
        name: uniqueName('Biographie'),
      });
      const route = await createRoute(request, climber.tokens.token, {
        crag_id: crag.id,
        crag_sector_id: sector.id,
        name: uniqueName('Les colonnettes'),
        pitches: [{ grade: '6b+' }],
      });

      await page.goto('/outdoor');
      const box = page.getByRole('combobox', { name: texts.common.search.placeholder.outdoor });
      await box.click();
      await box.pressSequentially(`ceuze ${suffix}`, { delay: 20 });
      // The crag's own option (its routes, found by the crag's name too, follow it).
      const option = page.getByRole('option', { name: new RegExp(`^${crag.name}`) });
      await expect(option).toBeVisible();
      await expect(page.getByRole('group', { name: texts.discover.globalSearch.groups.crags })).toBeVisible();
      await expectAccessible(page, 'the top bar search with its results');

      // Keyboard only: the first option is the best crag.
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'none');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/crags/${crag.id}/`));
      await expect(page.getByRole('heading', { level: 1, name: crag.name })).toBeVisible();

      // From the crag to one of its sectors, then to a route of it.
      await page.getByRole('link', { name: sector.name }).first().click();
      await expect(page).toHaveURL(new RegExp(`/crag-sectors/${sector.id}/`));
      await expect(page.getByRole('heading', { level: 1, name: sector.name })).toBeVisible();
      await page.getByRole('link', { name: route.name }).first().click();
      await expect(page).toHaveURL(new RegExp(`/crag-routes/${route.id}/`));
      await expect(page.getByRole('heading', { level: 1, name: route.name })).toBeVisible();
      await expectAccessible(page, 'the route page reached from the search');

      // "See all results" leads to the search page, which finds it too.
      await page.goto('/outdoor');
      await box.click();
      await box.fill(`ceuse ${suffix}`);
      await page
        .getByRole('option', { name: texts.discover.globalSearch.all.replace('{{query}}', `ceuse ${suffix}`) })
        .click();
      await expect(page).toHaveURL(/\/outdoor\/search\/crags\?query=ceuse/);
      await expect(page.getByRole('heading', { level: 1, name: texts.discover.search.crags.title })).toBeVisible();
      await expect(page.getByTestId('crag-card').getByRole('link', { name: crag.name })).toBeVisible();
      await expectAccessible(page, 'the crag search page');
    });

    journey(
      'the search pages find routes and crags by name, and say when nothing matches',
      async ({ page, request }) => {
        const climber = await createClimber(request);
        const crag = await createCrag(request, climber.tokens.token, { name: uniqueName('Éperon') });
        const route = await createRoute(request, climber.tokens.token, {
          crag_id: crag.id,
          name: uniqueName('Voie lactée'),
          pitches: [{ grade: '6b+' }, { grade: '6c' }],
        });

        await page.goto(`/outdoor/search/crag-routes?query=${encodeURIComponent(route.name)}`);
        const card = page.getByTestId('route-card').filter({ hasText: route.name });
        await expect(card.getByRole('link', { name: route.name })).toHaveAttribute(
          'href',
          `/crag-routes/${route.id}/${route.slug_name}`,
        );
        await expect(card.getByRole('link', { name: crag.name })).toBeVisible();
        await expect(card).toContainText('6b+');
        await expectAccessible(page, 'the route search page');

        await page.goto('/crags/search');
        await page.getByTestId('search-input').fill(crag.name.replace('É', 'E'));
        await expect(page).toHaveURL(/\/crags\/search\?query=/);
        await expect(page.getByTestId('crag-card').getByRole('link', { name: crag.name })).toBeVisible();
        await expectAccessible(page, 'the crag name search');

        const query = `zzqx${Date.now().toString(36)}`;
        await page.goto(`/outdoor/search/crags?query=${query}`);
        await expect(page.getByTestId('no-result')).toHaveText(
          texts.discover.search.crags.none.replace('{{query}}', query),
        );
        await expectAccessible(page, 'a search without result');
      },
    );

    journey('the crags map clusters markers and filtering by grade changes them', async ({ page, request }) => {
      // The seeded Fontainebleau crags are drawn as bubbles with their counts.
      await page.goto(`/maps/crags?latitude=${FONTAINEBLEAU.latitude}&longitude=${FONTAINEBLEAU.longitude}&zoom=10`);
      await expect(page.getByRole('heading', { level: 1, name: texts.discover.map.title })).toBeVisible();
      await expect(page.getByRole('region', { name: texts.discover.map.label })).toBeVisible();
      const clusters = page.getByTestId('crag-cluster');
      await expect(clusters.first()).toBeVisible();
      expect(Number(await clusters.first().getAttribute('data-count'))).toBeGreaterThan(1);
      await expectAccessible(page, 'the crags map');

      const { spot, crags } = await threeCragsNearby(request);
      const hardest = crags[2] as Crag;
      await page.goto(`/maps/crags?latitude=${spot.latitude}&longitude=${spot.longitude}&zoom=13`);
      await expectShown(page, 3);
      await expect(page.locator('[data-testid="crag-cluster"][data-count="3"]')).toBeVisible();

      // From 7a up, only the crag with a 7c stays, drawn as its own marker.
      const filters = page.getByTestId('filter-panel');
      await filters.getByLabel(texts.discover.filters.gradeMin, { exact: true }).selectOption({ label: '7a' });
      await expect(page).toHaveURL(/grade_min=37/);
      await expectShown(page, 1);
      await expect(page.getByTestId('crag-cluster')).toHaveCount(0);
      const marker = page.getByRole('button', { name: hardest.name });
      await expect(marker).toBeVisible();

      // The popup names the crag and leads to it.
      await marker.click();
      const popup = page.getByTestId('crag-popup');
      await expect(popup).toContainText(hardest.name);
      await expect(popup).toContainText('7c');
      await expect(popup.getByRole('link', { name: texts.discover.popup.open })).toHaveAttribute(
        'href',
        new RegExp(`/crags/${hardest.id}/`),
      );

      // The filtered map is shared by its address: it opens filtered.
      await page.goto(page.url());
      await expectShown(page, 1);
      await expect(filters.getByLabel(texts.discover.filters.gradeMin, { exact: true })).toHaveValue('37');

      // Clearing the filters brings the three back.
      await filters.getByRole('button', { name: texts.discover.filters.clear }).click();
      await expectShown(page, 3);
    });

    journey('the embeddable map works inside another site’s frame', async ({ page, baseURL }) => {
      const address = `${baseURL}/embed/crags/map?latitude=${FONTAINEBLEAU.latitude}&longitude=${FONTAINEBLEAU.longitude}&zoom=10`;
      const response = await page.request.get(address, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['x-frame-options']).toBeUndefined();
      expect(response.headers()['content-security-policy'] ?? '').not.toContain('frame-ancestors');

      await page.setContent(`<iframe title="map" src="${address}" style="width:600px;height:450px"></iframe>`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByTestId('crag-cluster').first()).toBeVisible();
      const credit = frame.getByTestId('embed-credit');
      await expect(credit).toHaveAttribute('target', '_top');
      await expect(credit).toHaveAttribute('href', `${baseURL}/maps/crags`);
    });

    journey('an address under /embed/ that is no embed page is refused in a frame', async ({ browser, baseURL }) => {
      const address = `${baseURL}/embed/x`;
      // The refusal is expected: it is watched in a context of its own, apart from the journey's policy watch.
      const host = await (await browser.newContext()).newPage();
      const response = await host.request.get(address, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(404);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

      // `setContent` waits for the frame's load: the browser's error page stands where the app would be.
      await host.setContent(`<iframe title="elsewhere" src="${address}" style="width:600px;height:450px"></iframe>`);
      const frame = host.frameLocator('iframe');
      await expect(frame.locator('body')).not.toBeEmpty();
      await expect(frame.locator('#root')).toHaveCount(0);
      await expect(frame.getByTestId('not-found-title')).toHaveCount(0);
      await host.context().close();
    });

    journey('the department and town pages list their crags', async ({ page }) => {
      await page.goto('/escalade-en/france');
      await expect(page.getByRole('heading', { level: 1, name: texts.discover.france.title })).toBeVisible();
      await expectAccessible(page, 'climbing in France');
      await page
        .getByTestId('department-table')
        .getByRole('link', { name: /^77 · Seine-et-Marne$/ })
        .click();

      await expect(page).toHaveURL(/\/escalade-en\/france\/77\/seine-et-marne$/);
      await expect(page.getByRole('heading', { level: 1, name: /Seine-et-Marne \(77\)/ })).toBeVisible();
      await expect(page.getByTestId('crag-card').first()).toBeVisible();
      expect(await page.getByTestId('crag-card').count()).toBeGreaterThan(1);
      await expect(page).toHaveTitle(/Seine-et-Marne/);
      await expectAccessible(page, 'the Seine-et-Marne department');

      // A wrong name in the address is corrected; an unknown department is the 404 page.
      await page.goto('/escalade-en/france/77/wrong-name');
      await expect(page).toHaveURL(/\/escalade-en\/france\/77\/seine-et-marne$/);
      await page.goto('/escalade-en/france/00/nowhere');
      await expect(page.getByTestId('not-found-title')).toBeVisible();

      await page.goto('/escalade-autour-de/fontainebleau');
      await expect(page.getByRole('heading', { level: 1, name: /Fontainebleau/ })).toBeVisible();
      const distances = page.getByTestId('crag-distance');
      await expect(distances.first()).toBeVisible();
      const kilometres = (await distances.allTextContents()).map((text) => Number.parseFloat(text.replace(',', '.')));
      expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
      await expectAccessible(page, 'climbing around Fontainebleau');

      await page.getByTestId('radius-select').selectOption('5');
      await expect(page).toHaveURL(/distance=5/);
      await expect(
        page.getByRole('heading', { level: 2, name: texts.discover.town.cragsTitle.replace('{{radius}}', '5') }),
      ).toBeVisible();

      await page.goto('/escalade-autour-de/no-such-town-anywhere');
      await expect(page.getByTestId('not-found-title')).toBeVisible();
    });

    journey('around me lists the nearest crags first, and a refusal is explained', async ({ page, context }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(FONTAINEBLEAU);
      await page.goto('/find/crags');
      await page.getByRole('button', { name: texts.discover.find.locate.button }).click();
      const distances = page.getByTestId('crag-distance');
      await expect(distances.first()).toBeVisible();
      const kilometres = (await distances.allTextContents()).map((text) => Number.parseFloat(text.replace(',', '.')));
      expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
      await expectAccessible(page, 'crags around me');

      await page.getByRole('button', { name: texts.discover.find.locate.forget }).click();
      await context.clearPermissions();
      await page.getByRole('button', { name: texts.discover.find.locate.button }).click();
      await expect(page.getByRole('alert')).toContainText(texts.discover.find.locate.refused.title);

      // Around a point picked on the map instead.
      await page.getByRole('alert').getByRole('button', { name: texts.discover.find.modes.map }).click();
      await expect(page).toHaveURL(/mode=map/);
      await page.goto(`/find/crags?mode=map&latitude=${FONTAINEBLEAU.latitude}&longitude=${FONTAINEBLEAU.longitude}`);
      await expect(page.getByTestId('crag-distance').first()).toBeVisible();
      await page.getByRole('region', { name: texts.discover.find.mapLabel }).click({ position: { x: 40, y: 300 } });
      await expect(page).not.toHaveURL(new RegExp(`latitude=${FONTAINEBLEAU.latitude}&`));
      // The list of the previous point stays dimmed (busy) until the new one arrives.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page, 'crags around a point of the map');
    });
  });

  test.describe(`the crags map on a phone (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    journey('fills the screen between the bars, with its filters in a drawer', async ({ page }) => {
      await useLanguage(page, locale);
      await page.goto(`/maps/crags?latitude=${FONTAINEBLEAU.latitude}&longitude=${FONTAINEBLEAU.longitude}&zoom=10`);
      const map = page.getByRole('region', { name: texts.discover.map.label });
      await expect(page.getByTestId('crag-cluster').first()).toBeVisible();
      const box = await map.boundingBox();
      expect(box?.width).toBe(375);
      expect(box?.height).toBeGreaterThan(500);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

      await page.getByRole('button', { name: texts.discover.filters.button }).click();
      const drawer = page.getByRole('dialog', { name: texts.discover.filters.title });
      await drawer.getByText(texts.enums.climbing_types.bouldering, { exact: true }).click();
      await expect(page).toHaveURL(/climbing_types=bouldering/);
      await expectAccessible(page, 'the map filters on a phone');
      await drawer.getByRole('button', { name: texts.discover.filters.apply }).click();
      await expect(
        page.getByRole('button', { name: texts.discover.filters.buttonCount.replace('{{count}}', '1') }),
      ).toBeVisible();
    });
  });
}
