import { expect, expectAccessible, test } from '../fixtures';

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
    const page = await context.newPage();
    await page.goto('/');
    const box = await page.getByTestId('bottom-bar').boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(70);
    await context.close();
  });
});
