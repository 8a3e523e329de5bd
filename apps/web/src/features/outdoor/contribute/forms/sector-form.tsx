import { type Crag, type CragSector, RAIN_EXPOSURES, SUN_EXPOSURES } from '@climb/contracts';
import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCragMap } from '../api/crag.api';
import { ChoiceSelect, OrientationToggles } from '../components/choice-inputs';
import { FormActions } from '../components/form-actions';
import { PositionPicker } from '../components/position-picker';
import { type SectorValues, validateSector } from './sector-values';
import { useWikiForm } from './use-wiki-form';

interface SectorFormProps {
  crag: Crag;
  /** The sector being edited (left out of the map's context), null for a new one. */
  sectorId: number | null;
  initialValues: SectorValues;
  submit: (values: SectorValues) => Promise<CragSector>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (sector: CragSector) => void;
  cancelTo: string;
}

/** A sector: its name, where it is on the crag map, its orientation and exposure. */
export function SectorForm(props: SectorFormProps) {
  const { t } = useTranslation('contribute');
  const cragMap = useCragMap(props.crag.id);
  const form = useWikiForm<SectorValues, CragSector>({
    initialValues: props.initialValues,
    validate: (values) => validateSector(props.crag.id, values),
    submit: props.submit,
    successMessage: props.successMessage,
    onSuccess: props.onSuccess,
  });
  const { values, setField, fieldError } = form;
  return (
    <form onSubmit={form.submit} noValidate data-testid="sector-form">
      <Stack gap="lg">
        <TextInput
          label={t('sector.name')}
          value={values.name}
          onChange={(event) => setField('name', event.currentTarget.value)}
          error={fieldError('name')}
          maxLength={120}
          autoComplete="off"
          required
        />
        <Textarea
          label={t('sector.description')}
          value={values.description}
          onChange={(event) => setField('description', event.currentTarget.value)}
          error={fieldError('description')}
          autosize
          minRows={3}
          maxRows={10}
        />
        <Fieldset legend={t('sector.position')} radius="md">
          <PositionPicker
            value={{ latitude: values.latitude, longitude: values.longitude }}
            onChange={(position) => {
              setField('latitude', position.latitude);
              setField('longitude', position.longitude);
            }}
            errors={{ latitude: fieldError('latitude'), longitude: fieldError('longitude') }}
            mapLabel={t('sector.map', { crag: props.crag.name })}
            markerTitle={t('sector.marker')}
            context={cragMap.data}
            hide={props.sectorId === null ? undefined : { kind: 'sectors', id: props.sectorId }}
            around={[props.crag.latitude, props.crag.longitude]}
          />
        </Fieldset>
        <Fieldset legend={t('sector.conditions')} radius="md">
          <Stack gap="lg">
            <OrientationToggles
              legend={t('sector.orientations')}
              value={values.orientations}
              onChange={(value) => setField('orientations', value)}
              error={fieldError('orientations')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <ChoiceSelect
                label={t('sector.sun')}
                group="sun"
                values={SUN_EXPOSURES}
                value={values.sun}
                onChange={(value) => setField('sun', value)}
                error={fieldError('sun')}
              />
              <ChoiceSelect
                label={t('sector.rain')}
                group="rain"
                values={RAIN_EXPOSURES}
                value={values.rain}
                onChange={(value) => setField('rain', value)}
                error={fieldError('rain')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
      </Stack>
    </form>
  );
}
