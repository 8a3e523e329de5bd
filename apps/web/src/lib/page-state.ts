import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block in which the server hands a rendered page's data to the browser. */
export const PAGE_STATE_ID = 'page-state';

/**
 * What the browser needs to hydrate a page the server rendered (docs/decisions/022): the queries
 * the page declared, as fetched, and the text namespaces it used.
 */
export interface PageState {
  queries: DehydratedState | null;
  namespaces: string[];
  /**
   * The record the page shows does not exist: the id of the route whose error boundary shows the 404 page. The
   * browser hydrates that boundary with the same error, so the page itself never mounts nor asks for the record.
   */
  notFound?: string;
}

/** The page's state when the server rendered it; null for a page the browser renders alone. */
export function readPageState(page: Document = document): PageState | null {
  const raw = page.getElementById(PAGE_STATE_ID)?.textContent;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PageState;
  } catch {
    return null;
  }
}
