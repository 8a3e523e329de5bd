import type { RockBar } from '@climb/contracts';
import { Fieldset, NativeSelect, Stack } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCragSectors } from '../api/crag.api';
import { createMapItem, deleteMapItem, updateMapItem } from '../api/map-items.api';
import { type RockBarValues, rockBarBody, rockBarValuesOf, validateRockBar } from '../forms/map-item-values';
import { withoutCragId } from '../forms/update-body';
import { useWikiForm } from '../forms/use-wiki-form';
import { MAP_COLORS } from './crag-context-layers';
import { DrawingControls } from './drawing-controls';
import { EditorMap } from './editor-map';
import { EditorActions, type MapItemEditorProps } from './map-item-editor';
import { PathDraft } from './path-draft';
import { pathDrawingReducer, startDrawing } from './path-drawing';

/** A rock bar: the cliff line drawn along the foot of the rock, tied to a sector or not. */
export function RockBarEditor({
  crag,
  cragMap,
  item,
  onSaved,
  cancel,
  onDeleted,
  canDelete,
}: MapItemEditorProps<RockBar>) {
  const { t } = useTranslation('contribute');
  const sectors = useCragSectors(crag.id);
  const [drawing, dispatch] = useReducer(pathDrawingReducer, item?.path ?? [], startDrawing);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const form = useWikiForm<RockBarValues, RockBar>({
    initialValues: rockBarValuesOf(item),
    validate: (values) => validateRockBar(crag.id, values),
    submit: (values) =>
      item
        ? updateMapItem('rock_bars', item.id, withoutCragId(rockBarBody(crag.id, values)))
        : createMapItem('rock_bars', rockBarBody(crag.id, values)),
    successMessage: item ? t('rockBar.saved') : t('rockBar.created'),
    onSuccess: onSaved,
  });
  const { values, setField, fieldError } = form;
  useEffect(() => setField('path', drawing.points), [drawing.points, setField]);
  return (
    <form onSubmit={form.submit} noValidate data-testid="rock-bar-form">
      <Stack gap="lg">
        <Fieldset legend={t('rockBar.path')} radius="md">
          <Stack gap="sm">
            <EditorMap
              label={t('rockBar.map', { crag: crag.name })}
              center={drawing.points[0] ?? [crag.latitude, crag.longitude]}
              zoom={17}
              context={cragMap}
              hide={item ? { kind: 'rock_bars', id: item.id } : undefined}
              crosshair={!drawing.finished}
              onMap={setMap}
            >
              <PathDraft drawing={drawing} dispatch={dispatch} color={MAP_COLORS.rockBar} />
            </EditorMap>
            <DrawingControls drawing={drawing} dispatch={dispatch} map={map} error={fieldError('path')} />
          </Stack>
        </Fieldset>
        <NativeSelect
          label={t('rockBar.sector')}
          value={values.crag_sector_id}
          onChange={(event) => setField('crag_sector_id', event.currentTarget.value)}
          error={fieldError('crag_sector_id')}
          disabled={sectors.isPending}
          data={[
            { value: '', label: t('rockBar.noSector') },
            ...(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name })),
          ]}
        />
        <EditorActions
          submitting={form.submitting}
          submitLabel={item ? t('actions.save') : t('rockBar.create')}
          cancel={cancel}
          deletion={
            item && canDelete
              ? {
                  label: t('rockBar.delete'),
                  confirmText: t('rockBar.deleteConfirm'),
                  deletedMessage: t('rockBar.deleted'),
                  onDelete: () => deleteMapItem('rock_bars', item.id),
                  onDeleted,
                }
              : null
          }
        />
      </Stack>
    </form>
  );
}
