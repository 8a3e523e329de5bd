import type { Gym, GymSpaceSummary } from '@climb/contracts';
import { Anchor, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { EmptyState } from '../../../../components/list-states';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym, useGymSpaces } from '../../shared/gyms.api';
import { gymParams, queryRecordId } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { gymSpacePlan } from '../api/indoor-images.api';
import { useChosenGymSpace } from '../api/indoor-wiki.api';
import { ContributorGate } from '../components/contributor-gate';
import { RecordImageEditor } from '../components/record-image-editor';
import { NAMESPACE } from '../forms/use-indoor-form';

/** The chosen space's plan: the one stored with its size, and the upload of a new one, kept whole. */
function SpacePlan({ gym, spaceId }: { gym: Gym; spaceId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const space = useChosenGymSpace(spaceId);
  return (
    <Loaded query={space}>
      {(record) => {
        belongsTo(record.gym_id, gym.id);
        return (
          <Stack gap="md">
            <RecordImageEditor
              current={record.plan}
              image={gymSpacePlan(record.id)}
              shape="whole"
              alt={t('plan.alt', { name: record.name })}
              testId="plan"
            />
            {record.plan ? (
              <Anchor component={Link} to={`${gymPath(gym, 'sectors/new')}?space=${record.id}`} py={10}>
                {t('plan.drawSector')}
              </Anchor>
            ) : null}
          </Stack>
        );
      }}
    </Loaded>
  );
}

function PlanUpload({ gym, spaces }: { gym: Gym; spaces: GymSpaceSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const asked = queryRecordId(search, 'space');
  const chosen = spaces.find((space) => space.id === asked)?.id ?? (spaces.length === 1 ? spaces[0]?.id : undefined);
  if (spaces.length === 0) {
    return (
      <EmptyState
        text={t('plan.noSpace')}
        action={{ label: t('links.newSpace'), to: gymPath(gym, 'spaces/new') }}
        testId="no-space"
      />
    );
  }
  return (
    <Stack gap="lg">
      <NativeSelect
        label={t('plan.space')}
        value={chosen === undefined ? '' : String(chosen)}
        onChange={(event) => setSearch({ space: event.currentTarget.value }, { replace: true })}
        data={[
          ...(chosen === undefined ? [{ value: '', label: t('plan.chooseSpace') }] : []),
          ...spaces.map((space) => ({ value: String(space.id), label: space.name })),
        ]}
        data-testid="plan-space"
      />
      {chosen === undefined ? null : <SpacePlan key={chosen} gym={gym} spaceId={chosen} />}
    </Stack>
  );
}

/**
 * `/gyms/{id}/{name}/upload-plan?space={id}`: open to visitors, who are invited to sign in. A space's plan, an image
 * never cropped: its sectors are drawn in its own pixels.
 */
function GymUploadPlanPage() {
  const { t } = useTranslation(NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const spaces = useGymSpaces(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('plan.title')}
      lead={t('plan.lead')}
      back={found ? { to: gymPath(found, 'spaces'), label: found.name } : null}
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={bothLoaded(gym, spaces)}>
            {([gymRecord, list]) => <PlanUpload gym={gymRecord} spaces={list} />}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

export default withQueries(GymUploadPlanPage);
