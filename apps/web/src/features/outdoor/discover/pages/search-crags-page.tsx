import { useTranslation } from 'react-i18next';
import { areaPath } from '../../../../climbing/paths';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { Anchor, List, ListItem, Stack, Text, Title } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { areaSearchQuery, useAreaSearch } from '../api/search.api';
import { CragSearch, cragSearchData } from '../components/crag-search';
import { DiscoverLinks } from '../components/discover-links';
import lists from '../components/link-lists.module.css';
import { SearchTabs } from '../components/search-tabs';
import { queryOf, useQueryParam } from '../hooks/use-query-param';

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
      <List className={lists.gap4}>
        {areas.map((area) => (
          <ListItem key={area.id}>
            <Anchor to={areaPath(area)}>{area.name}</Anchor>
            <Text span size="sm" c="dimmed">
              {` · ${t('counts.crags', { count: area.crags_count })}`}
            </Text>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

/** `/outdoor/search/crags?query=`: the outdoor environment's search page (crags, and areas and towns beside). */
function SearchCragsPage() {
  const { t } = useTranslation('discover');
  const [query] = useQueryParam();

  return (
    <DiscoverFrame title={t('search.crags.title')} lead={t('search.crags.lead')}>
      <SearchTabs current="crags" query={query} />
      <CragSearch
        label={t('search.crags.label')}
        intro={
          <Stack gap="sm">
            <Text>{t('search.start')}</Text>
            <DiscoverLinks exclude="/outdoor/search/crags" />
          </Stack>
        }
        places={(searched) => <AreaLinks query={searched} />}
      />
    </DiscoverFrame>
  );
}

export default withQueries(SearchCragsPage);

/** What the server renders a search for crags with: the crags, areas and towns found, when the address holds a text (docs/decisions/022). */
export const pageData: PageData = async (context) => {
  const query = queryOf(context.search);
  await Promise.all([cragSearchData(context), query ? context.fetch(areaSearchQuery(query)) : null]);
};
