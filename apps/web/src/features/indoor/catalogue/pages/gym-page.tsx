import type { Gym } from '@climb/contracts';
import { IconListDetails, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GymFavoritePlace, RecordMediaPlace } from '../../../../climbing/record-slots';
import { FigureGrid } from '../../../../components/figure-grid';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Anchor, Group, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { GymInvitationCard } from '../../admin/team/components/gym-invitation-card';
import { gymQuery, gymSpacesQuery, useGym, useGymSpaces } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath, gymRoutesTablePath } from '../../shared/paths';
import { useCanonicalPath } from '../../shared/use-record-head';
import { GymAdminLink } from '../components/gym-admin-link';
import { CONTRIBUTE_ICONS, ContributeSection } from '../components/gym-contribute';
import { GymFacts } from '../components/gym-facts';
import { GymFrame } from '../components/gym-frame';
import { GymStaffLine } from '../components/gym-staff-line';
import { HistoryLink } from '../components/history-link';
import { INDOOR_LOADING } from '../components/indoor-frame';
import { LazyGymMap } from '../components/lazy-maps';
import { SpaceCards } from '../components/space-cards';
import { useGymHead } from '../lib/gym-head';

function GymSpaces({ gym }: { gym: Gym }) {
  const { t } = useTranslation('indoor');
  const spaces = useGymSpaces(gym.id);
  return (
    <Section
      title={t('sections.spaces')}
      aside={
        <Anchor to={gymPath(gym, 'spaces')} size="sm">
          {t('spaces.all', { count: gym.spaces_count })}
        </Anchor>
      }
    >
      {spaces.isError && !spaces.data ? <LoadError onRetry={() => void spaces.refetch()} /> : null}
      {!spaces.data && !spaces.isError ? <ListSkeleton rows={2} height={160} /> : null}
      {spaces.data?.length === 0 ? (
        <EmptyState
          text={t('spaces.empty')}
          action={{ label: t('spaces.addFirst'), to: gymPath(gym, 'spaces/new') }}
          testId="spaces-empty"
        />
      ) : null}
      {spaces.data && spaces.data.length > 0 ? <SpaceCards gym={gym} spaces={spaces.data} /> : null}
    </Section>
  );
}

function GymOverview({ gym }: { gym: Gym }) {
  const { t } = useTranslation('indoor');
  useHub(gymPath(gym), gym.name);
  useGymHead(gym);
  useCanonicalPath(gymPath(gym));
  return (
    <GymFrame gym={gym} actions={<GymFavoritePlace gym={gym} />}>
      <GymInvitationCard gym={gym} />
      <FigureGrid
        figures={[
          { key: 'spaces', label: t('figures.spaces'), value: gym.spaces_count },
          { key: 'routes', label: t('figures.mountedRoutes'), value: gym.mounted_routes_count },
          { key: 'followers', label: t('figures.followers'), value: gym.followers_count },
        ]}
      />
      {gym.description ? (
        <Section title={t('sections.about')}>
          <Text preWrap breakAnywhere>
            {gym.description}
          </Text>
        </Section>
      ) : null}
      <Section title={t('sections.practical')}>
        <GymFacts gym={gym} />
        <LazyGymMap name={gym.name} latitude={gym.latitude} longitude={gym.longitude} />
      </Section>
      <GymSpaces gym={gym} />
      <Section title={t('sections.routes')}>
        <Text size="sm">{t('routes.lead', { count: gym.mounted_routes_count })}</Text>
        <Group gap="xs">
          <PlainButtonLink
            to={gymRoutesTablePath(gym.id)}
            variant="light"
            color="primary"
            leftSection={<IconListDetails size={18} aria-hidden />}
            data-testid="gym-routes-link"
          >
            {t('routes.table')}
          </PlainButtonLink>
          <PlainButtonLink
            to={gymPath(gym, 'followers')}
            variant="default"
            leftSection={<IconUsers size={18} aria-hidden />}
            data-testid="gym-followers-link"
          >
            {t('followers.link', { count: gym.followers_count })}
          </PlainButtonLink>
        </Group>
      </Section>
      <ContributeSection
        gym={gym}
        links={[
          { label: t('contribute.editGym'), to: gymPath(gym, 'edit'), Icon: CONTRIBUTE_ICONS.edit },
          { label: t('contribute.logo'), to: gymPath(gym, 'logo'), Icon: CONTRIBUTE_ICONS.logo },
          { label: t('contribute.banner'), to: gymPath(gym, 'banner'), Icon: CONTRIBUTE_ICONS.banner },
          { label: t('contribute.addSpace'), to: gymPath(gym, 'spaces/new'), Icon: CONTRIBUTE_ICONS.add },
        ]}
      />
      <GymStaffLine gym={gym} />
      <GymAdminLink gym={gym} />
      <HistoryLink itemType="gyms" id={gym.id} />
      {/* Last: the media come in as they near the screen, and move nothing above them. */}
      <RecordMediaPlace type="gyms" id={gym.id} />
    </GymFrame>
  );
}

/** `/gyms/{gymId}/{gymName}`: the gym hub — what it is, where, when, its spaces, its routes and followers. */
function GymPage() {
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  return (
    <Loaded query={gym} {...INDOOR_LOADING}>
      {(found) => <GymOverview gym={found} />}
    </Loaded>
  );
}

export default withQueries(GymPage);

/** What the server renders the gym's page with (docs/decisions/022). */
export const pageData: PageData = ({ params, fetch }) => {
  const { gymId } = parseRouteParams(gymParams, params);
  return Promise.all([fetch(gymQuery(gymId)), fetch(gymSpacesQuery(gymId))]);
};
