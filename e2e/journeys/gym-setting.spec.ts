import type { GymRouteTableRow, GymSpace, TokenPair } from '@climb/contracts';
import enModeration from '../../apps/web/src/locales/en/gym-moderation.json' with { type: 'json' };
import frModeration from '../../apps/web/src/locales/fr/gym-moderation.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { adminCredentials, callApi, createClimber, signInWithTokens } from '../support/accounts';
import { DEMO_BLOC_GYM, demoGymRoute, gymNamed } from '../support/indoor';
import { LANGUAGES, languagesInTurn } from '../support/languages';
import { uniqueName } from '../support/outdoor';
import { decodeQrFromPng } from '../support/qr';

const TEXTS = { fr: { moderation: frModeration }, en: { moderation: enModeration } } as const;

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

/** The site administrator, who is on the demo Bloc gym's team with every role. */
async function adminTokens(request: Request): Promise<TokenPair> {
  return expectCall<TokenPair>(request, 'POST', 'sessions/sign_in', { body: adminCredentials(), status: 200 });
}

/** The pages a PDF holds: Chromium writes one `/Type /Page` dictionary per page (and `/Pages` for the tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

const inTurn = languagesInTurn('gym setting');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);
  const { moderation } = TEXTS[locale];

  test.describe(`gym setting (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a setter sets ten routes from the table, prints their labels, takes three down, and the statistics follow',
      async ({ page, request, context }) => {
        test.setTimeout(180_000);
        const tokens = await adminTokens(request);
        const gym = await gymNamed(request, DEMO_BLOC_GYM);
        // A sector of the journey's own, in the demo gym's second space: the gym keeps its spaces, which other
        // journeys count, and the routes counted here are the journey's alone.
        const spaces = await expectCall<GymSpace[]>(request, 'GET', `gyms/${gym.id}/gym_spaces.json`, { status: 200 });
        const space = spaces.find((found) => found.name !== 'Grande salle') ?? spaces[0];
        if (!space) throw new Error('The demo gym has no space');
        const sector = await expectCall<{ id: number }>(request, 'POST', 'gym_sectors.json', {
          token: tokens.token,
          status: 201,
          body: { gym_space_id: space.id, name: uniqueName('Pan du journal'), climbing_type: 'bouldering' },
        });
        /** The mounted routes of the space the statistics count, as the API answers. */
        const mountedInSpace = async () =>
          (
            await expectCall<{ totals: { mounted: number } }>(
              request,
              'GET',
              `gyms/${gym.id}/route_statistics.json?gym_space_id=${space.id}`,
              { token: tokens.token, status: 200 },
            )
          ).totals.mounted;
        const before = await mountedInSpace();
        const admin = `/gyms/${gym.id}/${gym.slug_name}/admins`;
        await signInWithTokens(page, tokens);

        // Ten routes set on the gym's third level, in one go from the table.
        await page.goto(`${admin}/routes/tables`);
        await expect(page.getByTestId('route-table')).toBeVisible({ timeout: 30_000 });
        await page.getByTestId('route-table-add').click();
        const add = page.getByTestId('route-table-add-form');
        await add.getByTestId('route-table-add-sector').selectOption(String(sector.id));
        await add.getByTestId('route-table-add-type').selectOption('bouldering');
        await add.getByTestId('route-table-add-level').selectOption('2');
        await add.getByTestId('route-table-add-count').fill('10');
        await expectAccessible(page, `route table, add routes (${locale})`);
        await add.getByTestId('route-table-add-confirm').click();
        await expect(add).toBeHidden();

        const rows = await expectCall<GymRouteTableRow[]>(request, 'GET', `gyms/${gym.id}/route_table.json`, {
          token: tokens.token,
          status: 200,
        });
        const mine = rows.filter((row) => row.gym_sector_id === sector.id);
        expect(mine).toHaveLength(10);
        expect(new Set(mine.map((row) => row.level_index))).toEqual(new Set([2]));

        // Only the sector's routes in view, all chosen, their labels printed.
        await page.getByTestId('route-table-filter-sector').selectOption(String(sector.id));
        await expect(page.locator('[data-testid^="route-table-row-"]')).toHaveCount(10);
        await page.getByTestId('route-table-select-all').check();
        await page.getByTestId('route-table-action-print').click();
        await expect(page.getByTestId('route-table-print-template')).toBeVisible();
        const [labels] = await Promise.all([
          context.waitForEvent('page'),
          page.getByTestId('route-table-batch-confirm').click(),
        ]);
        await labels.waitForLoadState();
        await expect(labels.getByTestId('label-sheets')).toBeVisible();
        await expect(labels.getByTestId('route-label')).toHaveCount(10);
        await expectAccessible(labels, `label print page (${locale})`);
        const sheets = await labels.getByTestId('label-page').count();
        expect(sheets).toBeGreaterThanOrEqual(1);

        // The first label's QR code leads to its route's short address.
        const first = labels.getByTestId('route-label').first();
        const routeId = await first.getAttribute('data-route-id');
        const qr = await first.getByTestId('label-qr').screenshot();
        expect(decodeQrFromPng(qr)).toBe(new URL(`/gr/${gym.id}-${routeId}`, labels.url()).href);

        // Printed to PDF, the labels take the pages the sheet laid out.
        await labels.emulateMedia({ media: 'print' });
        const pdf = await labels.pdf({ preferCSSPageSize: true, printBackground: true });
        expect(pdfPageCount(pdf)).toBe(sheets);
        await labels.close();

        // The statistics of the space: ten more mounted.
        const statistics = `${admin}/routes/statistics?space=${space.id}`;
        await page.goto(statistics);
        await expect(page.getByTestId('statistics-mounted-count')).toHaveText(String(before + 10));

        // Three taken down from the table.
        await page.goto(`${admin}/routes/tables`);
        await page.getByTestId('route-table-filter-sector').selectOption(String(sector.id));
        await expect(page.locator('[data-testid^="route-table-row-"]')).toHaveCount(10);
        for (const row of mine.slice(0, 3)) await page.getByTestId(`route-table-select-${row.id}`).check();
        await page.getByTestId('route-table-action-dismount').click();
        await expect(page.getByTestId('route-table-dismount-day')).toBeVisible();
        await page.getByTestId('route-table-batch-confirm').click();
        await expect(page.locator('[data-testid^="route-table-row-"]')).toHaveCount(7);

        await page.goto(statistics);
        await expect(page.getByTestId('statistics-mounted-count')).toHaveText(String(before + 7));
        await expectAccessible(page, `route statistics (${locale})`);
      },
    );

    journey(
      "the gym's team hides a comment on a route from everyone but its author, and answers as the gym",
      async ({ page, request }) => {
        const tokens = await adminTokens(request);
        const gym = await gymNamed(request, DEMO_BLOC_GYM);
        const route = await demoGymRoute(request);
        const author = await createClimber(request, { language: locale, first_name: 'Malo' });
        const reader = await createClimber(request, { language: locale, first_name: 'Inès' });
        const text = `${uniqueName('Prises qui tournent')} — à revisser`;
        const comment = await expectCall<{ id: number }>(request, 'POST', 'comments.json', {
          token: author.tokens.token,
          status: 201,
          body: { commentable_type: 'gym_routes', commentable_id: route.id, body: text },
        });
        const threadsOf = async (token?: string) => {
          const response = await callApi(
            request,
            'GET',
            `comments.json?commentable_type=gym_routes&commentable_id=${route.id}&per_page=100`,
            { token },
          );
          expect(response.status()).toBe(200);
          return JSON.stringify(await response.json());
        };

        await signInWithTokens(page, tokens);
        await page.goto(`/gyms/${gym.id}/${gym.slug_name}/admins/comments`);
        const item = page.getByTestId(`moderation-comment-${comment.id}`);
        await expect(item).toContainText(text);
        await expectAccessible(page, `admins/comments (${locale})`);
        await item.getByTestId(`moderation-hide-${comment.id}`).click();
        await expect(item.getByTestId(`moderation-show-${comment.id}`)).toBeVisible();

        // Gone for a visitor and another climber; still there for its author.
        expect(await threadsOf()).not.toContain(text);
        expect(await threadsOf(reader.tokens.token)).not.toContain(text);
        expect(await threadsOf(author.tokens.token)).toContain(text);

        // The team answers on the gym's behalf: shown to the author as the gym's team, not as the one who wrote it.
        await item.getByTestId(`moderation-answer-${comment.id}`).click();
        const form = item.getByTestId(`moderation-answer-form-${comment.id}`);
        await form.getByRole('textbox', { name: moderation.comment.answerLabel }).fill('Merci, on revisse demain.');
        await form.getByRole('button', { name: moderation.comment.answerSubmit }).click();
        await expect(form).toBeHidden();
        const threads = await expectCall<object[]>(
          request,
          'GET',
          `comments.json?commentable_type=gym_routes&commentable_id=${route.id}&per_page=100`,
          { token: author.tokens.token, status: 200 },
        );
        expect(JSON.stringify(threads)).toContain('Merci, on revisse demain.');
        expect(JSON.stringify(threads)).toContain(`"gym_team":{"id":${gym.id}`);
      },
    );
  });
}
