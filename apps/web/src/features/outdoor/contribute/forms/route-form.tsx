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
import { Fieldset, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCragSectors } from '../api/crag.api';
import { ChoiceSelect } from '../components/choice-inputs';
import { FormActions } from '../components/form-actions';
import { PitchesEditor } from '../components/pitches-editor';
import { type PitchAction, pitchesReducer } from './pitches';
import { isBoulder, type RouteValues, validateRoute } from './route-values';
import { useWikiForm } from './use-wiki-form';

interface RouteFormProps {
  crag: Crag;
  initialValues: RouteValues;
  submit: (values: RouteValues) => Promise<CragRoute>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (route: CragRoute) => void;
  cancelTo: string;
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
  const form = useWikiForm<RouteValues, CragRoute>({
    initialValues: props.initialValues,
    validate: (values) => validateRoute(props.crag.id, values),
    submit: props.submit,
    successMessage: props.successMessage,
    onSuccess: props.onSuccess,
  });
  const { values, setField, fieldError } = form;
  const boulder = isBoulder(values);
  const dispatchPitches = (action: PitchAction) => setField('pitches', pitchesReducer(values.pitches, action));
  return (
    <form onSubmit={form.submit} noValidate data-testid="route-form">
      <Stack gap="lg">
        <TextInput
          label={t('route.name')}
          value={values.name}
          onChange={(event) => setField('name', event.currentTarget.value)}
          error={fieldError('name')}
          maxLength={120}
          autoComplete="off"
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ChoiceSelect
            label={t('route.climbingType')}
            group="climbing_types"
            values={CLIMBING_TYPES}
            value={values.climbing_type}
            onChange={(value) => setField('climbing_type', value)}
            error={fieldError('climbing_type')}
            unset={t('route.chooseType')}
            required
          />
          <SectorSelect
            cragId={props.crag.id}
            value={values.crag_sector_id}
            onChange={(value) => setField('crag_sector_id', value)}
            error={fieldError('crag_sector_id')}
          />
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
              <TextInput
                label={t('route.height')}
                value={values.height}
                onChange={(event) => setField('height', event.currentTarget.value)}
                error={fieldError('height')}
                inputMode="numeric"
                autoComplete="off"
              />
              <ChoiceSelect
                label={t('route.incline')}
                group="inclines"
                values={INCLINES}
                value={values.incline}
                onChange={(value) => setField('incline', value)}
                error={fieldError('incline')}
              />
            </SimpleGrid>
            {boulder ? (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <ChoiceSelect
                  label={t('route.startType')}
                  group="start_types"
                  values={START_TYPES}
                  value={values.start_type}
                  onChange={(value) => setField('start_type', value)}
                  error={fieldError('start_type')}
                />
                <ChoiceSelect
                  label={t('route.reception')}
                  group="receptions"
                  values={RECEPTIONS}
                  value={values.reception}
                  onChange={(value) => setField('reception', value)}
                  error={fieldError('reception')}
                />
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <ChoiceSelect
                  label={t('route.boltType')}
                  group="bolt_types"
                  values={BOLT_TYPES}
                  value={values.bolt_type}
                  onChange={(value) => setField('bolt_type', value)}
                  error={fieldError('bolt_type')}
                />
                <ChoiceSelect
                  label={t('route.anchorType')}
                  group="anchor_types"
                  values={ANCHOR_TYPES}
                  value={values.anchor_type}
                  onChange={(value) => setField('anchor_type', value)}
                  error={fieldError('anchor_type')}
                />
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('route.openYear')}
                value={values.open_year}
                onChange={(event) => setField('open_year', event.currentTarget.value)}
                error={fieldError('open_year')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
              />
              <TextInput
                label={t('route.opener')}
                value={values.opener}
                onChange={(event) => setField('opener', event.currentTarget.value)}
                error={fieldError('opener')}
                maxLength={200}
                autoComplete="off"
              />
            </SimpleGrid>
            <Textarea
              label={t('route.description')}
              value={values.description}
              onChange={(event) => setField('description', event.currentTarget.value)}
              error={fieldError('description')}
              autosize
              minRows={3}
              maxRows={10}
            />
          </Stack>
        </Fieldset>

        <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
      </Stack>
    </form>
  );
}
