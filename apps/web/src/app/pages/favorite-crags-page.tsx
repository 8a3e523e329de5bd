import { FavoriteCrags } from '../../features/community/follows/favorite-lists';
import { CragList } from '../../features/outdoor/catalogue/components/crag-list';
import { withQueries } from '../../lib/query-client';

/**
 * `/home/favorites` (it opens on the crags) and `/home/favorites/crags`: the community's list of the
 * crags the climber follows, each shown as the outdoor catalogue's crag card.
 */
function FavoriteCragsPage() {
  return <FavoriteCrags CragList={CragList} />;
}

export default withQueries(FavoriteCragsPage);
