import { withQueries } from '../../../../lib/query-client';
import { GymChainImagePage } from '../components/image-pages';

/** `/gym-chains/{id}/logo`: the chain's logo, kept square (climbers with an account). */
function GymChainLogoPage() {
  return <GymChainImagePage kind="logo" />;
}

export default withQueries(GymChainLogoPage);
