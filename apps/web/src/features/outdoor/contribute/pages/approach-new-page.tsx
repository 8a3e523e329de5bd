import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { NewMapItemPage } from '../components/map-item-page';
import { ApproachEditor } from '../map/approach-editor';
import { cragParams } from '../params';

/** `/crags/{id}/{name}/approaches/new`: open to visitors, who are invited to sign in; a new approach drawn on the crag map. */
function ApproachNewPage() {
  const { t } = useTranslation('contribute');
  const { cragId } = parseRouteParams(cragParams, useParams());
  return <NewMapItemPage title={t('approach.newTitle')} cragId={cragId} Editor={ApproachEditor} />;
}

export default withQueries(ApproachNewPage);
