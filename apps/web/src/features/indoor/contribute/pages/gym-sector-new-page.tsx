import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { EmptyState } from '../../../../components/list-states';
import { bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym, useGymSpaces } from '../../shared/gyms.api';
import { gymParams, queryRecordId } from '../../shared/page-params';
import { gymPath, gymSpacePath } from '../../shared/paths';
import { createGymSector } from '../api/indoor-wiki.api';
import { ContributorGate } from '../components/contributor-gate';
import { useStaffWrite } from '../components/staff-gate';
import { SectorForm } from '../forms/sector-form';
import { emptySectorValues, sectorBody } from '../forms/sector-values';
import { NAMESPACE } from '../forms/use-indoor-form';

/**
 * `/gyms/{id}/{name}/sectors/new?space={id}`: open to visitors, who are invited to sign in. A new sector drawn on the
 * plan of its space, then the space's page with it.
 */
function GymSectorNewPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const staffWrite = useStaffWrite();
  const [search] = useSearchParams();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const spaces = useGymSpaces(gymId);
  const found = gym.data;
  const asked = queryRecordId(search, 'space');
  return (
    <FormFrame
      title={t('sector.newTitle')}
      lead={found?.name}
      back={found ? { to: gymPath(found), label: found.name } : null}
      wide
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={bothLoaded(gym, spaces)}>
            {([gymRecord, list]) => {
              if (list.length === 0) {
                return (
                  <EmptyState
                    text={t('selectSpace.empty')}
                    action={{ label: t('links.newSpace'), to: gymPath(gymRecord, 'spaces/new') }}
                    testId="no-space"
                  />
                );
              }
              const spaceId =
                list.find((space) => space.id === asked)?.id ?? (list.length === 1 ? (list[0]?.id ?? null) : null);
              const spaceOf = (id: number) => list.find((space) => space.id === id);
              return (
                <SectorForm
                  gym={gymRecord}
                  spaces={list}
                  sectorId={null}
                  initialValues={emptySectorValues(spaceId)}
                  submit={(values) => staffWrite(gymRecord, createGymSector(sectorBody(values)))}
                  submitLabel={t('sector.create')}
                  successMessage={t('sector.created')}
                  onSuccess={(sector) => {
                    const space = spaceOf(sector.gym_space_id);
                    navigate(space ? gymSpacePath(gymRecord, space) : gymPath(gymRecord, 'spaces'));
                  }}
                  cancelTo={gymPath(gymRecord)}
                />
              );
            }}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

export default withQueries(GymSectorNewPage);
