import { describe, expect, it } from 'vitest';
import specRoutes from '../spec/routes.json';
import { LOCALES } from './locale';
import { PAGE_META } from './page-meta';
import { matchPage, matchPageWithParams, PAGES, specPatternToRouterPattern } from './pages';

interface SpecRoute {
  path: string;
  access: string;
  layout: string;
}

const spec = (specRoutes as SpecRoute[]).map((route) => ({
  ...route,
  pattern: specPatternToRouterPattern(route.path),
}));
/**
 * Pages the product adds beside the spec's list (docs/conventions.md: open-data credits, site administration, sign-in
 * link, the e-mails' ways out).
 */
const OWN_PAGES = new Set([
  '/about/attributions',
  '/admin/outbox',
  '/admin/reports',
  '/notifications/unsubscribe',
  '/gym-reports/unsubscribe',
  '/sign-in-link',
]);

describe('built pages against spec/routes.json', () => {
  it('builds only spec routes (or our own documented pages), with the spec layout and access', () => {
    for (const page of PAGES) {
      if (OWN_PAGES.has(page.path)) continue;
      const route = spec.find((candidate) => candidate.pattern === page.path);
      expect(route, `${page.path} is not a route of the spec`).toBeDefined();
      expect(page.layout, page.path).toBe(route?.layout);
      expect(page.access, page.path).toBe(route?.access);
    }
  });

  it('lists the spec routes still missing', () => {
    const built = new Set(PAGES.map((page) => page.path));
    const missing = spec.filter((route) => !built.has(route.pattern));
    console.info(
      `${spec.length - missing.length} of ${spec.length} spec routes built; missing:\n${missing.map((route) => `  ${route.path}`).join('\n')}`,
    );
    expect(spec).toHaveLength(281);
    expect(missing.length).toBe(spec.length - PAGES.filter((page) => !OWN_PAGES.has(page.path)).length);
  });

  it('has a title and a description for every page in both languages', () => {
    for (const page of PAGES) {
      for (const locale of LOCALES) {
        expect(PAGE_META[locale][page.meta].title.length, `${locale} ${page.path}`).toBeGreaterThan(2);
        expect(PAGE_META[locale][page.meta].description.length, `${locale} ${page.path}`).toBeGreaterThan(10);
      }
    }
  });
});

describe('matchPage', () => {
  it('finds built pages, with or without a trailing slash, and nothing else', () => {
    expect(matchPage('/')?.meta).toBe('home');
    expect(matchPage('/about/')?.meta).toBe('about');
    expect(matchPage('/about/indoor')?.meta).toBe('aboutIndoor');
    expect(matchPage('/about/nothing')).toBeNull();
    expect(matchPage('/crags/1/ceuse')?.meta).toBe('crag');
    expect(matchPage('/crags/new')?.meta).toBe('cragNew');
    expect(matchPage('/crags/1/ceuse/routes/2/la-voie/edit')?.meta).toBe('cragRouteEdit');
    expect(matchPage('/gyms/1/arkose')?.meta).toBe('gym');
    expect(matchPage('/gyms/new')?.meta).toBe('gymNew');
  });
});

describe('matchPageWithParams', () => {
  it('gives the page and its decoded parameters, undefined for a left-out optional one', () => {
    expect(matchPageWithParams('/crags/12/c%C3%A9%C3%BCse/routes')).toEqual({
      page: expect.objectContaining({ meta: 'cragRoutes' }),
      params: { cragId: '12', cragName: 'céüse' },
    });
    expect(matchPageWithParams('/crags/12')?.params).toEqual({ cragId: '12', cragName: undefined });
    expect(matchPageWithParams('/escalade-autour-de/fontainebleau/')?.params).toEqual({ townName: 'fontainebleau' });
    expect(matchPageWithParams('/crags/12/%E0%A4%A')?.params.cragName).toBe('%E0%A4%A');
    expect(matchPageWithParams('/nothing/here')).toBeNull();
  });
});

describe('specPatternToRouterPattern', () => {
  it('converts the spec notation to the router notation', () => {
    expect(specPatternToRouterPattern('/areas/{areaId?}/{areaName?}')).toBe('/areas/:areaId?/:areaName?');
    expect(specPatternToRouterPattern('/gr/{gymAndRouteId}')).toBe('/gr/:gymAndRouteId');
  });
});
