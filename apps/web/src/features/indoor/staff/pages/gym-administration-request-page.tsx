import type { CurrentUser, Gym } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { Text } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useSessionStore } from '../../../../lib/session-store';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { useGym } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { useMyGymAdministrationRequests } from '../api/gym-administration.api';
import { GymAlreadyStaffed, PendingRequest, RefusedRequest } from '../components/request-states';
import { STAFF_NAMESPACE } from '../components/staff-texts';
import { RequestForm } from '../forms/request-form';

/**
 * A signed-in climber's side: their pending request for the gym (since when), or the form, after the reason of their
 * last refused request if there is one.
 */
function ClimberRequest({ gym, user }: { gym: Gym; user: CurrentUser }) {
  const mine = useMyGymAdministrationRequests(true);
  return (
    <Loaded query={mine}>
      {(requests) => {
        // The newest first: the last request for this gym decides what the page shows.
        const last = requests.find((request) => request.gym.id === gym.id);
        if (last?.state === 'pending') return <PendingRequest gym={gym} request={last} />;
        return (
          <>
            {last?.state === 'refused' ? <RefusedRequest request={last} /> : null}
            <RequestForm gym={gym} user={user} />
          </>
        );
      }}
    </Loaded>
  );
}

function RequestContent({ gym }: { gym: Gym }) {
  const { t } = useTranslation([STAFF_NAMESPACE, 'common']);
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  if (gym.administered) {
    return (
      <GymAlreadyStaffed gym={gym} isMember={user?.administered_gyms.some((known) => known.id === gym.id) ?? false} />
    );
  }
  return (
    <>
      <Text>{t('request.intro', { gym: gym.name })}</Text>
      {user ? (
        <ClimberRequest gym={gym} user={user} />
      ) : status === 'loading' ? (
        <DelayedLoader label={t('common:loading')} />
      ) : (
        <SignInInvitation text={t('request.signIn')} />
      )}
    </>
  );
}

/**
 * `/gyms/{id}/{name}/administration-request`: a climber who works at a gym without staff asks to administer it (who
 * they are, their role at the gym, a message); a site administrator answers at `/gym-administrations`. A visitor is
 * invited to sign in; a gym that already has staff says so.
 */
function GymAdministrationRequestPage() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('request.title')}
      lead={found?.name}
      back={found ? { to: gymPath(found), label: found.name } : null}
    >
      <Loaded query={gym}>{(record) => <RequestContent gym={record} />}</Loaded>
    </FormFrame>
  );
}

export default withQueries(GymAdministrationRequestPage);
