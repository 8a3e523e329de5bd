import { REPORT_STATES, type ReportState } from '@climb/contracts';
import { Container, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../../lib/query-client';
import { REPORTS_PER_PAGE, useReports } from '../api/reports.api';
import { AdminList, pageFrom } from '../components/admin-list';
import { ReportCard } from '../components/report-card';

/** The state and the page of the list, from `?state=` (open when missing or unknown) and `?page=`. */
function useListParams(): { state: ReportState; page: number; setState(state: ReportState): void } {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('state');
  const state = REPORT_STATES.find((candidate) => candidate === asked) ?? 'open';
  return {
    state,
    page: pageFrom(search),
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
        <AdminList
          query={list}
          page={page}
          perPage={REPORTS_PER_PAGE}
          label={(total) => t('reports.listLabel', { total })}
          errorText={t('reports.error')}
          emptyText={page > 1 ? t('reports.noMore') : t(`reports.empty.${state}`)}
          hrefOf={(target) => pathOf(state, target)}
          testId="reports"
          emptyTestId="reports-empty"
        >
          {(report) => <ReportCard key={report.id} report={report} />}
        </AdminList>
      </Stack>
    </Container>
  );
}

export default withQueries(ReportsPage);
