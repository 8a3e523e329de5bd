import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { areaPath, versionsPath } from '../../../../climbing/paths';
import { DeleteSection } from '../../../../components/delete-button';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useArea } from '../../catalogue/api/areas.api';
import { deleteArea, updateArea } from '../api/area.api';
import { ContributorGate, useCanDelete } from '../components/contributor-gate';
import { RecordLinks } from '../components/record-links';
import { AreaForm } from '../forms/area-form';
import { areaBody, areaValuesOf } from '../forms/area-values';
import { areaParams } from '../params';

/** `/areas/{id}/{name}/edit`: open to visitors, who are invited to sign in; the area's name and description. */
function AreaEditPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { areaId } = parseRouteParams(areaParams, useParams());
  const area = useArea(areaId);
  const canDelete = useCanDelete();
  const found = area.data;
  return (
    <FormFrame
      title={t('area.editTitle')}
      lead={found?.name}
      back={found ? { to: areaPath(found), label: found.name } : null}
    >
      <Loaded query={area}>
        {(record) => (
          <ContributorGate>
            {() => (
              <>
                <RecordLinks
                  links={[{ to: areaPath(record, 'add-crag'), label: t('links.areaCrags') }]}
                  history={versionsPath('areas', record.id)}
                />
                <AreaForm
                  key={record.id}
                  initialValues={areaValuesOf(record)}
                  submit={(values) => updateArea(record.id, areaBody(values))}
                  submitLabel={t('actions.save')}
                  successMessage={t('area.saved')}
                  onSuccess={(saved) => navigate(areaPath(saved))}
                  cancelTo={areaPath(record)}
                />
                <DeleteSection
                  allowed={canDelete}
                  label={t('area.delete')}
                  confirmText={t('area.deleteConfirm', { name: record.name })}
                  deletedMessage={t('area.deleted')}
                  onDelete={() => deleteArea(record.id)}
                  onDeleted={() => navigate('/outdoor')}
                />
              </>
            )}
          </ContributorGate>
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(AreaEditPage);
