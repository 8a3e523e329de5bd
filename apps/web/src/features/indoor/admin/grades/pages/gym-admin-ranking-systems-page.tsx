import {
  DIVISION_POINTS,
  type Gym,
  type GymRankingSystems,
  type GymRouteClimbingType,
  pointsByGrade,
  RANKING_SYSTEMS,
  type RankingSystem,
} from '@climb/contracts';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useGrades } from '../../../../../climbing/grade';
import { GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { bothLoaded, Loaded } from '../../../../../components/loaded';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { useApiForm } from '../../../../../lib/forms/use-api-form';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useFormatters } from '../../../../../lib/use-formatters';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { gymParams } from '../../../shared/page-params';
import { gymPath } from '../../../shared/paths';
import { updateGymRankingSystems, useGymRankingSystems } from '../api/grades.api';
import { useGradesTexts } from '../components/grade-parts';
import { routeTypesOf } from '../lib/grade-values';

/** The grades the "point by grade" sentence gives as examples: 6a, 7a, 8a (as the ranking page does). */
const EXAMPLE_GRADES = [31, 37, 43];
/** The climbers the division's example shares among. */
const EXAMPLE_CLIMBERS = 4;
/** The level points the fixed points' example names. */
const EXAMPLE_LEVEL_POINTS = 150;

/** '' is the default (point by grade, division for a route without a grade). */
type Choice = RankingSystem | '';

interface SystemsValues extends Record<string, unknown> {
  choices: Partial<Record<GymRouteClimbingType, Choice>>;
}

/** Each system in a sentence, with an example computed from the ranking's own rules. */
function useSystemTexts() {
  const { t } = useGradesTexts();
  const { integer } = useFormatters();
  const grades = useGrades();
  const examples = EXAMPLE_GRADES.map((grade) =>
    t('ranking.gradeExample', { grade: grades.format(grade), points: integer(pointsByGrade(grade)) }),
  ).join(', ');
  return {
    '': t('ranking.systems.default'),
    fixed_points: t('ranking.systems.fixed_points', { points: integer(EXAMPLE_LEVEL_POINTS) }),
    division: t('ranking.systems.division', {
      points: integer(DIVISION_POINTS),
      climbers: EXAMPLE_CLIMBERS,
      each: integer(Math.round(DIVISION_POINTS / EXAMPLE_CLIMBERS)),
    }),
    point_by_grade: t('ranking.systems.point_by_grade', { examples }),
  } satisfies Record<Choice, string>;
}

function SystemsForm({ gym, systems }: { gym: Gym; systems: GymRankingSystems }) {
  const { t } = useGradesTexts();
  const { label } = useIndoorLabels();
  const explained = useSystemTexts();
  const types = routeTypesOf(gym.climbing_types);
  const form = useApiForm<SystemsValues, GymRankingSystems>({
    initialValues: {
      choices: Object.fromEntries(
        types.map((type) => [type, systems.find((entry) => entry.climbing_type === type)?.system ?? '']),
      ),
    },
    submit: (values) =>
      updateGymRankingSystems(gym.id, {
        systems: types.map((type) => {
          const choice = values.choices[type] ?? '';
          return { climbing_type: type, system: choice === '' ? null : choice };
        }),
      }),
    successMessage: t('ranking.saved'),
  });
  const choose = (type: GymRouteClimbingType, choice: Choice) =>
    form.setField('choices', { ...form.values.choices, [type]: choice });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="ranking-systems-form">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('ranking.lead')}
        </Text>
        {types.map((type) => (
          <Paper key={type} withBorder p="md">
            <Radio.Group
              label={
                <Title order={2} size="h4">
                  {label('route_climbing_types', type)}
                </Title>
              }
              value={form.values.choices[type] ?? ''}
              onChange={(value) => choose(type, value as Choice)}
              data-testid={`ranking-systems-${type}`}
            >
              <Stack gap="sm" mt="sm">
                {(['', ...RANKING_SYSTEMS] as const).map((choice) => (
                  <Radio
                    key={choice || 'default'}
                    value={choice}
                    label={t(`ranking.names.${choice || 'default'}`)}
                    description={explained[choice]}
                    data-testid={`ranking-system-${type}-${choice || 'default'}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          </Paper>
        ))}
        <Text size="sm">{t('ranking.fixed')}</Text>
        <Group gap="sm">
          <Button type="submit" loading={form.submitting} data-testid="ranking-systems-save">
            {t('ranking.save')}
          </Button>
          <PlainButtonLink
            to={gymPath(gym, 'ranking')}
            variant="subtle"
            leftSection={<IconTrophy size={18} aria-hidden />}
            data-testid="ranking-systems-public"
          >
            {t('ranking.public')}
          </PlainButtonLink>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/ranking-systems` (manage gym): per type of the gym's routes, how a route's points
 * are counted: the default, fixed points (each route's own, else its level's), division (1,000 ÷ its climbers) or
 * point by grade (round(2000 × 0.85^(49 − grade))), each said with an example; the gym's ranking follows at once.
 */
function GymAdminRankingSystemsPage() {
  const { t } = useGradesTexts();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const { gym } = useAdminGym(gymId);
  const systems = useGymRankingSystems(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('ranking.title')}>
      <Loaded query={bothLoaded(gym, systems)}>
        {([found, chosen]) => <SystemsForm gym={found} systems={chosen} />}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminRankingSystemsPage);
