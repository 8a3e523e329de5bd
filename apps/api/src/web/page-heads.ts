import type { Locale, PageMetaKey } from '@climb/contracts';

/** The title (without the product name) and description of one page, in one language. */
export interface PageHead {
  title: string;
  description: string;
  /**
   * The path parameters as the record's own links write them (`{ cragId: '12', cragName: 'ceuse' }`):
   * a page asked under others (an old or wrong slug) is rendered but not cached (docs/decisions/026).
   */
  canonical?: Record<string, string>;
  /**
   * Where the page sends the visitor at once, temporarily (302): a short link such as a route label's QR code
   * (`/gr/{gymId}-{routeId}`), answered by the server in one request, never by a page that then redirects.
   */
  location?: string;
}

export interface PageHeadRequest {
  /** The page's meta key (`crag`, `cragMaps`…): one resolver may serve a record's page and its children. */
  key: PageMetaKey;
  /** The path's parameters under the page's pattern, decoded (`{ cragId: '12', cragName: 'ceuse' }`). */
  params: Record<string, string | undefined>;
  locale: Locale;
}

/**
 * Writes the head of a page about one record (a crag, a department…) from the database; null when
 * the record does not exist, which the server answers with the 404 page.
 */
export type PageHeadResolver = (request: PageHeadRequest) => Promise<PageHead | null>;

/** Resolvers by page meta key; pages without one keep their static PAGE_META head. */
export type PageHeads = Partial<Record<PageMetaKey, PageHeadResolver>>;
