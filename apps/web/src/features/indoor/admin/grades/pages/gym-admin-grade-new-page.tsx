import type { Gym } from '@climb/contracts';
import { useNavigate, useParams } from 'react-router';
import { adminPath, GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { gymParams } from '../../../shared/page-params';
import { createGymGrade } from '../api/grades.api';
import { GradeForm } from '../components/grade-form';
import { useGradesTexts } from '../components/grade-parts';
import { routeTypesOf } from '../lib/grade-values';

function NewGrade({ gym }: { gym: Gym }) {
  const { t } = useGradesTexts();
  const navigate = useNavigate();
  const types = routeTypesOf(gym.climbing_types);
  return (
    <GradeForm
      initialValues={{ name: '', climbing_type: types[0] ?? 'bouldering', colors_only: false }}
      types={types}
      submit={(values) =>
        createGymGrade(gym.id, {
          name: values.name.trim(),
          climbing_type: values.climbing_type,
          colors_only: values.colors_only,
        })
      }
      submitLabel={t('grade.create')}
      successMessage={t('grade.created')}
      onSuccess={(grade) => void navigate(adminPath(gym, `grades/${grade.id}`))}
      cancelTo={adminPath(gym, 'grades')}
    />
  );
}

/** `/gyms/{gymId}/{gymName}/admins/grades/new` (manage opening): a new grade system, then its page to add lines. */
function GymAdminGradeNewPage() {
  const { t } = useGradesTexts();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const { gym } = useAdminGym(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('grade.newTitle')}>
      <Loaded query={gym}>{(found) => <NewGrade gym={found} />}</Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminGradeNewPage);
