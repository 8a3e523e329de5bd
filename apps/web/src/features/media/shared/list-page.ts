/** The largest page number an address may ask for, as `usePageParam` reads it. */
const MAX_PAGE = 100_000;

/**
 * A list's page in a query string (`?page=2`), 1 when it names none or a wrong one: what a page's data declaration
 * reads, the same as its component reads with `usePageParam`.
 */
export function pageFrom(search: URLSearchParams): number {
  const raw = Number(search.get('page'));
  return Number.isInteger(raw) && raw >= 1 && raw <= MAX_PAGE ? raw : 1;
}
