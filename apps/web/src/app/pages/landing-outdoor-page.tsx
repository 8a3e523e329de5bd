import { LandingOutdoor } from '../../features/content/pages/landing-outdoor-page';
import { outdoorFiguresQuery } from '../../features/outdoor/discover/api/places.api';
import { OutdoorCatalogue } from '../../features/outdoor/discover/components/outdoor-catalogue';
import type { PageData } from '../../lib/page-module';
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

/** What the server renders the outdoor landing page with: the catalogue's figures (docs/decisions/022). */
export const pageData: PageData = ({ fetch }) => fetch(outdoorFiguresQuery());
