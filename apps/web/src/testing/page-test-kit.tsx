import type { EnvironmentOrNone } from '@climb/contracts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import i18next, { type i18n as I18n } from 'i18next';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { themeFor } from '../components/theme';
import type { PageModule } from '../lib/page-module';

/**
 * What the page tests (catalogue, wiki, content, personal area) share to render a page as the app
 * does: every locale file, an i18n instance that records missing keys, the providers, the browser
 * APIs jsdom lacks, and the checks every page passes in both languages.
 */

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

const resources: Resources = {};
for (const [file, module] of Object.entries(localeFiles)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

/** An i18n instance over every namespace; each missing key is pushed to `missing` as `language:namespace:key`. */
export async function createTestI18n(language: string, missing: string[]): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    // A fresh copy for each instance: the wiki's field labels are added to `common` at run time.
    resources: structuredClone(resources),
    ns: Object.keys(resources.fr ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => missing.push(`${languages.join()}:${namespace}:${key}`),
  });
  return instance;
}

/** The app's providers around a page: the theme of `environment` (outdoor unless told) and the given language. */
export function TestProviders({
  i18n,
  environment = 'outdoor',
  children,
}: {
  i18n: I18n;
  environment?: EnvironmentOrNone;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={themeFor(environment)}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MantineProvider>
  );
}

/**
 * A page of a page-module table (`PAGE_MODULES`, a feature's own) rendered as the app renders it: its module
 * loaded, under a data router at `path` (after `before` in the history, when given) with the page's error
 * boundary, any other address showing `elsewhere`, and an i18n instance that records missing keys.
 */
export async function renderPageModule(
  modules: Record<string, PageModule>,
  pattern: string,
  path: string,
  options: { missing: string[]; language?: string; before?: string },
) {
  const load = modules[pattern];
  if (!load) throw new Error(`No page module for ${pattern}`);
  const [{ default: Page }, i18n] = await Promise.all([
    load(),
    createTestI18n(options.language ?? 'fr', options.missing),
  ]);
  return renderRoutedPage(Page, pattern, options.before ? [options.before, path] : [path], i18n);
}

function renderRoutedPage(Page: ComponentType, pattern: string, history: string[], i18n: I18n) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: <Page />, errorElement: <RouteErrorBoundary /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: history, initialIndex: history.length - 1 },
  );
  const view = render(
    <TestProviders i18n={i18n}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  return { ...view, router };
}

/** Text as read, the narrow and no-break spaces of French number formats as plain spaces. */
export function textOf(element: Element | undefined | null): string {
  return (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

/** The browser APIs Mantine and Leaflet call that jsdom does not have (for `beforeAll`). */
export function stubMissingBrowserApis(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
}

/** The levels of the page's headings, in document order. */
export function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));
}

/**
 * What every page passes once loaded: one h1, first; every text translated (no missing key, no
 * `{{placeholder}}` left); no serious or critical axe violation (contrast is checked by the journeys).
 */
export async function expectSoundPage(container: HTMLElement, missing: string[]): Promise<void> {
  const headings = headingLevels(container);
  expect(headings.filter((level) => level === 1)).toHaveLength(1);
  expect(headings[0]).toBe(1);
  expect(missing).toEqual([]);
  const text = container.cloneNode(true) as HTMLElement;
  for (const style of text.querySelectorAll('style')) style.remove();
  expect(text.textContent).not.toMatch(/\{\{|\}\}/);
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}
