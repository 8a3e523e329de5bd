import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym } from '../../shared/gyms.api';
import { gymSpaceParams } from '../../shared/page-params';
import { gymPath, gymSpacePath } from '../../shared/paths';
import { useGymSpace } from '../../shared/routes.api';
import { updateGymSpace } from '../api/indoor-wiki.api';
import { ContributorGate } from '../components/contributor-gate';
import { RecordLinks } from '../components/record-links';
import { useStaffWrite } from '../components/staff-gate';
import { SpaceForm, spaceUpdateBody, spaceValuesOf } from '../forms/space-form';
import { NAMESPACE } from '../forms/use-indoor-form';

/** `/gyms/{id}/{name}/spaces/{id}/{name}/edit`: open to visitors, who are invited to sign in. */
function GymSpaceEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const staffWrite = useStaffWrite();
  const { gymId, gymSpaceId } = parseRouteParams(gymSpaceParams, useParams());
  const gym = useGym(gymId);
  const space = useGymSpace(gymSpaceId);
  const foundGym = gym.data;
  const foundSpace = space.data;
  return (
    <FormFrame
      title={t('space.editTitle')}
      lead={foundSpace?.name}
      back={foundGym && foundSpace ? { to: gymSpacePath(foundGym, foundSpace), label: foundSpace.name } : null}
    >
      <ContributorGate gym={foundGym}>
        {() => (
          <Loaded query={bothLoaded(gym, space)}>
            {([gymRecord, spaceRecord]) => {
              belongsTo(spaceRecord.gym_id, gymRecord.id);
              return (
                <>
                  <RecordLinks
                    links={[
                      {
                        to: `${gymPath(gymRecord, 'upload-plan')}?space=${spaceRecord.id}`,
                        label: t('links.uploadPlan'),
                      },
                      {
                        to: `${gymPath(gymRecord, 'sectors/new')}?space=${spaceRecord.id}`,
                        label: t('links.newSector'),
                      },
                    ]}
                    history={{ type: 'gym_spaces', id: spaceRecord.id }}
                  />
                  <SpaceForm
                    key={spaceRecord.id}
                    initialValues={spaceValuesOf(spaceRecord)}
                    submit={(values) => staffWrite(gymRecord, updateGymSpace(spaceRecord.id, spaceUpdateBody(values)))}
                    submitLabel={t('actions.save')}
                    successMessage={t('space.saved')}
                    onSuccess={(saved) => navigate(gymSpacePath(gymRecord, saved))}
                    cancelTo={gymSpacePath(gymRecord, spaceRecord)}
                  />
                </>
              );
            }}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

export default withQueries(GymSpaceEditPage);
