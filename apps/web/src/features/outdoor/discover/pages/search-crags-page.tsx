import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withQueries } from '../../../../lib/query-client';
import { areaPath } from '../../shared/paths';
import { SEARCH_PAGE_SIZE, useAreaSearch, useCragSearch } from '../api/search.api';
import { CragList } from '../components/crag-card';
import { DiscoverLinks } from '../components/discover-links';
import { DiscoverPage } from '../components/discover-page';
import { SearchForm } from '../components/search-form';
import { NoResult, SearchResults } from '../components/search-results';
import { SearchTabs } from '../components/search-tabs';
import { TownLinks } from '../components/town-links';
import { usePageParam } from '../hooks/use-page-param';
import { usePageTitle } from '../hooks/use-page-title';
import { useQueryParam } from '../hooks/use-query-param';

/** Areas matching the search: a group of crags is often what a climber means by a name. */
function AreaLinks({ query }: { query: string }) {
  const { t } = useTranslation('discover');
  const areas = useAreaSearch(query).data?.items ?? [];
  if (areas.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="area-links-title">
      <Title order={2} size="h4" id="area-links-title">
        {t('search.areasTitle')}
      </Title>
      <List spacing={4}>
        {areas.map((area) => (
          <List.Item key={area.id}>
            <Anchor component={Link} to={areaPath(area)}>
              {area.name}
            </Anchor>
            <Text span size="sm" c="dimmed">
              {` · ${t('counts.crags', { count: area.crags_count })}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** `/outdoor/search/crags?query=`: the outdoor environment's search page (crags, and areas and towns beside). */
function SearchCragsPage() {
  const { t } = useTranslation('discover');
  const [query, setQuery] = useQueryParam();
  const [page, setPage] = usePageParam();
  const crags = useCragSearch(query, page);
  usePageTitle(query ? t('search.titleWith', { query }) : null);

  return (
    <DiscoverPage title={t('search.crags.title')} lead={t('search.crags.lead')}>
      <SearchTabs current="crags" query={query} />
      <SearchForm
        query={query}
        onSearch={setQuery}
        label={t('search.crags.label')}
        placeholder={t('search.crags.placeholder')}
      />
      {query === '' ? (
        <Stack gap="sm">
          <Text>{t('search.start')}</Text>
          <DiscoverLinks exclude="/outdoor/search/crags" />
        </Stack>
      ) : (
        <>
          <SearchResults
            result={crags}
            page={page}
            perPage={SEARCH_PAGE_SIZE}
            onPage={setPage}
            countText={(total) => t('search.crags.count', { count: total, query })}
            empty={<NoResult>{t('search.crags.none', { query })}</NoResult>}
          >
            {(items) => <CragList crags={items} />}
          </SearchResults>
          <AreaLinks query={query} />
          <TownLinks query={query} />
        </>
      )}
    </DiscoverPage>
  );
}

export default withQueries(SearchCragsPage);
