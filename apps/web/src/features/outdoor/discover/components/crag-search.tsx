import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../../components/search-form';
import type { PageDataContext } from '../../../../lib/page-module';
import { cragSearchQuery, SEARCH_PAGE_SIZE, townSearchQuery, useCragSearch } from '../api/search.api';
import { pageOf, usePageParam } from '../hooks/use-page-param';
import { queryOf, useQueryParam } from '../hooks/use-query-param';
import { CragCardList } from './crag-card';
import { NoResult, SearchResults } from './search-results';
import { TownLinks } from './town-links';

interface CragSearchProps {
  /** The search field's label. */
  label: string;
  /** Shown until something is searched. */
  intro: ReactNode;
  /** Offered when nothing matches (adding the crag). */
  emptyAction?: ReactNode;
  /** Other places of that name, before the towns (the areas). */
  places?: (query: string) => ReactNode;
  /** Last, given the number of crags found (the way to add a missing one). */
  after?: (total: number | undefined) => ReactNode;
}

/**
 * A crag by its name (`?query=`, `?page=` in the URL), typos and missing accents forgiven: the one
 * search of the three search pages, with the towns of the same name to look around.
 */
export function CragSearch({ label, intro, emptyAction, places, after }: CragSearchProps) {
  const { t } = useTranslation('discover');
  const [query, setQuery] = useQueryParam();
  const [page, setPage] = usePageParam();
  const crags = useCragSearch(query, page);
  return (
    <>
      <SearchForm
        query={query}
        onSearch={setQuery}
        label={label}
        placeholder={t('search.crags.placeholder')}
        submitLabel={t('search.submit')}
        testId="search-input"
      />
      {query === '' ? (
        intro
      ) : (
        <>
          <SearchResults
            result={crags}
            page={page}
            perPage={SEARCH_PAGE_SIZE}
            onPage={setPage}
            countText={(total) => t('search.crags.count', { count: total, query })}
            empty={<NoResult action={emptyAction}>{t('search.crags.none', { query })}</NoResult>}
          >
            {(items) => <CragCardList crags={items} />}
          </SearchResults>
          {places?.(query)}
          <TownLinks query={query} />
          {after?.(crags.data?.total)}
        </>
      )}
    </>
  );
}

/**
 * What the server renders a crag search with (docs/decisions/022): the crags found and the towns of that name,
 * so that the results, or the word that nothing matches, are in the HTML.
 */
export async function cragSearchData({ search, fetch }: Pick<PageDataContext, 'search' | 'fetch'>): Promise<void> {
  const query = queryOf(search);
  if (!query) return;
  await Promise.all([fetch(cragSearchQuery(query, pageOf(search))), fetch(townSearchQuery(query))]);
}
