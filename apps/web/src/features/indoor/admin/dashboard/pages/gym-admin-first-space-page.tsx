import type { Gym } from '@climb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { GYM_ADMIN_NAMESPACE } from '../../../../../climbing/gym-admin/use-admin-gym';
import { EmptyState } from '../../../../../components/list-states';
import { belongsTo, Loaded } from '../../../../../components/loaded';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { Group, Stack, Text } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { gymSpacePlan } from '../../../contribute/api/indoor-images.api';
import { createGymSpace, useChosenGymSpace } from '../../../contribute/api/indoor-wiki.api';
import { RecordImageEditor } from '../../../contribute/components/record-image-editor';
import { useStaffWrite } from '../../../contribute/components/staff-gate';
import { EMPTY_SPACE_VALUES, SpaceForm, spaceBody } from '../../../contribute/forms/space-form';
import { NAMESPACE as CONTRIBUTE_NAMESPACE } from '../../../contribute/forms/use-indoor-form';
import { useGym } from '../../../shared/gyms.api';
import { gymParams, queryRecordId } from '../../../shared/page-params';
import { gymPath } from '../../../shared/paths';

/** Step 2: the new space's plan, kept whole (its sectors are drawn in its pixels), then back to the dashboard. */
function FirstSpacePlan({ gym, spaceId }: { gym: Gym; spaceId: number }) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { t: tc } = useTranslation(CONTRIBUTE_NAMESPACE);
  const space = useChosenGymSpace(spaceId);
  return (
    <Loaded query={space}>
      {(record) => {
        belongsTo(record.gym_id, gym.id);
        return (
          <Stack gap="md" data-testid="first-space-plan">
            <Text>{t('firstSpace.planLead', { name: record.name })}</Text>
            <RecordImageEditor
              current={record.plan}
              image={gymSpacePlan(record.id)}
              shape="whole"
              alt={tc('plan.alt', { name: record.name })}
              testId="plan"
            />
            <Group gap="sm">
              <PlainButtonLink
                to={adminPath(gym)}
                variant={record.plan ? 'filled' : 'default'}
                data-testid="first-space-done"
              >
                {record.plan ? t('firstSpace.done') : t('firstSpace.later')}
              </PlainButtonLink>
            </Group>
          </Stack>
        );
      }}
    </Loaded>
  );
}

/** Step 1: the space (its name, type and description); its plan follows on the same page. */
function FirstSpaceForm({ gym }: { gym: Gym }) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { t: tc } = useTranslation(CONTRIBUTE_NAMESPACE);
  const staffWrite = useStaffWrite();
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  return (
    <Stack gap="md" data-testid="first-space-form">
      <Text>{t('firstSpace.lead')}</Text>
      <SpaceForm
        initialValues={EMPTY_SPACE_VALUES}
        submit={(values) => staffWrite(gym, createGymSpace(spaceBody(gym.id, values)))}
        submitLabel={tc('space.create')}
        successMessage={tc('space.created')}
        onSuccess={(space) => {
          // The dashboard's first steps follow the new space.
          void queryClient.invalidateQueries({ queryKey: ['gyms', gym.id] });
          setSearch({ space: String(space.id) }, { replace: true });
        }}
        cancelTo={adminPath(gym)}
      />
    </Stack>
  );
}

/** The gym already has a space: nothing to do here but go to its spaces or its structure. */
function AlreadyDone({ gym }: { gym: Gym }) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  return (
    <EmptyState text={t('firstSpace.already')} testId="first-space-already">
      <Group gap="sm">
        <PlainButtonLink to={gymPath(gym, 'spaces')} variant="light" data-testid="first-space-spaces">
          {t('firstSpace.spaces')}
        </PlainButtonLink>
        <PlainButtonLink to={adminPath(gym, 'tree-structures')} variant="default" data-testid="first-space-tree">
          {t('firstSpace.tree')}
        </PlainButtonLink>
        <PlainButtonLink to={adminPath(gym)} variant="subtle">
          {t('firstSpace.back')}
        </PlainButtonLink>
      </Group>
    </EmptyState>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/first-space` (manage spaces): the first step of a newly claimed gym, its first
 * space (the existing space form and plan upload), then back to the dashboard. The space just made is in the address
 * (`?space=`), so that a reload comes back to its plan; a gym that already had a space is told so.
 */
function GymAdminFirstSpacePage() {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const [search] = useSearchParams();
  const created = queryRecordId(search, 'space');
  return (
    <GymAdminFrame gymId={gymId} title={t('firstSpace.title')}>
      <Loaded query={gym}>
        {(found) =>
          created !== null ? (
            <FirstSpacePlan gym={found} spaceId={created} />
          ) : found.spaces_count > 0 ? (
            <AlreadyDone gym={found} />
          ) : (
            <FirstSpaceForm gym={found} />
          )
        }
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminFirstSpacePage);
