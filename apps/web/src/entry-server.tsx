import { BROWSER_RENDERED_PAGES, DEFAULT_LOCALE, environmentFromPath, type Locale } from '@climb/contracts';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppTree } from './app/app-tree';
import { buildRoutes, errorBoundaryOf, NOT_FOUND_ERROR, type PageHandle } from './app/router';
import { renderI18n, sharedI18n } from './app/server/server-i18n';
import { isBrowserRendered, serverHandlers, serverRoutes } from './app/server/server-routes';
import { ApiError, type ApiTransport, setApiTransport } from './lib/api-client';
import type { PageState } from './lib/page-state';
import { type RuntimeConfig, runtimeConfig } from './lib/runtime-config';

/*
 * The server's renderer of public pages (docs/decisions/022). The API server imports the built
 * bundle, gives it its way to the API (`setApiTransport`: the API's own handlers, in process) and
 * calls `renderPage` for a public page; the browser then hydrates the HTML with `page-state`.
 */

export { type ApiTransport, setApiTransport };

/** The installation's settings, as the server writes them into every page's `app-config` block. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  Object.assign(runtimeConfig, config);
}

const bundles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function allResources(): Resource {
  const resources: Resource = {};
  for (const [path, texts] of Object.entries(bundles)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = texts;
  }
  return resources;
}

const resources = allResources();
const instances = new Map<Locale, Promise<I18n>>();

/** One i18next per language, every namespace loaded: a render never waits for a text (shared: `sharedI18n`). */
function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const created = i18next.createInstance();
    instance = created
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: ['fr', 'en'],
        ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
        defaultNS: 'common',
        resources,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      })
      .then(() => sharedI18n(created));
    instances.set(locale, instance);
  }
  return instance;
}

/** Namespaces a render used, so that the browser loads them before it hydrates. */
class UsedNamespaces {
  private readonly used = new Set<string>();
  addUsedNamespaces(namespaces: readonly string[]): void {
    for (const namespace of namespaces) this.used.add(namespace);
  }
  getUsedNamespaces(): string[] {
    return [...this.used];
  }
}

const handlerFor = serverHandlers(serverRoutes(buildRoutes(), BROWSER_RENDERED_PAGES));

/** A record the API does not know, or an address whose parameters name none (`parseRouteParams`'s 404). */
function isNotFound(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 404;
  const init = (error as { init?: { status?: number } } | null)?.init;
  return init?.status === 404;
}

export interface RenderRequest {
  /** The path and query string of the page. */
  url: string;
  locale: Locale;
  /** The server knows already that the record the page shows does not exist (its head found none). */
  notFound?: boolean;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      state: PageState;
      undeclared: string[];
      /** Queries that failed (a refused or broken call): the page is sent, but the server never keeps it. */
      failed: number;
      /** The modules the page is made of (`PageHandle.pageSources`): the server announces their files. */
      sources: readonly string[];
    }
  /** A record the page shows does not exist: the server answers its 404 page. */
  | { kind: 'not-found' }
  /** The page is not rendered on the server (a redirect): the browser renders it. */
  | { kind: 'skip' };

/** Renders a public page complete: its declared data fetched first, then the HTML in one pass. */
export async function renderPage({ url, locale, notFound = false }: RenderRequest): Promise<RenderResult> {
  const address = new URL(url, 'http://localhost');
  // The one match of the render, by the part of the table the address can match (`serverHandlers`).
  const handler = handlerFor(address.pathname);
  const context = await handler.query(new Request(address));
  // A redirect, or a page whose module failed to load: the browser renders it.
  if (context instanceof Response || context.statusCode >= 500) return { kind: 'skip' };
  const match = context.matches.at(-1);
  // A page the browser renders: its route on the server loads nothing (`serverRoutes`).
  if (isBrowserRendered(match)) return { kind: 'skip' };
  const handle = match?.route.handle as PageHandle | undefined;
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  let missing = notFound;
  try {
    if (!missing) {
      await handle?.pageData?.({
        params: match?.params ?? {},
        search: address.searchParams,
        fetch: (options) => queryClient.fetchQuery(options),
      });
    }
  } catch (error) {
    if (!isNotFound(error)) throw error;
    missing = true;
  }
  // A record that does not exist: the 404 page in the layout, from the error boundary the browser hydrates too.
  const boundary = missing ? errorBoundaryOf(context.matches) : undefined;
  if (missing && !boundary) return { kind: 'not-found' };
  if (boundary) {
    context.errors = { [boundary]: NOT_FOUND_ERROR };
    context.statusCode = 404;
  }
  const declared = !missing && queryClient.getQueryCache().getAll().length > 0;

  const namespaces = new UsedNamespaces();
  const i18n = renderI18n(await i18nFor(locale), namespaces);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppTree i18n={i18n} environment={environmentFromPath(address.pathname)}>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </AppTree>,
  );
  const undeclared = queryClient
    .getQueryCache()
    .getAll()
    // A query the page would fetch at once but did not declare (a disabled one waits for something else).
    .filter((query) => query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false)
    .map((query) => JSON.stringify(query.queryKey));
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    state: {
      queries: declared ? dehydrate(queryClient) : null,
      namespaces: namespaces.getUsedNamespaces(),
      ...(boundary && { notFound: boundary }),
    },
    undeclared,
    failed: queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error').length,
    sources: handle?.pageSources ?? [],
  };
}
