import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuilt } from '../../../../lib/built-pages';
import { withQueries } from '../../../../lib/query-client';
import { SEARCH_PAGE_SIZE, useCragSearch } from '../api/search.api';
import { CragList } from '../components/crag-card';
import { DiscoverPage } from '../components/discover-page';
import { SearchForm } from '../components/search-form';
import { NoResult, SearchResults } from '../components/search-results';
import { TownLinks } from '../components/town-links';
import { usePageParam } from '../hooks/use-page-param';
import { usePageTitle } from '../hooks/use-page-title';
import { useQueryParam } from '../hooks/use-query-param';

/** The wiki's way in: a crag missing from the results can be added. */
function AddCrag() {
  const { t } = useTranslation('discover');
  if (!isBuilt('/crags/new')) return null;
  return (
    <Button
      component={Link}
      to="/crags/new"
      variant="default"
      mih={44}
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      {t('search.names.add')}
    </Button>
  );
}

/** `/crags/search?query=`: a crag by its name, typos and missing accents forgiven. */
function CragsSearchPage() {
  const { t } = useTranslation('discover');
  const [query, setQuery] = useQueryParam();
  const [page, setPage] = usePageParam();
  const crags = useCragSearch(query, page);
  usePageTitle(query ? t('search.titleWith', { query }) : null);

  return (
    <DiscoverPage title={t('search.names.title')} lead={t('search.names.lead')}>
      <SearchForm
        query={query}
        onSearch={setQuery}
        label={t('search.names.label')}
        placeholder={t('search.crags.placeholder')}
      />
      {query === '' ? (
        <Text>{t('search.names.start')}</Text>
      ) : (
        <>
          <SearchResults
            result={crags}
            page={page}
            perPage={SEARCH_PAGE_SIZE}
            onPage={setPage}
            countText={(total) => t('search.crags.count', { count: total, query })}
            empty={<NoResult action={<AddCrag />}>{t('search.crags.none', { query })}</NoResult>}
          >
            {(items) => <CragList crags={items} />}
          </SearchResults>
          <TownLinks query={query} />
          {crags.data && crags.data.total > 0 && isBuilt('/crags/new') ? (
            <Group gap="sm">
              <Text size="sm">{t('search.names.missing')}</Text>
              <AddCrag />
            </Group>
          ) : null}
        </>
      )}
    </DiscoverPage>
  );
}

export default withQueries(CragsSearchPage);
