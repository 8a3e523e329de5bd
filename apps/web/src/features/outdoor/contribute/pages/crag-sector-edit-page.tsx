import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cragPath, cragSectorPath, versionsPath } from '../../../../climbing/paths';
import { DeleteSection } from '../../../../components/delete-button';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useCrag } from '../../catalogue/api/crags.api';
import { deleteSector, updateSector, useSector } from '../api/sector.api';
import { useCanDelete } from '../components/contributor-gate';
import { RecordLinks } from '../components/record-links';
import { SectorForm } from '../forms/sector-form';
import { sectorUpdateBody, sectorValuesOf } from '../forms/sector-values';
import { cragSectorParams } from '../params';
import { alertNewPath, sectorRoutesNewPath } from '../paths';

/** `/crags/{id}/{name}/sectors/{id}/{name}/edit`: the sector's fields; deleting it is for site administrators. */
function CragSectorEditPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { cragId, cragSectorId } = parseRouteParams(cragSectorParams, useParams());
  const crag = useCrag(cragId);
  const sector = useSector(cragSectorId);
  const canDelete = useCanDelete();
  const pair = bothLoaded(crag, sector);
  const found = sector.data;
  return (
    <FormFrame
      title={t('sector.editTitle')}
      lead={found?.name}
      back={found ? { to: cragSectorPath(found), label: found.name } : null}
    >
      <Loaded query={pair}>
        {([cragRecord, record]) => {
          belongsTo(record.crag.id, cragRecord.id);
          return (
            <>
              <RecordLinks
                links={[
                  { to: cragPath(cragRecord, 'maps/edit'), label: t('links.cragMap') },
                  { to: sectorRoutesNewPath(cragRecord, record), label: t('links.newRoute') },
                  { to: alertNewPath('crag_sectors', record.id), label: t('links.newAlert') },
                ]}
                history={versionsPath('crag_sectors', record.id)}
              />
              <SectorForm
                key={record.id}
                crag={cragRecord}
                sectorId={record.id}
                initialValues={sectorValuesOf(record)}
                submit={(values) => updateSector(record.id, sectorUpdateBody(values))}
                submitLabel={t('actions.save')}
                successMessage={t('sector.saved')}
                onSuccess={(saved) => navigate(cragSectorPath(saved))}
                cancelTo={cragSectorPath(record)}
              />
              <DeleteSection
                allowed={canDelete}
                label={t('sector.delete')}
                confirmText={t('sector.deleteConfirm', { name: record.name })}
                deletedMessage={t('sector.deleted')}
                onDelete={() => deleteSector(record.id)}
                onDeleted={() => navigate(cragPath(cragRecord))}
              />
            </>
          );
        }}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CragSectorEditPage);
