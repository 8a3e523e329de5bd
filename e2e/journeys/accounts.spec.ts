import { PAGES } from '@climb/contracts';
import enAccounts from '../../apps/web/src/locales/en/accounts.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enNotifications from '../../apps/web/src/locales/en/notifications.json' with { type: 'json' };
import enRules from '../../apps/web/src/locales/en/rules.json' with { type: 'json' };
import frAccounts from '../../apps/web/src/locales/fr/accounts.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frNotifications from '../../apps/web/src/locales/fr/notifications.json' with { type: 'json' };
import frRules from '../../apps/web/src/locales/fr/rules.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { callApi, createClimber, outboxEmailsTo, PASSWORD, signInThroughForm, uniqueEmail } from '../support/accounts';
import { languagesInTurn } from '../support/languages';

const TEXTS = {
  fr: { accounts: frAccounts, common: frCommon, rules: frRules, notifications: frNotifications },
  en: { accounts: enAccounts, common: enCommon, rules: enRules, notifications: enNotifications },
} as const;

/** The page a climber lands on after signing in without a return path. */
const HOME = PAGES.some((page) => page.path === '/home') ? /\/home$/ : /\/$/;

const inTurn = languagesInTurn('accounts');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { accounts, common, notifications, rules } = TEXTS[locale];
  const signInTexts = {
    email: accounts.fields.email,
    password: accounts.fields.password,
    submit: accounts.signIn.submit,
  };

  test.describe(`accounts (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey('signs up and lands signed in, signs out, signs in again', async ({ page }) => {
      await page.goto('/sign-up');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts.signUp.title);
      await expectAccessible(page, `/sign-up (${locale})`);

      const form = page.getByTestId('sign-up-form');
      // An empty form: each field says what is wrong, in the words of the API's rules.
      await form.getByRole('button', { name: accounts.signUp.submit }).click();
      await expect(form.getByText(`${rules.fields.first_name} ${rules.rules.required}`)).toBeVisible();
      await expect(form.getByText(`${rules.fields.email} ${rules.rules.required}`)).toBeVisible();
      await expect(form.getByRole('textbox', { name: accounts.fields.first_name, exact: true })).toBeFocused();

      const email = uniqueEmail('sign-up');
      await form.getByRole('textbox', { name: accounts.fields.first_name, exact: true }).fill('Catherine');
      await form.getByRole('textbox', { name: accounts.fields.last_name, exact: true }).fill('Destivelle');
      await form.getByRole('textbox', { name: accounts.fields.email, exact: true }).fill(email);
      await form.getByRole('textbox', { name: accounts.fields.password, exact: true }).fill('granite');
      // The rules are ticked as the climber types: length, digit and upper case are still missing.
      await expect(form.locator('[data-met="false"]')).toHaveCount(3);
      await form.getByRole('textbox', { name: accounts.fields.password, exact: true }).fill(PASSWORD);
      await expect(form.locator('[data-met="false"]')).toHaveCount(0);
      await form
        .getByRole('textbox', { name: accounts.fields.password_confirmation, exact: true })
        .fill(`${PASSWORD}!`);
      await expect(form.getByText(`${rules.fields.password_confirmation} ${rules.rules.confirmation}`)).toBeVisible();
      await form.getByRole('textbox', { name: accounts.fields.password_confirmation, exact: true }).fill(PASSWORD);
      await expect(form.getByRole('combobox', { name: accounts.fields.language })).toHaveValue(locale);
      await expectAccessible(page, `/sign-up filled (${locale})`);
      await form.getByRole('button', { name: accounts.signUp.submit }).click();

      await expect(page).toHaveURL(HOME);
      const menu = page.getByTestId('account-menu');
      await expect(menu).toContainText('Catherine');

      await menu.click();
      await expect(page.getByRole('menuitem', { name: common.account.signOut })).toBeVisible();
      await expectAccessible(page, `account menu (${locale})`);
      await page.getByRole('menuitem', { name: common.account.signOut }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('sign-in-link')).toBeVisible();
      await expect(page.getByTestId('account-menu')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('cordee.session'))).toBeNull();

      await page.getByTestId('sign-in-link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts.signIn.title);
      await expectAccessible(page, `/sign-in (${locale})`);
      await signInThroughForm(page, signInTexts, { email, password: 'Wrong-password1' });
      await expect(page.getByRole('alert').filter({ hasText: accounts.signIn.invalid })).toBeVisible();
      await expectAccessible(page, `/sign-in with an error (${locale})`);
      await signInThroughForm(page, signInTexts, { email, password: PASSWORD });
      await expect(page.getByTestId('account-menu')).toContainText('Catherine');

      // The session survives a reload.
      await page.reload();
      await expect(page.getByTestId('account-menu')).toContainText('Catherine');

      // The other language, chosen signed out, outlives a new page and wins over the account's at sign-in.
      const other = locale === 'fr' ? 'en' : 'fr';
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: common.account.signOut }).click();
      await expect(page.getByTestId('sign-in-link')).toBeVisible();
      await page.getByTestId('top-bar').getByTestId('language-switch').click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await page.goto('/sign-in');
      const { accounts: otherAccounts } = TEXTS[other];
      await signInThroughForm(
        page,
        {
          email: otherAccounts.fields.email,
          password: otherAccounts.fields.password,
          submit: otherAccounts.signIn.submit,
        },
        { email, password: PASSWORD },
      );
      await expect(page.getByTestId('account-menu')).toContainText('Catherine');
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });

    journey('shows the API’s 422 under the field and in the alert', async ({ page, request }) => {
      const taken = await createClimber(request, { language: locale });
      await page.goto('/sign-up');
      const form = page.getByTestId('sign-up-form');
      await form.getByRole('textbox', { name: accounts.fields.first_name, exact: true }).fill('Lynn');
      await form.getByRole('textbox', { name: accounts.fields.last_name, exact: true }).fill('Hill');
      await form.getByRole('textbox', { name: accounts.fields.email, exact: true }).fill(taken.email.toUpperCase());
      await form.getByRole('textbox', { name: accounts.fields.password, exact: true }).fill(PASSWORD);
      await form.getByRole('textbox', { name: accounts.fields.password_confirmation, exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: accounts.signUp.submit }).click();

      // The rule agrees with its field: « L’adresse e-mail est déjà utilisée ».
      const line = `${rules.fields.email} ${rules.rules.taken_f}`;
      await expect(form.getByText(line)).toBeVisible();
      const alert = page.getByRole('alert').filter({ hasText: common.alerts['422'] });
      await expect(alert).toContainText(`- ${line}`);
      await expectAccessible(page, `/sign-up 422 (${locale})`);
    });

    journey(
      'sends a visitor from a protected page to /sign-in and back after signing in',
      async ({ page, request }) => {
        const path = '/home/settings/general';
        expect(PAGES.find((page) => page.path === path)?.access).toBe('login');
        const climber = await createClimber(request, { language: locale });

        await page.goto(path);
        await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent(path)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts.signIn.title);
        await signInThroughForm(page, signInTexts, climber);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectAccessible(page, `${path} after sign-in (${locale})`);
      },
    );

    journey('resets the password through the link of the outbox e-mail', async ({ page, request }) => {
      const climber = await createClimber(request, { language: locale });
      await page.goto('/sign-in');
      await page.getByRole('link', { name: accounts.signIn.forgotten }).click();
      await expect(page).toHaveURL(/\/reset-password$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts.reset.title);
      await expectAccessible(page, `/reset-password (${locale})`);
      await page.getByRole('textbox', { name: accounts.fields.email, exact: true }).fill(climber.email);
      await page.getByRole('button', { name: accounts.reset.submit }).click();
      await expect(page.getByTestId('reset-sent')).toContainText(climber.email);

      // The same answer for an address without an account.
      await page.getByRole('button', { name: accounts.reset.again }).click();
      await page.getByRole('textbox', { name: accounts.fields.email, exact: true }).fill(uniqueEmail('nobody'));
      await page.getByRole('button', { name: accounts.reset.submit }).click();
      await expect(page.getByTestId('reset-sent')).toBeVisible();

      let link: string | undefined;
      await expect(async () => {
        const [email] = await outboxEmailsTo(request, climber.email);
        link = email?.text_body.match(/https?:\/\/\S+\/new-password\?token=[\w-]+/)?.[0];
        expect(link).toBeDefined();
      }).toPass({ timeout: 10_000 });
      const url = new URL(link ?? '');
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts.newPassword.title);
      await expectAccessible(page, `/new-password (${locale})`);
      const newPassword = 'Verdon-Falaise9';
      await page.getByRole('textbox', { name: accounts.fields.new_password, exact: true }).fill(newPassword);
      await page.getByRole('textbox', { name: accounts.fields.password_confirmation, exact: true }).fill(newPassword);
      await page.getByRole('button', { name: accounts.newPassword.submit }).click();
      await expect(page).toHaveURL(HOME);
      await expect(page.getByTestId('account-menu')).toContainText(climber.first_name);

      const oldPassword = await callApi(request, 'POST', 'sessions/sign_in', {
        body: { email: climber.email, password: climber.password },
      });
      expect(oldPassword.status()).toBe(401);
      // The link works once.
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByRole('textbox', { name: accounts.fields.new_password, exact: true }).fill('Another-Pass7');
      await page
        .getByRole('textbox', { name: accounts.fields.password_confirmation, exact: true })
        .fill('Another-Pass7');
      await page.getByRole('button', { name: accounts.newPassword.submit }).click();
      await expect(page.getByText(accounts.newPassword.invalidToken)).toBeVisible();
    });

    journey('receives a notification live and marks it read', async ({ page, request }) => {
      const climber = await createClimber(request, { language: locale });
      // The socket's first message: the unread flag it sends to every new connection.
      const socketReady = page.waitForEvent('websocket').then((socket) =>
        socket.waitForEvent('framereceived', {
          predicate: (frame) => String(frame.payload).includes('NotificationChannel'),
        }),
      );
      await page.goto('/sign-in');
      await signInThroughForm(page, signInTexts, climber);
      const menu = page.getByTestId('account-menu');
      await expect(menu).toBeVisible();
      await socketReady;
      await expect(menu.getByTestId('unread-dot')).toHaveCount(0);

      // Another device regenerates an organization's key (a password change there would end this device's session):
      // an api_key_regenerated notification is pushed through the socket.
      const organizationName = `Topo ${Date.now()}`;
      const created = await callApi(request, 'POST', 'organizations.json', {
        token: climber.tokens.token,
        body: { name: organizationName, usage_type: 'personal' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const regenerated = await callApi(request, 'POST', `organizations/${id}/api_access_token.json`, {
        token: climber.tokens.token,
      });
      expect(regenerated.status(), await regenerated.text()).toBeLessThan(300);
      await expect(menu.getByTestId('unread-dot')).toBeVisible();

      await menu.click();
      await page.getByRole('menuitem', { name: common.account.notifications }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notifications.title);
      const item = page.getByTestId('notification').filter({ hasText: organizationName });
      await expect(item).toBeVisible();
      await expectAccessible(page, `/notifications (${locale})`);

      await item.getByRole('button', { name: notifications.markRead }).click();
      await expect(page.getByTestId('notifications-empty')).toContainText(notifications.empty.unread);
      await expect(page.getByTestId('unread-dot')).toHaveCount(0);
      await page.getByTestId('notifications-filter').getByText(notifications.filter.all).click();
      await expect(page.getByTestId('notification').first()).toHaveAttribute('data-read', 'true');
    });

    journey('invites a visitor to sign in on /notifications', async ({ page }) => {
      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notifications.title);
      await expect(page.getByText(notifications.visitor.text)).toBeVisible();
      await page.locator('#main-content').getByRole('link', { name: notifications.visitor.signIn }).click();
      await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent('/notifications')}`);
    });
  });
}

test.describe('signing in on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('signs in from the drawer and finds the account there', async ({ page, request }) => {
    const climber = await createClimber(request, { first_name: 'Chris' });
    await page.goto('/');
    const bar = page.getByTestId('bottom-bar');
    await bar.getByRole('button', { name: frCommon.navigation.menu }).click();
    await page.getByRole('dialog').getByTestId('sign-in-link').click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expectAccessible(page, '/sign-in (phone)');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await signInThroughForm(
      page,
      { email: frAccounts.fields.email, password: frAccounts.fields.password, submit: frAccounts.signIn.submit },
      climber,
    );
    await expect(page).toHaveURL(HOME);
    await bar.getByRole('button', { name: frCommon.navigation.menu }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(`${climber.first_name} ${climber.last_name}`)).toBeVisible();
    await expectAccessible(page, 'drawer signed in (phone)');
    await drawer.getByTestId('drawer-sign-out').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar.getByTestId('bottom-bar-home')).toHaveAttribute('href', '/');
  });
});
