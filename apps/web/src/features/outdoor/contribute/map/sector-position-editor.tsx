import { type CragMap, type CragSector, latitude, longitude, type ValidationErrors } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PositionPicker } from '../../../../climbing/map/position-picker';
import type { PositionText } from '../../../../climbing/position-text';
import { validateWith } from '../../../../lib/forms/form-errors';
import { updateSector } from '../api/sector.api';
import { FormActions } from '../components/form-actions';
import { bindPosition } from '../forms/field-bindings';
import { numberOrNull } from '../forms/form-text';
import { positionTextOf } from '../forms/position-values';
import { RecordFormFrame } from '../forms/record-form';
import { useWikiForm } from '../forms/use-wiki-form';
import { CragContextLayers } from './crag-context-layers';
import type { CragPlace } from './map-item-editor';

const placedSector = z.object({ latitude, longitude });

const positionBody = (values: PositionText) => ({
  latitude: numberOrNull(values.latitude) as number,
  longitude: numberOrNull(values.longitude) as number,
});

/** Placing a sector on the crag map: here both coordinates are needed. */
const validatePlacement = (values: PositionText): ValidationErrors => validateWith(placedSector, positionBody(values));

/** Places or moves one sector on the crag map (the crag map editor's "sectors" tool). */
export function SectorPositionEditor({
  crag,
  cragMap,
  sector,
  onSaved,
  cancel,
}: {
  crag: CragPlace;
  cragMap: CragMap | null;
  sector: { id: number; name: string; latitude: number | null; longitude: number | null };
  onSaved: (sector: CragSector) => void;
  cancel: () => void;
}) {
  const { t } = useTranslation('contribute');
  const form = useWikiForm<PositionText, CragSector>({
    initialValues: positionTextOf(sector.latitude, sector.longitude),
    validate: validatePlacement,
    submit: (values) => updateSector(sector.id, positionBody(values)),
    successMessage: t('mapEditor.sectorPlaced', { name: sector.name }),
    onSuccess: onSaved,
  });
  return (
    <RecordFormFrame form={form} testId="sector-position-form">
      <PositionPicker
        {...bindPosition(form)}
        mapLabel={t('sector.map', { crag: crag.name })}
        markerTitle={sector.name}
        layers={cragMap ? <CragContextLayers map={cragMap} hide={{ kind: 'sectors', id: sector.id }} /> : null}
        around={[crag.latitude, crag.longitude]}
        required
      />
      <FormActions submitting={form.submitting} submitLabel={t('mapEditor.placeSector')} cancel={cancel} />
    </RecordFormFrame>
  );
}
