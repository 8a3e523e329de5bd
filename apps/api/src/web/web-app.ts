import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isTheme,
  LANGUAGE_COOKIE,
  type Locale,
  localeFromCookie,
  matchPageWithParams,
  type PageDefinition,
  type PageMetaKey,
  THEME_COOKIE,
} from '@climb/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { isApiPath } from '../lib/error-handler';
import { inlineScriptHashes, isFramablePath, tileSource, webAppPolicy } from './content-security-policy';
import { renderHtml } from './html';
import type { PageHead, PageHeads } from './page-heads';

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/** What the server knows of the page a path shows: none (404), a page with its static head, or a record's. */
type ResolvedPage = { page: PageDefinition<PageMetaKey>; head?: PageHead } | null;

/**
 * Serves the built web app: hashed assets with a long cache, and for every other path the
 * index.html filled with the visitor's language, theme, page title and the web app's API key.
 * Pages about one record get its name in their title and description (`pageHeads`, given by the
 * domains); an unknown record answers the 404 page.
 */
export async function registerWebApp(app: FastifyInstance, context: AppContext, pageHeads: PageHeads): Promise<void> {
  const { config } = context;
  const indexFile = config.webDistDir ? join(config.webDistDir, 'index.html') : null;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  // The inline scripts are the build's, the same in every answer: hashed once here, never per request.
  const policyOptions = {
    scriptHashes: template ? inlineScriptHashes(template) : [],
    tiles: tileSource(config.mapTileUrl),
    publicOrigin: new URL(config.publicUrl).origin,
  };
  const pagePolicy = webAppPolicy({ ...policyOptions, framable: false });
  const framablePagePolicy = webAppPolicy({ ...policyOptions, framable: true });

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

  const resolvePage = async (request: FastifyRequest, path: string, locale: Locale): Promise<ResolvedPage> => {
    const matched = matchPageWithParams(path);
    if (!matched) return null;
    const { page, params } = matched;
    const resolver = pageHeads[page.meta];
    if (!resolver) return { page };
    try {
      const head = await resolver({ key: page.meta, params, locale });
      return head && { page, head };
    } catch (error) {
      // The page still works without its record's title: the app fetches the record itself.
      request.log.error({ err: error, path }, 'page head not resolved');
      return { page };
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/maintenance' && !config.maintenance) return reply.redirect('/', 302);
    if (config.maintenance && path !== '/maintenance') return reply.redirect('/maintenance', 302);
    const cookies = request.cookies;
    const locale = localeFromCookie(cookies[LANGUAGE_COOKIE]);
    const themeCookie = cookies[THEME_COOKIE];
    const resolved = await resolvePage(request, path, locale);
    const html = renderHtml(template as string, {
      locale,
      theme: isTheme(themeCookie) ? themeCookie : 'light',
      meta: resolved?.page.meta ?? 'notFound',
      head: resolved?.head,
      apiAccessToken: config.webApiAccessToken,
      canonicalUrl: `${config.publicUrl}${path}`,
      config: {
        maintenance: config.maintenance,
        mapTileUrl: config.mapTileUrl,
        supportPaymentUrl: config.supportPaymentUrl,
        exhibitionGymIds: config.exhibitionGymIds,
        version: config.version,
      },
    });
    return reply
      .status(resolved ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .header('content-security-policy', isFramablePath(path) ? framablePagePolicy : pagePolicy)
      .send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    if (template && !isApiPath(request.url) && wantsHtml(request)) return sendPage(request, reply);
    return reply.status(404).send({ code: 'not_found', message: 'Not found' });
  });
}
