import type { GlobalSearchResult } from '@climb/contracts';
import { areaPath, cragPath, cragRoutePath, townPath } from '../../../../climbing/paths';

/** The outdoor search page, where "see all results" leads. */
export const OUTDOOR_SEARCH_PATH = '/outdoor/search/crags';

/** The crag map, offered when a search finds nothing. */
export const CRAG_MAP_PATH = '/maps/crags';

export { SEARCH_MIN_LENGTH } from '../../../../lib/search-query';

export type SearchGroup = 'crags' | 'crag_routes' | 'areas' | 'towns' | 'map' | 'all';

/** One choice of the search box's list, in display order; `index` is its place for the keyboard. */
export interface SearchOption {
  /** The record it leads to (`crag-12`). */
  key: string;
  /** Its element id, for `aria-activedescendant`. */
  id: string;
  group: SearchGroup;
  href: string;
  index: number;
}

export function allResultsPath(query: string): string {
  const text = query.trim();
  return text ? `${OUTDOOR_SEARCH_PATH}?query=${encodeURIComponent(text)}` : OUTDOOR_SEARCH_PATH;
}

/**
 * The choices of a search answer, grouped (crags, routes, areas, towns), then "see all results":
 * the one list the arrow keys walk through. An answer with nothing in it offers the crag map first.
 */
export function searchOptions(result: GlobalSearchResult | null, query: string, idPrefix: string): SearchOption[] {
  const found: { key: string; group: SearchGroup; href: string }[] = [
    ...(result?.crags ?? []).map((crag) => ({ key: `crag-${crag.id}`, group: 'crags' as const, href: cragPath(crag) })),
    ...(result?.crag_routes ?? []).map((route) => ({
      key: `route-${route.id}`,
      group: 'crag_routes' as const,
      href: cragRoutePath(route),
    })),
    ...(result?.areas ?? []).map((area) => ({ key: `area-${area.id}`, group: 'areas' as const, href: areaPath(area) })),
    ...(result?.towns ?? []).map((town) => ({ key: `town-${town.id}`, group: 'towns' as const, href: townPath(town) })),
  ];
  const entries = [
    ...found,
    ...(result && found.length === 0 ? [{ key: 'map', group: 'map' as const, href: CRAG_MAP_PATH }] : []),
    { key: 'all', group: 'all' as const, href: allResultsPath(query) },
  ];
  return entries.map((entry, index) => ({ ...entry, id: `${idPrefix}-${entry.key}`, index }));
}
