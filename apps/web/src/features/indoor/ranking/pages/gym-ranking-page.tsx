import { type Gym, gymPageHead } from '@climb/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { PlainButton, PlainButtonLink } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Stack, Text } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useSessionStore } from '../../../../lib/session-store';
import { useHub } from '../../../../platform/navigation/use-hub';
import { GymFrame } from '../../catalogue/components/gym-frame';
import { INDOOR_LOADING } from '../../catalogue/components/indoor-frame';
import { useGym } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { useCanonicalPath, useRecordHead } from '../../shared/use-record-head';
import { LOG_INDOOR_ASCENT_PATH, MyStanding } from '../components/my-standing';
import { PointsExplained } from '../components/points-explained';
import { RankingFilterBar } from '../components/ranking-filters';
import { RankingList } from '../components/ranking-list';
import {
  changedSearch,
  clearedSearch,
  isFiltered,
  RANKING_PER_PAGE,
  type RankingFilterKey,
  rankedTypesOf,
  rankingQuery,
  readRankingFilters,
} from '../lib/ranking-params';
import { useGymRanking } from '../ranking.api';
import { RANKING_NAMESPACE } from '../ranking-texts';

/** Below the top bar's width (48em), the phone layout: cards rather than the table. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** The filters and the page in the address, so that going back, reloading or sharing shows the same ranking. */
function useRankingAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = searchParams.toString();
  const filters = useMemo(() => readRankingFilters(new URLSearchParams(search)), [search]);
  const go = (next: URLSearchParams) => setSearchParams(next, { replace: true, preventScrollReset: true });
  return {
    filters,
    change: (key: RankingFilterKey, value: string | undefined) => go(changedSearch(searchParams, key, value)),
    clear: () => go(clearedSearch(searchParams)),
    pageHref: (page: number) => {
      const next = new URLSearchParams(searchParams);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      const text = next.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
  };
}

/** The head the server writes for the page (contracts' `gymPageHead`, key `gymRanking`). */
function useRankingHead(gym: Gym) {
  const { i18n } = useTranslation();
  const head = gymPageHead(i18n.language === 'en' ? 'en' : 'fr', 'gymRanking', gym);
  useRecordHead(head.title, head.description);
}

function GymRanking({ gym }: { gym: Gym }) {
  const { t } = useTranslation(RANKING_NAMESPACE);
  const { filters, change, clear, pageHref } = useRankingAddress();
  const user = useSessionStore((state) => state.user);
  const sessionLoading = useSessionStore((state) => state.status === 'loading');
  const cards = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const query = useMemo(() => rankingQuery(filters, gym.time_zone), [filters, gym.time_zone]);
  const ranking = useGymRanking(gym.id, query);
  useHub(gymPath(gym), gym.name);
  useRankingHead(gym);
  useCanonicalPath(gymPath(gym, 'ranking'));
  const types = rankedTypesOf(gym.climbing_types);
  const filtered = isFiltered(filters);
  const data = ranking.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RANKING_PER_PAGE));
  const me = data?.me?.user.uuid ?? null;
  const onPage = Boolean(data?.entries.some((entry) => entry.user.uuid === me));
  return (
    <GymFrame gym={gym}>
      <Section
        title={t('title')}
        aside={data ? <Text size="sm">{t('count', { count: total })}</Text> : null}
        testId="gym-ranking"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('lead')}
          </Text>
          <RankingFilterBar filters={filters} types={types} onChange={change} onClear={clear} />
          {data && !sessionLoading ? (
            <MyStanding user={user} ranking={data} onPage={onPage} filtered={filtered} />
          ) : null}
          {ranking.isError && !data ? <LoadError onRetry={() => void ranking.refetch()} /> : null}
          {!data && !ranking.isError ? <ListSkeleton rows={6} /> : null}
          {data && total === 0 ? (
            <EmptyState
              text={filtered ? t('empty.filtered') : t('empty.none')}
              action={{ label: t('empty.action'), to: LOG_INDOOR_ASCENT_PATH }}
              testId="ranking-empty"
            >
              {filtered ? (
                <PlainButton variant="subtle" onClick={clear} data-testid="ranking-empty-clear">
                  {t('filters.clear')}
                </PlainButton>
              ) : null}
            </EmptyState>
          ) : null}
          {data && total > 0 && data.entries.length === 0 ? (
            <EmptyState text={t('empty.pastEnd')} testId="ranking-past-end">
              <PlainButtonLink to={pageHref(1)} variant="light" color="primary">
                {t('empty.firstPage')}
              </PlainButtonLink>
            </EmptyState>
          ) : null}
          {data && data.entries.length > 0 ? (
            <RankingList
              entries={data.entries}
              me={me}
              offset={(filters.page - 1) * RANKING_PER_PAGE}
              gymName={gym.name}
              cards={cards}
              busy={ranking.isPlaceholderData}
            />
          ) : null}
          <Pager page={filters.page} pages={pages} hrefOf={pageHref} />
        </Stack>
      </Section>
      {data ? <PointsExplained systems={data.systems} types={types} /> : null}
    </GymFrame>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/ranking`: the gym's climbers ranked by the points of the routes they did, filtered by
 * period, gender, age band and type (all in the address), paged; the signed-in climber's line highlighted, and
 * pinned above the list when it is on another page; how the points are counted. Rendered in the browser: it depends
 * on who is there and follows every ascent.
 */
function GymRankingPage() {
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  return (
    <Loaded query={gym} {...INDOOR_LOADING}>
      {(found) => <GymRanking gym={found} />}
    </Loaded>
  );
}

export default withQueries(GymRankingPage);
