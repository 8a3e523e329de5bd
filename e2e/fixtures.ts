import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy does not
  // govern: a <script> added to the page would be refused as an inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A drawer or menu still fading in has text at part opacity, which axe reads as too little contrast:
  // let the transitions that end (not the endless ones of a loader) finish first.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} → ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    ),
    `accessibility of ${label}`,
  ).toEqual([]);
}

/** Sets the interface language the way a returning visitor has it: the `i18n_redirected` cookie. */
export async function useLanguage(page: Page, locale: 'fr' | 'en'): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
  await page.context().addCookies([{ name: 'i18n_redirected', value: locale, domain: url.hostname, path: '/' }]);
}

/** Chromium's console error for anything the policy blocks (it names the "Content Security Policy"), or ours. */
const POLICY_VIOLATION = /Content Security Policy|Content-Security-Policy/i;

/**
 * Records every Content-Security-Policy violation in the pages of a context: the browser's console errors
 * and the `securitypolicyviolation` events, which a script in each document writes to the console.
 * Returns the violations seen so far.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<() => string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `Content-Security-Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}` +
            ` (${event.sourceFile || document.location.href}:${event.lineNumber})`,
        ),
      true,
    );
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && POLICY_VIOLATION.test(message.text())) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return () => [...violations];
}

/**
 * React's hydration errors (docs/decisions/022): a mismatch between the server's HTML and the browser's first
 * render. The production build names them by number (https://react.dev/errors/418 and its neighbours).
 */
const HYDRATION_ERROR =
  /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b|React error #(418|419|421|422|423|425)\b/i;

/** Records every hydration error of the pages of a context, logged or thrown. Returns those seen so far. */
export function watchHydrationErrors(context: BrowserContext): () => string[] {
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
        errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(`${error.message} ${error.stack ?? ''}`)) errors.push(`${page.url()}: ${error.message}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return () => [...errors];
}

/**
 * Every journey fails on a Content-Security-Policy violation (docs/decisions/021) or a hydration error
 * (docs/decisions/022) in any page it opened.
 */
/**
 * Waits until the app is live in the page (`data-app-ready`, set once React has hydrated or rendered it): a
 * server-rendered page shows its content before its buttons answer. A page of another kind never sets it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 15_000 })
    .catch(() => undefined);
}

export const test = base.extend<{ pageHealth: undefined; page: Page }>({
  // Every navigation a journey makes waits for the app to be live before the journey acts on the page.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  pageHealth: [
    async ({ context }, use) => {
      const violations = await watchPolicyViolations(context);
      const hydrationErrors = watchHydrationErrors(context);
      await use(undefined);
      expect(violations(), 'Content-Security-Policy violations').toEqual([]);
      expect(hydrationErrors(), 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
