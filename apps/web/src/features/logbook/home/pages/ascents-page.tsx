import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Pager } from '../../../../components/pager';
import { isBuilt } from '../../../../lib/built-pages';
import { withQueries } from '../../../../lib/query-client';
import { ASCENTS_PER_PAGE, useMyAscents } from '../api/ascents.api';
import { AscentCard } from '../components/ascent-card';
import { CsvExportButton } from '../components/csv-export-button';
import { CsvImportButton } from '../components/csv-import';
import { AscentFilterPanel } from '../components/filter-panel';
import { SearchBox, SortControls } from '../components/list-controls';
import { LogbookFrame } from '../components/logbook-frame';
import { PendingAscents, usePendingRows } from '../components/pending-ascents';
import { activeFilterCount } from '../lib/ascent-search';
import { NEW_ASCENT_PATH } from '../lib/paths';
import { useLogbookSearch } from '../lib/use-logbook-search';

/**
 * `/home/ascents/outdoor`: every ascent of my logbook, sorted, filtered and paged by the server (the
 * state in the address), the ascents waiting in the offline queue on top, CSV export and import.
 */
function AscentsPage() {
  const { t } = useTranslation('logbook-home');
  const { search, setFilters, setSort, pageHref } = useLogbookSearch();
  const list = useMyAscents(search);
  const pending = usePendingRows(search.filters, list.data?.items);
  const total = list.data?.total ?? 0;
  const filtered = activeFilterCount(search.filters) > 0;
  const pages = Math.max(1, Math.ceil(total / ASCENTS_PER_PAGE));

  return (
    <LogbookFrame
      title={t('list.title')}
      lead={t('list.lead')}
      tab="list"
      actions={
        isBuilt(NEW_ASCENT_PATH) ? (
          <Button component={Link} to={NEW_ASCENT_PATH} mih={44} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('list.logAscent')}
          </Button>
        ) : null
      }
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchBox value={search.filters.query} onSearch={(query) => setFilters({ ...search.filters, query })} />
          <SortControls sort={search.sort} direction={search.direction} onChange={setSort} />
        </Group>
        <Group gap="xs" justify="space-between" align="flex-start" wrap="wrap">
          <AscentFilterPanel filters={search.filters} onChange={setFilters} />
          <Group gap="xs">
            <CsvExportButton filters={search.filters} />
            <CsvImportButton />
          </Group>
        </Group>
      </Stack>
      <PendingAscents rows={pending} />
      <Stack gap="sm" component="section" aria-label={t('list.sectionLabel')}>
        {list.data ? (
          <Text size="sm" aria-live="polite" data-testid="ascents-count">
            {t('list.count', { count: total })}
          </Text>
        ) : null}
        {list.isError && !list.data ? <LoadError onRetry={() => void list.refetch()} /> : null}
        {!list.data && !list.isError ? <ListSkeleton rows={6} /> : null}
        {list.data && total === 0 && filtered ? (
          <EmptyState text={t('list.noMatch')} testId="ascents-no-match">
            <Button variant="default" mih={44} onClick={() => setFilters({})}>
              {t('filters.clear')}
            </Button>
          </EmptyState>
        ) : null}
        {list.data && total === 0 && !filtered && pending.length === 0 ? (
          <EmptyState
            text={t('list.empty')}
            action={{ label: t('list.logFirst'), to: NEW_ASCENT_PATH }}
            testId="ascents-empty"
          />
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="ascent-list">
            {list.data.items.map((ascent) => (
              <AscentCard key={ascent.id} ascent={ascent} />
            ))}
          </Stack>
        ) : null}
        <Pager page={search.page} pages={pages} hrefOf={pageHref} />
      </Stack>
    </LogbookFrame>
  );
}

export default withQueries(AscentsPage);
