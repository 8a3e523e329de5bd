import { withQueries } from '../../../../lib/query-client';
import { GymRouteImagePage } from '../components/image-pages';

/** `/gyms/{id}/{name}/routes/{id}/picture`: the route's picture, its proportions kept; visitors are invited to sign in. */
function GymRoutePicturePage() {
  return <GymRouteImagePage kind="picture" />;
}

export default withQueries(GymRoutePicturePage);
