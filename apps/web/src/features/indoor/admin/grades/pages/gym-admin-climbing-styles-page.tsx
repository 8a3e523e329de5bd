import {
  CLIMBING_STYLES,
  type ClimbingStyle,
  type Gym,
  type GymClimbingStyles,
  type GymRouteClimbingType,
} from '@climb/contracts';
import { Button, Chip, Fieldset, Group, Stack, Tabs, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { bothLoaded, Loaded } from '../../../../../components/loaded';
import { useApiForm } from '../../../../../lib/forms/use-api-form';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { gymParams } from '../../../shared/page-params';
import { updateGymClimbingStyles, useGymClimbingStyles } from '../api/grades.api';
import { useGradesTexts } from '../components/grade-parts';
import { routeTypesOf } from '../lib/grade-values';

interface StylesValues extends Record<string, unknown> {
  styles: ClimbingStyle[];
}

/** The styles of one type of route: chips to tick, in the list's order. */
function TypeStyles({ gym, type, current }: { gym: Gym; type: GymRouteClimbingType; current: ClimbingStyle[] }) {
  const { t } = useGradesTexts();
  const { label } = useIndoorLabels();
  const form = useApiForm<StylesValues, GymClimbingStyles[]>({
    initialValues: { styles: current },
    submit: (values) => updateGymClimbingStyles(gym.id, { climbing_type: type, styles: values.styles }),
    successMessage: t('styles.saved'),
  });
  const error = form.fieldError('styles');
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid={`styles-form-${type}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('styles.lead')}
        </Text>
        <Fieldset legend={t('styles.groupLabel')} variant="unstyled" p={0}>
          <Chip.Group
            multiple
            value={form.values.styles}
            onChange={(next) =>
              // Kept in the list's order, whatever the order they were ticked in.
              form.setField(
                'styles',
                CLIMBING_STYLES.filter((style) => next.includes(style)),
              )
            }
          >
            <Group gap="xs">
              {CLIMBING_STYLES.map((style) => (
                <Chip key={style} value={style} variant="outline" data-testid={`style-${type}-${style}`}>
                  {label('climbing_styles', style)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Fieldset>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Text size="sm" c="dimmed" data-testid={`styles-count-${type}`}>
            {t('styles.count', { count: form.values.styles.length })}
          </Text>
          <Button type="submit" loading={form.submitting} data-testid={`styles-save-${type}`}>
            {t('styles.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/climbing-styles` (manage opening): per type of the gym's routes (tabs), the styles
 * the gym tags its routes with, chosen among the product's list (named in both languages).
 */
function GymAdminClimbingStylesPage() {
  const { t } = useGradesTexts();
  const { label } = useIndoorLabels();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const { gym } = useAdminGym(gymId);
  const styles = useGymClimbingStyles(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('styles.title')}>
      <Loaded query={bothLoaded(gym, styles)}>
        {([found, chosen]) => {
          const types = routeTypesOf(found.climbing_types);
          return (
            <Tabs defaultValue={types[0]} keepMounted={false}>
              <Tabs.List>
                {types.map((type) => (
                  <Tabs.Tab key={type} value={type} data-testid={`styles-tab-${type}`}>
                    {label('route_climbing_types', type)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {types.map((type) => (
                <Tabs.Panel key={type} value={type} pt="md">
                  <TypeStyles
                    gym={found}
                    type={type}
                    current={chosen.find((entry) => entry.climbing_type === type)?.styles ?? []}
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

export default withQueries(GymAdminClimbingStylesPage);
