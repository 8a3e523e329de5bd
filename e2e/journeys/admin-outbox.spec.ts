import enAccounts from '../../apps/web/src/locales/en/accounts.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import frAccounts from '../../apps/web/src/locales/fr/accounts.json' with { type: 'json' };
import frAdmin from '../../apps/web/src/locales/fr/admin.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { adminCredentials, callApi, createClimber, signInThroughForm, signInWithTokens } from '../support/accounts';
import { LANGUAGES, languagesInTurn } from '../support/languages';

const TEXTS = {
  fr: { accounts: frAccounts, admin: frAdmin, common: frCommon },
  en: { accounts: enAccounts, admin: enAdmin, common: enCommon },
} as const;

const inTurn = languagesInTurn('admin outbox');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);
  const { accounts, admin, common } = TEXTS[locale];

  test.describe(`site administration: the outbox (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey('the administrator reads a reset e-mail in the outbox and follows its link', async ({ page, request }) => {
      const climber = await createClimber(request, { language: locale, first_name: 'Manon' });
      const reset = await callApi(request, 'POST', 'sessions/reset_password', { body: { email: climber.email } });
      expect(reset.status()).toBe(204);

      await page.goto('/sign-in');
      await signInThroughForm(
        page,
        { email: accounts.fields.email, password: accounts.fields.password, submit: accounts.signIn.submit },
        adminCredentials(),
      );
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: common.account.outbox }).click();
      await expect(page).toHaveURL(/\/admin\/outbox$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.outbox.title);

      // The e-mail is written just after the request's answer: it may take a reload to show.
      const email = page.getByTestId('outbox-email').filter({ hasText: climber.email });
      await expect(async () => {
        await page.reload();
        await expect(email.first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expectAccessible(page, `/admin/outbox (${locale})`);
      const link = email.first().getByRole('link', { name: /\/new-password\?token=/ });
      await expect(link).toHaveCount(1);

      await link.click();
      await expect(page).toHaveURL(/\/new-password\?token=[\w-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts.newPassword.title);
      const newPassword = 'Ceuse-Biographie9';
      await page.getByRole('textbox', { name: accounts.fields.new_password, exact: true }).fill(newPassword);
      await page.getByRole('textbox', { name: accounts.fields.password_confirmation, exact: true }).fill(newPassword);
      await page.getByRole('button', { name: accounts.newPassword.submit }).click();
      await expect(page.getByTestId('account-menu')).toContainText(climber.first_name);
      const signIn = await callApi(request, 'POST', 'sessions/sign_in', {
        body: { email: climber.email, password: newPassword },
      });
      expect(signIn.status()).toBe(200);
    });

    journey('a climber is told the page needs a site administrator, with no link to it', async ({ page, request }) => {
      const climber = await createClimber(request, { language: locale });
      await signInWithTokens(page, climber.tokens);
      await page.goto('/admin/outbox');
      await expect(page).toHaveURL(/\/errors\/right-required\?role=super_admin$/);
      await page.getByTestId('account-menu').click();
      await expect(page.getByRole('menuitem', { name: common.account.settings })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: common.account.outbox })).toHaveCount(0);
    });
  });
}

test.describe('the outbox on a 360 px phone, in the dark theme', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('fits the screen, long links included, and stays readable in the dark', async ({ page, request }) => {
    await useLanguage(page, 'en');
    const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
    await page.context().addCookies([{ name: 'theme', value: 'dark', domain: url.hostname, path: '/' }]);
    const climber = await createClimber(request, { language: 'en' });
    expect(
      (await callApi(request, 'POST', 'sessions/reset_password', { body: { email: climber.email } })).status(),
    ).toBe(204);
    const signIn = await callApi(request, 'POST', 'sessions/sign_in', { body: adminCredentials() });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await signInWithTokens(page, await signIn.json());

    await page.goto('/admin/outbox');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.admin.outbox.title);
    await expect(page.getByTestId('outbox-email').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, '/admin/outbox fits 360 px').toBeLessThanOrEqual(0);
    await expectAccessible(page, '/admin/outbox (phone, dark)');
  });
});
