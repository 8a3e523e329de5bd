import type { TokenPair } from '@climb/contracts';
import enAdmin from '../../apps/web/src/locales/en/gym-admin.json' with { type: 'json' };
import enGrades from '../../apps/web/src/locales/en/gym-admin-grades.json' with { type: 'json' };
import enStructure from '../../apps/web/src/locales/en/gym-admin-structure.json' with { type: 'json' };
import enTeam from '../../apps/web/src/locales/en/gym-admin-team.json' with { type: 'json' };
import enContribute from '../../apps/web/src/locales/en/indoor-contribute.json' with { type: 'json' };
import enUploads from '../../apps/web/src/locales/en/uploads.json' with { type: 'json' };
import frAdmin from '../../apps/web/src/locales/fr/gym-admin.json' with { type: 'json' };
import frGrades from '../../apps/web/src/locales/fr/gym-admin-grades.json' with { type: 'json' };
import frStructure from '../../apps/web/src/locales/fr/gym-admin-structure.json' with { type: 'json' };
import frTeam from '../../apps/web/src/locales/fr/gym-admin-team.json' with { type: 'json' };
import frContribute from '../../apps/web/src/locales/fr/indoor-contribute.json' with { type: 'json' };
import frUploads from '../../apps/web/src/locales/fr/uploads.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { adminCredentials, callApi, createClimber, signInWithTokens } from '../support/accounts';
import { DEMO_BLOC_GYM, gymNamed, PHONE, planPng } from '../support/indoor';
import { LANGUAGES, languagesInTurn } from '../support/languages';
import { uniqueName } from '../support/outdoor';
import { fill } from '../support/texts';

const TEXTS = {
  fr: {
    admin: frAdmin,
    grades: frGrades,
    structure: frStructure,
    team: frTeam,
    contribute: frContribute,
    uploads: frUploads,
  },
  en: {
    admin: enAdmin,
    grades: enGrades,
    structure: enStructure,
    team: enTeam,
    contribute: enContribute,
    uploads: enUploads,
  },
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, whole, with the asterisk Mantine adds to required fields. */
const labelled = (label: string) => new RegExp(`^${escaped(label)}( \\*)?$`);

type Request = Parameters<typeof createClimber>[0];

/** Sends an API call and checks its status; its answer. */
async function expectCall<Answer>(
  request: Request,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: object; status: number },
): Promise<Answer> {
  const response = await callApi(request, method, path, options);
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(options.status);
  return (await response.json()) as Answer;
}

/** A new gym without staff, claimed by `manager` and approved by the site administrator, through the API. */
async function newlyApprovedGym(request: Request, manager: TokenPair) {
  const gym = await expectCall<{ id: number; slug_name: string; name: string }>(request, 'POST', 'gyms.json', {
    token: manager.token,
    status: 201,
    body: {
      name: uniqueName('Bloc des Pentes'),
      address: '3 rue des Prises',
      city: 'Lyon',
      country_code: 'fr',
      latitude: 45.76,
      longitude: 4.83,
      time_zone: 'Europe/Paris',
      climbing_types: ['bouldering'],
      gym_type: 'private',
    },
  });
  const claim = await expectCall<{ id: number }>(request, 'POST', `gyms/${gym.id}/administration_requests.json`, {
    token: manager.token,
    status: 201,
    body: { full_name: 'Nora Gérante', job_title: 'Gérante', message: 'Je dirige la salle.' },
  });
  const admin = await expectCall<TokenPair>(request, 'POST', 'sessions/sign_in', {
    body: adminCredentials(),
    status: 200,
  });
  await expectCall(request, 'PUT', `gym_administration_requests/${claim.id}/approve.json`, {
    token: admin.token,
    status: 200,
  });
  return gym;
}

const inTurn = languagesInTurn('gym administration');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);
  const { admin, grades, structure, team, contribute, uploads } = TEXTS[locale];

  test.describe(`gym administration (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a newly approved administrator takes the first steps, invites a route setter who sees only the openers, and reorders the gym by keyboard',
      async ({ page, request }) => {
        test.setTimeout(180_000);
        const manager = await createClimber(request, { language: locale, first_name: 'Nora' });
        const setter = await createClimber(request, { language: locale, first_name: 'Yanis' });
        const gym = await newlyApprovedGym(request, manager.tokens);
        const adminHome = `/gyms/${gym.id}/${gym.slug_name}/admins`;

        // The dashboard offers the two first steps.
        await signInWithTokens(page, manager.tokens);
        await page.goto(adminHome);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.dashboard.title);
        const steps = page.getByTestId('gym-admin-first-steps');
        await expect(steps).toBeVisible();
        await expectAccessible(page, `admins dashboard (${locale})`);

        // First step: a space with its plan.
        await steps.getByTestId('first-step-space-link').click();
        await expect(page).toHaveURL(`${adminHome}/first-space`);
        const spaceForm = page.getByTestId('first-space-form');
        await spaceForm.getByLabel(labelled(contribute.space.name)).fill('Salle du bas');
        await spaceForm.getByRole('button', { name: contribute.space.create }).click();
        await expect(page.getByTestId('first-space-plan')).toBeVisible();
        await page.locator('input[type="file"]').setInputFiles({
          name: 'plan.png',
          mimeType: 'image/png',
          buffer: await planPng(page, 800, 500),
        });
        await page.getByRole('button', { name: uploads.field.upload }).click();
        await expect(page.getByRole('status').filter({ hasText: contribute.image.uploaded })).toBeVisible();
        await page.getByTestId('first-space-done').click();
        await expect(page).toHaveURL(adminHome);
        await expect(steps.getByTestId('first-step-space')).toHaveAttribute('data-done', 'true');

        // Second step: colours only for the boulders, previewed, then confirmed.
        await steps.getByTestId('first-step-difficulty-link').click();
        await expect(page).toHaveURL(`${adminHome}/first-difficulty-system`);
        await page.getByTestId('first-mode-bouldering').getByText(grades.first.colors).click();
        await page.getByTestId('first-preview').click();
        await page.getByTestId('first-confirm').click();
        await expect(page).toHaveURL(adminHome);
        await expect(page.getByTestId('gym-admin-first-steps')).toHaveCount(0);
        const levels = await expectCall<{ climbing_type: string; levels: { grade_value: number | null }[] }[]>(
          request,
          'GET',
          `gyms/${gym.id}/levels.json`,
          { status: 200 },
        );
        const boulders = levels.find((scale) => scale.climbing_type === 'bouldering');
        expect(boulders?.levels.length).toBeGreaterThan(0);
        expect(boulders?.levels.every((level) => level.grade_value === null)).toBe(true);

        // The team: an invitation with the openers role only.
        await page.getByTestId('gym-admin-menu').getByTestId('gym-admin-menu-team').click();
        await expect(page).toHaveURL(`${adminHome}/administrators`);
        await page.getByTestId('invite').click();
        await expect(page).toHaveURL(`${adminHome}/administrators/new`);
        await page.getByTestId('invite-email').fill(setter.email);
        await page.getByRole('checkbox', { name: team.roles.manage_openers.name }).check();
        await expectAccessible(page, `administrators/new (${locale})`);
        await page.getByTestId('invite-send').click();
        await expect(page).toHaveURL(`${adminHome}/administrators`);
        await expect(page.getByTestId(/^invitation-\d+$/).filter({ hasText: setter.email })).toBeVisible();

        // The route setter accepts from the gym's page and finds only the openers among the tools.
        await signInWithTokens(page, setter.tokens);
        await page.goto(`/gyms/${gym.id}/${gym.slug_name}`);
        const card = page.getByTestId('gym-invitation-card');
        await expect(card).toContainText(fill(team.card.invited, { gym: gym.name }));
        await card.getByTestId('gym-invitation-accept').click();
        await expect(page).toHaveURL(adminHome);
        const menu = page.getByTestId('gym-admin-menu');
        await expect(menu.getByTestId('gym-admin-menu-openers')).toBeVisible();
        await expect(menu.getByRole('link')).toHaveCount(2);
        await expect(menu.getByTestId('gym-admin-menu-team')).toHaveCount(0);
        await expect(menu.getByTestId('gym-admin-menu-levels')).toHaveCount(0);
        await page.goto(`${adminHome}/levels`);
        await expect(page).toHaveURL(/\/errors\/right-required/);

        // The manager adds a second space and moves it above the first with the keyboard.
        await signInWithTokens(page, manager.tokens);
        const second = await expectCall<{ id: number }>(request, 'POST', 'gym_spaces.json', {
          token: manager.tokens.token,
          status: 201,
          body: { gym_id: gym.id, name: 'Salle du haut' },
        });
        await page.goto(`${adminHome}/tree-structures`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(structure.tree.title);
        const rows = page.getByTestId(/^tree-row-space:\d+$/);
        await expect(rows).toHaveCount(2);
        await expect(rows.first()).toContainText('Salle du bas');
        await expectAccessible(page, `tree-structures (${locale})`);
        const handle = page.getByTestId(`tree-handle-space:${second.id}`);
        await handle.focus();
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Space');
        await expect(page.getByTestId('tree-announcement')).not.toBeEmpty();
        await expect(rows.first()).toContainText('Salle du haut');
        const tree = await expectCall<{ spaces: { id: number }[] }>(
          request,
          'GET',
          `gyms/${gym.id}/tree_structure.json`,
          { token: manager.tokens.token, status: 200 },
        );
        expect(tree.spaces[0]?.id).toBe(second.id);
      },
    );
  });

  test.describe(`gym administration on a phone (${locale})`, () => {
    test.use(PHONE);
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      "the demo gym's staff open its administration from its page, move through the phone menu and add a route setter",
      async ({ page, request }) => {
        const staff = await expectCall<TokenPair>(request, 'POST', 'sessions/sign_in', {
          body: adminCredentials(),
          status: 200,
        });
        const gym = await gymNamed(request, DEMO_BLOC_GYM);
        const setterName = uniqueName('Zoé');
        await signInWithTokens(page, staff);
        await page.goto(`/gyms/${gym.id}/${gym.slug_name}`);
        await page.getByTestId('gym-admin-link').tap();
        await expect(page).toHaveURL(`/gyms/${gym.id}/${gym.slug_name}/admins`);
        // The seed took the first steps: the dashboard shows the figures and the tools.
        await expect(page.getByTestId('gym-admin-dashboard')).toBeVisible();
        await expect(page.getByTestId('gym-admin-first-steps')).toHaveCount(0);
        await expect(page.getByTestId('gym-admin-menu')).toBeHidden();
        await expectAccessible(page, `admins dashboard (phone, ${locale})`);

        await page.getByTestId('gym-admin-phone-menu').selectOption({ label: admin.tools.openers.label });
        await expect(page).toHaveURL(/\/admins\/openers$/);
        const list = page.getByTestId('openers-list');
        await expect(list).toContainText('Léa');
        await page.getByTestId('openers-new').tap();
        await page.getByLabel(labelled(structure.fields.name)).fill(setterName);
        await page.getByRole('button', { name: structure.opener.create }).tap();
        await expect(page).toHaveURL(/\/admins\/openers$/);
        await expect(list).toContainText(setterName);
        await expectAccessible(page, `openers (phone, ${locale})`);
      },
    );
  });
}
