import { withQueries } from '../../../../lib/query-client';
import { GymRouteImagePage } from '../components/image-pages';

/** `/gyms/{id}/{name}/routes/{id}/thumbnail`: the route's square thumbnail; visitors are invited to sign in. */
function GymRouteThumbnailPage() {
  return <GymRouteImagePage kind="thumbnail" />;
}

export default withQueries(GymRouteThumbnailPage);
