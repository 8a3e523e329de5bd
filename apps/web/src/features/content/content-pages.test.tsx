import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import i18next, { type i18n as I18n } from 'i18next';
import { type ComponentType, Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../app/theme';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });
const resources: Resources = {};
for (const [file, module] of Object.entries(localeFiles)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('./pages/home-page'),
  '/about': () => import('./pages/about-page'),
  '/about/indoor': () => import('./pages/about-indoor-page'),
  '/about/partner-search': () => import('./pages/about-partner-search-page'),
  '/about/attributions': () => import('./pages/attributions-page'),
  '/indoor': () => import('./pages/landing-indoor-page'),
  '/outdoor': () => import('./pages/landing-outdoor-page'),
  '/community': () => import('./pages/landing-community-page'),
  '/gyms/starter': () => import('./pages/gyms-starter-page'),
  '/privacy': () => import('./pages/privacy-page'),
  '/en/terms-of-use': () => import('./pages/terms-en-page'),
  '/en/cookie-and-audience-measurement': () => import('./pages/cookies-en-page'),
  '/fr/conditions-d-utilisation': () => import('./pages/terms-fr-page'),
  '/fr/cookie-et-mesure-d-audience': () => import('./pages/cookies-fr-page'),
  '/go-fly-a-kite': () => import('./pages/go-fly-a-kite-page'),
  '/errors/right-required?gym_name=Le%20Mur&role=gym_administrator': () => import('./pages/right-required-page'),
  '/maintenance': () => import('./pages/maintenance-page'),
  '/merci': () => import('./pages/merci-page'),
  '/support-us': () => import('./pages/support-us-page'),
  '/api-and-developers': () => import('./pages/api-and-developers-page'),
  '/new': () => import('./pages/release-notes-page'),
};

const missing: string[] = [];

async function createI18n(language: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    ns: Object.keys(resources.fr ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => missing.push(`${languages.join()}:${namespace}:${key}`),
  });
  return instance;
}

function renderPage(Page: ComponentType, path: string, i18n: I18n) {
  return render(
    <MantineProvider theme={themeFor('none')}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(() => {
  // jsdom has no matchMedia, which Mantine reads for the colour scheme.
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
});

afterEach(() => {
  cleanup();
  missing.length = 0;
});

describe.each(['fr', 'en'])('content pages in %s', (language) => {
  it.each(Object.keys(PAGES))(
    '%s has one h1, ordered headings, every text and no serious axe violation',
    async (path) => {
      const i18n = await createI18n(language);
      const load = PAGES[path];
      if (!load) throw new Error(path);
      const { default: Page } = await load();
      const { container } = renderPage(Page, path, i18n);

      const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
        Number(heading.tagName.slice(1)),
      );
      expect(headings.filter((level) => level === 1)).toHaveLength(1);
      expect(headings[0]).toBe(1);
      headings.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((headings[index - 1] ?? 1) + 1);
      });

      expect(missing).toEqual([]);
      // Mantine's <style> tags aside, no interpolation or Trans tag may be left unrendered.
      const text = container.cloneNode(true) as HTMLElement;
      for (const style of text.querySelectorAll('style')) style.remove();
      expect(text.textContent).not.toMatch(/\{\{|\}\}|<\/?(code|anchor|site|repo|license)>/);

      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
    },
  );
});
