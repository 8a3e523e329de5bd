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

/** Every journey fails on a Content-Security-Policy violation in any page it opened (docs/decisions/021). */
export const test = base.extend<{ contentSecurityPolicy: undefined }>({
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations = await watchPolicyViolations(context);
      await use(undefined);
      expect(violations(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
