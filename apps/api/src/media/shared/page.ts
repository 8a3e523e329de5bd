/** A page of a list: how many rows, from which. */
export interface Page {
  limit: number;
  offset: number;
}

/** The rows of `page` (from 1) of a list of `per_page`. */
export function pageOf(query: { page: number; per_page: number }): Page {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}
