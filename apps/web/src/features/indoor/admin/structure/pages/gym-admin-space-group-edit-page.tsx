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
import { SpaceGroupForm, spaceGroupBody, spaceGroupValuesOf } from '../forms/space-group-form';
import { spaceGroupParams } from '../params';
import { deleteSpaceGroup, updateSpaceGroup, useGymSpaceGroup } from '../structure.api';
import { STRUCTURE_NAMESPACE } from '../structure-texts';

/**
 * `/gyms/{gymId}/{gymName}/admins/space-groups/{id}/edit` (manage spaces): the group's name, and its deletion after a
 * confirmation that says where its spaces go (the gym's top level).
 */
function GymAdminSpaceGroupEditPage() {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const navigate = useNavigate();
  const { gymId, gymSpaceGroupId } = parseRouteParams(spaceGroupParams, useParams());
  const gym = useGym(gymId);
  const group = useGymSpaceGroup(gymSpaceGroupId);
  return (
    <GymAdminFrame gymId={gymId} title={group.data ? t('group.editTitle', { name: group.data.name }) : t('group.edit')}>
      <Loaded query={bothLoaded(gym, group)}>
        {([found, record]) => {
          belongsTo(record.gym_id, found.id);
          const tree = adminPath(found, 'tree-structures');
          return (
            <Stack gap="lg">
              <SpaceGroupForm
                key={record.id}
                initialValues={spaceGroupValuesOf(record)}
                submit={(values) => updateSpaceGroup(record.id, spaceGroupBody(values))}
                submitLabel={t('actions.save')}
                successMessage={t('group.saved')}
                onSuccess={() => navigate(tree)}
                cancelTo={tree}
              />
              <DeleteSection
                allowed
                label={t('group.delete')}
                confirmText={t('group.deleteConfirm', { name: record.name, count: record.spaces_count })}
                deletedMessage={t('group.deleted')}
                onDelete={() => deleteSpaceGroup(found.id, record.id)}
                onDeleted={() => navigate(tree, { replace: true })}
                testId="space-group-delete"
              />
            </Stack>
          );
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminSpaceGroupEditPage);
