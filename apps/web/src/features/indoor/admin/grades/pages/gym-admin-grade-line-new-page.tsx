import type { Gym, GymGrade } from '@climb/contracts';
import { useNavigate, useParams } from 'react-router';
import { adminPath, GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { belongsTo, bothLoaded, Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { createGymGradeLine, useGymGrade } from '../api/grades.api';
import { GradeLineForm, gradeLineBody } from '../components/grade-line-form';
import { useGradesTexts } from '../components/grade-parts';
import { gradeParams } from '../lib/grades-params';

function NewLine({ gym, grade }: { gym: Gym; grade: GymGrade }) {
  const { t } = useGradesTexts();
  const navigate = useNavigate();
  const last = grade.lines.at(-1);
  return (
    <GradeLineForm
      grade={grade}
      initialValues={{
        name: '',
        colors: [],
        grade_value: grade.colors_only ? null : (last?.grade_value ?? null),
        points: null,
        position: '',
      }}
      placeable
      submit={(values) => createGymGradeLine(gym.id, grade.id, gradeLineBody(values))}
      submitLabel={t('line.create')}
      successMessage={t('line.created')}
      onSuccess={() => void navigate(adminPath(gym, `grades/${grade.id}`))}
      cancelTo={adminPath(gym, `grades/${grade.id}`)}
    />
  );
}

/** `/gyms/{gymId}/{gymName}/admins/grades/{gymGradeId}/grade-lines/new` (manage opening): a line, at the end or placed. */
function GymAdminGradeLineNewPage() {
  const { t } = useGradesTexts();
  const { gymId, gymGradeId } = parseRouteParams(gradeParams, useParams());
  const { gym } = useAdminGym(gymId);
  const grade = useGymGrade(gymId, gymGradeId);
  return (
    <GymAdminFrame gymId={gymId} title={t('line.newTitle')}>
      <Loaded query={bothLoaded(gym, grade)}>
        {([found, record]) => {
          belongsTo(record.gym_id, found.id);
          return <NewLine gym={found} grade={record} />;
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminGradeLineNewPage);
