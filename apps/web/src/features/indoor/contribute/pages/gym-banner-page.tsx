import { withQueries } from '../../../../lib/query-client';
import { GymImagePage } from '../components/image-pages';

/** `/gyms/{id}/{name}/banner`: the gym's banner, kept wide (climbers with an account). */
function GymBannerPage() {
  return <GymImagePage kind="banner" />;
}

export default withQueries(GymBannerPage);
