import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { cragPath, versionsPath } from '../../shared/paths';
import { useCrag, useCragMap } from '../api/crag.api';
import { useMapItem } from '../api/map-items.api';
import { ContributeFrame } from '../components/contribute-frame';
import { useCanDelete } from '../components/contributor-gate';
import { belongsTo, bothLoaded, Loaded } from '../components/loaded';
import { RecordLinks } from '../components/record-links';
import { ApproachEditor } from '../map/approach-editor';
import { approachParams } from '../params';

/** `/crags/{id}/{name}/approaches/{id}/edit`: redraw an approach or change its type and time; deleting it is for site administrators. */
function ApproachEditPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { cragId, approachId } = parseRouteParams(approachParams, useParams());
  const crag = useCrag(cragId);
  const approach = useMapItem('approaches', approachId);
  const cragMap = useCragMap(cragId);
  const canDelete = useCanDelete();
  const found = crag.data;
  return (
    <ContributeFrame
      title={t('approach.editTitle')}
      lead={found?.name}
      back={found ? { to: cragPath(found, 'maps'), label: found.name } : null}
      wide
    >
      <Loaded query={bothLoaded(crag, approach)}>
        {([cragRecord, record]) => {
          belongsTo(record.crag_id, cragRecord.id);
          const mapPage = cragPath(cragRecord, 'maps');
          return (
            <>
              <RecordLinks history={versionsPath('approaches', record.id)} />
              <ApproachEditor
                key={record.id}
                crag={cragRecord}
                cragMap={cragMap.data ?? null}
                item={record}
                onSaved={() => navigate(mapPage)}
                cancel={mapPage}
                onDeleted={() => navigate(mapPage)}
                canDelete={canDelete}
              />
            </>
          );
        }}
      </Loaded>
    </ContributeFrame>
  );
}

export default withQueries(ApproachEditPage);
