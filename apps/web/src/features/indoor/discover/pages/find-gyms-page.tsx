import { useTranslation } from 'react-i18next';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { Section } from '../../../../components/section';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { GymSearch, gymSearchData } from '../components/gym-search';
import { IndoorLinks } from '../components/indoor-links';
import { NearMeGyms } from '../components/near-me';
import { useNearMe } from '../hooks/use-near-me';

/** `/find/gyms`: the gyms near me, and every gym by climbing type, the most followed first, searched as one types. */
function FindGymsPage() {
  const { t } = useTranslation('indoor-discover');
  const nearMe = useNearMe();
  return (
    <DiscoverFrame title={t('find.title')} lead={t('find.lead')}>
      <Section title={t('nearMe.title')} testId="near-me-section">
        <NearMeGyms nearMe={nearMe} />
      </Section>
      <Section title={t('find.all')} testId="all-gyms-section">
        <GymSearch serverRendersQuery={false} />
      </Section>
      <IndoorLinks only={['map']} />
    </DiscoverFrame>
  );
}

export default withQueries(FindGymsPage);

/**
 * The server renders the gyms of the types and page the address asks for: the page is kept by those alone, so a
 * searched text applies once the page is in the browser.
 */
export const pageData: PageData = (context) => gymSearchData(context, { serverRendersQuery: false });
