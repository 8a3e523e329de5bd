import enAccounts from '../../apps/web/src/locales/en/accounts.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enLogbook from '../../apps/web/src/locales/en/logbook.json' with { type: 'json' };
import enEnums from '../../apps/web/src/locales/en/logbook-enums.json' with { type: 'json' };
import enHome from '../../apps/web/src/locales/en/logbook-home.json' with { type: 'json' };
import frAccounts from '../../apps/web/src/locales/fr/accounts.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frLogbook from '../../apps/web/src/locales/fr/logbook.json' with { type: 'json' };
import frEnums from '../../apps/web/src/locales/fr/logbook-enums.json' with { type: 'json' };
import frHome from '../../apps/web/src/locales/fr/logbook-home.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { fill } from '../support/texts';

const TEXTS = {
  fr: { accounts: frAccounts, common: frCommon, logbook: frLogbook, enums: frEnums, home: frHome },
  en: { accounts: enAccounts, common: enCommon, logbook: enLogbook, enums: enEnums, home: enHome },
} as const;

/** Seeded into every fresh install (apps/api/src/logbook/seed/demo-logbook.seed.ts). */
const DEMO_CRAG = 'Falaise de démonstration Cordée';
const DEMO_ROUTE = 'Réglette et patience';

function longDay(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

const inTurn = languagesInTurn('logbook-first-ascent');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { accounts, common, logbook, enums, home } = TEXTS[locale];

  test.describe(`a new climber's first ascent (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'signs up, finds a crag, logs a route from its page, and sees it in the list, the analytics and the session',
      async ({ page }) => {
        test.setTimeout(120_000);
        const today = new Date().toISOString().slice(0, 10);

        // Sign up through the form.
        await page.goto('/sign-up');
        const form = page.getByTestId('sign-up-form');
        await form.getByRole('textbox', { name: accounts.fields.first_name, exact: true }).fill('Lynn');
        await form.getByRole('textbox', { name: accounts.fields.last_name, exact: true }).fill('Hill');
        await form.getByRole('textbox', { name: accounts.fields.email, exact: true }).fill(uniqueEmail('first-ascent'));
        await form.getByRole('textbox', { name: accounts.fields.password, exact: true }).fill(PASSWORD);
        await form.getByRole('textbox', { name: accounts.fields.password_confirmation, exact: true }).fill(PASSWORD);
        await form.getByRole('button', { name: accounts.signUp.submit }).click();
        await expect(page.getByTestId('account-menu')).toContainText('Lynn');

        // Find the crag with the top-bar search, without its accents.
        const box = page.getByRole('combobox', { name: common.search.placeholder.outdoor });
        await box.click();
        await box.pressSequentially('falaise demonstration', { delay: 20 });
        await page.getByRole('option', { name: new RegExp(DEMO_CRAG) }).click();
        await expect(page.getByRole('heading', { level: 1, name: DEMO_CRAG })).toBeVisible();

        // Open a route of it: other climbers' opinions are there, nothing of mine yet.
        await page.getByRole('link', { name: DEMO_ROUTE, exact: true }).first().click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_ROUTE);
        const mine = page.getByTestId('route-logbook');
        await expect(mine.getByTestId('my-route-ascents')).toContainText(logbook.route.none);
        await expectAccessible(page, `demo route page (${locale})`);

        // Log it: red point, today (already filled in), lead (already chosen).
        await mine.getByTestId('log-it').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(logbook.routeNew.title);
        const ascentForm = page.getByTestId('ascent-form');
        await ascentForm.getByRole('radio', { name: new RegExp(`^${enums.ascent_statuses.red_point}`) }).click();
        await ascentForm.getByTestId('ascent-save').click();
        await expect(page.getByRole('status').filter({ hasText: logbook.form.saved })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_ROUTE);
        await expect(mine.getByTestId('route-mark')).toHaveText(enums.route_statuses.done);

        // My logbook, from the account menu: the ascent, in the list.
        await page.getByTestId('account-menu').click();
        await page.getByRole('menuitem', { name: common.account.logbook }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.list.title);
        const card = page.getByTestId('ascent-card');
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(DEMO_ROUTE);
        await expect(card).toContainText(DEMO_CRAG);
        await expect(card.getByText(enums.ascent_statuses.red_point)).toBeVisible();
        await expect(page.getByTestId('ascents-count')).toHaveText(fill(home.list.count_one, { count: 1 }));
        await expectAccessible(page, `my first ascent in the list (${locale})`);

        // The analytics count it, at its grade.
        await page.getByTestId('logbook-tabs').getByRole('link', { name: home.tabs.analytics }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.analytics.title);
        await expect(page.getByTestId('figure-ascents').locator('dd')).toHaveText('1');
        await expect(page.getByTestId('figure-max-grade')).toContainText('7a');
        await expect(page.getByTestId('chart-grades-table').getByRole('row').nth(1)).toHaveText(/7a\s*1/);
        await expectAccessible(page, `analytics of a first ascent (${locale})`);

        // Today's session, created by the ascent.
        await page.getByTestId('account-menu').click();
        await page.getByRole('menuitem', { name: common.account.climbingSessions }).click();
        await expect(page.getByTestId('session-card')).toHaveCount(1);
        await page
          .getByTestId('session-card')
          .getByRole('link', { name: longDay(locale, today) })
          .click();
        await expect(page).toHaveURL(`/home/climbing-sessions/${today}`);
        await expect(page.getByTestId('session-ascents').getByTestId('ascent-card')).toContainText(DEMO_ROUTE);
        await expect(page.getByTestId('session-crag-list').getByRole('link', { name: DEMO_CRAG })).toBeVisible();
        await expectAccessible(page, `the session of a first ascent (${locale})`);
      },
    );
  });
}
