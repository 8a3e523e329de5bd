import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { DeleteSection } from '../../../../../components/delete-button';
import { belongsTo, bothLoaded, Loaded } from '../../../../../components/loaded';
import { Stack } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useGym } from '../../../shared/gyms.api';
import { LabelTemplateForm, labelTemplateBody, labelTemplateValuesOf } from '../forms/label-template-form';
import { deleteLabelTemplate, updateLabelTemplate, useGymLabelTemplate, useLabelSampleRoute } from '../labels.api';
import { LABELS_NAMESPACE } from '../labels-texts';
import { labelTemplateParams } from '../params';

/**
 * `/gyms/{gymId}/{gymName}/admins/label-templates/{id}` (manage opening): the template, previewed as it changes, and
 * its deletion (the labels already printed stay on the walls).
 */
function GymAdminLabelTemplatePage() {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const navigate = useNavigate();
  const { gymId, gymLabelTemplateId } = parseRouteParams(labelTemplateParams, useParams());
  const gym = useGym(gymId);
  const template = useGymLabelTemplate(gymLabelTemplateId);
  const sample = useLabelSampleRoute(gymId);
  return (
    <GymAdminFrame
      gymId={gymId}
      title={template.data ? t('form.editTitle', { name: template.data.name }) : t('form.edit')}
    >
      <Loaded query={bothLoaded(bothLoaded(gym, template), sample)}>
        {([[found, record], route]) => {
          belongsTo(record.gym_id, found.id);
          const list = adminPath(found, 'label-templates');
          return (
            <Stack gap="lg">
              <LabelTemplateForm
                key={record.id}
                gymId={found.id}
                sample={route}
                initialValues={labelTemplateValuesOf(record)}
                submit={(values) => updateLabelTemplate(record.id, labelTemplateBody(values))}
                submitLabel={t('actions.save')}
                successMessage={t('form.saved')}
                onSuccess={() => navigate(list)}
                cancelTo={list}
              />
              <DeleteSection
                allowed
                label={t('form.delete')}
                confirmText={t('form.deleteConfirm', { name: record.name })}
                deletedMessage={t('form.deleted')}
                onDelete={() => deleteLabelTemplate(record)}
                onDeleted={() => navigate(list, { replace: true })}
                testId="label-template-delete"
              />
            </Stack>
          );
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminLabelTemplatePage);
