import type { Gym, GymLevelStep, GymLevels, GymRouteClimbingType } from '@climb/contracts';
import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { bothLoaded, Loaded } from '../../../../../components/loaded';
import { useApiForm } from '../../../../../lib/forms/use-api-form';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { gymParams } from '../../../shared/page-params';
import { updateGymLevels, useGymLevels } from '../api/grades.api';
import { useGradesTexts } from '../components/grade-parts';
import { LevelsEditor } from '../components/levels-editor';
import { routeTypesOf } from '../lib/grade-values';

interface LevelsValues extends Record<string, unknown> {
  levels: GymLevelStep[];
}

/** The scale of one type of route, edited and saved whole. */
function TypeLevels({ gym, type, current }: { gym: Gym; type: GymRouteClimbingType; current: GymLevelStep[] }) {
  const { t } = useGradesTexts();
  const form = useApiForm<LevelsValues, GymLevels[]>({
    initialValues: { levels: current },
    submit: (values) => updateGymLevels(gym.id, { climbing_type: type, levels: values.levels }),
    successMessage: t('levels.saved'),
  });
  const error = form.fieldError('levels');
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid={`levels-form-${type}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('levels.lead')}
        </Text>
        <LevelsEditor
          levels={form.values.levels}
          onChange={(levels) => form.setField('levels', levels)}
          testId={`levels-${type}`}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert" data-testid={`levels-error-${type}`}>
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={form.submitting} data-testid={`levels-save-${type}`}>
            {t('levels.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/levels` (manage opening): per type of the gym's routes (tabs), its scale: the ordered
 * colours, each with its default grade and points (by grade unless given), added, removed and moved by buttons, saved
 * whole. Routes keep their level's place; a level mounted routes still use cannot go (the API says so).
 */
function GymAdminLevelsPage() {
  const { t } = useGradesTexts();
  const { label } = useIndoorLabels();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const { gym } = useAdminGym(gymId);
  const levels = useGymLevels(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('levels.title')}>
      <Loaded query={bothLoaded(gym, levels)}>
        {([found, scales]) => {
          const types = routeTypesOf(found.climbing_types);
          return (
            <Tabs defaultValue={types[0]} keepMounted={false}>
              <Tabs.List>
                {types.map((type) => (
                  <Tabs.Tab key={type} value={type} data-testid={`levels-tab-${type}`}>
                    {label('route_climbing_types', type)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {types.map((type) => (
                <Tabs.Panel key={type} value={type} pt="md">
                  <TypeLevels
                    gym={found}
                    type={type}
                    current={scales.find((scale) => scale.climbing_type === type)?.levels ?? []}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          );
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminLevelsPage);
