import { createHash } from 'node:crypto';
import { isEmbedPath, VIDEO_FRAME_ORIGINS } from '@climb/contracts';

/** Script types a browser runs; a block of any other type (`application/json`…) is data, never executed. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The `'sha256-…'` sources of every inline script of a page template, so that these and no other inline
 * script run. Read once from the built index.html at start: the HTML around them varies, the scripts do not.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? '';
    if (!EXECUTABLE_SCRIPT_TYPES.has(type.toLowerCase())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The `'sha256-…'` sources of every <style> element of a page template: the theme's background before the first
 * paint and the first screen's styles, which the build writes inline. Read once from the built index.html at start,
 * like the scripts: nothing else on a page may carry styles inline, neither a <style> nor a `style` attribute.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The source that allows the map tiles of `MAP_TILE_URL`: its scheme, host and port, a `{s}`-style
 * subdomain placeholder becoming `*.`; null for tiles the server itself serves (a path), covered by 'self'.
 */
export function tileSource(mapTileUrl: string): string | null {
  const match = mapTileUrl.match(/^(https?):\/\/([^/?#]+)/i);
  if (!match) return null;
  const [, scheme = '', authority = ''] = match;
  const labels = authority.split('.');
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  const host = lastTemplated === -1 ? authority : ['*', ...labels.slice(lastTemplated + 1)].join('.');
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

export interface WebAppPolicyOptions {
  /** Hashes of the inline scripts the page carries (`inlineScriptHashes`). */
  scriptHashes: readonly string[];
  /** Hashes of the <style> elements the page carries (`inlineStyleHashes`). */
  styleHashes: readonly string[];
  /** `tileSource(MAP_TILE_URL)`. */
  tiles: string | null;
  /** The origin of `PUBLIC_URL`, where uploaded images and the live socket are, when it is not the page's own. */
  publicOrigin: string;
  /** The origin uploaded files are served from when they are kept in an S3-compatible store (`S3_PUBLIC_URL`). */
  fileOrigin: string | null;
  /** The embed pages are made for other sites' iframes; every other page refuses to be framed. */
  framable: boolean;
}

function policyText(directives: Record<string, readonly (string | null)[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter((source) => source !== null)].join(' '))
    .join('; ');
}

/** Every video provider's player host (`VIDEO_FRAME_ORIGINS`): nothing else is ever framed by a page. */
const VIDEO_FRAME_SOURCES: readonly string[] = Object.values(VIDEO_FRAME_ORIGINS);

/** The live socket's origin (`ws:`/`wss:`), named for browsers that do not count it in 'self'. */
function socketOrigin(publicOrigin: string): string {
  return publicOrigin.replace(/^http/, 'ws');
}

/** The policy of every page of the web app: the same text for every visitor of a given page kind. */
export function webAppPolicy({
  scriptHashes,
  styleHashes,
  tiles,
  publicOrigin,
  fileOrigin,
  framable,
}: WebAppPolicyOptions): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // The build's stylesheets and its <style> elements by their hash: no `style` attribute in the markup, no
    // <style> written at run time (docs/decisions/021). Scripts may still set an element's style properties.
    'style-src': ["'self'", ...styleHashes],
    // Uploaded images (on the server, or where the S3 store's files are served), the image chosen for upload
    // (blob:), inline icons (data:) and the map tiles.
    'img-src': ["'self'", 'data:', 'blob:', publicOrigin, fileOrigin === publicOrigin ? null : fileOrigin, tiles],
    'font-src': ["'self'"],
    'connect-src': ["'self'", publicOrigin, socketOrigin(publicOrigin)],
    // The videos' players, loaded once a visitor clicks play, from their providers' embedding hosts alone.
    'frame-src': VIDEO_FRAME_SOURCES,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(framable ? {} : { 'frame-ancestors': ["'none'"] }),
  });
}

/**
 * The policy of the API reference page (`/api/v1/docs`), and of any other HTML the web app does not write:
 * scripts from files only, the OpenAPI document and its "try it out" calls to the server. Its styles keep
 * 'unsafe-inline' (docs/decisions/021): swagger-ui writes a <style> element of its own when it starts.
 */
export function referencePagePolicy(publicOrigin: string): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", publicOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Whether a path may be framed by other sites: the embed pages of the page table, and nothing else. */
export function isFramablePath(path: string): boolean {
  return isEmbedPath(path);
}
