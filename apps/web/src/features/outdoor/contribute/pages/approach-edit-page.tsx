import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { EditMapItemPage } from '../components/map-item-page';
import { ApproachEditor } from '../map/approach-editor';
import { approachParams } from '../params';

/** `/crags/{id}/{name}/approaches/{id}/edit`: redraw an approach or change its type and time; deleting it is for site administrators. */
function ApproachEditPage() {
  const { t } = useTranslation('contribute');
  const { cragId, approachId } = parseRouteParams(approachParams, useParams());
  return (
    <EditMapItemPage
      title={t('approach.editTitle')}
      cragId={cragId}
      kind="approaches"
      itemId={approachId}
      Editor={ApproachEditor}
    />
  );
}

export default withQueries(ApproachEditPage);
