import { type Layout, matchPage, PAGES } from '@climb/contracts';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import NotFoundPage from '../components/not-found-page';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { type GuardedPage, guardRedirect } from '../features/accounts/guards';
import { type PageData, pageSourcesOf } from '../lib/page-module';
import { useSessionStore } from '../lib/session-store';
import { sessionAdapter, whenSessionReady } from '../platform/session/session';
import { BlankLayout } from './layouts/blank-layout';
import { ContestLayout } from './layouts/contest-layout';
import { DefaultLayout } from './layouts/default-layout';
import { PrintLayout } from './layouts/print-layout';
import { PAGE_MODULES, preloadPageTable } from './page-modules';
import { Root } from './root';

const LAYOUTS: Record<Layout, ComponentType> = {
  default: DefaultLayout,
  contest: ContestLayout,
  print: PrintLayout,
  blank: BlankLayout,
};

/**
 * The route guard of a page that is not public (spec §6), run before the page loads: its access, and for a gym's
 * administration page the role the page table names (`gymRole`).
 */
export function guardLoader(page: GuardedPage): LoaderFunction {
  return async ({ request, params }) => {
    // At start, the climber is still being fetched: the guard waits for their rights.
    await whenSessionReady();
    const url = new URL(request.url);
    const target = await guardRedirect(page, {
      signedIn: sessionAdapter.isLoggedIn(),
      user: useSessionStore.getState().user,
      params,
      path: `${url.pathname}${url.search}`,
    });
    if (target) throw redirect(target);
    return null;
  };
}

/** What a page's route carries for the server renderer. */
export interface PageHandle {
  pageData: PageData | undefined;
  /** The modules the page is made of, whose files the server announces in the page's head. */
  pageSources: readonly string[];
}

function pageRoutes(layout: Layout): RouteObject[] {
  return PAGES.filter((page) => page.layout === layout).map((page) => {
    const load = PAGE_MODULES[page.path];
    if (!load) throw new Error(`No module for page ${page.path}`);
    return {
      path: page.path,
      loader: page.access === 'public' ? undefined : guardLoader(page),
      lazy: async () => {
        const module = await load();
        // The page's data declaration travels with its route: the server renderer reads it (docs/decisions/022).
        return {
          Component: module.default,
          handle: { pageData: module.pageData, pageSources: pageSourcesOf(module) } satisfies PageHandle,
        };
      },
    };
  });
}

/** Every built page under its layout (spec §2.1); anything else is the 404 page. */
export function buildRoutes(): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as Layout[]).map<RouteObject>((layout) => ({
    Component: LAYOUTS[layout],
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children:
          layout === 'default' ? [...pageRoutes(layout), { path: '*', Component: NotFoundPage }] : pageRoutes(layout),
      },
    ],
  }));
  // Until the first route's guard and module are ready the page stays as the server sent it.
  return [{ Component: Root, ErrorBoundary: RouteErrorBoundary, HydrateFallback: () => null, children: layouts }];
}

/**
 * A link about to be followed (pressed, or Enter on it) starts loading the page table of its page: the
 * navigation then waits for the page's own chunks only.
 */
function preloadLinkedPages(): void {
  const preload = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const page = matchPage(link.pathname);
    if (page) preloadPageTable(page.path);
  };
  document.addEventListener('pointerdown', preload, { capture: true, passive: true });
  document.addEventListener('keydown', preload, { capture: true, passive: true });
}

export function createRouter(routes: RouteObject[] = buildRoutes(), hydrationData?: HydrationState) {
  preloadLinkedPages();
  return createBrowserRouter(routes, { hydrationData });
}

/** The 404 of a record that does not exist, as the router holds a route's error (`isRouteErrorResponse`). */
export const NOT_FOUND_ERROR = { status: 404, statusText: 'Not Found', internal: false, data: null };

/**
 * The route whose error boundary shows a page's errors inside its layout (the deepest one matched): where the
 * server renders the 404 of a record that does not exist, and where the browser hydrates it.
 */
export function errorBoundaryOf(matches: readonly { route: { id: string; hasErrorBoundary?: boolean } }[]) {
  return matches.findLast((match) => match.route.hasErrorBoundary)?.route.id;
}
