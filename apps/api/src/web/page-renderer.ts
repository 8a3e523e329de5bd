import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_ACCESS_TOKEN_HEADER, type Locale } from '@climb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from './html';

/** The JSON the server hands to the browser with a rendered page (the web app's `PageState`). */
export interface RenderedPageState {
  queries: unknown;
  namespaces: string[];
  /** The record does not exist: the route whose error boundary shows the 404 page. */
  notFound?: string;
}

/** What the web app's server bundle answers for one page (`apps/web/src/entry-server.tsx`). */
export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      state: RenderedPageState;
      undeclared: string[];
      /** Queries of the page that failed (a refused call): the page is sent, never kept (docs/decisions/026). */
      failed?: number;
      /** The source paths of the page's modules (`features/…/crag-page.tsx`). */
      sources?: readonly string[];
    }
  | { kind: 'not-found' }
  | { kind: 'skip' };

interface ServerBundle {
  renderPage(request: { url: string; locale: Locale; notFound?: boolean }): Promise<RenderResult>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  /** The settings the browser reads from the page's `app-config` block: a page renders the same on both sides. */
  setRuntimeConfig(config: ClientConfig): void;
}

export interface PageRenderer {
  /**
   * Renders a public page for a visitor; the API calls it makes count as the visitor's own. `notFound`: the record
   * it shows does not exist, the page is its 404.
   */
  render(request: { url: string; locale: Locale; clientAddress: string; notFound?: boolean }): Promise<RenderResult>;
}

/** The built server bundle beside the browser's build (`apps/web/dist-server`), if it was built. */
export function serverBundlePath(webDistDir: string): string {
  return join(webDistDir, '..', 'dist-server', 'entry-server.js');
}

function responseHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, String(one));
  }
  return result;
}

/**
 * Loads the web app's server renderer (docs/decisions/022). Its calls to the API go through
 * `app.inject`: the same handlers, validation and rights as a visitor's browser, without a socket;
 * each carries the web app's API key and the visitor's address, so the rate limits count it as theirs.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string | null,
  { apiAccessToken, clientConfig }: { apiAccessToken: string; clientConfig: ClientConfig },
): Promise<PageRenderer | null> {
  const file = webDistDir ? serverBundlePath(webDistDir) : null;
  if (!file || !existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as ServerBundle;
  bundle.setRuntimeConfig(clientConfig);
  const visitor = new AsyncLocalStorage<{ clientAddress: string }>();
  bundle.setApiTransport(async (url, init) => {
    const headers = { ...(init.headers as Record<string, string>), [API_ACCESS_TOKEN_HEADER]: apiAccessToken };
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitor.getStore()?.clientAddress ?? '127.0.0.1',
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, {
      status: response.statusCode,
      headers: responseHeaders(response.headers),
    });
  });
  return {
    render: ({ url, locale, clientAddress, notFound }) =>
      visitor.run({ clientAddress }, () => bundle.renderPage({ url, locale, notFound })),
  };
}
