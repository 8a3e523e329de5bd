import type { Gym } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { gymQuery, gymSpacesQuery, useGym, useGymSpaces } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { useCanonicalPath } from '../../shared/use-record-head';
import { CONTRIBUTE_ICONS, ContributeSection } from '../components/gym-contribute';
import { GymFrame } from '../components/gym-frame';
import { INDOOR_LOADING } from '../components/indoor-frame';
import { SpaceCards } from '../components/space-cards';
import { useGymHead } from '../lib/gym-head';

function GymSpaces({ gym }: { gym: Gym }) {
  const { t } = useTranslation('indoor');
  const spaces = useGymSpaces(gym.id);
  useHub(gymPath(gym), gym.name);
  useGymHead(gym, 'spaces');
  useCanonicalPath(gymPath(gym, 'spaces'));
  return (
    <GymFrame gym={gym}>
      <Section
        title={t('sections.spaces')}
        aside={spaces.data ? <Text size="sm">{t('figures.spacesCount', { count: spaces.data.length })}</Text> : null}
      >
        {spaces.isError && !spaces.data ? <LoadError onRetry={() => void spaces.refetch()} /> : null}
        {!spaces.data && !spaces.isError ? <ListSkeleton rows={3} height={160} /> : null}
        {spaces.data?.length === 0 ? (
          <EmptyState
            text={t('spaces.empty')}
            action={{ label: t('spaces.addFirst'), to: gymPath(gym, 'spaces/new') }}
            testId="spaces-empty"
          />
        ) : null}
        {spaces.data && spaces.data.length > 0 ? <SpaceCards gym={gym} spaces={spaces.data} /> : null}
      </Section>
      <ContributeSection
        gym={gym}
        links={[{ label: t('contribute.addSpace'), to: gymPath(gym, 'spaces/new'), Icon: CONTRIBUTE_ICONS.add }]}
      />
    </GymFrame>
  );
}

/** `/gyms/{gymId}/{gymName}/spaces`: the gym's spaces (rooms and walls), each with its plan. */
function GymSpacesPage() {
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  return (
    <Loaded query={gym} {...INDOOR_LOADING}>
      {(found) => <GymSpaces gym={found} />}
    </Loaded>
  );
}

export default withQueries(GymSpacesPage);

export const pageData: PageData = ({ params, fetch }) => {
  const { gymId } = parseRouteParams(gymParams, params);
  return Promise.all([fetch(gymQuery(gymId)), fetch(gymSpacesQuery(gymId))]);
};
