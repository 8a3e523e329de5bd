import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { EditMapItemPage } from '../components/map-item-page';
import { ParkEditor } from '../map/park-editor';
import { parkParams } from '../params';

/** `/crags/{id}/{name}/parks/{id}/edit`: move or describe a parking; deleting it is for site administrators. */
function ParkEditPage() {
  const { t } = useTranslation('contribute');
  const { cragId, parkId } = parseRouteParams(parkParams, useParams());
  return (
    <EditMapItemPage title={t('park.editTitle')} cragId={cragId} kind="parks" itemId={parkId} Editor={ParkEditor} />
  );
}

export default withQueries(ParkEditPage);
