import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym, useGymLevels } from '../../shared/gyms.api';
import { gymPath, gymSpacePath } from '../../shared/paths';
import { createGymRoute, useGymSector } from '../api/indoor-wiki.api';
import { useRouteFormExtras } from '../api/route-form-extras.api';
import { ContributorGate } from '../components/contributor-gate';
import { useStaffWrite } from '../components/staff-gate';
import { RouteForm } from '../forms/route-form';
import { emptyRouteValues, routeBody } from '../forms/route-values';
import { NAMESPACE } from '../forms/use-indoor-form';
import { gymSectorParams } from '../params';

/**
 * `/gyms/{id}/{name}/sectors/{id}/routes/new`: open to visitors, who are invited to sign in. A route set in the
 * sector, then its space with the route open.
 */
function GymRouteNewPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const staffWrite = useStaffWrite();
  const { gymId, gymSectorId } = parseRouteParams(gymSectorParams, useParams());
  const gym = useGym(gymId);
  const extras = useRouteFormExtras(gym.data);
  const sector = useGymSector(gymSectorId);
  const levels = useGymLevels(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('route.newTitle')}
      lead={sector.data ? t('route.inSector', { name: sector.data.name }) : undefined}
      back={found ? { to: gymPath(found), label: found.name } : null}
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={bothLoaded(bothLoaded(gym, sector), levels)}>
            {([[gymRecord, sectorRecord], scales]) => {
              belongsTo(sectorRecord.gym_id, gymRecord.id);
              const type = sectorRecord.climbing_type ?? scales[0]?.climbing_type ?? null;
              return (
                <RouteForm
                  levels={scales}
                  gymOpeners={extras.openers}
                  climbingStyles={extras.styles}
                  initialValues={emptyRouteValues(sectorRecord.id, type)}
                  submit={(values) => staffWrite(gymRecord, createGymRoute(routeBody(values)))}
                  submitLabel={t('route.create')}
                  successMessage={t('route.created')}
                  onSuccess={(route) => navigate(gymSpacePath(gymRecord, route.space, route.id))}
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

export default withQueries(GymRouteNewPage);
