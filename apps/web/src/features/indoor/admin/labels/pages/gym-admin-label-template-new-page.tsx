import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { bothLoaded, Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useGym } from '../../../shared/gyms.api';
import { gymParams } from '../../../shared/page-params';
import { EMPTY_LABEL_TEMPLATE_VALUES, LabelTemplateForm, labelTemplateBody } from '../forms/label-template-form';
import { createLabelTemplate, useLabelSampleRoute } from '../labels.api';
import { LABELS_NAMESPACE } from '../labels-texts';

/** `/gyms/{gymId}/{gymName}/admins/label-templates/new` (manage opening): a new template, previewed as it is made. */
function GymAdminLabelTemplateNewPage() {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const navigate = useNavigate();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const sample = useLabelSampleRoute(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('form.newTitle')}>
      <Loaded query={bothLoaded(gym, sample)}>
        {([found, route]) => (
          <LabelTemplateForm
            gymId={found.id}
            sample={route}
            initialValues={EMPTY_LABEL_TEMPLATE_VALUES}
            submit={(values) => createLabelTemplate(found.id, labelTemplateBody(values))}
            submitLabel={t('form.create')}
            successMessage={t('form.created')}
            onSuccess={() => navigate(adminPath(found, 'label-templates'))}
            cancelTo={adminPath(found, 'label-templates')}
          />
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminLabelTemplateNewPage);
