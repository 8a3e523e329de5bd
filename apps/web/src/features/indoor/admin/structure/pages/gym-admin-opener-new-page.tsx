import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useGym } from '../../../shared/gyms.api';
import { gymParams } from '../../../shared/page-params';
import { EMPTY_OPENER_VALUES, OpenerForm, openerBody } from '../forms/opener-form';
import { createOpener } from '../structure.api';
import { STRUCTURE_NAMESPACE } from '../structure-texts';

/** `/gyms/{gymId}/{gymName}/admins/openers/new` (manage openers): a new opener, then the list. */
function GymAdminOpenerNewPage() {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const navigate = useNavigate();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('opener.newTitle')}>
      <Loaded query={gym}>
        {(found) => (
          <OpenerForm
            initialValues={EMPTY_OPENER_VALUES}
            submit={(values) => createOpener(found.id, openerBody(values))}
            submitLabel={t('opener.create')}
            successMessage={t('opener.created')}
            onSuccess={() => navigate(adminPath(found, 'openers'))}
            cancelTo={adminPath(found, 'openers')}
          />
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminOpenerNewPage);
