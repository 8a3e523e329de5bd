import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { createGymSpace } from '../api/indoor-wiki.api';
import { ContributorGate } from '../components/contributor-gate';
import { useStaffWrite } from '../components/staff-gate';
import { EMPTY_SPACE_VALUES, SpaceForm, spaceBody } from '../forms/space-form';
import { NAMESPACE } from '../forms/use-indoor-form';

/** `/gyms/{id}/{name}/spaces/new`: open to visitors, who are invited to sign in; a new space, then its plan. */
function GymSpaceNewPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const staffWrite = useStaffWrite();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('space.newTitle')}
      lead={found?.name}
      back={found ? { to: gymPath(found, 'spaces'), label: found.name } : null}
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={gym}>
            {(record) => (
              <SpaceForm
                initialValues={EMPTY_SPACE_VALUES}
                submit={(values) => staffWrite(record, createGymSpace(spaceBody(record.id, values)))}
                submitLabel={t('space.create')}
                successMessage={t('space.created')}
                // A new space has no plan yet: its sectors are drawn on one.
                onSuccess={(space) => navigate(`${gymPath(record, 'upload-plan')}?space=${space.id}`)}
                cancelTo={gymPath(record, 'spaces')}
              />
            )}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

export default withQueries(GymSpaceNewPage);
