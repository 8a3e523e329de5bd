import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { updateGym } from '../api/indoor-wiki.api';
import { ContributorGate } from '../components/contributor-gate';
import { RecordLinks } from '../components/record-links';
import { useStaffWrite } from '../components/staff-gate';
import { GymForm } from '../forms/gym-form';
import { gymBody, gymValuesOf } from '../forms/gym-values';
import { NAMESPACE } from '../forms/use-indoor-form';

/**
 * `/gyms/{id}/{name}/edit`: every field of the gym, and the ways to its images, spaces, sectors and routes (its staff's,
 * once it has some).
 */
function GymEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const staffWrite = useStaffWrite();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('gym.editTitle')}
      lead={found?.name}
      back={found ? { to: gymPath(found), label: found.name } : null}
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={gym}>
            {(record) => (
              <>
                <RecordLinks
                  links={[
                    { to: gymPath(record, 'logo'), label: t('links.logo') },
                    { to: gymPath(record, 'banner'), label: t('links.banner') },
                    { to: gymPath(record, 'spaces/new'), label: t('links.newSpace') },
                    { to: gymPath(record, 'upload-plan'), label: t('links.uploadPlan') },
                    { to: gymPath(record, 'select-space'), label: t('links.newSector') },
                    { to: gymPath(record, 'select-sector'), label: t('links.newRoute') },
                  ]}
                  history={{ type: 'gyms', id: record.id }}
                />
                <GymForm
                  key={record.id}
                  initialValues={gymValuesOf(record)}
                  submit={(values) => staffWrite(record, updateGym(record.id, gymBody(values)))}
                  submitLabel={t('actions.save')}
                  successMessage={t('gym.saved')}
                  onSuccess={(saved) => navigate(gymPath(saved))}
                  cancelTo={gymPath(record)}
                />
              </>
            )}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

export default withQueries(GymEditPage);
