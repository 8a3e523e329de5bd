import {
  DEFAULT_GYM_LEVELS,
  frenchGradeText,
  type Gym,
  type GymDifficultySystem,
  type GymLevelStep,
  type GymRouteClimbingType,
} from '@climb/contracts';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { adminPath, GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { EmptyState } from '../../../../../components/list-states';
import { bothLoaded, Loaded } from '../../../../../components/loaded';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { useApiForm } from '../../../../../lib/forms/use-api-form';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { HoldColorSwatch } from '../../../shared/hold-color-swatch';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { gymParams } from '../../../shared/page-params';
import { setGymDifficultySystem, useGymDifficultySystem } from '../api/grades.api';
import { useGradesTexts } from '../components/grade-parts';
import { LevelsEditor } from '../components/levels-editor';
import { colorsOnly, routeTypesOf } from '../lib/grade-values';

type Mode = 'colors' | 'grades';

interface TypeChoice {
  mode: Mode;
  levels: GymLevelStep[];
}

interface FirstValues extends Record<string, unknown> {
  choices: Partial<Record<GymRouteClimbingType, TypeChoice>>;
  /** Whether the preview is shown, waiting for the confirmation. */
  previewing: boolean;
}

/** A scale as it will read: its colours in order, each with its grade when it has one. */
function Preview({ levels }: { levels: readonly GymLevelStep[] }) {
  const { t } = useGradesTexts();
  return (
    <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
      {levels.map((level, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the level.
        <li key={index}>
          <Group gap="xs" component="span">
            <HoldColorSwatch color={level.color} withName />
            {level.grade_value === null ? null : (
              <Text component="span" size="sm" c="dimmed">
                {t('first.previewGrade', { grade: frenchGradeText(level.grade_value) })}
              </Text>
            )}
          </Group>
        </li>
      ))}
    </ol>
  );
}

function FirstSystemForm({ gym, current }: { gym: Gym; current: GymDifficultySystem }) {
  const { t } = useGradesTexts();
  const { label } = useIndoorLabels();
  const navigate = useNavigate();
  const types = routeTypesOf(gym.climbing_types);
  const startOf = (type: GymRouteClimbingType): TypeChoice => ({
    mode: 'grades',
    levels: current.levels.find((scale) => scale.climbing_type === type)?.levels ?? DEFAULT_GYM_LEVELS[type],
  });
  const form = useApiForm<FirstValues, GymDifficultySystem>({
    initialValues: { choices: Object.fromEntries(types.map((type) => [type, startOf(type)])), previewing: false },
    submit: (values) =>
      setGymDifficultySystem(gym.id, {
        levels: types.map((type) => {
          const choice = values.choices[type] ?? startOf(type);
          return { climbing_type: type, levels: choice.mode === 'colors' ? colorsOnly(choice.levels) : choice.levels };
        }),
      }),
    successMessage: t('first.done'),
    onSuccess: () => void navigate(adminPath(gym)),
    leavesPage: true,
  });
  const { choices, previewing } = form.values;
  const change = (type: GymRouteClimbingType, next: Partial<TypeChoice>) =>
    form.setField('choices', { ...choices, [type]: { ...(choices[type] ?? startOf(type)), ...next } });
  const chooseMode = (type: GymRouteClimbingType, mode: Mode) =>
    change(type, { mode, levels: mode === 'grades' ? DEFAULT_GYM_LEVELS[type] : colorsOnly(DEFAULT_GYM_LEVELS[type]) });
  const error = form.fieldError('levels');
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="first-difficulty-form">
      <Stack gap="lg">
        <Text>{t('first.lead')}</Text>
        {types.map((type) => {
          const choice = choices[type] ?? startOf(type);
          const typeName = label('route_climbing_types', type);
          return (
            <Paper key={type} withBorder p="md" data-testid={`first-type-${type}`}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {typeName}
                </Title>
                {previewing ? (
                  <Preview levels={choice.mode === 'colors' ? colorsOnly(choice.levels) : choice.levels} />
                ) : (
                  <>
                    <SegmentedControl
                      value={choice.mode}
                      onChange={(mode) => chooseMode(type, mode as Mode)}
                      data={[
                        { value: 'grades', label: t('first.grades') },
                        { value: 'colors', label: t('first.colors') },
                      ]}
                      aria-label={t('first.modeLabel', { type: typeName })}
                      data-testid={`first-mode-${type}`}
                    />
                    <Text size="sm" c="dimmed">
                      {choice.mode === 'grades' ? t('first.gradesHint') : t('first.colorsHint')}
                    </Text>
                    <LevelsEditor
                      levels={choice.levels}
                      onChange={(levels) => change(type, { levels })}
                      colorsOnly={choice.mode === 'colors'}
                      testId={`first-levels-${type}`}
                    />
                  </>
                )}
              </Stack>
            </Paper>
          );
        })}
        {error ? (
          <Alert color="red" variant="light" role="alert" data-testid="first-error">
            {error}
          </Alert>
        ) : null}
        {/* Keyed apart: the press on "Preview" must not land on the submit button that takes its place. */}
        {previewing ? (
          <Group gap="sm" key="confirm">
            <Button type="submit" loading={form.submitting} data-testid="first-confirm">
              {t('first.confirm')}
            </Button>
            <Button variant="default" onClick={() => form.setField('previewing', false)} data-testid="first-back">
              {t('first.change')}
            </Button>
          </Group>
        ) : (
          <Group key="preview">
            <Button onClick={() => form.setField('previewing', true)} data-testid="first-preview">
              {t('first.preview')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/first-difficulty-system` (manage opening): the first step of a newly claimed gym.
 * For each type of its routes, colours only (picked and ordered) or grades (from the product's default scale, to
 * adjust); a preview, then the confirmation saves them all at once and goes back to the dashboard. Once done, the
 * page says so and leads to the levels.
 */
function GymAdminFirstDifficultySystemPage() {
  const { t } = useGradesTexts();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const { gym } = useAdminGym(gymId);
  const system = useGymDifficultySystem(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('first.title')}>
      <Loaded query={bothLoaded(gym, system)}>
        {([found, current]) =>
          current.set_at ? (
            <EmptyState text={t('first.already')} testId="first-already">
              <Group gap="sm">
                <PlainButtonLink to={adminPath(found, 'levels')} variant="light" data-testid="first-levels-link">
                  {t('first.levels')}
                </PlainButtonLink>
                <PlainButtonLink to={adminPath(found)} variant="subtle">
                  {t('first.back')}
                </PlainButtonLink>
              </Group>
            </EmptyState>
          ) : (
            <FirstSystemForm gym={found} current={current} />
          )
        }
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminFirstDifficultySystemPage);
