import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { EmptyState } from '../../../../../components/list-states';
import { bothLoaded, Loaded } from '../../../../../components/loaded';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { Group, Stack } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useGym } from '../../../shared/gyms.api';
import { gymParams } from '../../../shared/page-params';
import { gymPath } from '../../../shared/paths';
import { TreeEditor } from '../components/tree-editor';
import { useGymTree } from '../structure.api';
import { STRUCTURE_NAMESPACE } from '../structure-texts';

/**
 * `/gyms/{gymId}/{gymName}/admins/tree-structures` (manage spaces): the gym's groups, spaces and sectors in the order
 * its pages show them, moved by drag and drop, by keyboard or by the arrows of each row; the ways to a new group, a
 * new space, and to each record's edit page.
 */
function GymAdminTreeStructuresPage() {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const tree = useGymTree(gymId);
  const found = gym.data;
  return (
    <GymAdminFrame
      gymId={gymId}
      title={t('tree.title')}
      actions={
        found ? (
          <Group gap="xs">
            <PlainButtonLink
              to={adminPath(found, 'space-groups/new')}
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden />}
              data-testid="tree-new-group"
            >
              {t('tree.newGroup')}
            </PlainButtonLink>
            <PlainButtonLink
              to={gymPath(found, 'spaces/new')}
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              data-testid="tree-new-space"
            >
              {t('tree.newSpace')}
            </PlainButtonLink>
          </Group>
        ) : null
      }
    >
      <Loaded query={bothLoaded(gym, tree)}>
        {([gymRecord, structure]) =>
          structure.groups.length === 0 && structure.spaces.length === 0 ? (
            <EmptyState
              text={t('tree.empty')}
              action={{ label: t('tree.firstSpace'), to: gymPath(gymRecord, 'spaces/new') }}
              testId="tree-empty"
            />
          ) : (
            <Stack gap="md">
              <TreeEditor gym={gymRecord} tree={structure} reload={() => tree.refetch()} />
            </Stack>
          )
        }
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminTreeStructuresPage);
