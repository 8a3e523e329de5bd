import { pageTitle } from '@climb/contracts';
import type { Locator, Page } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import { expect, test, useLanguage } from '../fixtures';
import { createClimber, signInWithTokens } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { createCrag, createRoute } from '../support/outdoor';

const HEADER_HEIGHT = 60;
const COMMON = { fr: frCommon, en: enCommon } as const;

/** The box of every link and button of the top bar, with whether its text is cut or spills out. */
async function topBarItems(page: Page) {
  return page.getByTestId('top-bar').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button, input')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.title ?? element.textContent ?? element.tagName,
          top: box.top,
          bottom: box.bottom,
          left: box.left,
          right: box.right,
          overflows: element.scrollWidth > element.clientWidth + 1,
        };
      }),
  );
}

async function bottoms(bars: Locator): Promise<number[]> {
  return bars.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().bottom)));
}

const inTurn = languagesInTurn('layout');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  test.describe(`desktop layout (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    for (const width of [1024, 1280, 1366, 1440]) {
      journey(`the signed-in top bar holds in one 60 px line at ${width} px`, async ({ page, request }) => {
        const climber = await createClimber(request, { first_name: 'Maximilienne', language: locale });
        await page.setViewportSize({ width, height: 800 });
        await signInWithTokens(page, climber.tokens);
        await page.goto('/');
        const header = page.getByTestId('top-bar');
        await expect(header.getByTestId('account-menu')).toBeVisible();
        await expect(header.getByTestId('add-ascent-menu')).toBeVisible();
        const community = COMMON[locale].environments.community;
        await expect(header.getByRole('link', { name: community, exact: true })).toBeVisible();

        const box = await header.boundingBox();
        expect(box?.height).toBe(HEADER_HEIGHT);
        const items = await topBarItems(page);
        expect(items.length).toBeGreaterThan(6);
        for (const item of items) {
          // Inside the header, on the one line, within the window, and never cut.
          expect(item.top, item.name).toBeGreaterThanOrEqual(0);
          expect(item.bottom, item.name).toBeLessThanOrEqual(HEADER_HEIGHT);
          expect(item.left, item.name).toBeGreaterThanOrEqual(0);
          expect(item.right, item.name).toBeLessThanOrEqual(width);
          expect(item.overflows, item.name).toBe(false);
        }
        // The three environment links side by side, none above another.
        const environments = header.getByRole('navigation').getByRole('link');
        await expect(environments).toHaveCount(3);
        const tops = await environments.evaluateAll((links) =>
          links.map((link) => Math.round(link.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, `${tops}`).toBe(1);
        // No two items of the bar overlap.
        const sorted = [...items].sort((left, right) => left.left - right.left);
        for (const [index, item] of sorted.entries()) {
          const next = sorted[index + 1];
          if (next) expect(next.left, `${item.name} / ${next.name}`).toBeGreaterThanOrEqual(item.right - 1);
        }
      });
    }

    journey('the grade histogram stands every bar on one baseline, a 6a+ as a 6a', async ({ page, request }) => {
      const climber = await createClimber(request);
      const token = climber.tokens.token;
      const crag = await createCrag(request, token);
      for (const grade of ['5a', '6a', '6a+', '6b+', '7a', '7c+']) {
        await createRoute(request, token, { crag_id: crag.id, pitches: [{ grade }] });
      }
      await page.goto(`/crags/${crag.id}/${crag.slug_name}`);
      const bars = page.getByTestId('histogram-bar');
      // 5a … 7c+: eighteen bars, their grades written upright.
      await expect(bars).toHaveCount(18);
      const feet = await bottoms(bars);
      expect(new Set(feet).size, `${feet}`).toBe(1);
    });

    journey('a record that does not exist is titled as the 404 page', async ({ page }) => {
      const response = await page.goto('/crags/99999999/x');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found-title')).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(locale, 'notFound'));
    });
  });
}
