import type { Area, CurrentUser } from '@climb/contracts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures';
import { callApi, createClimber } from '../support/accounts';
import { LANGUAGES, languagesInTurn } from '../support/languages';
import { createCrag, createRoute, createSector } from '../support/outdoor';

/** The target: a page moves by 0.02 at most from its navigation until it is idle. */
const MOST_LAYOUT_SHIFT = 0.02;

interface FirstPaintWindow {
  __signInPainted: boolean;
  __layoutShift: number;
  /** Where the page's content began when it was first painted (page coordinates). */
  __contentTop: number | null;
}

/**
 * In every page of the context, from before its first byte: whether the top bar's sign-in link was ever
 * painted (checked before each frame), where the content began when first painted, and the layout shifts
 * summed as CLS counts them (not right after an input).
 */
async function watchFirstPaint(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const watched = window as unknown as FirstPaintWindow;
    watched.__signInPainted = false;
    watched.__layoutShift = 0;
    watched.__contentTop = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) watched.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const check = () => {
      const link = document.querySelector('[data-testid="top-bar"] [data-testid="sign-in-link"]');
      if (link?.checkVisibility()) watched.__signInPainted = true;
      const content = document.getElementById('main-content');
      if (content && watched.__contentTop === null)
        watched.__contentTop = content.getBoundingClientRect().top + scrollY;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** A sector, one of its routes, an area and the outdoor landing page. */
async function visitedPaths(request: APIRequestContext, token: string): Promise<string[]> {
  const crag = await createCrag(request, token, { latitude: 45.17, longitude: 1.53 });
  const sector = await createSector(request, token, { crag_id: crag.id });
  const route = await createRoute(request, token, { crag_id: crag.id, crag_sector_id: sector.id });
  const [area] = (await (await callApi(request, 'GET', 'areas.json')).json()) as Area[];
  if (!area) throw new Error('no area: the seed makes some');
  return [
    `/crag-sectors/${sector.id}/${sector.slug_name}`,
    `/crag-routes/${route.id}/${route.slug_name}`,
    `/areas/${area.id}/${area.slug_name}`,
    '/outdoor',
  ];
}

/** The device of a signed-in climber: its token pair and the climber kept beside it, before any page runs. */
async function holdSession(request: APIRequestContext, context: BrowserContext) {
  const climber = await createClimber(request);
  const user = (await (
    await callApi(request, 'GET', 'current_users.json', { token: climber.tokens.token })
  ).json()) as CurrentUser;
  await context.addInitScript(
    ({ tokens, kept }) => {
      if (localStorage.getItem('cordee.session') === null) {
        localStorage.setItem('cordee.session', JSON.stringify(tokens));
        localStorage.setItem('cordee.session.climber', JSON.stringify(kept));
      }
    },
    { tokens: climber.tokens, kept: user },
  );
  return climber;
}

/** Opens `path` and waits until the page is idle; returns what the page recorded. */
async function openUntilIdle(page: Page, path: string, settled: (page: Page) => Promise<void>) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await settled(page);
  // The climber's part of a route page arrives after its data: a second of quiet before reading.
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const watched = window as unknown as FirstPaintWindow;
    const content = document.getElementById('main-content');
    return {
      signInPainted: watched.__signInPainted,
      layoutShift: watched.__layoutShift,
      contentMoved: content ? content.getBoundingClientRect().top + scrollY - (watched.__contentTop ?? 0) : null,
    };
  });
}

const inTurn = languagesInTurn('first paint');
for (const locale of LANGUAGES) {
  test.describe(`the first paint of a signed-in device, on desktop (${locale})`, () => {
    test(`never paints the sign-in link and moves nothing on a sector, a route, an area and /outdoor (${locale})`, async ({
      page,
      context,
      request,
    }) => {
      await useLanguage(page, locale);
      const climber = await holdSession(request, context);
      await watchFirstPaint(context);
      const paths = await visitedPaths(request, climber.tokens.token);
      for (const path of paths) {
        const seen = await openUntilIdle(page, path, async () => {
          await expect(page.getByTestId('account-menu')).toContainText(climber.first_name);
          if (path.startsWith('/crag-routes/')) await expect(page.getByTestId('tick-list-toggle')).toBeVisible();
        });
        expect(seen.signInPainted, `${path}: the sign-in link was painted`).toBe(false);
        expect(seen.layoutShift, `${path}: layout shift`).toBeLessThanOrEqual(MOST_LAYOUT_SHIFT);
        expect(Math.abs(seen.contentMoved ?? 0), `${path}: the content moved (px)`).toBeLessThanOrEqual(1);
      }
    });
  });

  test.describe(`the first paint on a phone (${locale})`, () => {
    test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });
    const journey = inTurn(locale);

    journey(
      `a signed-in device moves nothing on a sector, a route, an area and /outdoor (${locale})`,
      async ({ page, context, request }) => {
        await useLanguage(page, locale);
        const climber = await holdSession(request, context);
        await watchFirstPaint(context);
        for (const path of await visitedPaths(request, climber.tokens.token)) {
          const seen = await openUntilIdle(page, path, async () => {
            if (path.startsWith('/crag-routes/')) await expect(page.getByTestId('tick-list-toggle')).toBeVisible();
          });
          expect(seen.layoutShift, `${path}: layout shift`).toBeLessThanOrEqual(MOST_LAYOUT_SHIFT);
          expect(Math.abs(seen.contentMoved ?? 0), `${path}: the content moved (px)`).toBeLessThanOrEqual(1);
        }
      },
    );
  });

  test.describe(`the first paint of a visitor (${locale})`, () => {
    const journey = inTurn(locale);

    journey(
      `shows the sign-in link and the hub trail pushes nothing down (${locale})`,
      async ({ page, context, request }) => {
        await useLanguage(page, locale);
        await watchFirstPaint(context);
        const { tokens } = await createClimber(request);
        const paths = await visitedPaths(request, tokens.token);
        for (const path of paths) {
          const seen = await openUntilIdle(page, path, async () => {
            await expect(page.getByTestId('top-bar').getByTestId('sign-in-link')).toBeVisible();
          });
          expect(seen.signInPainted, `${path}: the sign-in link`).toBe(true);
          expect(seen.layoutShift, `${path}: layout shift`).toBeLessThanOrEqual(MOST_LAYOUT_SHIFT);
          expect(Math.abs(seen.contentMoved ?? 0), `${path}: the content moved (px)`).toBeLessThanOrEqual(1);
        }
        // The walk filled the trail: the last pages showed it.
        await expect(page.getByRole('navigation', { name: locale === 'fr' ? 'Parcours' : 'Trail' })).toBeVisible();
      },
    );
  });
}
