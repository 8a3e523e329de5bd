import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { Loaded } from '../../../../../components/loaded';
import { Stack, Text } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useGym } from '../../../shared/gyms.api';
import { gymParams } from '../../../shared/page-params';
import { EMPTY_SPACE_GROUP_VALUES, SpaceGroupForm, spaceGroupBody } from '../forms/space-group-form';
import { createSpaceGroup } from '../structure.api';
import { STRUCTURE_NAMESPACE } from '../structure-texts';

/** `/gyms/{gymId}/{gymName}/admins/space-groups/new` (manage spaces): a new group, last of the gym's, then the tree. */
function GymAdminSpaceGroupNewPage() {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const navigate = useNavigate();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('group.newTitle')}>
      <Loaded query={gym}>
        {(found) => (
          <Stack gap="md">
            <Text c="dimmed">{t('group.lead')}</Text>
            <SpaceGroupForm
              initialValues={EMPTY_SPACE_GROUP_VALUES}
              submit={(values) => createSpaceGroup(found.id, spaceGroupBody(values))}
              submitLabel={t('group.create')}
              successMessage={t('group.created')}
              onSuccess={() => navigate(adminPath(found, 'tree-structures'))}
              cancelTo={adminPath(found, 'tree-structures')}
            />
          </Stack>
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminSpaceGroupNewPage);
