import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Pager } from '../../../../components/pager';
import { PlainButton, PlainButtonLink } from '../../../../components/plain-ui';
import { SearchForm } from '../../../../components/search-form';
import { Group, Stack, Text } from '../../../../components/ui';
import { useHydrated } from '../../../../lib/hydration';
import type { PageDataContext } from '../../../../lib/page-module';
import { usePageParam } from '../../../../lib/use-page-param';
import { GymList } from '../../shared/gym-card';
import { GYMS_PAGE_SIZE, listGymsQuery, useGymList } from '../api/gyms-discover.api';
import { pageOf, queryOf, typesOf } from '../filters/gym-filters';
import { useGymFilters } from '../hooks/use-gym-filters';
import { useSignedIn } from '../hooks/use-signed-in';
import { ClimbingTypeFilter } from './climbing-type-filter';
import classes from './discover.module.css';

const NEW_GYM_PATH = '/gyms/new';

/** "Add a gym": for a signed-in climber, when what they look for is not there. */
function AddGymLink() {
  const { t } = useTranslation('indoor-discover');
  if (!useSignedIn()) return null;
  return (
    <Group gap="xs">
      <Text size="sm">{t('search.missing')}</Text>
      <PlainButtonLink
        to={NEW_GYM_PATH}
        variant="light"
        color="primary"
        className={classes.thumb}
        leftSection={<IconPlus size={18} aria-hidden />}
        data-testid="add-gym"
      >
        {t('links.new.title')}
      </PlainButtonLink>
    </Group>
  );
}

interface GymSearchProps {
  /**
   * Whether the server renders the text of the address: not on a page it keeps by its types and page alone
   * (`/find/gyms`), where the text applies once the page is in the browser.
   */
  serverRendersQuery: boolean;
}

/**
 * Gyms listed before anything is typed (the most followed first), then searched as one types on their name and
 * town (the server forgives typos), filtered by climbing type, paged; the text, types and page live in the address.
 */
export function GymSearch({ serverRendersQuery }: GymSearchProps) {
  const { t } = useTranslation('indoor-discover');
  const hydrated = useHydrated();
  const filters = useGymFilters();
  const query = serverRendersQuery || hydrated ? filters.query : '';
  const { page, hrefOf } = usePageParam();
  const gyms = useGymList({ query, types: filters.types, page });

  const results = () => {
    if (gyms.isPending) return <ListSkeleton rows={4} height={96} />;
    if (gyms.isError) return <LoadError message={t('search.error')} onRetry={() => void gyms.refetch()} />;
    const { items, total } = gyms.data;
    if (items.length === 0 && total > 0) {
      return <EmptyState text={t('search.pastEnd')} action={{ label: t('search.firstPage'), to: hrefOf(1) }} />;
    }
    if (items.length === 0) {
      const text = query
        ? t('search.none', { query })
        : filters.types.length > 0
          ? t('search.noneOfTypes')
          : t('search.noGym');
      return (
        <EmptyState text={text} testId="gym-search-empty">
          {filters.types.length > 0 ? (
            <PlainButton variant="default" className={classes.thumb} onClick={() => filters.setTypes([])}>
              {t('filter.clear')}
            </PlainButton>
          ) : null}
        </EmptyState>
      );
    }
    return (
      <Stack gap="sm">
        <Text role="status" fw={600} data-testid="gym-count">
          {query ? t('search.count', { count: total, query }) : t('search.countAll', { count: total })}
        </Text>
        {/* The previous page stays visible, dimmed and marked busy, while the next one loads. */}
        <div className={classes.items} aria-busy={gyms.isPlaceholderData || undefined}>
          <GymList gyms={items} />
        </div>
        <Pager page={page} pages={Math.ceil(total / GYMS_PAGE_SIZE)} hrefOf={hrefOf} />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      {/* The box shows the text the list answers: on a page kept without it, none until hydrated. */}
      <SearchForm
        query={query}
        onSearch={filters.setQuery}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        testId="gym-search-input"
      />
      <ClimbingTypeFilter value={filters.types} onChange={filters.setTypes} />
      {results()}
      <AddGymLink />
    </Stack>
  );
}

/** What the server renders a gym list with (docs/decisions/022): the page of gyms the address asks for. */
export function gymSearchData(
  { search, fetch }: Pick<PageDataContext, 'search' | 'fetch'>,
  { serverRendersQuery }: GymSearchProps,
): Promise<unknown> {
  const query = serverRendersQuery ? queryOf(search) : '';
  return fetch(listGymsQuery({ query, types: typesOf(search), page: pageOf(search) }));
}
