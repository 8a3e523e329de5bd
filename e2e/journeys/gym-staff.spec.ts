import type { GymSpaceSummary, TokenPair } from '@climb/contracts';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enErrors from '../../apps/web/src/locales/en/errors-pages.json' with { type: 'json' };
import enIndoor from '../../apps/web/src/locales/en/indoor.json' with { type: 'json' };
import enContribute from '../../apps/web/src/locales/en/indoor-contribute.json' with { type: 'json' };
import enStaff from '../../apps/web/src/locales/en/indoor-staff.json' with { type: 'json' };
import enNotifications from '../../apps/web/src/locales/en/notifications.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frErrors from '../../apps/web/src/locales/fr/errors-pages.json' with { type: 'json' };
import frIndoor from '../../apps/web/src/locales/fr/indoor.json' with { type: 'json' };
import frContribute from '../../apps/web/src/locales/fr/indoor-contribute.json' with { type: 'json' };
import frStaff from '../../apps/web/src/locales/fr/indoor-staff.json' with { type: 'json' };
import frNotifications from '../../apps/web/src/locales/fr/notifications.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { adminCredentials, callApi, createClimber, signInWithTokens } from '../support/accounts';
import { DEMO_BLOC_GYM, DEMO_VOIES_GYM, gymNamed, PHONE } from '../support/indoor';
import { LANGUAGES, languagesInTurn } from '../support/languages';
import { uniqueName } from '../support/outdoor';
import { fill } from '../support/texts';

const TEXTS = {
  fr: {
    common: frCommon,
    errors: frErrors,
    indoor: frIndoor,
    contribute: frContribute,
    staff: frStaff,
    notifications: frNotifications,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    indoor: enIndoor,
    contribute: enContribute,
    staff: enStaff,
    notifications: enNotifications,
  },
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, whole, with the asterisk Mantine adds to required fields. */
const labelled = (label: string) => new RegExp(`^${escaped(label)}( \\*)?$`);

/** The site administrator's token pair, through the API. */
async function siteAdministratorTokens(request: Parameters<typeof createClimber>[0]): Promise<TokenPair> {
  const response = await callApi(request, 'POST', 'sessions/sign_in', { body: adminCredentials() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenPair;
}

/** The first space of a gym, through the API. */
async function firstSpaceOf(request: Parameters<typeof createClimber>[0], gymId: number): Promise<GymSpaceSummary> {
  const response = await callApi(request, 'GET', `gyms/${gymId}/gym_spaces.json`);
  expect(response.status(), await response.text()).toBe(200);
  const [space] = (await response.json()) as GymSpaceSummary[];
  if (!space) throw new Error(`The gym ${gymId} has no space`);
  return space;
}

const inTurn = languagesInTurn('gym staff');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);
  const { common, contribute, errors, indoor, notifications, staff } = TEXTS[locale];

  test.describe(`gym staff (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a climber claims the unclaimed demo gym, the site administrator approves, and the climber keeps its space alone',
      async ({ page, request }) => {
        test.setTimeout(150_000);
        const climber = await createClimber(request, { language: locale, first_name: 'Inès' });
        const other = await createClimber(request, { language: locale });
        const gym = await gymNamed(request, DEMO_VOIES_GYM);
        const gymPath = `/gyms/${gym.id}/${gym.slug_name}`;
        const fullName = uniqueName('Inès Ouvreuse');

        // The climber finds the claim on the gym's page and sends a request.
        await signInWithTokens(page, climber.tokens);
        await page.goto(gymPath);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_VOIES_GYM);
        await page.getByTestId('gym-claim-link').click();
        await expect(page).toHaveURL(`${gymPath}/administration-request`);
        const form = page.getByTestId('administration-request-form');
        const nameField = form.getByLabel(labelled(staff.fields.full_name));
        await expect(nameField).toHaveValue(/Inès/);
        await nameField.fill(fullName);
        await form.getByLabel(labelled(staff.fields.job_title)).fill(locale === 'fr' ? 'Gérante' : 'Manager');
        await form
          .getByLabel(labelled(staff.fields.message))
          .fill(locale === 'fr' ? 'Je dirige la salle depuis deux ans.' : 'I have run the gym for two years.');
        await expectAccessible(page, `administration-request (${locale})`);
        await page.getByTestId('administration-request-submit').click();
        await expect(page.getByTestId('administration-request-pending')).toBeVisible();
        await expect(page.getByTestId('administration-request-pending')).toContainText(fullName);

        // The site administrator answers at /gym-administrations, from the account menu.
        await signInWithTokens(page, await siteAdministratorTokens(request));
        await page.goto('/');
        await page.getByTestId('account-menu').click();
        await page.getByRole('menuitem', { name: common.account.gymAdministrations }).click();
        await expect(page).toHaveURL(/\/gym-administrations/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(staff.administrations.title);
        const card = page.getByTestId('gym-administration-request').filter({ hasText: fullName });
        await expect(card).toBeVisible();
        await expect(card.getByTestId('request-gym-link')).toHaveText(DEMO_VOIES_GYM);
        await expectAccessible(page, `/gym-administrations (${locale})`);
        await card.getByRole('button', { name: staff.administrations.approve.button }).click();
        await page.getByRole('dialog').getByRole('button', { name: staff.administrations.approve.confirm }).click();
        await expect(card).toHaveCount(0);
        await page.getByTestId('gym-administrations-tab-approved').click();
        await expect(page.getByTestId('gym-administration-request').filter({ hasText: fullName })).toBeVisible();

        // The climber is told, finds the gym among theirs, and edits its space.
        await signInWithTokens(page, climber.tokens);
        await page.goto('/notifications');
        await expect(
          page.getByText(fill(notifications.types.gym_administration_approved, { gym: DEMO_VOIES_GYM })),
        ).toBeVisible();
        await page.getByTestId('account-menu').click();
        await expect(page.getByTestId('account-my-gyms')).toBeVisible();
        await page.getByRole('menuitem', { name: DEMO_VOIES_GYM }).click();
        await expect(page).toHaveURL(gymPath);
        await expect(page.getByTestId('gym-staff-line')).toHaveText(indoor.staff.team);

        const space = await firstSpaceOf(request, gym.id);
        await page.goto(`${gymPath}/spaces/${space.id}/${space.slug_name}/edit`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.space.editTitle);
        const description = locale === 'fr' ? 'Pans inclinés et dalles.' : 'Overhangs and slabs.';
        await page.getByTestId('space-form').getByLabel(labelled(contribute.space.description)).fill(description);
        await page.getByTestId('space-form').getByRole('button', { name: contribute.actions.save }).click();
        await expect(page.getByRole('status').filter({ hasText: contribute.space.saved })).toBeVisible();
        const saved = await callApi(request, 'GET', `gym_spaces/${space.id}.json`);
        expect(await saved.json()).toMatchObject({ description });

        // Others may no longer: the API refuses another climber, naming the gym and the role.
        const refused = await callApi(request, 'PUT', `gym_spaces/${space.id}.json`, {
          token: other.tokens.token,
          body: { description: 'Autre chose' },
        });
        expect(refused.status()).toBe(403);
        expect(await refused.json()).toMatchObject({ need: { gym_name: DEMO_VOIES_GYM, role: 'manage_spaces' } });
      },
    );
  });

  test.describe(`gym staff on a phone (${locale})`, () => {
    test.use(PHONE);
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      "a climber who is not on a gym's staff meets administrator-required on its space's edit page",
      async ({ page, request }) => {
        const climber = await createClimber(request, { language: locale });
        const gym = await gymNamed(request, DEMO_BLOC_GYM);
        const gymPath = `/gyms/${gym.id}/${gym.slug_name}`;
        const space = await firstSpaceOf(request, gym.id);
        await signInWithTokens(page, climber.tokens);

        await page.goto(`${gymPath}/spaces/${space.id}/${space.slug_name}/edit`);
        await expect(page).toHaveURL(`${gymPath}/administrator-required?role=manage_spaces`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(staff.required.title);
        await expect(page.getByTestId('administrator-required-staffed')).toContainText(DEMO_BLOC_GYM);
        await expect(page.getByTestId('administrator-required-role')).toHaveText(
          fill(staff.required.role, { role: errors.rightRequired.roles.manage_spaces }),
        );
        await expect(page.getByTestId('space-form')).toHaveCount(0);
        await expectAccessible(page, `administrator-required (phone, ${locale})`);

        // The gym's page says its team keeps it, and offers no claim.
        await page.goto(gymPath);
        await expect(page.getByTestId('gym-staff-line')).toHaveText(indoor.staff.team);
        await expect(page.getByTestId('gym-claim-link')).toHaveCount(0);
      },
    );
  });
}
