import { type CurrentUser, type Locale, pageTitle, type TokenPair } from '@climb/contracts';
import type { Page } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enDeleteAccount from '../../apps/web/src/locales/en/delete-account.json' with { type: 'json' };
import enOrganizations from '../../apps/web/src/locales/en/organizations.json' with { type: 'json' };
import enProfile from '../../apps/web/src/locales/en/profile.json' with { type: 'json' };
import enRules from '../../apps/web/src/locales/en/rules.json' with { type: 'json' };
import enSettings from '../../apps/web/src/locales/en/settings.json' with { type: 'json' };
import enUploads from '../../apps/web/src/locales/en/uploads.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frDeleteAccount from '../../apps/web/src/locales/fr/delete-account.json' with { type: 'json' };
import frOrganizations from '../../apps/web/src/locales/fr/organizations.json' with { type: 'json' };
import frProfile from '../../apps/web/src/locales/fr/profile.json' with { type: 'json' };
import frRules from '../../apps/web/src/locales/fr/rules.json' with { type: 'json' };
import frSettings from '../../apps/web/src/locales/fr/settings.json' with { type: 'json' };
import frUploads from '../../apps/web/src/locales/fr/uploads.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { type Climber, callApi, createClimber, signInWithTokens } from '../support/accounts';
import { languagesInTurn } from '../support/languages';

const TEXTS = {
  fr: {
    common: frCommon,
    rules: frRules,
    organizations: frOrganizations,
    profile: frProfile,
    settings: frSettings,
    deleteAccount: frDeleteAccount,
    uploads: frUploads,
  },
  en: {
    common: enCommon,
    rules: enRules,
    organizations: enOrganizations,
    profile: enProfile,
    settings: enSettings,
    deleteAccount: enDeleteAccount,
    uploads: enUploads,
  },
} as const;

const SECTIONS = [
  'general',
  'avatar',
  'banner',
  'connection',
  'notifications',
  'privacy',
  'partner',
  'others',
] as const;
const SECTION_META = {
  general: 'settingsGeneral',
  avatar: 'settingsAvatar',
  banner: 'settingsBanner',
  connection: 'settingsConnection',
  notifications: 'settingsNotifications',
  privacy: 'settingsPrivacy',
  partner: 'settingsPartner',
  others: 'settingsOthers',
} as const;

async function currentUser(page: Page, climber: Climber): Promise<CurrentUser> {
  // The tokens may have been renewed by the page: read the pair it holds now.
  const stored = await page.evaluate(() => localStorage.getItem('cordee.session'));
  const token = stored ? (JSON.parse(stored) as TokenPair).token : climber.tokens.token;
  const response = await callApi(page.request, 'GET', 'current_users.json', { token });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CurrentUser;
}

/** A small PNG drawn by the browser itself: a red square with a white stripe. */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.fillStyle = '#c0392b';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.fillRect(0, h / 3, w, h / 6);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** A field's label, whole, with the asterisk Mantine adds to required fields. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

const other = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');

const inTurn = languagesInTurn('settings');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { common, deleteAccount, organizations, profile, settings, rules, uploads } = TEXTS[locale];

  test.describe(`personal area (${locale})`, () => {
    let climber: Climber;

    test.beforeEach(async ({ page, request }) => {
      await useLanguage(page, locale);
      climber = await createClimber(request, { first_name: 'Léa', language: locale });
      await signInWithTokens(page, climber.tokens);
    });

    journey('opens every settings page, titled and accessible, from the settings navigation', async ({ page }) => {
      await page.goto('/home/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.overview.title);
      await expect(page).toHaveTitle(pageTitle(locale, 'settings'));
      await expectAccessible(page, `/home/settings (${locale})`);
      const nav = page.getByRole('navigation', { name: settings.nav.label });
      for (const section of SECTIONS) {
        await nav.getByRole('link', { name: settings.sections[section].title }).click();
        await expect(page).toHaveURL(`/home/settings/${section}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.sections[section].title);
        await expect(page).toHaveTitle(pageTitle(locale, SECTION_META[section]));
        await expect(nav.getByRole('link', { name: settings.sections[section].title })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expectAccessible(page, `/home/settings/${section} (${locale})`);
      }
    });

    journey('changes the names, which the profile then shows, and refuses a blank one', async ({ page }) => {
      await page.goto('/home/settings/general');
      const form = page.getByTestId('settings-general-form');
      await form.getByLabel(labelled(settings.general.firstName)).fill(' ');
      await form.getByRole('button', { name: settings.actions.save }).click();
      await expect(form.getByText(`${rules.fields.first_name} ${rules.rules.required}`)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: common.alerts['422'] })).toBeVisible();
      await expectAccessible(page, `/home/settings/general with errors (${locale})`);

      await form.getByLabel(labelled(settings.general.firstName)).fill('Catherine');
      await form.getByLabel(labelled(settings.general.lastName)).fill('Destivelle');
      await form.getByLabel(settings.general.description).fill('Du Verdon à Céüse.');
      await form.getByLabel(profile.climbingTypeLabels.multi_pitch).check();
      await form.getByLabel(settings.general.gradeMin).selectOption({ label: '6a' });
      await form.getByLabel(settings.general.gradeMax).selectOption({ label: '7b+' });
      await form.getByRole('button', { name: settings.actions.save }).click();
      await expect(page.getByRole('status').filter({ hasText: settings.actions.saved })).toBeVisible();

      const saved = await currentUser(page, climber);
      expect(saved).toMatchObject({
        first_name: 'Catherine',
        last_name: 'Destivelle',
        grade_min_value: 31,
        grade_max_value: 40,
      });
      expect(saved.climbing_types).toContain('multi_pitch');

      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catherine Destivelle');
      await expect(page.getByTestId('profile-description')).toHaveText('Du Verdon à Céüse.');
      await expect(page.getByTestId('profile-grade-range')).toHaveText(
        profile.gradeBetween.replace('{{min}}', '6a').replace('{{max}}', '7b+'),
      );
      await expect(page.getByText(profile.climbingTypeLabels.multi_pitch)).toBeVisible();
      await expectAccessible(page, `/home (${locale})`);
    });

    journey('changes the language in the settings: the interface switches and stays so', async ({ page }) => {
      const target = other(locale);
      const targetTexts = TEXTS[target].settings;
      await page.goto('/home/settings/general');
      await page.getByTestId('settings-language').selectOption(target);
      await page.getByRole('button', { name: settings.actions.save }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetTexts.sections.general.title);
      await expect(page).toHaveTitle(pageTitle(target, 'settingsGeneral'));
      expect((await currentUser(page, climber)).language).toBe(target);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetTexts.sections.general.title);
      await expect(page.getByTestId('settings-language')).toHaveValue(target);
      await expectAccessible(page, `/home/settings/general after switching to ${target}`);
    });

    journey('changes the e-mail and the password, and stays signed in on this device', async ({ page, request }) => {
      const taken = await createClimber(request, { language: locale });
      await page.goto('/home/settings/connection');
      const email = page.getByRole('textbox', { name: labelled(settings.connection.email) });
      await email.fill(taken.email.toUpperCase());
      await page.getByRole('button', { name: settings.connection.saveEmail }).click();
      // The rule agrees with its field: « L’adresse e-mail est déjà utilisée ».
      await expect(page.getByText(`${rules.fields.email} ${rules.rules.taken_f}`, { exact: true })).toBeVisible();
      const newEmail = `moved-${climber.email}`;
      await email.fill(newEmail);
      await page.getByRole('button', { name: settings.connection.saveEmail }).click();
      await expect(page.getByRole('status').filter({ hasText: settings.connection.emailSaved })).toBeVisible();

      const current = page.getByLabel(labelled(settings.connection.currentPassword));
      const next = page.getByLabel(labelled(settings.connection.newPassword));
      const confirmation = page.getByLabel(labelled(settings.connection.passwordConfirmation));
      await current.fill('Not-the-password-1');
      await next.fill('Calcaire2025');
      await confirmation.fill('Calcaire2025');
      await page.getByRole('button', { name: settings.connection.savePassword }).click();
      await expect(
        page.getByText(`${rules.fields.current_password} ${rules.rules.invalid}`, { exact: true }),
      ).toBeVisible();
      await expect(next).toHaveValue('Calcaire2025');
      await expectAccessible(page, `/home/settings/connection with errors (${locale})`);

      await current.fill(climber.password);
      await page.getByRole('button', { name: settings.connection.savePassword }).click();
      await expect(page.getByRole('status').filter({ hasText: settings.connection.passwordSaved })).toBeVisible();
      await expect(current).toHaveValue('');
      // The error of the wrong password went with the success: the two never show together.
      await expect(page.getByRole('alert').filter({ hasText: common.alerts['422'] })).toHaveCount(0);

      const signIn = await callApi(request, 'POST', 'sessions/sign_in', {
        body: { email: newEmail, password: 'Calcaire2025' },
      });
      expect(signIn.status()).toBe(200);
      // The old refresh token is revoked, yet this device signed in again with the new password.
      const refreshed = await callApi(request, 'POST', 'sessions/tokens', {
        body: { refresh_token: climber.tokens.refresh_token },
      });
      expect(refreshed.status()).toBe(401);
      const stored = await page.evaluate(() => localStorage.getItem('cordee.session'));
      expect(stored && (JSON.parse(stored) as TokenPair).refresh_token).not.toBe(climber.tokens.refresh_token);
      await page.goto('/home');
      await expect(page.getByTestId('profile-name')).toBeVisible();
    });

    journey(
      'keeps the language chosen with the top-bar switch through a password change and a new sign-in',
      async ({ page }) => {
        const target = other(locale);
        const { common: targetCommon, settings: targetSettings } = TEXTS[target];
        await page.goto('/home/settings/connection');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.sections.connection.title);
        await page.getByTestId('top-bar').getByTestId('language-switch').click();
        await expect(page.locator('html')).toHaveAttribute('lang', target);
        // The switch saved it as the profile's language: one source of truth.
        await expect.poll(async () => (await currentUser(page, climber)).language).toBe(target);

        await page.getByLabel(labelled(targetSettings.connection.currentPassword)).fill(climber.password);
        await page.getByLabel(labelled(targetSettings.connection.newPassword)).fill('Calcaire2025');
        await page.getByLabel(labelled(targetSettings.connection.passwordConfirmation)).fill('Calcaire2025');
        await page.getByRole('button', { name: targetSettings.connection.savePassword }).click();
        await expect(
          page.getByRole('status').filter({ hasText: targetSettings.connection.passwordSaved }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', target);

        // Signed out, then in again: still the language chosen.
        await page.getByTestId('account-menu').click();
        await page.getByRole('menuitem', { name: targetCommon.account.signOut }).click();
        await page.goto('/sign-in');
        await page.locator('input[name="email"]').fill(climber.email);
        await page.locator('input[name="password"]').fill('Calcaire2025');
        await page.getByTestId('sign-in-form').locator('button[type="submit"]').click();
        await expect(page.getByTestId('account-menu')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', target);
      },
    );

    journey(
      'uploads an avatar, shown in the settings and on the profile, and refuses a file that is no image',
      async ({ page }) => {
        await page.goto('/home/settings/avatar');
        await expect(page.getByText(settings.image.none)).toBeVisible();
        const input = page.getByTestId('avatar-file');

        await page.locator('input[type="file"]').setInputFiles({
          name: 'notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('not an image'),
        });
        await expect(page.getByText(`${rules.fields.file} ${rules.rules.invalid}`, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: uploads.field.upload })).toBeDisabled();

        await page.locator('input[type="file"]').setInputFiles({
          name: 'face.png',
          mimeType: 'image/png',
          buffer: await pngOf(page, 300, 300),
        });
        await expect(input).toContainText('face.png');
        await expect(page.getByRole('img', { name: uploads.field.preview })).toBeVisible();
        await expectAccessible(page, `/home/settings/avatar with a preview (${locale})`);
        await page.getByRole('button', { name: uploads.field.upload }).click();
        await expect(page.getByRole('status').filter({ hasText: settings.image.uploaded })).toBeVisible();
        const current = page.getByTestId('current-avatar').getByRole('img');
        await expect(current).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
        // The image may still be loading when its address is set: wait for its pixels.
        await expect
          .poll(() => current.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
          .toBeGreaterThan(0);
        expect((await currentUser(page, climber)).avatar?.large).toMatch(/\.webp$/);

        await page.goto('/home');
        const avatar = page.getByTestId('profile-avatar').getByRole('img');
        await expect(avatar).toHaveAttribute('src', /\/uploads\/.+\.webp$/);

        await page.goto('/home/settings/avatar');
        await page.getByRole('button', { name: settings.image.remove }).click();
        await expect(page.getByText(settings.image.none)).toBeVisible();
        expect((await currentUser(page, climber)).avatar).toBeNull();
      },
    );

    journey('creates an organization whose key is shown once, then regenerates it', async ({ page, request }) => {
      await page.goto('/home/settings/others');
      await page.getByRole('link', { name: settings.others.organizationsLink }).click();
      await expect(page).toHaveURL(/\/organizations$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(organizations.listTitle);
      await expect(page.getByTestId('organizations-empty')).toBeVisible();
      await expectAccessible(page, `/organizations (${locale})`);

      await page.getByRole('link', { name: organizations.create }).click();
      await expect(page).toHaveURL(/\/organizations\/new$/);
      const form = page.getByTestId('organization-form');
      await form.getByRole('button', { name: organizations.form.create }).click();
      await expect(form.getByText(`${rules.fields.name} ${rules.rules.required}`)).toBeVisible();
      await expectAccessible(page, `/organizations/new with errors (${locale})`);
      await form.getByLabel(organizations.form.name).fill('Topo Lab');
      await form.getByLabel(organizations.usageTypes.study).check();
      await form.getByRole('button', { name: organizations.form.create }).click();

      const key = page.getByTestId('api-key');
      await expect(key).toBeVisible();
      await expect(page.getByText(organizations.key.once)).toBeVisible();
      const firstKey = (await key.textContent())?.trim() ?? '';
      expect(firstKey.length).toBeGreaterThan(20);
      await expectAccessible(page, `/organizations/new with the key (${locale})`);
      // The key opens the API.
      const health = await request.get('/api/v1/current_users.json', {
        headers: { HttpApiAccessToken: firstKey, authorization: `Bearer ${climber.tokens.token}` },
      });
      expect(health.status()).toBe(200);

      await page.getByRole('link', { name: organizations.key.open }).click();
      await expect(page).toHaveURL(/\/organizations\/\d+\/topo-lab$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topo Lab');
      // Shown once: the organization's page does not show it again.
      await expect(page.getByTestId('api-key')).toHaveCount(0);
      await expect(page.getByText(firstKey)).toHaveCount(0);
      await expectAccessible(page, `/organizations/{id}/{name} (${locale})`);

      await page.getByTestId('regenerate-key').click();
      const dialog = page.getByRole('dialog', { name: organizations.key.confirmTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `key regeneration dialog (${locale})`);
      await dialog.getByRole('button', { name: organizations.key.confirm }).click();
      await expect(page.getByTestId('api-key')).toBeVisible();
      const secondKey = (await page.getByTestId('api-key').textContent())?.trim() ?? '';
      expect(secondKey.length).toBeGreaterThan(20);
      expect(secondKey).not.toBe(firstKey);
      const refused = await request.get('/api/v1/current_users.json', { headers: { HttpApiAccessToken: firstKey } });
      expect(refused.status()).toBe(403);

      await page.getByRole('link', { name: organizations.details.edit }).click();
      await expect(page).toHaveURL(/\/organizations\/\d+\/topo-lab\/edit$/);
      await expectAccessible(page, `/organizations/{id}/{name}/edit (${locale})`);
      await page.getByLabel(organizations.form.name).fill('Topo Lab Verdon');
      await page.getByRole('button', { name: organizations.form.save }).click();
      await expect(page).toHaveURL(/\/organizations\/\d+\/topo-lab-verdon$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topo Lab Verdon');
    });

    journey('deletes the account after the password and a confirmation, then is signed out', async ({ page }) => {
      await page.goto('/home/settings/others');
      await page.getByRole('link', { name: settings.others.deleteLink }).click();
      await expect(page).toHaveURL(/\/delete-account$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(deleteAccount.title);
      await expectAccessible(page, `/delete-account (${locale})`);

      const form = page.getByTestId('delete-account-form');
      await form.getByLabel(deleteAccount.password).fill('Wrong-password-1');
      await form.getByRole('button', { name: deleteAccount.submit }).click();
      await page.getByTestId('confirm-delete-account').click();
      await expect(form.getByText(`${rules.fields.password} ${rules.rules.invalid}`)).toBeVisible();
      await expect(form.getByLabel(deleteAccount.password)).toHaveValue('Wrong-password-1');

      await form.getByLabel(deleteAccount.password).fill(climber.password);
      await form.getByRole('button', { name: deleteAccount.submit }).click();
      const dialog = page.getByRole('dialog', { name: deleteAccount.confirmTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `account deletion dialog (${locale})`);
      await dialog.getByRole('button', { name: deleteAccount.confirm }).click();

      await expect(page).toHaveURL(/\/success-account-deleting$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.accountDeleted.title);
      await expectAccessible(page, `/success-account-deleting (${locale})`);
      expect(await page.evaluate(() => localStorage.getItem('cordee.session'))).toBeNull();
      await expect(page.getByTestId('account-menu')).toHaveCount(0);

      const signIn = await callApi(page.request, 'POST', 'sessions/sign_in', {
        body: { email: climber.email, password: climber.password },
      });
      expect(signIn.status()).toBe(401);
      await page.goto('/home');
      await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fhome$/);
    });
  });
}

for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { deleteAccount, organizations, settings } = TEXTS[locale];

  journey(
    `tells a visitor what account deletion does and invites to sign in for organizations (${locale})`,
    async ({ page }) => {
      await useLanguage(page, locale);
      await page.goto('/delete-account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(deleteAccount.title);
      await expect(page.getByRole('heading', { level: 2, name: deleteAccount.keptTitle })).toBeVisible();
      await expect(page.getByTestId('sign-in-invitation')).toContainText(deleteAccount.signedOut);
      await expect(page.getByTestId('delete-account-form')).toHaveCount(0);
      await expectAccessible(page, `/delete-account as a visitor (${locale})`);

      await page.goto('/organizations/12/topo-lab');
      await expect(page).toHaveTitle(pageTitle(locale, 'organization'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(organizations.signedOut.title);
      await expectAccessible(page, `/organizations/{id}/{name} as a visitor (${locale})`);
      await page.getByTestId('sign-in-invitation').getByRole('link').click();
      await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent('/organizations/12/topo-lab')}`);

      await page.goto('/success-account-deleting');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.accountDeleted.title);
      await page.getByTestId('account-deleted-home').click();
      await expect(page).toHaveURL(/\/$/);
    },
  );
}

test.describe('personal area on a 360 px phone, in the dark theme', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('moves between settings with the section select and stays readable in the dark', async ({ page, request }) => {
    const { settings } = TEXTS.fr;
    const climber = await createClimber(request, { language: 'fr' });
    await signInWithTokens(page, climber.tokens);
    await page.goto('/home/settings/others');
    await page.getByTestId('settings-theme').getByText(settings.others.dark).click();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#121212');
    await expect(page.getByRole('navigation', { name: settings.nav.label })).toBeHidden();

    const select = page.getByTestId('settings-section-select');
    await select.selectOption('/home/settings/privacy');
    await expect(page).toHaveURL(/\/home\/settings\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.sections.privacy.title);
    await expectAccessible(page, '/home/settings/privacy (phone, dark)');

    await page.getByRole('switch', { name: settings.privacy.public_profile.label }).click();
    await page.getByRole('button', { name: settings.actions.save }).click();
    await expect(page.getByRole('status').filter({ hasText: settings.actions.saved })).toBeVisible();

    for (const path of ['/home', '/home/settings/general', '/home/settings/avatar', '/delete-account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} fits 360 px`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${path} (phone, dark)`);
    }
  });
});
