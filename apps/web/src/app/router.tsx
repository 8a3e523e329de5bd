import { type Layout, PAGES } from '@climb/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BlankLayout } from './layouts/blank-layout';
import { ContestLayout } from './layouts/contest-layout';
import { DefaultLayout } from './layouts/default-layout';
import { PrintLayout } from './layouts/print-layout';
import { PAGE_MODULES } from './page-modules';
import NotFoundPage from './pages/not-found-page';
import { Root } from './root';
import { RouteErrorBoundary } from './route-error-boundary';

const LAYOUTS: Record<Layout, ComponentType> = {
  default: DefaultLayout,
  contest: ContestLayout,
  print: PrintLayout,
  blank: BlankLayout,
};

function pageRoutes(layout: Layout): RouteObject[] {
  return PAGES.filter((page) => page.layout === layout).map((page) => {
    const load = PAGE_MODULES[page.path];
    if (!load) throw new Error(`No module for page ${page.path}`);
    return { path: page.path, lazy: async () => ({ Component: (await load()).default }) };
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
  return [{ Component: Root, ErrorBoundary: RouteErrorBoundary, children: layouts }];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
