import { createHash } from 'node:crypto';
import { type Area, type ContestSummary, type Crag, type Gym, isServerRendered, PAGES } from '@climb/contracts';
import type { APIRequestContext } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import { expect, test, useLanguage } from '../fixtures';
import { callApi, createClimber } from '../support/accounts';
import { demoGymPlaces } from '../support/indoor';
import { LANGUAGES } from '../support/languages';
import { createCrag, createRoute, createSector, uniqueName } from '../support/outdoor';

/**
 * The indoor pages' records: the demo gym a fresh install seeds (gym 1, its chain 1, its space 1 "Grande salle"),
 * one of that space's sectors and one of its routes, read from the API.
 */
async function demoGymValues(request: APIRequestContext): Promise<Record<string, string>> {
  const { space, sector, route } = await demoGymPlaces(request);
  expect(space).toMatchObject({ slug_name: 'grande-salle', gym: { id: 1 } });
  return {
    gymId: '1',
    gymName: 'salle-demo-cordee-bloc',
    gymChainId: '1',
    gymSpaceId: String(space.id),
    gymSpaceName: space.slug_name,
    gymSectorId: String(sector.id),
    gymRouteId: String(route.id),
    // `/gr/{gymId}-{routeId}` is answered with a redirect to the route in its space, which the request follows.
    gymAndRouteId: `1-${route.id}`,
  };
}

/** The contest pages' records: the demo gym's upcoming contest a fresh install seeds (else its finished one). */
async function demoContestValues(request: APIRequestContext): Promise<Record<string, string>> {
  const listed = async (when: string) =>
    (await (await callApi(request, 'GET', `contests.json?gym_id=1&when=${when}`)).json()) as ContestSummary[];
  const [contest] = [...(await listed('upcoming')), ...(await listed('past'))];
  expect(contest, 'the demo contests are seeded').toBeDefined();
  return { contestId: String(contest?.id), contestName: contest?.slug_name ?? 'contest' };
}

/** The media pages' records: the first demo photo, video and comment a fresh install seeds, read from the API. */
async function demoMediaValues(request: APIRequestContext): Promise<Record<string, string>> {
  const photo = await callApi(request, 'GET', 'photos/1.json');
  expect(photo.status(), 'the demo photos are seeded').toBe(200);
  const video = await callApi(request, 'GET', 'videos/1.json');
  expect(video.status(), 'the demo videos are seeded').toBe(200);
  const comment = await callApi(request, 'GET', 'comments/1.json');
  expect(comment.status(), 'the demo comments are seeded').toBe(200);
  return { photoId: '1', videoId: '1', commentId: '1' };
}

/** A crag with a sector and two routes, and the addresses of the records of the public pages. */
async function createSamples(request: APIRequestContext) {
  const { tokens } = await createClimber(request);
  const crag = await createCrag(request, tokens.token, {
    name: uniqueName('Rocher rendu'),
    description: 'Calcaire gris, vue sur la vallée.',
    latitude: 45.1724,
    longitude: 1.5331,
  });
  const sector = await createSector(request, tokens.token, { crag_id: crag.id, name: uniqueName('Face nord') });
  const route = await createRoute(request, tokens.token, {
    crag_id: crag.id,
    crag_sector_id: sector.id,
    name: uniqueName('Dalle rendue'),
  });
  await createRoute(request, tokens.token, {
    crag_id: crag.id,
    crag_sector_id: sector.id,
    name: uniqueName('Fissure'),
  });
  const found = (await (await callApi(request, 'GET', `crags/${crag.id}.json`)).json()) as Crag;
  const [area] = (await (await callApi(request, 'GET', 'areas.json')).json()) as Area[];
  const indoor = await demoGymValues(request);
  const values: Record<string, string> = {
    cragId: String(crag.id),
    cragName: crag.slug_name,
    cragSectorId: String(sector.id),
    cragSectorName: sector.slug_name,
    cragRouteId: String(route.id),
    cragRouteName: route.slug_name,
    areaId: String(area?.id ?? 1),
    areaName: area?.slug_name ?? 'area',
    departmentNumber: found.department?.number ?? '19',
    departementName: found.department?.slug ?? 'correze',
    townName: found.town?.slug ?? 'brive-la-gaillarde',
    versionType: 'crags',
    versionId: String(crag.id),
    organizationId: '1',
    organizationName: 'club',
    ...indoor,
    ...(await demoContestValues(request)),
    ...(await demoMediaValues(request)),
  };
  const pathOf = (pattern: string) =>
    pattern.replace(/:(\w+)\??/g, (_, name: string) => values[name] ?? name).replace(/\/+$/, '') || '/';
  return { crag: found, sector, route, pathOf };
}

const PUBLIC_PAGES = PAGES.filter((page) => page.access === 'public' && page.path !== '/maintenance');

test.describe('pages rendered on the server', () => {
  for (const locale of LANGUAGES) {
    test(`renders every public page with its content, in ${locale === 'fr' ? 'French' : 'English'}`, async ({
      request,
    }) => {
      const { crag, sector, route, pathOf } = await createSamples(request);
      const headers = { accept: 'text/html', cookie: `i18n_redirected=${locale}` };
      const failures: string[] = [];
      for (const page of PUBLIC_PAGES) {
        const path = pathOf(page.path);
        const response = await request.get(path, { headers });
        const html = await response.text();
        const root = html.match(
          /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="page-state">/,
        )?.[1];
        if (response.status() !== 200) failures.push(`${path}: status ${response.status()}`);
        else if (isServerRendered(page) && !root?.includes('<h1')) failures.push(`${path}: no content rendered`);
        else if (!isServerRendered(page) && !html.includes('<div id="root"></div>')) failures.push(`${path}: rendered`);
        const undeclared = response.headers()['x-page-data-undeclared'];
        if (undeclared) failures.push(`${path}: ${undeclared} queries not declared`);
        // Strict styles (docs/decisions/021, 030): no style attribute, and each <style> element allowed by its hash.
        const styleAttributes = html.match(/<[a-z][^>]*\sstyle="[^"]*"/g) ?? [];
        if (styleAttributes.length)
          failures.push(`${path}: ${styleAttributes.length} style attributes, first ${styleAttributes[0]}`);
        const policy = response.headers()['content-security-policy'] ?? '';
        const styleSources = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
        if (styleSources.includes("'unsafe-inline'")) failures.push(`${path}: style-src allows 'unsafe-inline'`);
        for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
          const hash = `'sha256-${createHash('sha256')
            .update(css ?? '')
            .digest('base64')}'`;
          if (!styleSources.includes(hash))
            failures.push(`${path}: a <style> element whose hash the policy does not name`);
        }
      }
      expect(failures).toEqual([]);

      // What a crawler reads of a crag: its name, description, sectors and routes, without JavaScript.
      const cragHtml = await (await request.get(pathOf('/crags/:cragId/:cragName'), { headers })).text();
      for (const text of [crag.name, 'Calcaire gris, vue sur la vallée.', sector.name, route.name]) {
        expect(cragHtml).toContain(text);
      }
      expect(cragHtml).toContain(`lang="${locale}"`);

      // A search's results, or the word that nothing matches, are in the HTML, every query declared.
      const searchOf = async (query: string) => {
        const response = await request.get(`/outdoor/search/crags?query=${encodeURIComponent(query)}`, { headers });
        expect(response.headers()['x-page-data-undeclared']).toBeUndefined();
        return response.text();
      };
      expect(await searchOf(crag.name)).toContain(crag.name);
      const nothing = locale === 'fr' ? 'Aucun site ne correspond à « zzqxw »' : 'No crag matches “zzqxw”';
      expect(await searchOf('zzqxw')).toContain(nothing);

      // A gym's history is rendered like a crag's: the demo gym's, seeded through the wiki, under its name.
      const gym = (await (await callApi(request, 'GET', 'gyms/1.json')).json()) as Gym;
      const gymHistory = await request.get('/versions/gyms/1/changes', { headers });
      expect(gymHistory.status()).toBe(200);
      expect(await gymHistory.text()).toContain(gym.name);
    });
  }

  // The pages in groups, so that they share the workers and each group stays well inside its time.
  const TITLE_GROUPS = 4;
  const titled = PUBLIC_PAGES.filter(isServerRendered);
  for (let group = 0; group < TITLE_GROUPS; group += 1) {
    const pages = titled.filter((_, index) => index % TITLE_GROUPS === group);
    test(`keeps the title the server wrote once each page is hydrated (docs/decisions/027, group ${group + 1})`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const { pathOf } = await createSamples(page.request);
      await useLanguage(page, 'fr');
      const changed: string[] = [];
      for (const definition of pages) {
        const path = pathOf(definition.path);
        const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
        const served = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const hydrated = await page.evaluate(() => document.title);
        const unescaped = served.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
        if (hydrated !== unescaped) changed.push(`${path}: "${unescaped}" became "${hydrated}"`);
      }
      expect(pages.length).toBeGreaterThan(0);
      expect(changed).toEqual([]);
    });
  }

  test('answers a revisit with 304, and a write shows at once', async ({ request }) => {
    const { crag, pathOf } = await createSamples(request);
    const path = pathOf('/crags/:cragId/:cragName');
    const first = await request.get(path, { headers: { accept: 'text/html' } });
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get(path, { headers: { accept: 'text/html', 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);

    const { tokens } = await createClimber(request);
    const renamed = uniqueName('Rocher renommé');
    const update = await callApi(request, 'PUT', `crags/${crag.id}.json`, {
      token: tokens.token,
      body: { name: renamed },
    });
    expect(update.status(), await update.text()).toBe(200);
    const after = await request.get(path, { headers: { accept: 'text/html', 'if-none-match': etag ?? '' } });
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain(renamed);
  });

  test('hydrates a crag page without fetching its data again, then moves on in the browser', async ({ page }) => {
    const { crag, route, pathOf } = await createSamples(page.request);
    await useLanguage(page, 'en');
    // A dark theme: what the server cannot know shows once hydrated, without a mismatch.
    const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
    await page.context().addCookies([{ name: 'theme', value: 'dark', domain: url.hostname, path: '/' }]);
    const dataCalls: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/') && !url.pathname.startsWith('/api/v1/page_views')) {
        dataCalls.push(url.pathname);
      }
      if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
    });
    // The nodes the server painted, caught as the parser adds them, before any script of the page runs.
    await page.addInitScript(() => {
      const painted: { heading?: Element | null; routeLink?: Element | null } = {};
      (window as unknown as { painted: typeof painted }).painted = painted;
      new MutationObserver(() => {
        painted.heading ??= document.querySelector('main h1');
        painted.routeLink ??= document.querySelector('main a[href*="/crag-routes/"]');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(pathOf('/crags/:cragId/:cragName'));
    await expect(page.getByRole('heading', { level: 1, name: crag.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /light/i);
    // Hydration adopts the server's content: the largest paint happens once, before any script.
    const kept = await page.evaluate(() => {
      const { painted } = window as unknown as { painted: { heading?: Element | null; routeLink?: Element | null } };
      return {
        heading: Boolean(painted.heading) && painted.heading === document.querySelector('main h1'),
        routeLink:
          Boolean(painted.routeLink) && painted.routeLink === document.querySelector('main a[href*="/crag-routes/"]'),
      };
    });
    expect(kept, 'the heading and the route list the server painted are the ones hydrated').toEqual({
      heading: true,
      routeLink: true,
    });
    // Its scripts were asked for by the loader once the document was parsed and its first frame drawn
    // (docs/decisions/035), none by the parser on the way.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        parsed: navigation?.domInteractive ?? Number.POSITIVE_INFINITY,
        scripts: scripts.length,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        entryInHead: document.head.querySelector('script[type="module"][src^="/assets/"]') !== null,
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.entryInHead).toBe(true);
    expect(timing.firstScript, 'the first script asked for after the document was parsed').toBeGreaterThanOrEqual(
      timing.parsed,
    );
    // The page's own styles came with it (docs/decisions/034): their files, named by disabled links, are never asked
    // for, and Mantine's component sheet waits for a part that shows Mantine's components.
    const inlined = await page
      .locator('link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(inlined.length, 'the crag page writes its styles in').toBeGreaterThan(0);
    expect(stylesheets.filter((path) => inlined.includes(path) || path.includes('/mantine-components-'))).toEqual([]);
    await page.getByRole('button', { name: enCommon.navigation.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: enCommon.navigation.menu });
    await expect(drawer).toBeVisible();
    expect(stylesheets.some((path) => path.includes('/mantine-components-'))).toBe(true);
    // Laid out by Mantine's sheet: over the page, not in its flow.
    await expect(drawer.locator('xpath=..')).toHaveCSS('position', 'fixed');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    // Live: the link to a route moves inside the app (no new document) once hydrated.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: route.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: route.name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(
      stylesheets.filter((path) => inlined.includes(path)),
      'no style the page carried is fetched',
    ).toEqual([]);
    const beforeNavigation = dataCalls.filter((path) => path === `/api/v1/crags/${crag.id}.json`);
    expect(beforeNavigation, 'the crag was handed over with the page').toEqual([]);
  });

  test('answers a record that does not exist with the 404 page, which stays quiet in the browser', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The document's own 404 status is the answer itself, not an error of the page.
      if (message.type() === 'error' && message.location().url !== page.url()) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const recordCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/') && url.pathname.includes('999999')) recordCalls.push(url.pathname);
    });
    for (const path of ['/crags/999999/x', '/crag-sectors/999999/x', '/crag-routes/999999/x', '/areas/999999/x']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found-title'), path).toBeVisible();
      await expect(page.getByTestId('top-bar'), path).toBeVisible();
      // Whatever the browser would still do once the page is live.
      await page.waitForLoadState('networkidle');
    }
    expect(errors, 'console errors').toEqual([]);
    expect(recordCalls, 'the records asked again by the browser').toEqual([]);
  });
});
