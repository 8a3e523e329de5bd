import { BROWSER_RENDERED_PAGES, PAGES } from '@climb/contracts';
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../router';
import { firstSegmentOf, isBrowserRendered, serverHandlers, serverRoutes } from './server-routes';

/** An address of a page pattern: every parameter given, or only the required ones. */
function addressOf(pattern: string, withOptional: boolean): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const parameter = /^:(\w+)(\?)?$/.exec(segment);
    if (!parameter) return [segment];
    if (parameter[2] && !withOptional) return [];
    return [/id$/i.test(parameter[1] ?? '') ? '12' : 'some-name'];
  });
  return segments.join('/') || '/';
}

const ADDRESSES = [
  ...PAGES.flatMap((page) => [addressOf(page.path, true), addressOf(page.path, false)]),
  '/crags/new',
  '/crags/12/x/approaches/new',
  '/CRAGS/12/x',
  '/Crag-Routes/12/x',
  '/%63rags/12/x',
  '/crags%2F12/x',
  '/crags/%E0%A4%A/x',
  '//crags/12/x',
  '/crags//12',
  '/crags/12/x/',
  '/é/x',
  '/nowhere/at/all',
];

describe('the server’s route table', () => {
  it('matches every address to the page React Router matches in the browser’s table', () => {
    const browser = buildRoutes();
    const server = serverRoutes(buildRoutes(), BROWSER_RENDERED_PAGES);
    for (const address of ADDRESSES) {
      const expected = matchRoutes(browser, address)?.map((match) => match.route.path);
      expect(
        matchRoutes(server, address)?.map((match) => match.route.path),
        address,
      ).toEqual(expected);
    }
    // `matchRoutes` ranks the whole table again at each call: some 300 addresses take a few seconds.
  }, 30_000);

  it('tells a page the browser renders from one match, without loading its module or running its guard', async () => {
    const pageModule = vi.fn(async () => ({ Component: () => null }));
    const guard = vi.fn(async () => null);
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'crags/:cragId', lazy: async () => ({ handle: { pageSources: [] } }) },
          { path: 'crags/:cragId/parks/new', loader: guard, lazy: pageModule },
        ],
      },
    ];
    const handler = createStaticHandler(serverRoutes(routes, new Set(['crags/:cragId/parks/new'])));

    const browserPage = await handler.query(new Request('http://localhost/crags/12/parks/new'));
    if (browserPage instanceof Response) throw new Error('no redirect expected');
    expect(isBrowserRendered(browserPage.matches.at(-1))).toBe(true);
    expect(pageModule).not.toHaveBeenCalled();
    expect(guard).not.toHaveBeenCalled();

    const serverPage = await handler.query(new Request('http://localhost/crags/12'));
    if (serverPage instanceof Response) throw new Error('no redirect expected');
    expect(isBrowserRendered(serverPage.matches.at(-1))).toBe(false);
    expect(serverPage.matches.at(-1)?.route.handle).toEqual({ pageSources: [] });
  });

  it('answers, from the part of the table an address can match, what the whole table answers, ids included', async () => {
    const routes = serverRoutes(buildRoutes(), new Set(PAGES.map((page) => page.path)));
    const whole = createStaticHandler(routes);
    const handlerFor = serverHandlers(routes);
    const matched = async (handler: ReturnType<typeof createStaticHandler>, address: string) => {
      const context = await handler.query(new Request(new URL(address, 'http://localhost')));
      if (context instanceof Response) throw new Error(`no redirect expected at ${address}`);
      return context.matches.map((match) => [match.route.id, match.route.path, match.params]);
    };
    for (const address of ADDRESSES) {
      const { pathname } = new URL(address, 'http://localhost');
      expect(await matched(handlerFor(pathname), address), address).toEqual(await matched(whole, address));
    }
    // The crag pages' part holds the crag pages, not the whole table.
    expect(handlerFor('/crags/12/x').dataRoutes).not.toEqual(whole.dataRoutes);
  }, 30_000);

  it('reads an address’s first segment as React Router does', () => {
    expect(firstSegmentOf('/crags/12')).toBe('crags');
    expect(firstSegmentOf('/%63rags/12')).toBe('crags');
    expect(firstSegmentOf('/crags%2F12/x')).toBe('crags%2F12');
    expect(firstSegmentOf('/%E0%A4%A/x')).toBe('%E0%A4%A');
    expect(firstSegmentOf('//crags')).toBe('');
    expect(firstSegmentOf('/')).toBe('');
  });

  it('keeps the table as it is where no page is rendered by the browser', () => {
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'about' }] }];
    expect(serverRoutes(routes, new Set())).toEqual(routes);
  });
});
