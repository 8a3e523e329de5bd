import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cragPath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { withQueries } from '../../../../lib/query-client';
import { createCrag } from '../api/crag.api';
import { CragForm } from '../forms/crag-form';
import { cragBody, EMPTY_CRAG_VALUES } from '../forms/crag-values';

/** `/crags/new`: a new crag in the wiki, then its page. */
function CragNewPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  return (
    <FormFrame title={t('crag.newTitle')} lead={t('crag.newLead')} back={{ to: '/outdoor', label: t('back.outdoor') }}>
      <CragForm
        initialValues={EMPTY_CRAG_VALUES}
        submit={(values) => createCrag(cragBody(values))}
        submitLabel={t('crag.create')}
        successMessage={t('crag.created')}
        onSuccess={(crag) => navigate(cragPath(crag))}
        cancelTo="/outdoor"
      />
    </FormFrame>
  );
}

export default withQueries(CragNewPage);
