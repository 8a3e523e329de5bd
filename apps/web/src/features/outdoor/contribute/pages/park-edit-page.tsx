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
import { ParkEditor } from '../map/park-editor';
import { parkParams } from '../params';

/** `/crags/{id}/{name}/parks/{id}/edit`: move or describe a parking; deleting it is for site administrators. */
function ParkEditPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { cragId, parkId } = parseRouteParams(parkParams, useParams());
  const crag = useCrag(cragId);
  const park = useMapItem('parks', parkId);
  const cragMap = useCragMap(cragId);
  const canDelete = useCanDelete();
  const found = crag.data;
  return (
    <ContributeFrame
      title={t('park.editTitle')}
      lead={found?.name}
      back={found ? { to: cragPath(found, 'maps'), label: found.name } : null}
      wide
    >
      <Loaded query={bothLoaded(crag, park)}>
        {([cragRecord, record]) => {
          belongsTo(record.crag_id, cragRecord.id);
          const mapPage = cragPath(cragRecord, 'maps');
          return (
            <>
              <RecordLinks history={versionsPath('parks', record.id)} />
              <ParkEditor
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

export default withQueries(ParkEditPage);
