import type { Contest, TokenPair } from '@climb/contracts';
import { type BrowserContext, devices, type Locator, type Page } from '@playwright/test';
import enPublic from '../../apps/web/src/locales/en/contests.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/contests-admin.json' with { type: 'json' };
import frPublic from '../../apps/web/src/locales/fr/contests.json' with { type: 'json' };
import frAdmin from '../../apps/web/src/locales/fr/contests-admin.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage, waitForApp, watchPolicyViolations } from '../fixtures';
import { adminCredentials, callApi, signInWithTokens, uniqueEmail } from '../support/accounts';
import { DEMO_BLOC_GYM, gymNamed } from '../support/indoor';
import { LANGUAGES, type Language, languagesInTurn } from '../support/languages';
import { uniqueName } from '../support/outdoor';

const TEXTS = { fr: { admin: frAdmin, public: frPublic }, en: { admin: enAdmin, public: enPublic } } as const;

type Request = Parameters<typeof callApi>[0];

/** `YYYY-MM-DD` of today plus `days` (UTC, as the browser here counts). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A `datetime-local` value `hours` from now. */
function localTime(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
}

async function adminTokens(request: Request): Promise<TokenPair> {
  const response = await callApi(request, 'POST', 'sessions/sign_in', { body: adminCredentials() });
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenPair;
}

async function readContest(request: Request, id: number, token: string): Promise<Contest> {
  const response = await callApi(request, 'GET', `contests/${id}.json`, { token });
  expect(response.status()).toBe(200);
  return (await response.json()) as Contest;
}

/** Fills and saves one of the structure editor's dialogs. */
async function saveDialog(page: Page, testId: string, fill: (form: Locator) => Promise<void>) {
  const form = page.getByTestId(testId);
  await expect(form).toBeVisible();
  await fill(form);
  await form.getByTestId(`${testId}-save`).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
}

/** A person registering from a phone on the contest's public page; the token stays on that phone. */
async function registerOnPhone(
  phone: BrowserContext,
  address: string,
  person: { first: string; last: string; born: string; gender: 'female' | 'male' },
  texts: (typeof TEXTS)[Language]['public'],
): Promise<Page> {
  const page = await phone.newPage();
  await page.goto(address);
  // A page of this context is not the fixture's: wait for the app to be live before typing.
  await waitForApp(page);
  const form = page.getByTestId('registration-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  const field = (name: string) => form.locator(`[name="${name}"]`);
  await field('first_name').fill(person.first);
  await field('last_name').fill(person.last);
  await field('date_of_birth').fill(person.born);
  await field('gender').selectOption(person.gender);
  await field('email').fill(uniqueEmail('participant'));
  // The category is proposed from the date of birth and the gender.
  await expect(form.getByTestId('registration-category')).not.toHaveValue('');
  await form.getByRole('button', { name: texts.registration.submit }).click();
  await expect(page.getByTestId('registration-done')).toBeVisible({ timeout: 15_000 });
  return page;
}

const inTurn = languagesInTurn('contests');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);
  const other: Language = locale === 'fr' ? 'en' : 'fr';
  const { admin: adminTexts, public: publicTexts } = TEXTS[locale];

  test.describe(`contests (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'an organiser sets a contest up, climbers register from their phones, results entered by both rank right',
      async ({ page, request, browser }) => {
        test.setTimeout(240_000);
        const tokens = await adminTokens(request);
        const gym = await gymNamed(request, DEMO_BLOC_GYM);
        const admin = `/gyms/${gym.id}/${gym.slug_name}/admins/contests`;
        await signInWithTokens(page, tokens);

        // The contest, published, its registration open from now until the day before.
        await page.goto(`${admin}/new`);
        const form = page.getByTestId('contest-form');
        await expect(form).toBeVisible({ timeout: 30_000 });
        const fields = adminTexts.fields;
        const name = uniqueName('Coupe du journal');
        await form.getByTestId('contest-name').fill(name);
        await form.getByLabel(fields.start_date).fill(day(10));
        await form.getByLabel(fields.end_date).fill(day(10));
        await form.getByLabel(fields.registration_opens_at).fill(localTime(-2));
        await form.getByLabel(fields.registration_closes_at).fill(`${day(9)}T20:00`);
        const draft = form.getByLabel(fields.draft);
        if (await draft.isChecked()) await draft.uncheck();
        await form.getByRole('button', { name: adminTexts.new.create }).click();
        await page.waitForURL(/\/admins\/contests\/\d+$/, { timeout: 15_000 });
        const contestId = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
        await expect(page.getByTestId('structure-editor')).toBeVisible();

        // Two categories: adults (ranked women and men apart) and the young ones (together).
        await page.getByTestId('category-add').click();
        await saveDialog(page, 'category-form', async (dialog) => {
          await dialog.getByLabel(fields.name).fill('Adultes');
          await dialog.getByTestId('category-band').selectOption('age');
          await dialog.getByLabel(adminTexts.structure.min_age).fill('16');
        });
        await page.getByTestId('category-add').click();
        await saveDialog(page, 'category-form', async (dialog) => {
          await dialog.getByLabel(fields.name).fill('Jeunes');
          await dialog.getByLabel(fields.unisex).check();
          await dialog.getByTestId('category-band').selectOption('age');
          await dialog.getByLabel(adminTexts.structure.max_age).fill('15');
        });
        await expect(page.getByTestId('structure-categories').getByTestId(/^category-\d+$/)).toHaveCount(2);

        // A boulder stage: a qualification the climbers score themselves (two go through), then a final.
        await page.getByTestId('stage-add').click();
        await saveDialog(page, 'stage-form', async (dialog) => {
          await dialog.getByTestId('stage-type').selectOption('boulder');
        });
        const stage = page.getByTestId(/^stage-\d+$/);
        for (const step of [
          { name: 'Qualification', kind: 'qualification', qualified: '2', self: true },
          { name: 'Finale', kind: 'final', qualified: '', self: false },
        ]) {
          await stage.getByTestId(/^stage-\d+-add-step$/).click();
          await saveDialog(page, 'step-form', async (dialog) => {
            await dialog.getByTestId('step-name').fill(step.name);
            await dialog.getByLabel(fields.kind).selectOption(step.kind);
            await dialog.getByTestId('step-ranking-type').selectOption('division_and_zone');
            if (step.qualified) await dialog.getByLabel(fields.qualified_count).fill(step.qualified);
            if (step.self) await dialog.getByLabel(fields.self_reporting).check();
          });
        }
        const steps = stage.getByTestId(/^step-\d+$/);
        await expect(steps).toHaveCount(2);
        // Three boulders for everyone in the qualification, two in the final.
        for (const [index, count] of [
          [0, '3'],
          [1, '2'],
        ] as const) {
          await steps
            .nth(index)
            .getByTestId(/^step-\d+-add-group$/)
            .click();
          await saveDialog(page, 'group-form', async (dialog) => {
            // A new group starts with a few routes: the journey's are added to none.
            const routes = dialog.getByTestId('group-route');
            while ((await routes.count()) > 0) await routes.last().getByRole('button').click();
            await dialog.getByTestId('group-add-count').fill(count);
            await dialog.getByTestId('group-add-routes').click();
            await expect(routes).toHaveCount(Number(count));
            // The qualification's boulders are open to the climbers' own scoring from now on, for a few hours.
            if (index === 0) {
              await dialog.locator('input[type="datetime-local"]').nth(0).fill(localTime(-1));
              await dialog.locator('input[type="datetime-local"]').nth(1).fill(localTime(3));
            }
          });
        }
        await expectAccessible(page, 'the contest organiser page');

        const contest = await readContest(request, contestId, tokens.token);
        const [qualification, final] = contest.stages[0]?.steps ?? [];
        const qualificationRoutes = qualification?.route_groups[0]?.routes ?? [];
        expect(qualificationRoutes).toHaveLength(3);
        expect(final?.route_groups[0]?.routes).toHaveLength(2);
        const adults = contest.categories.find((category) => category.name === 'Adultes');
        if (!adults) throw new Error('no adults category');

        // Three women register from their phones; their tokens stay on the phones.
        const phone = await browser.newContext({ ...devices['Pixel 7'], locale });
        const violations = await watchPolicyViolations(phone);
        await phone.addCookies([
          { name: 'i18n_redirected', value: locale, domain: new URL(page.url()).hostname, path: '/' },
        ]);
        const address = `/gyms/${gym.id}/${gym.slug_name}/contests/${contest.id}/${contest.slug_name}`;
        const climbers = [
          { first: 'Alice', last: uniqueName('Arête'), born: '1994-05-02', gender: 'female' as const },
          { first: 'Béa', last: uniqueName('Dalle'), born: '1990-11-20', gender: 'female' as const },
          { first: 'Chloé', last: uniqueName('Dièdre'), born: '1988-03-14', gender: 'female' as const },
        ];
        const phones: Page[] = [];
        for (const climber of climbers) phones.push(await registerOnPhone(phone, address, climber, publicTexts));
        const firstPhone = phones[0] as Page;
        await expectAccessible(firstPhone, 'the registration done on a phone');
        const participants = await callApi(request, 'GET', `contests/${contest.id}/contest_participants.json`, {
          token: tokens.token,
        });
        const registered = (await participants.json()) as {
          id: number;
          last_name: string;
          contest_category_id: number;
        }[];
        expect(registered).toHaveLength(3);
        expect(registered.every((participant) => participant.contest_category_id === adults.id)).toBe(true);
        const idOf = (last: string) => registered.find((participant) => participant.last_name === last)?.id as number;

        // The organiser enters Alice's three tops and Béa's one top with a zone on another boulder.
        await page.goto(`${admin}/${contest.id}/results`);
        await expect(page.getByTestId('results-grid')).toBeVisible({ timeout: 30_000 });
        const enter = async (participantId: number, routeId: number, topped: boolean) => {
          await page.getByTestId(`cell-button-${participantId}-${routeId}`).click();
          const dialog = page.getByTestId('result-form');
          await expect(dialog).toBeVisible();
          if (topped) await dialog.getByTestId('result-topped').check();
          else await dialog.getByTestId('result-zone').check();
          await dialog.getByTestId('result-save').click();
          await expect(dialog).toBeHidden({ timeout: 15_000 });
        };
        for (const route of qualificationRoutes) await enter(idOf(climbers[0]?.last ?? ''), route.id, true);
        await enter(idOf(climbers[1]?.last ?? ''), (qualificationRoutes[0] as { id: number }).id, true);
        await enter(idOf(climbers[1]?.last ?? ''), (qualificationRoutes[1] as { id: number }).id, false);
        await expectAccessible(page, 'the results entry');

        // Chloé enters her own: two tops, from her phone, at the wall.
        const chloe = phones[2] as Page;
        await chloe.getByTestId('registration-my-contest').click();
        await waitForApp(chloe);
        for (const route of qualificationRoutes.slice(0, 2)) {
          const entry = chloe.getByTestId(`result-entry-${route.id}`);
          await expect(entry).toBeVisible({ timeout: 30_000 });
          await chloe.getByTestId(`entry-topped-${route.id}`).click();
          await chloe.getByTestId(`entry-save-${route.id}`).click();
          await expect(chloe.getByTestId(`result-summary-${route.id}`)).not.toHaveText(publicTexts.mine.noResult);
        }
        await expectAccessible(chloe, 'my contest on a phone');
        await phone.close();
        expect(violations(), 'Content-Security-Policy violations').toEqual([]);

        // The results: Alice (3 tops), Chloé (2), Béa (1 and a zone); two qualified; the formula said.
        const results = `${address}/results`;
        await page.goto(results);
        const ranking = page.getByTestId(`results-step-${qualification?.id}`).getByTestId('ranking-table').first();
        await expect(ranking).toBeVisible({ timeout: 30_000 });
        const order = await ranking.locator('tbody tr').allInnerTexts();
        expect(order.map((row) => climbers.findIndex((climber) => row.includes(climber.last)))).toEqual([0, 2, 1]);
        await expect(page.getByTestId('step-formula').first()).toContainText(
          publicTexts.formulas.rankingTypes.division_and_zone.slice(0, 20),
        );
        await expectAccessible(page, 'the results page');
        // And in the other language, the same order under that language's formula.
        await useLanguage(page, other);
        await page.goto(results);
        await expect(page.getByTestId('step-formula').first()).toContainText(
          TEXTS[other].public.formulas.rankingTypes.division_and_zone.slice(0, 20),
        );
      },
    );
  });
}
