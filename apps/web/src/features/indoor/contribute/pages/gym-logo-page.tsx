import { withQueries } from '../../../../lib/query-client';
import { GymImagePage } from '../components/image-pages';

/** `/gyms/{id}/{name}/logo`: the gym's logo, kept square (climbers with an account). */
function GymLogoPage() {
  return <GymImagePage kind="logo" />;
}

export default withQueries(GymLogoPage);
