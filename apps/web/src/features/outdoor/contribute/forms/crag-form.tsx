import { CLIMBING_TYPES, type Crag, RAIN_EXPOSURES, ROCK_TYPES, SEASONS, SUN_EXPOSURES } from '@climb/contracts';
import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceChips, ChoiceSelect, OrientationToggles } from '../components/choice-inputs';
import { FormActions } from '../components/form-actions';
import { PositionPicker } from '../components/position-picker';
import { TownField } from '../components/town-field';
import { type CragValues, validateCrag } from './crag-values';
import { useWikiForm } from './use-wiki-form';

interface CragFormProps {
  initialValues: CragValues;
  submit: (values: CragValues) => Promise<Crag>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (crag: Crag) => void;
  cancelTo: string;
}

/** Everything about a crag a climber can tell: name, position, climbing, rock, exposure, seasons, approach. */
export function CragForm(props: CragFormProps) {
  const { t } = useTranslation('contribute');
  const form = useWikiForm<CragValues, Crag>({
    initialValues: props.initialValues,
    validate: validateCrag,
    submit: props.submit,
    successMessage: props.successMessage,
    onSuccess: props.onSuccess,
  });
  const { values, setField, fieldError } = form;
  return (
    <form onSubmit={form.submit} noValidate data-testid="crag-form">
      <Stack gap="lg">
        <Fieldset legend={t('crag.identity')} radius="md">
          <Stack gap="md">
            <TextInput
              label={t('crag.name')}
              value={values.name}
              onChange={(event) => setField('name', event.currentTarget.value)}
              error={fieldError('name')}
              maxLength={120}
              autoComplete="off"
              required
            />
            <Textarea
              label={t('crag.description')}
              description={t('crag.descriptionHint')}
              value={values.description}
              onChange={(event) => setField('description', event.currentTarget.value)}
              error={fieldError('description')}
              autosize
              minRows={3}
              maxRows={12}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('crag.where')} radius="md">
          <Stack gap="md">
            <PositionPicker
              value={{ latitude: values.latitude, longitude: values.longitude }}
              onChange={(position) => {
                setField('latitude', position.latitude);
                setField('longitude', position.longitude);
              }}
              errors={{ latitude: fieldError('latitude'), longitude: fieldError('longitude') }}
              mapLabel={t('crag.map')}
              markerTitle={t('crag.marker')}
              required
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('crag.elevation')}
                description={t('crag.elevationHint')}
                value={values.elevation}
                onChange={(event) => setField('elevation', event.currentTarget.value)}
                error={fieldError('elevation')}
                inputMode="numeric"
                autoComplete="off"
              />
            </SimpleGrid>
            <TownField value={values.town} onChange={(town) => setField('town', town)} error={fieldError('town_id')} />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('crag.climbing')} radius="md">
          <Stack gap="lg">
            <ChoiceChips
              legend={t('crag.climbingTypes')}
              group="climbing_types"
              values={CLIMBING_TYPES}
              value={values.climbing_types}
              onChange={(value) => setField('climbing_types', value)}
              error={fieldError('climbing_types')}
              required
            />
            <ChoiceChips
              legend={t('crag.rocks')}
              group="rocks"
              values={ROCK_TYPES}
              value={values.rocks}
              onChange={(value) => setField('rocks', value)}
              error={fieldError('rocks')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('crag.conditions')} radius="md">
          <Stack gap="lg">
            <OrientationToggles
              legend={t('crag.orientations')}
              value={values.orientations}
              onChange={(value) => setField('orientations', value)}
              error={fieldError('orientations')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <ChoiceSelect
                label={t('crag.sun')}
                group="sun"
                values={SUN_EXPOSURES}
                value={values.sun}
                onChange={(value) => setField('sun', value)}
                error={fieldError('sun')}
              />
              <ChoiceSelect
                label={t('crag.rain')}
                group="rain"
                values={RAIN_EXPOSURES}
                value={values.rain}
                onChange={(value) => setField('rain', value)}
                error={fieldError('rain')}
              />
            </SimpleGrid>
            <ChoiceChips
              legend={t('crag.seasons')}
              group="seasons"
              values={SEASONS}
              value={values.seasons}
              onChange={(value) => setField('seasons', value)}
              error={fieldError('seasons')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('crag.approach')} radius="md">
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={t('crag.minApproach')}
              value={values.min_approach_time}
              onChange={(event) => setField('min_approach_time', event.currentTarget.value)}
              error={fieldError('min_approach_time')}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              label={t('crag.maxApproach')}
              value={values.max_approach_time}
              onChange={(event) => setField('max_approach_time', event.currentTarget.value)}
              error={fieldError('max_approach_time')}
              inputMode="numeric"
              autoComplete="off"
            />
          </SimpleGrid>
        </Fieldset>

        <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
      </Stack>
    </form>
  );
}
