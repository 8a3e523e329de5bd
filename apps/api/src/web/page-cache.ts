import { createHash } from 'node:crypto';
import type { Locale, PageDefinition, PageMetaKey } from '@climb/contracts';
import {
  type BoundedCache,
  CATALOGUE_VERSION,
  type CacheBounds,
  type CacheUsage,
  CONTESTS_VERSION,
  INDOOR_VERSION,
  type SharedCache,
} from '../lib/shared-cache';

/** What a page cache needs of the shared cache: counters read together, and a part bounded on its own. */
export type PageCacheStore = Pick<SharedCache, 'versions' | 'bounded'>;

/** A public page as sent: its status, its whole HTML and the ETag of that HTML. */
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  /** Queries the render used that the page did not declare (docs/decisions/022): a defect, shown in a header. */
  undeclared?: number;
  /** The `style-src` hash of the page's own inline styles (docs/decisions/034), when it has any. */
  styleHash?: string;
}

interface StoredPage extends CachedPage {
  /** The versions the page was rendered at, in the order of its address's `versions`. */
  versions: number[];
}

/**
 * Where a page is kept (docs/decisions/026): its path written from its pattern, the query parameters
 * it reads (in the order it declares them) and the versions of what it shows, its collection's first (the outdoor catalogue unless it names another or none).
 */
export interface PageAddress {
  /** The path and kept query (`/crags/12/ceuse/routes?page=2`): the page is rendered at this address. */
  url: string;
  versions: readonly string[];
}

/** How long a rendered page is kept: short, so that figures computed from climbers' ascents stay fresh. */
export const PAGE_CACHE_SECONDS = 60;

/** Longer addresses are not kept: no visitor's link is that long, and a key must stay small. */
const MAX_ADDRESS_LENGTH = 400;
/** A path parameter a version is named by: an id or a slug. */
const VERSION_PARAM = /^[\w-]{1,100}$/;

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

/** The path a pattern names with these parameters: `/crags/:cragId?/:cragName?` → `/crags/12/ceuse`. */
export function pagePath(pattern: string, params: Record<string, string | undefined>): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const name = /^:(\w+)\??$/.exec(segment)?.[1];
    if (!name) return [segment];
    const value = params[name];
    return value === undefined || value === '' ? [] : [encodeURIComponent(value)];
  });
  return segments.join('/') || '/';
}

/** The counter each collection a page may show is keyed by. */
const COLLECTION_VERSIONS = {
  catalogue: CATALOGUE_VERSION,
  indoor: INDOOR_VERSION,
  contests: CONTESTS_VERSION,
} as const;

/**
 * The address a page is kept at, or null when it is not kept: a page without a declaration or
 * declared `never` (a search), a version named by a parameter that is not an id or a slug, a very
 * long address. Query parameters the page does not read are left out: they make no new entry.
 */
export function pageAddress(
  page: PageDefinition<PageMetaKey>,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): PageAddress | null {
  const policy = page.cache;
  if (!policy || policy === 'never') return null;
  const collection = policy.collection ?? 'catalogue';
  const versions: string[] = collection === 'none' ? [] : [COLLECTION_VERSIONS[collection]];
  for (const template of policy.shows ?? []) {
    let named = true;
    versions.push(
      template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = params[name] ?? '';
        if (!VERSION_PARAM.test(value)) named = false;
        return value;
      }),
    );
    if (!named) return null;
  }
  const kept = new URLSearchParams();
  for (const name of policy.reads ?? []) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  const url = `${pagePath(page.path, params)}${query ? `?${query}` : ''}`;
  return url.length > MAX_ADDRESS_LENGTH ? null : { url, versions };
}

/**
 * Rendered public pages by address and language (docs/decisions/026), in a part of the shared cache
 * bounded on its own (entries and bytes: a flood of new addresses evicts pages, never counters). An
 * entry carries the versions of the records it shows and is served only while each is current: a write
 * moves the versions it touches, on every node, and no node serves a page that write changed. Entries
 * belong to one build of the web app (`build`: its index.html's ETag): during a deploy, a node never
 * serves a page whose scripts and styles another build named.
 */
export class PageCache {
  private readonly pages: BoundedCache;

  constructor(
    private readonly store: PageCacheStore,
    private readonly build: string,
    readonly bounds: CacheBounds,
  ) {
    this.pages = store.bounded('pages', bounds);
  }

  private key(address: PageAddress, locale: Locale): string {
    return `${this.build}:${locale}:${address.url}`;
  }

  /** The versions to render at: read before the page's data, so that a write during the render is never hidden. */
  currentVersions(address: PageAddress): Promise<number[]> {
    return this.store.versions(address.versions);
  }

  async get(address: PageAddress, locale: Locale, current: readonly number[]): Promise<CachedPage | undefined> {
    const stored = await this.pages.get<StoredPage>(this.key(address, locale));
    if (!stored || !sameVersions(stored.versions, current)) return undefined;
    const { status, html, etag, undeclared, styleHash } = stored;
    return { status, html, etag, undeclared, styleHash };
  }

  /** Keeps a complete render; answers what the cache then holds (null while the shared cache is away). */
  set(address: PageAddress, locale: Locale, current: readonly number[], page: CachedPage): Promise<CacheUsage | null> {
    const stored: StoredPage = { ...page, versions: [...current] };
    return this.pages.set(this.key(address, locale), stored, PAGE_CACHE_SECONDS);
  }

  /** What the cache holds now, as it counts it. */
  usage(): Promise<CacheUsage | null> {
    return this.pages.usage();
  }
}

function sameVersions(stored: readonly number[] | undefined, current: readonly number[]): boolean {
  return stored?.length === current.length && stored.every((version, index) => version === current[index]);
}
