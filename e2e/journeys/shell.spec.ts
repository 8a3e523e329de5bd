import { PAGE_META, PAGES, pageTitle } from '@climb/contracts';
import { expect, expectAccessible, test, useLanguage } from '../fixtures';

test.describe('the app shell on desktop', () => {
  test('opens the home page in French by default, switches to English and back, and remembers it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(pageTitle('fr', 'home'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', PAGE_META.fr.home.description);
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Falaise' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, '/ (fr)');

    await expect(page.getByTestId('language-switch')).toHaveText('English');
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Outdoor' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(pageTitle('en', 'home'));

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Outdoor' })).toBeVisible();
    await expectAccessible(page, '/ (en)');

    await expect(page.getByTestId('language-switch')).toHaveText('Français');
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Falaise' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Falaise' })).toBeVisible();
  });

  test('switches to the dark theme, which sets the theme colour and survives a reload', async ({ page }) => {
    await page.goto('/');
    const themeColor = page.locator('meta[name="theme-color"]');
    await expect(themeColor).toHaveAttribute('content', '#ffffff');
    await page.getByTestId('theme-toggle').click();
    await expect(themeColor).toHaveAttribute('content', '#121212');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    await expectAccessible(page, '/ (dark)');
    await page.reload();
    await expect(themeColor).toHaveAttribute('content', '#121212');
    await page.getByTestId('theme-toggle').click();
    await expect(themeColor).toHaveAttribute('content', '#ffffff');
  });

  test('shows the 404 page for an unknown route, in French and in English', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
    await expectAccessible(page, '404 (fr)');
    await useLanguage(page, 'en');
    await page.goto('/another/missing/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page).toHaveTitle(pageTitle('en', 'notFound'));
    await expectAccessible(page, '404 (en)');
  });

  test('follows the environment of each page with the top-bar switch', async ({ page }) => {
    for (const [path, name] of [
      ['/outdoor', 'Falaise'],
      ['/indoor', 'Salle'],
      ['/community', 'Communauté'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('top-bar').getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/about');
    await expect(page.getByTestId('top-bar').locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('shows the gym and role a right-required page was given', async ({ page }) => {
    await page.goto('/errors/right-required?gym_name=Arkose%20Massy&role=administrator');
    await expect(page.getByText('Arkose Massy')).toBeVisible();
    await expect(page.getByText('administrator')).toBeVisible();
  });

  test('sends /maintenance home while maintenance is off', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the API reference page under its own Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/api/v1/docs');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Cordée API');
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  });

  test('registers the service worker at /sw.js', async ({ page }) => {
    await page.goto('/');
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scriptUrl).toMatch(/\/sw\.js$/);
  });

  test('records a page view without personal data', async ({ page }) => {
    const pageView = page.waitForRequest((request) => request.url().endsWith('/api/v1/page_views'));
    await page.goto('/about');
    const request = await pageView;
    expect(request.postDataJSON()).toEqual({ path: '/about', referrer: null, language: 'fr' });
    expect((await request.response())?.status()).toBe(204);
  });

  test('tells the visitor when the connection is lost', async ({ page, context }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  });
});

// Patterns with parameters need real records: their own journeys open them.
const PLAIN_PAGES = PAGES.filter((definition) => definition.path !== '/maintenance' && !definition.path.includes(':'));
// Pages per test: each group has its own time budget, and the groups share the workers.
const GROUP_SIZE = 12;
const PAGE_GROUPS = Array.from({ length: Math.ceil(PLAIN_PAGES.length / GROUP_SIZE) }, (_, index) =>
  PLAIN_PAGES.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

test.describe('every built page, in both languages', () => {
  for (const locale of ['fr', 'en'] as const) {
    for (const [index, group] of PAGE_GROUPS.entries()) {
      const label = `${group[0]?.path} … ${group.at(-1)?.path}`;
      test(`is titled, has one heading and passes axe (${locale}, group ${index + 1}: ${label})`, async ({ page }) => {
        test.setTimeout(120_000);
        await useLanguage(page, locale);
        for (const definition of group) {
          const response = await page.goto(definition.path);
          // The policy is in force on every page (the shared fixture fails the journey on any violation).
          expect(response?.headers()['content-security-policy'], definition.path).toContain("script-src 'self'");
          if (definition.access !== 'public') {
            // A visitor is sent to sign in first (spec §6).
            await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent(definition.path)}`);
            await expect(page).toHaveTitle(pageTitle(locale, 'signIn'));
            continue;
          }
          await expect(page).toHaveTitle(pageTitle(locale, definition.meta));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expectAccessible(page, `${definition.path} (${locale})`);
        }
      });
    }
  }
});
