import { LandingOutdoor } from '../../features/content/pages/landing-outdoor-page';
import { OutdoorCatalogue } from '../../features/outdoor/discover/components/outdoor-catalogue';
import { withQueries } from '../../lib/query-client';

/** `/outdoor`: the content's landing page, with what the outdoor catalogue holds today. */
function LandingOutdoorPage() {
  return (
    <LandingOutdoor>
      <OutdoorCatalogue />
    </LandingOutdoor>
  );
}

export default withQueries(LandingOutdoorPage);
