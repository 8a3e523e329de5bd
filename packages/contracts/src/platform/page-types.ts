import type { GymRole } from './gym-roles';

/* The page table's types, apart from the table, so that each domain's page list can use them. */

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
  /**
   * What a first visit to the page may load (docs/decisions/032); without one, the record pages' budget
   * (`RECORD_PAGE_BUDGET`). A budget above it names the decision record that says why.
   */
  budget?: PageBudget;
  /**
   * The role a gym's staff need for the page (docs/domain/indoor.md, "Staff"). Under `gym_admin` access: the guard
   * sends whoever lacks it to /errors/right-required. On a gym's open editing pages: once the gym has administrators,
   * a climber without it meets the gym's administrator-required page.
   */
  gymRole?: GymRole;
}

/**
 * The most a first visit to a page may load, in gzip kilobytes (1 KB = 1,024 bytes): every script (the entry,
 * the page's modules and what they load as the page opens, such as its map, and its texts in French) and every
 * style (the entry's stylesheet and inline styles, the page's). `npm run test:e2e` checks each page against its
 * budget once the web app is built (`scripts/check-budgets.mjs`).
 */
export interface PageBudget {
  js: number;
  css: number;
  /** The decision record allowing a budget above the record pages' (`'032'`: docs/decisions/032-…). */
  decision?: string;
}

/**
 * The record pages' budget (crag, sector, route, area; the crag page, with its map, is the heaviest): every
 * page's unless it names its own.
 */
export const RECORD_PAGE_BUDGET: PageBudget = { js: 369, css: 63 };

/** A page that draws its charts as it opens: the chart library comes with it (docs/decisions/032). */
export const CHARTS_PAGE_BUDGET: PageBudget = { js: 383, css: 53, decision: '032' };

/** A list of pages of one kind: `budget` is the budget of each page that names none of its own. */
export function withBudget<Page extends PageDefinition>(budget: PageBudget, pages: readonly Page[]): readonly Page[] {
  return pages.map((page) => (page.budget ? page : { ...page, budget }));
}

/** A page's budget: its own, or the record pages'. */
export function pageBudget(page: PageDefinition): PageBudget {
  return page.budget ?? RECORD_PAGE_BUDGET;
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
       * The versions of the records the page shows, by path parameter (`crag:{cragId}`, `route:{cragRouteId}`,
       * `gym:{gymId}`), or of a second collection it shows (`indoor`): a write of what the page shows moves one of them.
       */
      shows?: readonly string[];
      /**
       * The collection the page shows, whose version it carries first: `catalogue` (the outdoor catalogue, moved by
       * every outdoor wiki write; the default), `indoor` (every gym write: the gym lists and maps), or `none` for a
       * page its `shows` describe whole (a gym's pages: a write to another gym leaves them alone).
       */
      collection?: 'catalogue' | 'indoor' | 'contests' | 'none';
      /** The query parameters the page reads (`page`, `sort`): every other one is left out of its address. */
      reads?: readonly string[];
    };

export interface PageMeta {
  title: string;
  description: string;
}
