import type { GymSummary } from '@climb/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Section } from '../../../../components/section';
import type { ApiPage } from '../../../../lib/api-client';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { useHub } from '../../../../platform/navigation/use-hub';
import { GymList } from '../../shared/gym-card';
import { exhibitionGymsQuery, listGymsQuery, MOST_FOLLOWED_COUNT } from '../api/gyms-discover.api';
import { IndoorLinks } from '../components/indoor-links';
import { NearMeGyms } from '../components/near-me';
import { useNearMe } from '../hooks/use-near-me';

const mostFollowedQuery = () => listGymsQuery({ query: '', types: [], page: 1, perPage: MOST_FOLLOWED_COUNT });

/** A list of gyms from the API: its placeholder while it loads, the failure with a retry, or the gyms. */
function GymsOf({ result, testId }: { result: UseQueryResult<ApiPage<GymSummary>>; testId: string }) {
  const { t } = useTranslation('indoor-discover');
  if (result.isPending) return <ListSkeleton rows={3} height={96} />;
  if (result.isError) return <LoadError message={t('indoor.error')} onRetry={() => void result.refetch()} />;
  return (
    <div data-testid={testId}>
      <GymList gyms={result.data.items} />
    </div>
  );
}

/**
 * `/indoor`: the indoor environment's hub. The exhibition gyms and, once the climber gives their position, the
 * gyms near them; without either, the most followed gyms; and the ways to search, to the map and to the lists.
 */
function IndoorPage() {
  const { t } = useTranslation('indoor-discover');
  useHub();
  const exhibition = useQuery(exhibitionGymsQuery());
  const nearMe = useNearMe();
  const exhibitionEmpty = exhibition.data?.items.length === 0;
  const noExhibition = exhibition.isError || exhibitionEmpty;
  const noneNear = nearMe.gyms === null || nearMe.gyms.length === 0;
  const mostFollowed = useQuery({ ...mostFollowedQuery(), enabled: noExhibition });

  return (
    <DiscoverFrame title={t('indoor.title')} lead={t('indoor.lead')}>
      <IndoorLinks only={['search', 'map', 'find', 'contests', 'new']} />
      {exhibitionEmpty ? null : (
        <Section title={t('indoor.exhibition')} testId="exhibition-section">
          <GymsOf result={exhibition} testId="exhibition-gyms" />
        </Section>
      )}
      <Section title={t('nearMe.title')} testId="near-me-section">
        <NearMeGyms nearMe={nearMe} />
      </Section>
      {noExhibition && noneNear ? (
        <Section title={t('indoor.mostFollowed')} testId="most-followed-section">
          {mostFollowed.data?.items.length === 0 ? (
            <EmptyState
              text={t('search.noGym')}
              action={{ label: t('links.new.title'), to: '/gyms/new' }}
              testId="no-gym"
            />
          ) : (
            <GymsOf result={mostFollowed} testId="most-followed-gyms" />
          )}
        </Section>
      ) : null}
      <Section title={t('indoor.more')}>
        <IndoorLinks only={['about', 'starter']} />
      </Section>
    </DiscoverFrame>
  );
}

export default withQueries(IndoorPage);

/**
 * What the server renders the indoor page with (docs/decisions/022): the exhibition gyms, and the most followed
 * when there is none. The gyms near the climber come after hydration, with their permission.
 */
export const pageData: PageData = async ({ fetch }) => {
  const exhibition = await fetch(exhibitionGymsQuery());
  if (exhibition.items.length === 0) await fetch(mostFollowedQuery());
};
