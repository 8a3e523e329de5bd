import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_SHELL_PATH,
  environmentFromPath,
  isServerRendered,
  LANGUAGE_COOKIE,
  type Locale,
  localeFromCookie,
  matchPageWithParams,
  type PageDefinition,
  type PageMetaKey,
} from '@climb/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { isApiPath } from '../lib/error-handler';
import type { CacheUsage } from '../lib/shared-cache';
import {
  inlineScriptHashes,
  inlineStyleHashes,
  isFramablePath,
  tileSource,
  webAppPolicy,
} from './content-security-policy';
import { type ClientConfig, type HtmlContext, renderHtml } from './html';
import { mantineStylesheetOf, needsMantineStylesheet, PageStyles, pageFiles, readPageAssets } from './page-assets';
import { type CachedPage, etagOf, matchesEtag, PageCache, pageAddress, pagePath } from './page-cache';
import type { PageHead, PageHeads } from './page-heads';
import { loadPageRenderer, type PageRenderer } from './page-renderer';

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * What the server knows of the page a path shows: none (404), a page with its static head, or a record's;
 * `unchecked` when the record's head could not be read.
 */
type ResolvedPage = {
  page: PageDefinition<PageMetaKey>;
  params: Record<string, string | undefined>;
  head?: PageHead;
  unchecked?: boolean;
} | null;

/** Whether a page was asked under its record's canonical address (a page of no record always is). */
function isCanonical(resolved: NonNullable<ResolvedPage>): boolean {
  if (resolved.unchecked) return false;
  const canonical = resolved.head?.canonical ?? {};
  return Object.entries(canonical).every(([name, value]) => resolved.params[name] === value);
}

/**
 * The record's own address, query string kept, when its page was asked under another one (an old or wrong
 * name, `/crags/62/x`): one address per record (docs/decisions/027). Null when the page is at its address,
 * or its record's head could not be read.
 */
function canonicalLocation(resolved: NonNullable<ResolvedPage>, url: string): string | null {
  const canonical = resolved.head?.canonical;
  if (!canonical || isCanonical(resolved)) return null;
  const query = url.indexOf('?');
  return `${pagePath(resolved.page.path, { ...resolved.params, ...canonical })}${query === -1 ? '' : url.slice(query)}`;
}

/**
 * Serves the built web app: hashed assets with a long cache, and for every other path the
 * index.html filled with the visitor's language, page title and the web app's API key.
 * Pages about one record get its name in their title and description (`pageHeads`, given by the
 * domains); an unknown record answers the 404 page. Public pages arrive rendered with their content
 * (docs/decisions/022), from a short cache keyed by address and language, with an ETag.
 */
export async function registerWebApp(app: FastifyInstance, context: AppContext, pageHeads: PageHeads): Promise<void> {
  const { config } = context;
  const indexFile = config.webDistDir ? join(config.webDistDir, 'index.html') : null;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  // The inline scripts and styles are the build's, the same in every answer: hashed once here, never per request.
  const policyOptions = {
    scriptHashes: template ? inlineScriptHashes(template) : [],
    styleHashes: template ? inlineStyleHashes(template) : [],
    tiles: tileSource(config.mapTileUrl),
    publicOrigin: new URL(config.publicUrl).origin,
    fileOrigin: config.s3 ? new URL(config.s3.publicUrl).origin : null,
  };
  // A page's own inline styles add their hash (docs/decisions/034): one policy text per list of styles and framing.
  const policies = new Map<string, string>();
  const policyOf = (framable: boolean, styleHash: string | undefined) => {
    const key = `${framable}${styleHash ?? ''}`;
    let policy = policies.get(key);
    if (!policy) {
      const styleHashes = styleHash ? [...policyOptions.styleHashes, styleHash] : policyOptions.styleHashes;
      policy = webAppPolicy({ ...policyOptions, styleHashes, framable });
      policies.set(key, policy);
    }
    return policy;
  };

  if (template && config.webDistDir) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // The build writes brotli and gzip copies beside the assets: sent as they are, never compressed again.
      preCompressed: true,
      // `/` and other directories fall through to the page renderer (with `index: false` @fastify/static
      // would answer them 403); index.html itself is only ever sent filled in.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/'),
      setHeaders: (res, path) => {
        if (path.includes(`${join('/', 'assets', '/')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  const clientConfig: ClientConfig = {
    maintenance: config.maintenance,
    mapTileUrl: config.mapTileUrl,
    supportPaymentUrl: config.supportPaymentUrl,
    exhibitionGymIds: config.exhibitionGymIds,
    version: config.version,
    publicUrl: config.publicUrl,
  };
  const renderer = template
    ? await loadPageRenderer(app, config.webDistDir, { apiAccessToken: config.webApiAccessToken, clientConfig })
    : null;
  const pageCache = new PageCache(
    context.cache,
    template ? etagOf(template).replaceAll('"', '') : 'no-build',
    config.pageCache,
  );
  let usageReportedAt = 0;
  /** One line at most every 10 s while the page cache is at its bounds: evicting, as it must under a flood. */
  const reportUsage = (request: FastifyRequest, usage: CacheUsage | null) => {
    const { maxEntries, maxBytes } = config.pageCache;
    if (!usage || (usage.entries < maxEntries && usage.bytes < maxBytes * 0.9)) return;
    if (Date.now() - usageReportedAt < 10_000) return;
    usageReportedAt = Date.now();
    request.log.info({ pageCache: { ...usage, maxEntries, maxBytes } }, 'page cache at its bounds');
  };
  const pageAssets = readPageAssets(config.webDistDir);
  const mantineStylesheet = mantineStylesheetOf(template ? config.webDistDir : null);
  const pageStyles = new PageStyles(config.webDistDir);

  const resolvePage = async (request: FastifyRequest, path: string, locale: Locale): Promise<ResolvedPage> => {
    const matched = matchPageWithParams(path);
    if (!matched) return null;
    const { page, params } = matched;
    const resolver = pageHeads[page.meta];
    if (!resolver) return { page, params };
    try {
      const head = await resolver({ key: page.meta, params, locale });
      return head && { page, params, head };
    } catch (error) {
      // The page still works without its record's title: the app fetches the record itself.
      request.log.error({ err: error, path }, 'page head not resolved');
      return { page, params, unchecked: true };
    }
  };

  /**
   * The page's content rendered on the server at `url`, or a skip when the browser renders it alone; `notFound`:
   * the record it shows does not exist, the page is its 404.
   */
  const renderBody = async (
    request: FastifyRequest,
    renderer: PageRenderer,
    locale: Locale,
    url: string,
    notFound = false,
  ) => {
    try {
      const result = await renderer.render({ url, locale, clientAddress: request.ip, notFound });
      if (result.kind === 'page' && result.undeclared.length > 0) {
        request.log.warn({ path: request.url, queries: result.undeclared }, 'page data not declared');
      }
      return result;
    } catch (error) {
      // The browser still renders the page: the visitor loses only the head start.
      request.log.error({ err: error, path: request.url }, 'page not rendered on the server');
      return { kind: 'skip' as const };
    }
  };

  /**
   * A page as sent: its HTML, rendered on the server at `url` when it is public and a renderer was built;
   * `complete` when it may be kept (docs/decisions/026): rendered whole, every query answered, a record
   * that exists, asked under its canonical address. A record's page asked under another address is a redirect.
   */
  const buildPage = async (
    request: FastifyRequest,
    path: string,
    locale: Locale,
    url: string,
  ): Promise<{ page: CachedPage; complete: boolean } | { redirect: string; temporary?: boolean }> => {
    const resolved = await resolvePage(request, path, locale);
    if (resolved?.head?.location) return { redirect: resolved.head.location, temporary: true };
    const redirect = resolved && canonicalLocation(resolved, request.url);
    if (redirect) return { redirect };
    const htmlContext: HtmlContext = {
      locale,
      environment: environmentFromPath(path),
      meta: resolved?.page.meta ?? 'notFound',
      head: resolved?.head,
      apiAccessToken: config.webApiAccessToken,
      canonicalUrl: `${config.publicUrl}${path}`,
      config: clientConfig,
    };
    const shell = (status: number) => {
      const html = renderHtml(template as string, htmlContext);
      return { page: { status, html, etag: etagOf(html) }, complete: false };
    };
    if (path === APP_SHELL_PATH) return shell(200);
    // A record page whose record does not exist (its head found none) is rendered too: its 404 in the layout, which
    // the browser hydrates without asking for the record again.
    const definition = resolved?.page ?? matchPageWithParams(path)?.page;
    if (!definition) return shell(404);
    const otherwise = resolved ? 200 : 404;
    if (!renderer || !isServerRendered(definition) || config.maintenance) return shell(otherwise);
    const rendered = await renderBody(request, renderer, locale, url, !resolved);
    if (rendered.kind === 'not-found') return shell(404);
    if (rendered.kind !== 'page') return shell(otherwise);
    const ownFiles = pageFiles(pageAssets, {
      sources: rendered.sources ?? [],
      namespaces: rendered.state.namespaces,
      locale,
    });
    const files = [
      ...(mantineStylesheet && needsMantineStylesheet(rendered.html) ? [mantineStylesheet] : []),
      ...ownFiles,
    ];
    const styles = pageStyles.inline(ownFiles);
    const body = { html: rendered.html, state: rendered.state, files, styles };
    const html = renderHtml(template as string, htmlContext, body);
    // A record that does not exist is a 404 whatever the render says: its head found none.
    const status = resolved ? rendered.status : 404;
    const page: CachedPage = { status, html, etag: etagOf(html), undeclared: rendered.undeclared.length };
    if (styles) page.styleHash = styles.hash;
    const complete = Boolean(
      resolved && page.status === 200 && !page.undeclared && !rendered.failed && isCanonical(resolved),
    );
    return { page, complete };
  };

  /**
   * Concurrent misses of one kept page wait for one render (docs/decisions/045): a contest's results page read by a
   * crowd while results arrive is rendered once per version, not once per visitor. Keyed by the language, the kept
   * address and the versions read; what a kept page shows is the same for every visitor.
   */
  const rendering = new Map<string, Promise<Awaited<ReturnType<typeof buildPage>>>>();
  const renderOnce = (key: string, build: () => ReturnType<typeof buildPage>) => {
    const running = rendering.get(key);
    if (running) return running;
    const started = build().finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/maintenance' && !config.maintenance) return reply.redirect('/', 302);
    if (config.maintenance && path !== '/maintenance') return reply.redirect('/maintenance', 302);
    const locale = localeFromCookie(request.cookies[LANGUAGE_COOKIE]);
    const matched = matchPageWithParams(path);
    const address = matched && pageAddress(matched.page, matched.params, new URL(request.url, 'http://x').searchParams);
    // Read before the page's data: a write during the render leaves the entry at older versions.
    const versions = address ? await pageCache.currentVersions(address) : [];
    let page = address && (await pageCache.get(address, locale, versions));
    if (!page) {
      // The render that fills the cache keeps its page there; those that waited for it send the same.
      const built = address
        ? await renderOnce(`${locale} ${address.url} ${versions.join(' ')}`, async () => {
            const fresh = await buildPage(request, path, locale, address.url);
            if (!('redirect' in fresh) && fresh.complete) {
              reportUsage(request, await pageCache.set(address, locale, versions, fresh.page));
            }
            return fresh;
          })
        : await buildPage(request, path, locale, request.url);
      // Permanent: search engines and bookmarks move to the record's own address. A short link stays one: what it
      // names may move (a route to another sector).
      if ('redirect' in built) {
        return reply.header('cache-control', 'no-cache').redirect(built.redirect, built.temporary ? 302 : 301);
      }
      page = built.page;
    }
    reply
      .header('cache-control', 'no-cache')
      // The language comes from a cookie: a shared cache must not give one visitor's page to another.
      .header('vary', 'Cookie')
      .header('etag', page.etag)
      .header('content-security-policy', policyOf(isFramablePath(path), page.styleHash));
    if (page.undeclared) reply.header('x-page-data-undeclared', String(page.undeclared));
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
      return reply.status(304).send();
    }
    return reply.status(page.status).header('content-type', 'text/html; charset=utf-8').send(page.html);
  };

  app.setNotFoundHandler((request, reply) => {
    if (template && !isApiPath(request.url) && wantsHtml(request)) return sendPage(request, reply);
    return reply.status(404).send({ code: 'not_found', message: 'Not found' });
  });
}
