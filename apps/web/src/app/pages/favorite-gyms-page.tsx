import { FavoriteGyms } from '../../features/community/follows/favorite-lists';
import { GymList } from '../../features/indoor/shared/gym-card';
import { withQueries } from '../../lib/query-client';

/** `/home/favorites/gyms`: the community's list of the gyms the climber follows, each as the indoor catalogue's card. */
function FavoriteGymsPage() {
  return <FavoriteGyms GymList={GymList} />;
}

export default withQueries(FavoriteGymsPage);
