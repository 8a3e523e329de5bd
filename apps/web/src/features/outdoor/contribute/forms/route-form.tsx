import {
  ANCHOR_TYPES,
  BOLT_TYPES,
  CLIMBING_TYPES,
  type Crag,
  type CragRoute,
  INCLINES,
  RECEPTIONS,
  START_TYPES,
} from '@climb/contracts';
import { Fieldset, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '../../../../components/ui';
import { useCragSectors } from '../../catalogue/api/crags.api';
import { ChoiceSelect } from '../components/choice-inputs';
import { FormActions } from '../components/form-actions';
import { PitchesEditor } from '../components/pitches-editor';
import { type PitchAction, pitchesReducer } from './pitches';
import { NameInput, RecordFormFrame, type RecordFormProps, useRecordForm } from './record-form';
import { isBoulder, type RouteValues, validateRoute } from './route-values';

interface RouteFormProps extends RecordFormProps<RouteValues, CragRoute> {
  crag: Crag;
}

/** The crag's sectors as select options; the current one stays listed while they load. */
function SectorSelect({
  cragId,
  value,
  onChange,
  error,
}: {
  cragId: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('contribute');
  const sectors = useCragSectors(cragId);
  const options = (sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }));
  return (
    <NativeSelect
      label={t('route.sector')}
      description={sectors.isError ? t('route.sectorsFailed') : undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={sectors.isPending}
      data={[{ value: '', label: sectors.isPending ? t('states.loading') : t('route.noSector') }, ...options]}
      data-testid="route-sector"
    />
  );
}

/** A route or boulder problem and its pitches, each grade read as it is typed. */
export function RouteForm(props: RouteFormProps) {
  const { t } = useTranslation('contribute');
  const form = useRecordForm(props, (values) => validateRoute(props.crag.id, values));
  const { values, setField, fieldError, bindInput, bindValue } = form;
  const boulder = isBoulder(values);
  const dispatchPitches = (action: PitchAction) => setField('pitches', pitchesReducer(values.pitches, action));
  return (
    <RecordFormFrame form={form} testId="route-form">
      <NameInput label={t('route.name')} {...bindInput('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceSelect
          label={t('route.climbingType')}
          group="climbing_types"
          values={CLIMBING_TYPES}
          {...bindValue('climbing_type')}
          unset={t('route.chooseType')}
          required
        />
        <SectorSelect cragId={props.crag.id} {...bindValue('crag_sector_id')} />
      </SimpleGrid>

      <PitchesEditor
        // A boulder problem keeps its first grade only; the others come back if the type changes again.
        rows={boulder ? values.pitches.slice(0, 1) : values.pitches}
        dispatch={dispatchPitches}
        boulder={boulder}
        error={fieldError('pitches')}
      />

      <Fieldset legend={t('route.details')} radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('route.height')} {...bindInput('height')} inputMode="numeric" autoComplete="off" />
            <ChoiceSelect label={t('route.incline')} group="inclines" values={INCLINES} {...bindValue('incline')} />
          </SimpleGrid>
          {boulder ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <ChoiceSelect
                label={t('route.startType')}
                group="start_types"
                values={START_TYPES}
                {...bindValue('start_type')}
              />
              <ChoiceSelect
                label={t('route.reception')}
                group="receptions"
                values={RECEPTIONS}
                {...bindValue('reception')}
              />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <ChoiceSelect
                label={t('route.boltType')}
                group="bolt_types"
                values={BOLT_TYPES}
                {...bindValue('bolt_type')}
              />
              <ChoiceSelect
                label={t('route.anchorType')}
                group="anchor_types"
                values={ANCHOR_TYPES}
                {...bindValue('anchor_type')}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('route.openYear')}
              {...bindInput('open_year')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
            />
            <TextInput label={t('route.opener')} {...bindInput('opener')} maxLength={200} autoComplete="off" />
          </SimpleGrid>
          <Textarea label={t('route.description')} {...bindInput('description')} autosize minRows={3} maxRows={10} />
        </Stack>
      </Fieldset>

      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
    </RecordFormFrame>
  );
}
