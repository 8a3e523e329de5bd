import { GYM_ROUTE_CLIMBING_TYPES, type Gym, type GymSector, type GymSpaceSummary } from '@climb/contracts';
import { Alert, Anchor, Fieldset, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/list-states';
import { SimpleGrid } from '../../../../components/ui';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { gymPath } from '../../shared/paths';
import { useChosenGymSpace } from '../api/indoor-wiki.api';
import { FormActions, IndoorFormFrame, NameInput } from '../components/form-parts';
import { LazyPlanPolygonEditor } from '../components/lazy-maps';
import { numberOrNull } from './form-text';
import { type SectorValues, validateSector } from './sector-values';
import { type IndoorFormProps, NAMESPACE, useIndoorForm } from './use-indoor-form';

interface SectorFormProps extends IndoorFormProps<SectorValues, GymSector> {
  gym: Gym;
  spaces: readonly GymSpaceSummary[];
  /** The sector being edited (not drawn among the others), null for a new one. */
  sectorId: number | null;
}

/**
 * A sector of a space: its name, type, height and anchors, and its outline drawn on the space's plan with a finger
 * or a mouse. A space without a plan takes a sector without an outline, and says how to add the plan.
 */
export function SectorForm(props: SectorFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { options } = useIndoorLabels();
  const spaceId = numberOrNull(props.initialValues.gym_space_id);
  const form = useIndoorForm(props, (values) => validateSector(values, planOf(values)));
  const { values, setField, fieldError, bindInput } = form;
  const chosen = numberOrNull(values.gym_space_id);
  const space = useChosenGymSpace(chosen !== null && Number.isInteger(chosen) ? chosen : null);
  // The outline is checked against the plan of the space it is drawn on, once that space has arrived.
  function planOf(current: SectorValues) {
    return space.data && String(space.data.id) === current.gym_space_id ? space.data.plan : null;
  }
  const plan = space.data && String(space.data.id) === values.gym_space_id ? space.data.plan : null;
  const others = (space.data?.sectors ?? [])
    .filter((sector) => sector.id !== props.sectorId && sector.polygon)
    .map((sector) => ({ id: sector.id, name: sector.name, points: sector.polygon ?? [] }));

  const chooseSpace = (value: string) => {
    setField('gym_space_id', value);
    // An outline belongs to its plan: another space starts a new one (its own again when coming back).
    setField('polygon', value === String(spaceId) ? props.initialValues.polygon : null);
  };

  return (
    <IndoorFormFrame form={form} testId="sector-form">
      <NativeSelect
        label={t('sector.space')}
        {...bindInput('gym_space_id')}
        onChange={(event) => chooseSpace(event.currentTarget.value)}
        data={[
          ...(values.gym_space_id === '' ? [{ value: '', label: t('plan.chooseSpace') }] : []),
          ...props.spaces.map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
        ]}
        required
        data-testid="sector-space"
      />
      <NameInput label={t('sector.name')} {...bindInput('name')} />
      <Textarea label={t('sector.description')} {...bindInput('description')} autosize minRows={2} maxRows={10} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label={t('sector.climbingType')}
          {...bindInput('climbing_type')}
          data={[{ value: '', label: t('form.mixed') }, ...options('route_climbing_types', GYM_ROUTE_CLIMBING_TYPES)]}
        />
        <TextInput
          label={t('sector.height')}
          {...bindInput('height')}
          inputMode="numeric"
          autoComplete="off"
          rightSection={<Text size="sm">m</Text>}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={t('sector.anchorFrom')}
          {...bindInput('anchor_from')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextInput label={t('sector.anchorTo')} {...bindInput('anchor_to')} inputMode="numeric" autoComplete="off" />
      </SimpleGrid>

      <Fieldset legend={t('sector.outline')} radius="md">
        {chosen === null ? (
          <Text c="dimmed">{t('sector.chooseSpaceFirst')}</Text>
        ) : space.isError ? (
          <LoadError onRetry={() => void space.refetch()} />
        ) : !space.data ? (
          <Text c="dimmed">{t('sector.planLoading')}</Text>
        ) : plan ? (
          <Stack gap="sm">
            <Text size="sm">{t('sector.outlineHint')}</Text>
            <LazyPlanPolygonEditor
              key={space.data.id}
              mapLabel={t('sector.planLabel', { name: space.data.name })}
              plan={plan}
              initialPoints={values.polygon ?? undefined}
              sectors={others}
              onChange={(points) => setField('polygon', points.length > 0 ? points : null)}
              error={fieldError('polygon')}
            />
          </Stack>
        ) : (
          <Alert variant="light" color="blue" data-testid="no-plan">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('sector.noPlan')}</Text>
              <Anchor component={Link} to={`${gymPath(props.gym, 'upload-plan')}?space=${space.data.id}`} size="sm">
                {t('sector.addPlan')}
              </Anchor>
            </Stack>
          </Alert>
        )}
      </Fieldset>

      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
    </IndoorFormFrame>
  );
}
