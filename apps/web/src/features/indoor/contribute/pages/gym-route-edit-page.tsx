import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym, useGymLevels } from '../../shared/gyms.api';
import { gymPath, gymSpacePath } from '../../shared/paths';
import { useGymRoute } from '../../shared/routes.api';
import { updateGymRoute, useGymSectors } from '../api/indoor-wiki.api';
import { useRouteFormExtras } from '../api/route-form-extras.api';
import { ContributorGate } from '../components/contributor-gate';
import { RecordLinks } from '../components/record-links';
import { useStaffWrite } from '../components/staff-gate';
import { RouteForm } from '../forms/route-form';
import { routeBody, routeValuesOf } from '../forms/route-values';
import { NAMESPACE } from '../forms/use-indoor-form';
import { gymRouteParams } from '../params';

/**
 * `/gyms/{id}/{name}/routes/{id}/edit`: open to visitors, who are invited to sign in. Every field of the route, its
 * move to another sector of the gym, its dismounting.
 */
function GymRouteEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const staffWrite = useStaffWrite();
  const { gymId, gymRouteId } = parseRouteParams(gymRouteParams, useParams());
  const gym = useGym(gymId);
  const extras = useRouteFormExtras(gym.data);
  const route = useGymRoute(gymRouteId);
  const levels = useGymLevels(gymId);
  const sectors = useGymSectors(gymId);
  const found = gym.data;
  const foundRoute = route.data;
  return (
    <FormFrame
      title={t('route.editTitle')}
      lead={foundRoute ? (foundRoute.name ?? t('route.inSector', { name: foundRoute.sector_name })) : undefined}
      back={
        found && foundRoute
          ? { to: gymSpacePath(found, foundRoute.space, foundRoute.id), label: foundRoute.space.name }
          : null
      }
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={bothLoaded(bothLoaded(gym, route), bothLoaded(levels, sectors))}>
            {([[gymRecord, routeRecord], [scales, spaces]]) => {
              belongsTo(routeRecord.gym_id, gymRecord.id);
              return (
                <>
                  <RecordLinks
                    links={[
                      { to: gymPath(gymRecord, `routes/${routeRecord.id}/picture`), label: t('links.picture') },
                      { to: gymPath(gymRecord, `routes/${routeRecord.id}/thumbnail`), label: t('links.thumbnail') },
                    ]}
                    history={{ type: 'gym_routes', id: routeRecord.id }}
                  />
                  <RouteForm
                    key={routeRecord.id}
                    levels={scales}
                    gymOpeners={extras.openers}
                    climbingStyles={extras.styles}
                    sectors={spaces}
                    initialValues={routeValuesOf(routeRecord)}
                    submit={(values) => staffWrite(gymRecord, updateGymRoute(routeRecord.id, routeBody(values)))}
                    submitLabel={t('actions.save')}
                    successMessage={t('route.saved')}
                    onSuccess={(saved) => navigate(gymSpacePath(gymRecord, saved.space, saved.id))}
                    cancelTo={gymSpacePath(gymRecord, routeRecord.space, routeRecord.id)}
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

export default withQueries(GymRouteEditPage);
