import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { NewMapItemPage } from '../components/map-item-page';
import { ParkEditor } from '../map/park-editor';
import { cragParams } from '../params';

/** `/crags/{id}/{name}/parks/new`: open to visitors, who are invited to sign in; a new parking of the crag. */
function ParkNewPage() {
  const { t } = useTranslation('contribute');
  const { cragId } = parseRouteParams(cragParams, useParams());
  return <NewMapItemPage title={t('park.newTitle')} cragId={cragId} Editor={ParkEditor} />;
}

export default withQueries(ParkNewPage);
