import { type Crag, type CragSector, RAIN_EXPOSURES, SUN_EXPOSURES } from '@climb/contracts';
import { Fieldset, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PositionPicker } from '../../../../climbing/map/position-picker';
import { SimpleGrid } from '../../../../components/ui';
import { useCragMap } from '../../catalogue/api/crags.api';
import { ChoiceSelect, OrientationToggles } from '../components/choice-inputs';
import { FormActions } from '../components/form-actions';
import { CragContextLayers } from '../map/crag-context-layers';
import { bindPosition } from './field-bindings';
import { NameInput, RecordFormFrame, type RecordFormProps, useRecordForm } from './record-form';
import { type SectorValues, validateSector } from './sector-values';

interface SectorFormProps extends RecordFormProps<SectorValues, CragSector> {
  crag: Crag;
  /** The sector being edited (left out of the map's context), null for a new one. */
  sectorId: number | null;
}

/** A sector: its name, where it is on the crag map, its orientation and exposure. */
export function SectorForm(props: SectorFormProps) {
  const { t } = useTranslation('contribute');
  const cragMap = useCragMap(props.crag.id);
  const form = useRecordForm(props, (values) => validateSector(props.crag.id, values));
  return (
    <RecordFormFrame form={form} testId="sector-form">
      <NameInput label={t('sector.name')} {...form.bindInput('name')} />
      <Textarea label={t('sector.description')} {...form.bindInput('description')} autosize minRows={3} maxRows={10} />
      <Fieldset legend={t('sector.position')} radius="md">
        <PositionPicker
          {...bindPosition(form)}
          mapLabel={t('sector.map', { crag: props.crag.name })}
          markerTitle={t('sector.marker')}
          layers={
            cragMap.data ? (
              <CragContextLayers
                map={cragMap.data}
                hide={props.sectorId === null ? undefined : { kind: 'sectors', id: props.sectorId }}
              />
            ) : null
          }
          around={[props.crag.latitude, props.crag.longitude]}
        />
      </Fieldset>
      <Fieldset legend={t('sector.conditions')} radius="md">
        <Stack gap="lg">
          <OrientationToggles legend={t('sector.orientations')} {...form.bindValue('orientations')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <ChoiceSelect label={t('sector.sun')} group="sun" values={SUN_EXPOSURES} {...form.bindValue('sun')} />
            <ChoiceSelect label={t('sector.rain')} group="rain" values={RAIN_EXPOSURES} {...form.bindValue('rain')} />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancel={props.cancelTo} />
    </RecordFormFrame>
  );
}
