import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { adminPath, GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { DeleteSection } from '../../../../../components/delete-button';
import { belongsTo, bothLoaded, Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { deleteGymGrade, updateGymGrade, useGymGrade } from '../api/grades.api';
import { GradeForm, gradeBody } from '../components/grade-form';
import { useGradesTexts } from '../components/grade-parts';
import { routeTypesOf } from '../lib/grade-values';
import { gradeParams } from '../lib/grades-params';

/**
 * `/gyms/{gymId}/{gymName}/admins/grades/{gymGradeId}/edit` (manage opening): the system's name, type and kind,
 * and its deletion with its lines (confirmed).
 */
function GymAdminGradeEditPage() {
  const { t } = useGradesTexts();
  const { gymId, gymGradeId } = parseRouteParams(gradeParams, useParams());
  const { gym } = useAdminGym(gymId);
  const grade = useGymGrade(gymId, gymGradeId);
  const navigate = useNavigate();
  return (
    <GymAdminFrame gymId={gymId} title={t('grade.editTitle')}>
      <Loaded query={bothLoaded(gym, grade)}>
        {([found, record]) => {
          belongsTo(record.gym_id, found.id);
          return (
            <Stack gap="xl">
              <GradeForm
                initialValues={{
                  name: record.name,
                  climbing_type: record.climbing_type,
                  colors_only: record.colors_only,
                }}
                types={routeTypesOf(found.climbing_types)}
                submit={(values) => updateGymGrade(found.id, record.id, gradeBody(values))}
                submitLabel={t('grade.save')}
                successMessage={t('grade.saved')}
                onSuccess={() => void navigate(adminPath(found, `grades/${record.id}`))}
                cancelTo={adminPath(found, `grades/${record.id}`)}
              />
              <DeleteSection
                allowed
                label={t('grade.delete')}
                confirmText={t('grade.deleteConfirm', { name: record.name, count: record.lines.length })}
                deletedMessage={t('grade.deleted', { name: record.name })}
                onDelete={() => deleteGymGrade(found.id, record.id)}
                onDeleted={() => void navigate(adminPath(found, 'grades'))}
                testId="grade-delete"
              />
            </Stack>
          );
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminGradeEditPage);
