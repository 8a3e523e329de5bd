import type { GymGradeLine } from '@climb/contracts';
import { useNavigate, useParams } from 'react-router';
import { adminPath, GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { belongsTo, bothLoaded, Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { updateGymGradeLine, useGymGrade, useGymGradeLine } from '../api/grades.api';
import { GradeLineForm, gradeLineBody } from '../components/grade-line-form';
import { useGradesTexts } from '../components/grade-parts';
import { gradeLineParams } from '../lib/grades-params';

/** The line's system, read once the line says which it is. */
function LineOfGrade({ gymId, line }: { gymId: number; line: GymGradeLine }) {
  const { t } = useGradesTexts();
  const navigate = useNavigate();
  const { gym } = useAdminGym(gymId);
  const grade = useGymGrade(gymId, line.gym_grade_id);
  return (
    <Loaded query={bothLoaded(gym, grade)}>
      {([found, record]) => {
        belongsTo(record.gym_id, found.id);
        const back = adminPath(found, `grades/${record.id}`);
        return (
          <GradeLineForm
            grade={record}
            initialValues={{
              name: line.name,
              colors: line.colors,
              grade_value: line.grade_value,
              points: line.points,
              position: '',
            }}
            placeable={false}
            submit={(values) => updateGymGradeLine(found.id, line.id, gradeLineBody(values))}
            submitLabel={t('line.save')}
            successMessage={t('line.saved')}
            onSuccess={() => void navigate(back)}
            cancelTo={back}
          />
        );
      }}
    </Loaded>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/grades/grade-lines/{gymGradeLineId}/edit` (manage opening): a line's name,
 * colours, grade and points. The path names no system: the line is read first, then its system.
 */
function GymAdminGradeLineEditPage() {
  const { t } = useGradesTexts();
  const { gymId, gymGradeLineId } = parseRouteParams(gradeLineParams, useParams());
  const line = useGymGradeLine(gymGradeLineId);
  return (
    <GymAdminFrame gymId={gymId} title={t('line.editTitle')}>
      <Loaded query={line}>
        {(record) => {
          belongsTo(record.gym_id, gymId);
          return <LineOfGrade gymId={gymId} line={record} />;
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminGradeLineEditPage);
