/** The page table's types, apart from the table, so that each domain's page list can use them. */

/** Product name shown after every title. */
export const PRODUCT_NAME = 'Cordée';

export type Layout = 'default' | 'contest' | 'print' | 'blank';
export type Access = 'public' | 'login' | 'gym_admin' | 'super_admin';

/** A page the web app serves: its route pattern (React Router syntax), layout and access. */
export interface PageDefinition<MetaKey extends string = string> {
  /** Pattern such as `/areas/:areaId/:areaName?`. */
  path: string;
  layout: Layout;
  access: Access;
  /** Key of its title and description in PAGE_META. */
  meta: MetaKey;
  /**
   * How the server keeps the page's rendered HTML (docs/decisions/026); every page the server renders
   * declares it. Pages the browser renders need none.
   */
  cache?: PageCachePolicy;
}

/**
 * `'never'`: the page is rendered for each visit (its content depends on a free text, a search).
 * Otherwise the page is kept by its canonical address, the query parameters it `reads` and the
 * language, and served while every version it `shows` is unchanged.
 */
export type PageCachePolicy =
  | 'never'
  | {
      /**
       * The versions of the records the page shows, by path parameter (`crag:{cragId}`, `route:{cragRouteId}`):
       * a write of what the page shows moves one of them. The catalogue's version is always carried.
       */
      shows?: readonly string[];
      /** The query parameters the page reads (`page`, `sort`): every other one is left out of its address. */
      reads?: readonly string[];
    };

export interface PageMeta {
  title: string;
  description: string;
}
