import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await page.addScriptTag({ path: AXE_SOURCE });
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

export const test = base;
export { expect };
