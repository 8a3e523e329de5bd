import { withQueries } from '../../../../lib/query-client';
import { GymChainImagePage } from '../components/image-pages';

/** `/gym-chains/{id}/banner`: the chain's banner, kept wide (climbers with an account). */
function GymChainBannerPage() {
  return <GymChainImagePage kind="banner" />;
}

export default withQueries(GymChainBannerPage);
