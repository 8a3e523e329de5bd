import { expect, expectAccessible, test, useLanguage, watchPolicyViolations } from '../fixtures';
import { createClimber } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { createCrag, createRoute, createSector, uniqueName } from '../support/outdoor';

test.describe('the app shell on a phone', () => {
  test('shows the bottom bar, whose home button goes to / for a visitor', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('top-bar')).toBeHidden();
    const box = await bar.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(60);
    await expectAccessible(page, '/about (phone)');

    await bar.getByRole('link', { name: 'Falaise' }).click();
    await expect(page).toHaveURL(/\/outdoor$/);
    await expect(bar.getByRole('link', { name: 'Falaise' })).toHaveAttribute('aria-current', 'page');

    await bar.getByTestId('bottom-bar-home').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens the drawer with every section, the language and the theme', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('bottom-bar').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(300);
    await expect(drawer.getByRole('link', { name: 'À propos' })).toBeVisible();
    await expectAccessible(page, 'drawer (phone)');
    await drawer.getByTestId('drawer-language').getByText('English').click();
    await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
    await drawer.getByTestId('drawer-theme').getByText('Dark').click();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#121212');
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('uses the taller bottom bar on iOS', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      isMobile: true,
      hasTouch: true,
    });
    const violations = await watchPolicyViolations(context);
    const page = await context.newPage();
    await page.goto('/');
    const box = await page.getByTestId('bottom-bar').boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(70);
    await context.close();
    expect(violations(), 'Content-Security-Policy violations').toEqual([]);
  });
});

test.describe('the outdoor catalogue on a phone', () => {
  const inTurn = languagesInTurn('phone');
  for (const locale of ['fr', 'en'] as const) {
    const journey = inTurn(locale);
    journey(
      `a climber at the crag reads its facts, a sector and a route without scrolling sideways (${locale})`,
      async ({ page, request }) => {
        const climber = await createClimber(request);
        const token = climber.tokens.token;
        const crag = await createCrag(request, token, {
          name: uniqueName('Falaise de poche'),
          climbing_types: ['sport_climbing', 'multi_pitch'],
          orientations: ['south', 'south_west'],
          seasons: ['spring', 'autumn'],
          rocks: ['limestone'],
        });
        const sector = await createSector(request, token, { crag_id: crag.id, name: uniqueName('Secteur du pilier') });
        const route = await createRoute(request, token, {
          crag_id: crag.id,
          crag_sector_id: sector.id,
          name: uniqueName('Longue voie au long cours'),
          climbing_type: 'multi_pitch',
          pitches: [
            { grade: '6a', height: 30 },
            { grade: '6c+', height: 35 },
            { grade: '7a', height: 25 },
          ],
        });
        await useLanguage(page, locale);

        const fitsTheScreen = async (label: string) => {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${label} fits the phone`).toBeLessThanOrEqual(0);
          await expectAccessible(page, `${label} (phone, ${locale})`);
        };

        await page.goto(`/crags/${crag.id}/${crag.slug_name}`);
        await expect(page.getByRole('heading', { level: 1, name: crag.name })).toBeVisible();
        await expect(page.getByTestId('bottom-bar')).toBeVisible();
        await fitsTheScreen('crag page');

        await page.getByRole('link', { name: sector.name }).first().click();
        await expect(page).toHaveURL(new RegExp(`/crag-sectors/${sector.id}/`));
        await expect(page.getByRole('heading', { level: 1, name: sector.name })).toBeVisible();
        await fitsTheScreen('sector page');

        await page.getByRole('link', { name: route.name }).first().click();
        await expect(page).toHaveURL(new RegExp(`/crag-routes/${route.id}/`));
        await expect(page.getByRole('heading', { level: 1, name: route.name })).toBeVisible();
        await expect(page.getByRole('table').getByText('6c+')).toBeVisible();
        await fitsTheScreen('route page');

        await page.goto('/maps/crags');
        await expect(page.getByRole('region', { name: /carte|map/i }).first()).toBeVisible();
        await fitsTheScreen('crags map');
      },
    );
  }
});
