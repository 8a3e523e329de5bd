import { GYM_ROLES, KNOWN_DEVICE_COOKIE, LANGUAGE_COOKIE, THEME_COOKIE } from '@climb/contracts';
import { cleanup, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestI18n,
  expectSoundPage,
  headingLevels,
  stubMissingBrowserApis,
  TestProviders,
} from '../../testing/page-test-kit';

const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('./pages/home-page'),
  '/about': () => import('./pages/about-page'),
  '/about/indoor': () => import('./pages/about-indoor-page'),
  '/about/partner-search': () => import('./pages/about-partner-search-page'),
  '/about/attributions': () => import('./pages/attributions-page'),
  '/outdoor': () => import('./pages/landing-outdoor-page').then(({ LandingOutdoor }) => ({ default: LandingOutdoor })),
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

function renderPage(Page: ComponentType, path: string, i18n: I18n) {
  return render(
    <TestProviders i18n={i18n} environment="none">
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeAll(stubMissingBrowserApis);

afterEach(() => {
  cleanup();
  missing.length = 0;
});

describe.each(['fr', 'en'])('content pages in %s', (language) => {
  it.each(Object.keys(PAGES))(
    '%s has one h1, ordered headings, every text and no serious axe violation',
    async (path) => {
      const i18n = await createTestI18n(language, missing);
      const load = PAGES[path];
      if (!load) throw new Error(path);
      const { default: Page } = await load();
      const { container } = renderPage(Page, path, i18n);

      // One h1 first, no missing key or placeholder, no serious axe violation; then no skipped level.
      await expectSoundPage(container, missing);
      const headings = headingLevels(container);
      headings.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((headings[index - 1] ?? 1) + 1);
      });

      // Mantine's <style> tags aside, no Trans tag may be left unrendered either.
      const text = container.cloneNode(true) as HTMLElement;
      for (const style of text.querySelectorAll('style')) style.remove();
      expect(text.textContent).not.toMatch(/\{\{|\}\}|<\/?(code|anchor|site|repo|license)>/);
    },
  );
});

describe.each([
  ['fr', '/fr/cookie-et-mesure-d-audience'],
  ['en', '/en/cookie-and-audience-measurement'],
] as const)('the cookies page in %s', (language, path) => {
  it('names every cookie the product sets, the sign-in mark included', async () => {
    const i18n = await createTestI18n(language, missing);
    const { default: Page } = await (PAGES[path] ?? (() => Promise.reject(new Error(path))))();
    const { container } = renderPage(Page, path, i18n);
    await expectSoundPage(container, missing);
    const names = [...container.querySelectorAll('table th[scope="row"] code')].map((cell) => cell.textContent);
    expect(names).toEqual([LANGUAGE_COOKIE, THEME_COOKIE, KNOWN_DEVICE_COOKIE]);
  });
});

describe.each([
  ['fr', /championnat|juges sur téléphone|classement en direct/i],
  ['en', /championship|judges on phones|live ranking/i],
] as const)('the indoor pages about what works in %s', (language, later) => {
  it.each(['/about/indoor', '/gyms/starter'])(
    '%s names what is still to come in one place only, and links to the gym pages that exist',
    async (path) => {
      const i18n = await createTestI18n(language, missing);
      const { default: Page } = await (PAGES[path] ?? (() => Promise.reject(new Error(path))))();
      const { container, getByTestId } = renderPage(Page, path, i18n);
      await expectSoundPage(container, missing);
      const toCome = getByTestId('still-to-come');
      expect(toCome.querySelectorAll('li')).toHaveLength(1);
      // Outside that list, no word of what is not there yet.
      const rest = container.cloneNode(true) as HTMLElement;
      rest.querySelector('[data-testid="still-to-come"]')?.remove();
      for (const style of rest.querySelectorAll('style')) style.remove();
      expect(rest.textContent).not.toMatch(later);
      const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(links).toEqual(expect.arrayContaining(['/about/indoor' === path ? '/gyms/starter' : '/about/indoor']));
      expect(links.some((href) => href === '/indoor' || href === '/indoor/search')).toBe(true);
    },
  );
});

describe.each([
  ['fr', /Revendiquez cette salle/, /seuls ses administrateurs modifient|seule l’équipe de la salle modifie/],
  ['en', /Claim this gym/, /only its administrators edit|only the gym’s team edits/],
] as const)('claiming a gym in %s', (language, claimLink, staffRule) => {
  it.each(['/about/indoor', '/gyms/starter'])(
    '%s says a gym’s team may claim it, and what changes then',
    async (path) => {
      const i18n = await createTestI18n(language, missing);
      const { default: Page } = await (PAGES[path] ?? (() => Promise.reject(new Error(path))))();
      const { container } = renderPage(Page, path, i18n);
      await expectSoundPage(container, missing);
      const toCome = container.querySelector('[data-testid="still-to-come"]')?.textContent ?? '';
      const rest = (container.textContent ?? '').replace(toCome, '');
      expect(rest).toMatch(staffRule);
      if (path === '/gyms/starter') expect(rest).toMatch(claimLink);
      // Claiming works: the list of what is still to come no longer names it.
      expect(toCome).not.toMatch(/prise en main|taken over/);
    },
  );
});

describe.each(['fr', 'en'])('the right-required page in %s', (language) => {
  it.each([...GYM_ROLES, 'gym_administrator', 'super_admin'])('names the role %s in words', async (role) => {
    const i18n = await createTestI18n(language, missing);
    const { default: Page } = await import('./pages/right-required-page');
    const { container } = renderPage(Page, `/errors/right-required?gym_name=Bloc%20Session&role=${role}`, i18n);
    const lead = container.querySelector('header p')?.textContent ?? '';
    expect(lead).toContain('Bloc Session');
    expect(lead).not.toContain(role);
    expect(lead).toContain(i18n.t(`errors-pages:rightRequired.roles.${role}`));
    expect(missing).toEqual([]);
  });
});
