import { CONTENT_PAGES } from '@climb/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures';

/** Pages that only redirect (maintenance is off during the run): nothing to read links from. */
const REDIRECTING = new Set(['/maintenance']);
/** Tabs of the one browser context that visit pages side by side. */
const TABS = 3;

/** Links that are no page of the app: the API, uploaded files, built assets, files with an extension. */
function isPagePath(path: string): boolean {
  return !/^\/(api|uploads|assets)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

/** Runs `visit` on every item, in a few tabs of the context at once. */
async function inTabs<T>(context: BrowserContext, items: readonly T[], visit: (page: Page, item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await context.newPage();
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(page, item);
      await page.close();
    }),
  );
}

/** The path of every internal link of the page once it has rendered (query and fragment left out). */
async function linkedPaths(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const hrefs = await page
    .locator('a[href^="/"]:not([href^="//"])')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://localhost').pathname).filter(isPagePath);
}

test.describe('links of the content pages', () => {
  // Pages come from the server each time: no worker answering (or aborting) navigations between the tabs.
  test.use({ serviceWorkers: 'block' });

  test('lead to pages that exist, in French and in English', async ({ page, context }) => {
    // About a hundred page loads in one journey: it gets three times a journey's usual time on a loaded machine.
    test.slow();
    const sources = CONTENT_PAGES.map((content) => content.path).filter((path) => !REDIRECTING.has(path));
    const linkedFrom = new Map<string, string>();

    for (const language of ['fr', 'en'] as const) {
      await useLanguage(page, language);
      await inTabs(context, sources, async (page, source) => {
        await page.goto(source);
        for (const path of await linkedPaths(page)) {
          if (!linkedFrom.has(path)) linkedFrom.set(path, `${source} (${language})`);
        }
      });
    }
    expect(linkedFrom.size).toBeGreaterThan(10);

    const broken: string[] = [];
    await inTabs(context, [...linkedFrom], async (page, [target, source]) => {
      const response = await page.goto(target);
      // The 404 page, a guarded page's sign-in page or a record once loaded: each has its h1.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const notFound = (await page.getByTestId('not-found-title').count()) > 0;
      if (response?.status() === 404 || notFound) broken.push(`${target} (linked from ${source})`);
    });
    expect(broken, 'internal links leading to the 404 page').toEqual([]);
  });
});
