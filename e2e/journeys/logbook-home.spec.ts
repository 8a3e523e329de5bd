import { gradeColor } from '@climb/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import enEnums from '../../apps/web/src/locales/en/logbook-enums.json' with { type: 'json' };
import enHome from '../../apps/web/src/locales/en/logbook-home.json' with { type: 'json' };
import frEnums from '../../apps/web/src/locales/fr/logbook-enums.json' with { type: 'json' };
import frHome from '../../apps/web/src/locales/fr/logbook-home.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { createClimber, signInWithTokens } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { addToTickList, logAscent } from '../support/logbook';
import { cordeeCsv, daysAgo } from '../support/logbook-home';
import { createCrag, createRoute, uniqueName } from '../support/outdoor';
import { fill } from '../support/texts';

const TEXTS = {
  fr: { home: frHome, enums: frEnums },
  en: { home: enHome, enums: enEnums },
} as const;

/** A climber with a crag and two routes of their own making: La Fée (7a) and Aubade (6a), and a project. */
async function climberWithRoutes(request: APIRequestContext, locale: 'fr' | 'en') {
  const climber = await createClimber(request, { language: locale });
  const token = climber.tokens.token;
  const crag = await createCrag(request, token, { name: uniqueName('Céüse'), latitude: 44.5, longitude: 5.93 });
  const fee = await createRoute(request, token, {
    crag_id: crag.id,
    name: uniqueName('La Fée'),
    pitches: [{ grade: '7a', height: 30 }],
  });
  const aubade = await createRoute(request, token, {
    crag_id: crag.id,
    name: uniqueName('Aubade'),
    pitches: [{ grade: '6a', height: 25 }],
  });
  const miroir = await createRoute(request, token, {
    crag_id: crag.id,
    name: uniqueName('Le Miroir'),
    pitches: [{ grade: '6b+', height: 20 }],
  });
  return { climber, token, crag, fee, aubade, miroir };
}

/** The climber's logbook: two sends on one day, a project on an earlier day. */
async function logDays(request: APIRequestContext, routes: Awaited<ReturnType<typeof climberWithRoutes>>) {
  const { token, fee, aubade, miroir } = routes;
  const day = daysAgo(3);
  const earlier = daysAgo(40);
  await logAscent(request, token, {
    crag_route_id: fee.id,
    released_at: day,
    ascent_status: 'red_point',
    roping_status: 'lead_climb',
    attempt: 4,
  });
  await logAscent(request, token, {
    crag_route_id: aubade.id,
    released_at: day,
    ascent_status: 'onsight',
    roping_status: 'lead_climb',
  });
  await logAscent(request, token, {
    crag_route_id: miroir.id,
    released_at: earlier,
    ascent_status: 'project',
    roping_status: 'top_rope',
  });
  return { day, earlier };
}

function longDay(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

async function expectOneTitle(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const inTurn = languagesInTurn('logbook-home');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { home, enums } = TEXTS[locale];

  test.describe(`my logbook (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'ascents logged through the API show in the list, the analytics and the session page',
      async ({ page, request }) => {
        const routes = await climberWithRoutes(request, locale);
        const { day } = await logDays(request, routes);
        await signInWithTokens(page, routes.climber.tokens);

        await page.goto('/home/ascents/outdoor');
        await expectOneTitle(page, home.list.title);
        await expect(page.getByTestId('ascent-card')).toHaveCount(3);
        await expect(page.getByTestId('ascents-count')).toHaveText(fill(home.list.count_other, { count: 3 }));
        const fee = page.getByTestId('ascent-card').filter({ hasText: routes.fee.name });
        await expect(fee.getByRole('link', { name: routes.fee.name, exact: true })).toHaveAttribute(
          'href',
          `/crag-routes/${routes.fee.id}/${routes.fee.slug_name}`,
        );
        await expect(fee.getByRole('link', { name: routes.crag.name, exact: true })).toBeVisible();
        await expect(fee.getByText('7a', { exact: true })).toBeVisible();
        await expect(fee.getByText(enums.ascent_statuses.red_point)).toBeVisible();
        await expect(fee.getByTestId('ascent-edit')).toHaveAttribute(
          'href',
          new RegExp(
            `^/crags/${routes.crag.id}/${routes.crag.slug_name}/routes/${routes.fee.id}/${routes.fee.slug_name}/ascents/\\d+/edit$`,
          ),
        );
        await expectAccessible(page, `/home/ascents/outdoor (${locale})`);

        // Hardest first, then only the projects: the address keeps both.
        await page.getByTestId('ascent-sort').selectOption('grade');
        await expect(page).toHaveURL(/sort=grade/);
        await expect(page.getByTestId('ascent-card').first()).toContainText(routes.fee.name);
        await page.getByTestId('filters-toggle').click();
        await page.getByTestId('filter-status').getByText(enums.ascent_statuses.project, { exact: true }).click();
        await expect(page).toHaveURL(/ascent_status=project/);
        await expect(page.getByTestId('ascent-card')).toHaveCount(1);
        await expect(page.getByTestId('ascent-card')).toContainText(routes.miroir.name);
        await page.getByTestId('filters-clear').click();
        await expect(page.getByTestId('ascent-card')).toHaveCount(3);

        // The analytics leave the project out: two ascents, a 6a bar and a 7a bar in the grade colours.
        await page.getByTestId('logbook-tabs').getByRole('link', { name: home.tabs.analytics }).click();
        await expect(page).toHaveURL(/\/home\/ascents\/outdoor\/analytiks$/);
        await expectOneTitle(page, home.analytics.title);
        await expect(page.getByTestId('figure-ascents').locator('dd')).toHaveText('2');
        await expect(page.getByTestId('figure-max-grade')).toContainText('7a');
        await expect(page.getByTestId('figure-crags').locator('dd')).toHaveText('1');
        const grades = page.getByTestId('chart-grades-table');
        await expect(grades.getByRole('row')).toHaveCount(3);
        await expect(grades.getByRole('row').nth(1)).toHaveText(/6a\s*1/);
        await expect(grades.getByRole('row').nth(2)).toHaveText(/7a\s*1/);
        const chart = page.getByTestId('chart-grades');
        await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
        await expect(chart.locator(`path[fill="${gradeColor(31)}"]`)).toHaveCount(1);
        await expect(chart.locator(`path[fill="${gradeColor(37)}"]`)).toHaveCount(1);
        await expectAccessible(page, `/home/ascents/outdoor/analytiks (${locale})`);

        // The day's session: both sends, the crag, the figures, and a description that is kept.
        await page.goto('/home/climbing-sessions');
        await expectOneTitle(page, home.sessions.title);
        await expect(page.getByTestId('session-card')).toHaveCount(2);
        await expect(page.getByTestId('session-card').first()).toHaveAttribute('data-date', day);
        await expectAccessible(page, `/home/climbing-sessions (${locale})`);
        await page
          .getByTestId('session-card')
          .first()
          .getByRole('link', { name: longDay(locale, day) })
          .click();
        await expect(page).toHaveURL(`/home/climbing-sessions/${day}`);
        await expectOneTitle(page, fill(home.session.title, { date: longDay(locale, day) }));
        await expect(page.getByTestId('session-ascents').getByTestId('ascent-card')).toHaveCount(2);
        await expect(page.getByTestId('session-crag-list').getByRole('link', { name: routes.crag.name })).toBeVisible();
        await expect(page.getByTestId('figure-ascents').locator('dd')).toHaveText('2');
        await page.getByTestId('session-description').fill('Rocher sec, grand soleil.');
        await page.getByTestId('session-description-save').click();
        await expect(page.getByRole('status').filter({ hasText: home.session.saved })).toBeVisible();
        await expectAccessible(page, `/home/climbing-sessions/${day} (${locale})`);
        await page.reload();
        await expect(page.getByTestId('session-description')).toHaveValue('Rocher sec, grand soleil.');

        // A day without a session is the 404 page.
        await page.goto(`/home/climbing-sessions/${daysAgo(1000)}`);
        await expect(page.getByTestId('not-found-title')).toBeVisible();
      },
    );

    journey(
      'imports a CSV through the page after its preview, and sees the imported ascents',
      async ({ page, request }) => {
        const routes = await climberWithRoutes(request, locale);
        await signInWithTokens(page, routes.climber.tokens);
        const day = daysAgo(5);
        const csv = cordeeCsv([
          { released_at: day, route_name: routes.fee.name, crag_name: routes.crag.name, ascent_status: 'onsight' },
          { released_at: day, route_name: routes.aubade.name, crag_name: routes.crag.name, ascent_status: 'flash' },
          {
            released_at: day,
            route_name: uniqueName('Voie fantôme'),
            crag_name: routes.crag.name,
            ascent_status: 'onsight',
          },
        ]);

        await page.goto('/home/ascents/outdoor');
        await expect(page.getByTestId('ascents-empty')).toBeVisible();
        await page.getByTestId('csv-import').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: home.import.title })).toBeVisible();
        await dialog.locator('input[type="file"]').setInputFiles({
          name: 'mon-carnet.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
        });
        await dialog.getByTestId('import-preview-button').click();

        await expect(dialog.getByTestId('import-preview')).toBeVisible();
        await expect(dialog.getByTestId('import-count-matched').locator('dd')).toHaveText('2');
        await expect(dialog.getByTestId('import-count-unmatched').locator('dd')).toHaveText('1');
        const unmatched = dialog.locator('[data-testid="import-row"][data-kind="unmatched"]');
        await expect(unmatched).toContainText('Voie fantôme');
        await expect(unmatched.getByTestId('import-reason').last()).toHaveText(home.import.reasons.unmatched);
        await expect(dialog.getByTestId('import-start')).toBeDisabled();
        await expectAccessible(page, `import preview (${locale})`);

        await dialog.getByTestId('import-skip-problems').click();
        await expect(unmatched.getByRole('checkbox')).toBeChecked();
        await expect(dialog.getByTestId('import-start')).toBeEnabled();
        await expect(dialog.getByTestId('import-start')).toHaveText(fill(home.import.start_other, { count: 2 }));
        await dialog.getByTestId('import-start').click();

        await expect(dialog.getByTestId('import-result')).toContainText(fill(home.import.imported_other, { count: 2 }));
        await expect(dialog.getByTestId('import-result')).toContainText(fill(home.import.skipped_one, { count: 1 }));
        await dialog.getByTestId('import-close').click();
        await expect(dialog).toBeHidden();

        await expect(page.getByTestId('ascent-card')).toHaveCount(2);
        await expect(page.getByTestId('ascent-card').filter({ hasText: routes.fee.name })).toContainText(
          enums.ascent_statuses.onsight,
        );
        await expect(page.getByTestId('ascent-card').filter({ hasText: routes.aubade.name })).toContainText(
          enums.ascent_statuses.flash,
        );
      },
    );
  });
}

test.describe('my logbook on a 360 px phone, in the dark theme', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every page of my logbook fits the screen and stays readable in the dark', async ({ page, request }) => {
    const { home } = TEXTS.fr;
    await useLanguage(page, 'fr');
    const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
    await page.context().addCookies([{ name: 'theme', value: 'dark', domain: url.hostname, path: '/' }]);
    const routes = await climberWithRoutes(request, 'fr');
    const { day } = await logDays(request, routes);
    const tickListRoute = await createRoute(request, routes.token, {
      crag_id: routes.crag.id,
      name: uniqueName('Envie'),
      pitches: [{ grade: '7b', height: 35 }],
    });
    await addToTickList(request, routes.token, tickListRoute.id);
    await signInWithTokens(page, routes.climber.tokens);

    const pages = [
      { path: '/home/ascents/outdoor', ready: 'ascent-card' },
      { path: '/home/ascents/outdoor/analytiks', ready: 'chart-grades' },
      { path: '/home/ascents/outdoor/projects', ready: 'project-card' },
      { path: '/home/ascents/outdoor/tick-list', ready: 'tick-list-card' },
      { path: '/home/climbing-sessions', ready: 'session-card' },
      { path: `/home/climbing-sessions/${day}`, ready: 'session-ascents' },
      { path: '/maps/my-map', ready: 'my-crag-list' },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} fits 360 px`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${path} (phone, dark)`);
    }

    // The project shows its attempts; the tick list item leaves the list.
    await page.goto('/home/ascents/outdoor/projects');
    await expect(page.getByTestId('project-card')).toContainText(routes.miroir.name);
    await page.goto('/home/ascents/outdoor/tick-list');
    await page.getByRole('button', { name: fill(home.tickList.removeLabel, { name: tickListRoute.name }) }).click();
    await expect(page.getByTestId('tick-list-empty')).toBeVisible();
    // My map: the crag is there, its popup tells my ascents.
    await page.goto('/maps/my-map');
    await expect(page.getByTestId('my-map-count')).toHaveText(fill(home.myMap.count_one, { count: 1 }));
    await expect(page.getByTestId('my-map').locator('.leaflet-container')).toBeVisible();
    await page.getByTestId('my-map').getByRole('button', { name: routes.crag.name }).click();
    const popup = page.getByTestId('my-crag-popup');
    await expect(popup).toContainText(fill(home.myMap.ascents_other, { count: 2 }));
    await expect(popup.getByRole('link', { name: home.myMap.open })).toHaveAttribute(
      'href',
      `/crags/${routes.crag.id}/${routes.crag.slug_name}`,
    );
  });
});
