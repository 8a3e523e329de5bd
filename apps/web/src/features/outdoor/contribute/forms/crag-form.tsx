import { CLIMBING_TYPES, type Crag, RAIN_EXPOSURES, ROCK_TYPES, SEASONS, SUN_EXPOSURES } from '@climb/contracts';
import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PositionPicker } from '../../../../climbing/map/position-picker';
import { SimpleGrid } from '../../../../components/ui';
import { ChoiceChips, ChoiceSelect, OrientationToggles } from '../components/choice-inputs';
import { FormActions } from '../components/form-actions';
import { TownField } from '../components/town-field';
import { type CragValues, validateCrag } from './crag-values';
import { bindPosition } from './field-bindings';
import { NameInput, RecordFormFrame, type RecordFormProps, useRecordForm } from './record-form';

/** Everything about a crag a climber can tell: name, position, climbing, rock, exposure, seasons, approach. */
export function CragForm(props: RecordFormProps<CragValues, Crag>) {
  const { t } = useTranslation('contribute');
  const form = useRecordForm(props, validateCrag);
  const { bindInput, bindValue } = form;
  return (
    <RecordFormFrame form={form} testId="crag-form">
      <Fieldset legend={t('crag.identity')} radius="md">
        <Stack gap="md">
          <NameInput label={t('crag.name')} {...bindInput('name')} />
          <Textarea
            label={t('crag.description')}
            description={t('crag.descriptionHint')}
            {...bindInput('description')}
            autosize
            minRows={3}
            maxRows={12}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('crag.where')} radius="md">
        <Stack gap="md">
          <PositionPicker {...bindPosition(form)} mapLabel={t('crag.map')} markerTitle={t('crag.marker')} required />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('crag.elevation')}
              description={t('crag.elevationHint')}
              {...bindInput('elevation')}
              inputMode="numeric"
              autoComplete="off"
            />
          </SimpleGrid>
          <TownField
            value={form.values.town}
            onChange={(town) => form.setField('town', town)}
            error={form.fieldError('town_id')}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('crag.climbing')} radius="md">
        <Stack gap="lg">
          <ChoiceChips
            legend={t('crag.climbingTypes')}
            group="climbing_types"
            values={CLIMBING_TYPES}
            {...bindValue('climbing_types')}
            required
          />
          <ChoiceChips legend={t('crag.rocks')} group="rocks" values={ROCK_TYPES} {...bindValue('rocks')} />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('crag.conditions')} radius="md">
        <Stack gap="lg">
          <OrientationToggles legend={t('crag.orientations')} {...bindValue('orientations')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <ChoiceSelect label={t('crag.sun')} group="sun" values={SUN_EXPOSURES} {...bindValue('sun')} />
            <ChoiceSelect label={t('crag.rain')} group="rain" values={RAIN_EXPOSURES} {...bindValue('rain')} />
          </SimpleGrid>
          <ChoiceChips legend={t('crag.seasons')} group="seasons" values={SEASONS} {...bindValue('seasons')} />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('crag.approach')} radius="md">
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={t('crag.minApproach')}
            {...bindInput('min_approach_time')}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextInput
            label={t('crag.maxApproach')}
            {...bindInput('max_approach_time')}
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
      </Fieldset>

      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
    </RecordFormFrame>
  );
}
