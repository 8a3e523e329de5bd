import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../climbing/gym-admin/gym-admin-frame';
import { adminGymQuery } from '../../../../climbing/gym-admin/use-admin-gym';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { contestAdminPath } from '../components/contest-admin-page';
import { ContestForm } from '../components/contest-form';
import { createContest } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';
import { adminGymParams as gymParams } from '../params';

/** `/gyms/{gymId}/{gymName}/admins/contests/new` (manage contests): a new contest, a draft until published. */
function GymAdminContestNewPage() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useQuery(adminGymQuery(gymId));
  return (
    <GymAdminFrame gymId={gymId} title={t('new.title')}>
      <Loaded query={gym}>
        {(found) => (
          <ContestForm
            record={null}
            submit={(body) => createContest(found.id, body)}
            submitLabel={t('new.create')}
            successMessage={t('new.created')}
            onSuccess={(saved) => navigate(contestAdminPath(found, saved.id))}
            cancelTo={adminPath(found, 'contests')}
          />
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminContestNewPage);
