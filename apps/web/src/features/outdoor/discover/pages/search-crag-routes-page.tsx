import { useTranslation } from 'react-i18next';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { SearchForm } from '../../../../components/search-form';
import { Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { cragRouteSearchQuery, SEARCH_PAGE_SIZE, useCragRouteSearch } from '../api/search.api';
import { DiscoverLinks } from '../components/discover-links';
import { RouteList } from '../components/route-card';
import { NoResult, SearchResults } from '../components/search-results';
import { SearchTabs } from '../components/search-tabs';
import { pageOf, usePageParam } from '../hooks/use-page-param';
import { queryOf, useQueryParam } from '../hooks/use-query-param';

/** `/outdoor/search/crag-routes?query=`: routes and boulder problems by name, with their crag. */
function SearchCragRoutesPage() {
  const { t } = useTranslation('discover');
  const [query, setQuery] = useQueryParam();
  const [page, setPage] = usePageParam();
  const routes = useCragRouteSearch(query, page);

  return (
    <DiscoverFrame title={t('search.routes.title')} lead={t('search.routes.lead')}>
      <SearchTabs current="routes" query={query} />
      <SearchForm
        query={query}
        onSearch={setQuery}
        label={t('search.routes.label')}
        placeholder={t('search.routes.placeholder')}
        submitLabel={t('search.submit')}
        testId="search-input"
      />
      {query === '' ? (
        <Stack gap="sm">
          <Text>{t('search.start')}</Text>
          <DiscoverLinks />
        </Stack>
      ) : (
        <SearchResults
          result={routes}
          page={page}
          perPage={SEARCH_PAGE_SIZE}
          onPage={setPage}
          countText={(total) => t('search.routes.count', { count: total, query })}
          empty={<NoResult>{t('search.routes.none', { query })}</NoResult>}
        >
          {(items) => <RouteList routes={items} />}
        </SearchResults>
      )}
    </DiscoverFrame>
  );
}

export default withQueries(SearchCragRoutesPage);

/** What the server renders a search for routes with: its results when the address holds a text (docs/decisions/022). */
export const pageData: PageData = async ({ search, fetch }) => {
  const query = queryOf(search);
  if (query) await fetch(cragRouteSearchQuery(query, pageOf(search)));
};
