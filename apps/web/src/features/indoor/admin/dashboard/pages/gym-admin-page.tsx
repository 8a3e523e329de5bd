import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { GYM_ADMIN_NAMESPACE, useAdminGym } from '../../../../../climbing/gym-admin/use-admin-gym';
import { Loaded } from '../../../../../components/loaded';
import { SimpleGrid, Stack } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { gymParams } from '../../../shared/page-params';
import { FigureCards, LatestMedia, OldestRoutes, SectorsToRenew, ToolCards } from '../components/dashboard-parts';
import { FirstSteps } from '../components/first-steps';
import { useGymAdminDashboard } from '../dashboard.api';

/**
 * `/gyms/{gymId}/{gymName}/admins`: the administration area's home, for any member of the gym's team. The first
 * steps while not done, the last 28 days' figures, what needs attention (routes mounted longest, sectors to renew,
 * new comments and videos) and a card for each tool the member's roles open. Rendered in the browser.
 */
function GymAdminPage() {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const dashboard = useGymAdminDashboard(gymId);
  const { tools, can } = useAdminGym(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('dashboard.title')}>
      <Loaded query={dashboard}>
        {(found) => (
          <Stack gap="xl" data-testid="gym-admin-dashboard">
            <FirstSteps dashboard={found} can={can} />
            <FigureCards dashboard={found} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <OldestRoutes gymId={gymId} routes={found.oldest_routes} />
              <SectorsToRenew sectors={found.sectors_to_renew} />
              <LatestMedia kind="comments" gymId={gymId} media={found.comments} />
              <LatestMedia kind="videos" gymId={gymId} media={found.videos} />
            </SimpleGrid>
            <ToolCards gym={found.gym} tools={tools} />
          </Stack>
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminPage);
