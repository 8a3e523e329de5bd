import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cragChildPath, cragPath, versionsPath } from '../../../../climbing/paths';
import { DeleteSection } from '../../../../components/delete-button';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useCrag } from '../../catalogue/api/crags.api';
import { deleteCrag, updateCrag } from '../api/crag.api';
import { useCanDelete } from '../components/contributor-gate';
import { RecordLinks } from '../components/record-links';
import { CragForm } from '../forms/crag-form';
import { cragBody, cragValuesOf } from '../forms/crag-values';
import { cragParams } from '../params';
import { alertNewPath } from '../paths';

/** `/crags/{id}/{name}/edit`: every field of the crag; deleting it is for site administrators. */
function CragEditPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { cragId } = parseRouteParams(cragParams, useParams());
  const crag = useCrag(cragId);
  const canDelete = useCanDelete();
  const found = crag.data;
  return (
    <FormFrame
      title={t('crag.editTitle')}
      lead={found?.name}
      back={found ? { to: cragPath(found), label: found.name } : null}
    >
      <Loaded query={crag}>
        {(record) => (
          <>
            <RecordLinks
              links={[
                { to: cragPath(record, 'maps/edit'), label: t('links.cragMap') },
                { to: cragChildPath(record, 'sectors/new'), label: t('links.newSector') },
                { to: cragChildPath(record, 'routes/new'), label: t('links.newRoute') },
                { to: cragPath(record, 'add-on-area'), label: t('links.addOnArea') },
                { to: alertNewPath('crags', record.id), label: t('links.newAlert') },
              ]}
              history={versionsPath('crags', record.id)}
            />
            <CragForm
              key={record.id}
              initialValues={cragValuesOf(record)}
              submit={(values) => updateCrag(record.id, cragBody(values))}
              submitLabel={t('actions.save')}
              successMessage={t('crag.saved')}
              onSuccess={(saved) => navigate(cragPath(saved))}
              cancelTo={cragPath(record)}
            />
            <DeleteSection
              allowed={canDelete}
              label={t('crag.delete')}
              confirmText={t('crag.deleteConfirm', { name: record.name })}
              deletedMessage={t('crag.deleted')}
              onDelete={() => deleteCrag(record.id)}
              onDeleted={() => navigate('/outdoor')}
            />
          </>
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CragEditPage);
