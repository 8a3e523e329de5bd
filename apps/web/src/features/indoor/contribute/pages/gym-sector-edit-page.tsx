import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym, useGymSpaces } from '../../shared/gyms.api';
import { gymPath, gymSpacePath } from '../../shared/paths';
import { updateGymSector, useGymSector } from '../api/indoor-wiki.api';
import { ContributorGate } from '../components/contributor-gate';
import { RecordLinks } from '../components/record-links';
import { useStaffWrite } from '../components/staff-gate';
import { SectorForm } from '../forms/sector-form';
import { sectorBody, sectorValuesOf } from '../forms/sector-values';
import { NAMESPACE } from '../forms/use-indoor-form';
import { gymSectorParams } from '../params';

/**
 * `/gyms/{id}/{name}/sectors/{id}/edit`: open to visitors, who are invited to sign in. The sector's details, its
 * outline redrawn, or the sector moved to another space of the gym.
 */
function GymSectorEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const staffWrite = useStaffWrite();
  const { gymId, gymSectorId } = parseRouteParams(gymSectorParams, useParams());
  const gym = useGym(gymId);
  const spaces = useGymSpaces(gymId);
  const sector = useGymSector(gymSectorId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('sector.editTitle')}
      lead={sector.data?.name}
      back={found ? { to: gymPath(found), label: found.name } : null}
      wide
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={bothLoaded(bothLoaded(gym, spaces), sector)}>
            {([[gymRecord, list], sectorRecord]) => {
              belongsTo(sectorRecord.gym_id, gymRecord.id);
              const spaceOf = (id: number) => list.find((space) => space.id === id);
              const home = spaceOf(sectorRecord.gym_space_id);
              const back = home ? gymSpacePath(gymRecord, home) : gymPath(gymRecord);
              return (
                <>
                  <RecordLinks
                    links={[
                      { to: gymPath(gymRecord, `sectors/${sectorRecord.id}/routes/new`), label: t('links.newRoute') },
                    ]}
                    history={{ type: 'gym_sectors', id: sectorRecord.id }}
                  />
                  <SectorForm
                    key={sectorRecord.id}
                    gym={gymRecord}
                    spaces={list}
                    sectorId={sectorRecord.id}
                    initialValues={sectorValuesOf(sectorRecord)}
                    submit={(values) => staffWrite(gymRecord, updateGymSector(sectorRecord.id, sectorBody(values)))}
                    submitLabel={t('actions.save')}
                    successMessage={t('sector.saved')}
                    onSuccess={(saved) => {
                      const space = spaceOf(saved.gym_space_id);
                      navigate(space ? gymSpacePath(gymRecord, space) : back);
                    }}
                    cancelTo={back}
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

export default withQueries(GymSectorEditPage);
