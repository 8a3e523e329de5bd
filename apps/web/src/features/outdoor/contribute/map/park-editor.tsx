import type { Park } from '@climb/contracts';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PositionPicker } from '../../../../climbing/map/position-picker';
import { bindPosition } from '../forms/field-bindings';
import { parkBody, parkValuesOf, validatePark } from '../forms/map-item-values';
import { RecordFormFrame } from '../forms/record-form';
import { CragContextLayers } from './crag-context-layers';
import { MapItemActions, type MapItemEditorProps, useMapItemForm } from './map-item-editor';

/** A parking: placed on the crag map (tap, drag or coordinates) and described. */
export function ParkEditor(props: MapItemEditorProps<Park>) {
  const { crag, item } = props;
  const { t } = useTranslation('contribute');
  const form = useMapItemForm('parks', props, { valuesOf: parkValuesOf, validate: validatePark, body: parkBody });
  return (
    <RecordFormFrame form={form} testId="park-form">
      <PositionPicker
        {...bindPosition(form)}
        mapLabel={t('park.map', { crag: crag.name })}
        markerTitle={t('park.marker')}
        layers={
          props.cragMap ? (
            <CragContextLayers map={props.cragMap} hide={item ? { kind: 'parks', id: item.id } : undefined} />
          ) : null
        }
        around={[crag.latitude, crag.longitude]}
        required
      />
      <Textarea
        label={t('park.description')}
        description={t('park.descriptionHint')}
        {...form.bindInput('description')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
      />
      <MapItemActions kind="parks" editor={props} submitting={form.submitting} />
    </RecordFormFrame>
  );
}
