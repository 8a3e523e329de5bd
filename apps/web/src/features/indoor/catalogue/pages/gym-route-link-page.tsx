import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordContainer } from '../../../../climbing/record-frame';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { belongsTo, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { gymSpacePath } from '../../shared/paths';
import { useGymRoute } from '../../shared/routes.api';
import { gymRouteLinkParams } from '../lib/route-link';

/** Replaces the address with the route's own: its space, its panel open. */
function ToRoute({ gymId, to }: { gymId: number; to: { gymRef: number; href: string } }) {
  const navigate = useNavigate();
  belongsTo(to.gymRef, gymId);
  useEffect(() => {
    navigate(to.href, { replace: true });
  }, [navigate, to.href]);
  return null;
}

/**
 * `/gr/{gymId}-{routeId}`: the short address a route's label holds. The server answers it with a redirect; opened
 * inside the app, the page reads the route and replaces the address with the route's in its space. An address
 * naming no route (or a route of another gym) shows the 404 page.
 */
function GymRouteLinkPage() {
  const { t } = useTranslation('common');
  const { gymAndRouteId } = parseRouteParams(gymRouteLinkParams, useParams());
  const route = useGymRoute(gymAndRouteId.routeId);
  return (
    <Loaded query={route} frame={RecordContainer} placeholder={<DelayedLoader label={t('loading')} />}>
      {(found) => (
        <ToRoute
          gymId={gymAndRouteId.gymId}
          to={{ gymRef: found.gym.id, href: gymSpacePath(found.gym, found.space, found.id) }}
        />
      )}
    </Loaded>
  );
}

export default withQueries(GymRouteLinkPage);
