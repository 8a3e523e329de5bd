import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** What a page's data declaration is given: the route's params, the query string, and the way to fetch a query. */
export interface PageDataContext {
  params: Params;
  search: URLSearchParams;
  /** Fetches a query into the page's cache and resolves to its data (a query a later one depends on). */
  fetch<T, Key extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, Key>): Promise<T>;
}

/**
 * The queries a public page shows, declared once (docs/decisions/022): the server fetches them
 * through the API's own handlers before it renders the page, and hands them to the browser, which
 * then finds them in its cache. The page's components read them with the same query options.
 */
export type PageData = (context: PageDataContext) => Promise<unknown>;

/** A page's lazily loaded module: its default export is the page component, `pageData` its data. */
export interface LoadedPage {
  default: ComponentType;
  pageData?: PageData;
  /**
   * The source paths of the modules the page is made of (`features/…/crag-page.tsx`), written into each page
   * module by the build (`build/page-assets-plugin.mjs`): the server announces their files in the page's head.
   */
  pageSources?: readonly string[];
}

/** The source paths a module was given by the build, if any (`LoadedPage.pageSources`). */
export function pageSourcesOf(module: object): readonly string[] {
  return (module as { pageSources?: readonly string[] }).pageSources ?? [];
}

export type PageModule = () => Promise<LoadedPage>;
