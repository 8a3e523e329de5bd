import { createHash } from 'node:crypto';
import type { Locale } from '@climb/contracts';
import { CATALOGUE_VERSION, type SharedCache } from '../lib/shared-cache';

/** What a page cache needs of the shared cache: values with a lifetime, and the catalogue's version. */
export type PageCacheStore = Pick<SharedCache, 'get' | 'set' | 'version'>;

/** A public page as sent: its status, its whole HTML and the ETag of that HTML. */
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  /** Queries the render used that the page did not declare (docs/decisions/022): a defect, shown in a header. */
  undeclared?: number;
}

interface StoredPage extends CachedPage {
  version: number;
}

/** How long a rendered page is kept: short, so that figures computed from climbers' ascents stay fresh. */
export const PAGE_CACHE_SECONDS = 60;

/** A strong ETag of a page's HTML. */
export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** Whether a request's `If-None-Match` names the ETag (a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Rendered public pages by (address, language) (docs/decisions/022). An entry is served only while
 * the catalogue's version is the one it was rendered at: a write on any node bumps the version, so
 * no node serves a page the write changed. In Redis when `REDIS_URL` is set, in process otherwise.
 * Entries belong to one build of the web app (`build`: its index.html's ETag): during a deploy, a node
 * never serves a page whose scripts and styles another build named.
 */
export class PageCache {
  constructor(
    private readonly store: PageCacheStore,
    private readonly build: string,
  ) {}

  private key(url: string, locale: Locale): string {
    return `page:${this.build}:${locale}:${url}`;
  }

  /** The version to render at: read before the page's data, so that a write during the render is never hidden. */
  currentVersion(): Promise<number> {
    return this.store.version(CATALOGUE_VERSION);
  }

  async get(url: string, locale: Locale, version: number): Promise<CachedPage | undefined> {
    const stored = await this.store.get<StoredPage>(this.key(url, locale));
    if (!stored || stored.version !== version) return undefined;
    return { status: stored.status, html: stored.html, etag: stored.etag, undeclared: stored.undeclared };
  }

  async set(url: string, locale: Locale, version: number, page: CachedPage): Promise<void> {
    await this.store.set(this.key(url, locale), { ...page, version } satisfies StoredPage, PAGE_CACHE_SECONDS);
  }
}
