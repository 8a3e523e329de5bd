import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { areaPath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { withQueries } from '../../../../lib/query-client';
import { createArea } from '../api/area.api';
import { AreaForm } from '../forms/area-form';
import { areaBody, EMPTY_AREA_VALUES } from '../forms/area-values';

/** `/areas/new`: a new area, then straight to adding its crags (an empty area shows nothing). */
function AreaNewPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  return (
    <FormFrame title={t('area.newTitle')} lead={t('area.newLead')} back={{ to: '/outdoor', label: t('back.outdoor') }}>
      <AreaForm
        initialValues={EMPTY_AREA_VALUES}
        submit={(values) => createArea(areaBody(values))}
        submitLabel={t('area.create')}
        successMessage={t('area.created')}
        onSuccess={(area) => navigate(areaPath(area, 'add-crag'))}
        cancelTo="/outdoor"
      />
    </FormFrame>
  );
}

export default withQueries(AreaNewPage);
