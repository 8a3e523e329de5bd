import { REPORT_STATES, type ReportState } from '@climb/contracts';
import { Container, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { withQueries } from '../../../lib/query-client';
import { REPORTS_PER_PAGE, useReports } from '../api/reports.api';
import { ReportCard } from '../components/report-card';

/** The state and the page of the list, from `?state=` (open when missing or unknown) and `?page=`. */
function useListParams(): { state: ReportState; page: number; setState(state: ReportState): void } {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('state');
  const state = REPORT_STATES.find((candidate) => candidate === asked) ?? 'open';
  const page = Number(search.get('page'));
  return {
    state,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    setState: (next) => setSearch(next === 'open' ? {} : { state: next }),
  };
}

function pathOf(state: ReportState, page: number): string {
  const query = new URLSearchParams();
  if (state !== 'open') query.set('state', state);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/admin/reports?${text}` : '/admin/reports';
}

/**
 * `/admin/reports` (site administrators): what climbers reported, the oldest open report first, each with what it
 * names, why and by whom, and the way to hide, delete or dismiss it; the handled ones by their outcome.
 */
function ReportsPage() {
  const { t } = useTranslation('admin');
  const { state, page, setState } = useListParams();
  const list = useReports(state, page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REPORTS_PER_PAGE));
  const reports = list.data?.items ?? [];
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('reports.title')}</Title>
          <Text c="dimmed">{t('reports.intro')}</Text>
        </Stack>
        <NativeSelect
          label={t('reports.stateLabel')}
          value={state}
          onChange={(event) => setState(event.currentTarget.value as ReportState)}
          data={REPORT_STATES.map((value) => ({ value, label: t(`reports.states.${value}`) }))}
          maw={320}
          data-testid="report-state"
        />
        {list.isPending ? (
          <ListSkeleton rows={3} height={160} />
        ) : list.isError ? (
          <LoadError message={t('reports.error')} onRetry={() => void list.refetch()} />
        ) : reports.length === 0 ? (
          <EmptyState text={page > 1 ? t('reports.noMore') : t(`reports.empty.${state}`)} testId="reports-empty" />
        ) : (
          <Stack
            component="ol"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('reports.listLabel', { total })}
            aria-busy={list.isFetching}
            data-testid="reports"
          >
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </Stack>
        )}
        {list.data ? <Pager page={page} pages={pages} hrefOf={(target) => pathOf(state, target)} /> : null}
      </Stack>
    </Container>
  );
}

export default withQueries(ReportsPage);
