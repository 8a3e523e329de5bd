import { useTranslation } from 'react-i18next';
import { DiscoverFrame } from '../../../../components/discover-frame';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { GymSearch, gymSearchData } from '../components/gym-search';
import { IndoorLinks } from '../components/indoor-links';

/** `/indoor/search?query=`: the indoor environment's search page (the top bar's "see all results"). */
function IndoorSearchPage() {
  const { t } = useTranslation('indoor-discover');
  return (
    <DiscoverFrame title={t('search.title')} lead={t('search.lead')}>
      <GymSearch serverRendersQuery />
      <IndoorLinks only={['map', 'find']} />
    </DiscoverFrame>
  );
}

export default withQueries(IndoorSearchPage);

/** The server renders the gyms the address asks for, its text included (the page is never kept: docs/decisions/022). */
export const pageData: PageData = (context) => gymSearchData(context, { serverRendersQuery: true });
