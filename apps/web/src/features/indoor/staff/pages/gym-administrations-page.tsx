import { GYM_ADMINISTRATION_REQUEST_STATES, type GymAdministrationRequestState } from '@climb/contracts';
import { Container, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Pager } from '../../../../components/pager';
import { Stack, Text, Title } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { GYM_ADMINISTRATIONS_PER_PAGE, useGymAdministrationRequests } from '../api/gym-administration.api';
import { GymPlansSection } from '../components/gym-plans-section';
import { RequestCard } from '../components/request-card';
import { STAFF_NAMESPACE } from '../components/staff-texts';
import classes from './gym-administrations-page.module.css';

const PATH = '/gym-administrations';

/** The state and page of the list, from `?state=` (pending unless told) and `?page=` (1 unless readable). */
function useListPlace(): { state: GymAdministrationRequestState; page: number } {
  const [search] = useSearchParams();
  const asked = search.get('state');
  const state = GYM_ADMINISTRATION_REQUEST_STATES.find((known) => known === asked) ?? 'pending';
  const page = Number(search.get('page'));
  return { state, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The address of a page of a state's list: the pending requests' first page is the bare address. */
function listPath(state: GymAdministrationRequestState, page: number): string {
  const params = new URLSearchParams();
  if (state !== 'pending') params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

/** One state's requests, a page at a time, with its loading, error and empty states. */
function RequestList({ state, page }: { state: GymAdministrationRequestState; page: number }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const list = useGymAdministrationRequests(state, page);
  const total = list.data?.total ?? 0;
  const requests = list.data?.items ?? [];
  return (
    <Stack gap="md" pt="md">
      {list.isPending ? (
        <ListSkeleton rows={3} height={160} />
      ) : list.isError ? (
        <LoadError message={t('administrations.error')} onRetry={() => void list.refetch()} />
      ) : requests.length === 0 ? (
        <EmptyState
          text={page > 1 ? t('administrations.empty.further') : t(`administrations.empty.${state}`)}
          testId={`gym-administrations-empty-${state}`}
        />
      ) : (
        <ol
          className={classes.list}
          aria-label={t(`administrations.tabs.${state}`)}
          aria-busy={list.isFetching}
          data-testid="gym-administration-requests"
        >
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ol>
      )}
      {list.data ? (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(total / GYM_ADMINISTRATIONS_PER_PAGE))}
          hrefOf={(target) => listPath(state, target)}
          previousLabel={t('administrations.newer')}
          nextLabel={t('administrations.older')}
        />
      ) : null}
    </Stack>
  );
}

/**
 * `/gym-administrations` (site administrators): the climbers' requests to administer a gym, by state — the pending
 * ones first (oldest first), then the approved and the refused ones (newest first). A pending one is approved after a
 * confirmation, or refused with a reason; the lists follow at once. Below, the gyms' plans (recorded here).
 */
function GymAdministrationsPage() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { state, page } = useListPlace();
  const [, setSearch] = useSearchParams();
  const choose = (next: string | null) => {
    const chosen = GYM_ADMINISTRATION_REQUEST_STATES.find((known) => known === next);
    if (chosen && chosen !== state) setSearch(chosen === 'pending' ? {} : { state: chosen });
  };
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('administrations.title')}</Title>
          <Text c="dimmed">{t('administrations.intro')}</Text>
        </Stack>
        <Tabs value={state} onChange={choose}>
          <Tabs.List aria-label={t('administrations.tabs.label')} grow>
            {GYM_ADMINISTRATION_REQUEST_STATES.map((known) => (
              <Tabs.Tab key={known} value={known} data-testid={`gym-administrations-tab-${known}`}>
                {t(`administrations.tabs.${known}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {GYM_ADMINISTRATION_REQUEST_STATES.map((known) => (
            <Tabs.Panel key={known} value={known}>
              {known === state ? <RequestList state={state} page={page} /> : null}
            </Tabs.Panel>
          ))}
        </Tabs>
        <GymPlansSection />
      </Stack>
    </Container>
  );
}

export default withQueries(GymAdministrationsPage);
