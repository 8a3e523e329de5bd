import { frenchGradeText, type Gym, type GymGrade, movedOrder, pointsByGrade } from '@climb/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { adminPath, GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { DeleteButton } from '../../../../../components/delete-button';
import { EmptyState } from '../../../../../components/list-states';
import { belongsTo, bothLoaded, Loaded } from '../../../../../components/loaded';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { Section } from '../../../../../components/section';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useAlerts } from '../../../../../platform/alerts/use-alerts';
import { HoldColorSwatch } from '../../../shared/hold-color-swatch';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { deleteGymGradeLine, reorderGymGradeLines, useGymGrade } from '../api/grades.api';
import { MoveButtons, useGradesTexts } from '../components/grade-parts';
import { gradeParams } from '../lib/grades-params';

/** The system's lines, easiest first: colours, name, grade and points; moved, edited or deleted one by one. */
function GradeLines({ gym, grade }: { gym: Gym; grade: GymGrade }) {
  const { t } = useGradesTexts();
  const alerts = useAlerts();
  const [moving, setMoving] = useState(false);
  const move = async (from: number, to: number) => {
    setMoving(true);
    try {
      const ids = movedOrder(
        grade.lines.map((line) => line.id),
        from,
        to,
      );
      await reorderGymGradeLines(gym.id, grade.id, ids);
    } catch (error) {
      alerts.apiError(error);
    } finally {
      setMoving(false);
    }
  };
  if (grade.lines.length === 0) {
    return (
      <EmptyState
        text={t('lines.empty')}
        action={{ label: t('lines.add'), to: adminPath(gym, `grades/${grade.id}/grade-lines/new`) }}
        testId="grade-lines-empty"
      />
    );
  }
  return (
    <ol
      aria-label={t('lines.listLabel')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      data-testid="grade-lines"
    >
      {grade.lines.map((line, index) => {
        const gradeText = frenchGradeText(line.grade_value);
        const points = line.points ?? (line.grade_value === null ? null : pointsByGrade(line.grade_value));
        return (
          <li key={line.id} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
            <Paper withBorder p="sm" data-testid={`grade-line-${line.id}`}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" c="dimmed" w={24} ta="right">
                    {index + 1}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {line.colors.map((color) => (
                      <HoldColorSwatch key={color} color={color} />
                    ))}
                  </Group>
                  <Stack gap={0}>
                    <Text fw={600}>{line.name}</Text>
                    <Text size="sm" c="dimmed">
                      {gradeText ?? t('lines.noGrade')}
                      {points === null
                        ? ''
                        : ` · ${line.points === null ? t('lines.pointsByGrade', { count: points }) : t('lines.points', { count: points })}`}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <MoveButtons
                    index={index}
                    count={grade.lines.length}
                    name={line.name}
                    onMove={(to) => void move(index, to)}
                    disabled={moving}
                    testId={`grade-line-${line.id}-move`}
                  />
                  <PlainButtonLink
                    to={adminPath(gym, `grades/grade-lines/${line.id}/edit`)}
                    variant="default"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    aria-label={t('lines.editNamed', { name: line.name })}
                    data-testid={`grade-line-${line.id}-edit`}
                  >
                    {t('lines.edit')}
                  </PlainButtonLink>
                  <DeleteButton
                    label={t('lines.delete')}
                    confirmText={t('lines.deleteConfirm', { name: line.name })}
                    deletedMessage={t('lines.deleted', { name: line.name })}
                    onDelete={() => deleteGymGradeLine(gym.id, line.id)}
                    onDeleted={() => undefined}
                    testId={`grade-line-${line.id}-delete`}
                  />
                </Group>
              </Group>
            </Paper>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/grades/{gymGradeId}` (manage opening): a grade system and its lines in order,
 * easiest first, each with its colour chips, grade and points; lines moved up or down by buttons (keyboard too: a
 * grade that would fall out of order is refused and said), edited, deleted, added.
 */
function GymAdminGradePage() {
  const { t } = useGradesTexts();
  const { label } = useIndoorLabels();
  const { gymId, gymGradeId } = parseRouteParams(gradeParams, useParams());
  const { gym } = useAdminGym(gymId);
  const grade = useGymGrade(gymId, gymGradeId);
  const found = gym.data;
  const record = grade.data;
  return (
    <GymAdminFrame
      gymId={gymId}
      title={record?.name ?? t('grade.title')}
      actions={
        found && record ? (
          <Group gap="xs">
            <PlainButtonLink
              to={adminPath(found, `grades/${record.id}/edit`)}
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
              data-testid="grade-edit"
            >
              {t('grade.edit')}
            </PlainButtonLink>
            <PlainButtonLink
              to={adminPath(found, `grades/${record.id}/grade-lines/new`)}
              leftSection={<IconPlus size={18} aria-hidden />}
              data-testid="grade-line-new"
            >
              {t('lines.add')}
            </PlainButtonLink>
          </Group>
        ) : null
      }
    >
      <Loaded query={bothLoaded(gym, grade)}>
        {([gymRecord, gradeRecord]) => {
          belongsTo(gradeRecord.gym_id, gymRecord.id);
          return (
            <Stack gap="md">
              <Group gap="xs">
                <Badge variant="light">{label('route_climbing_types', gradeRecord.climbing_type)}</Badge>
                {gradeRecord.colors_only ? <Badge variant="outline">{t('grade.colorsOnly')}</Badge> : null}
              </Group>
              <Section title={t('lines.title')} testId="grade-lines-section">
                <Text size="sm" c="dimmed">
                  {t('lines.lead')}
                </Text>
                <GradeLines gym={gymRecord} grade={gradeRecord} />
              </Section>
              <PlainButtonLink to={adminPath(gymRecord, 'grades')} variant="subtle">
                {t('grade.back')}
              </PlainButtonLink>
            </Stack>
          );
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminGradePage);
