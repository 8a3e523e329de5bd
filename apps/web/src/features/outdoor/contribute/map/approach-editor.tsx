import { APPROACH_TYPES, type Approach } from '@climb/contracts';
import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMapItem, deleteMapItem, updateMapItem } from '../api/map-items.api';
import { ChoiceSelect } from '../components/choice-inputs';
import { type ApproachValues, approachBody, approachValuesOf, validateApproach } from '../forms/map-item-values';
import { withoutCragId } from '../forms/update-body';
import { useWikiForm } from '../forms/use-wiki-form';
import { MAP_COLORS } from './crag-context-layers';
import { DrawingControls } from './drawing-controls';
import { EditorMap } from './editor-map';
import { EditorActions, type MapItemEditorProps } from './map-item-editor';
import { PathDraft } from './path-draft';
import { pathDrawingReducer, startDrawing } from './path-drawing';

/** An approach: the path drawn point by point from the parking to the foot of the routes, its type and time. */
export function ApproachEditor({
  crag,
  cragMap,
  item,
  onSaved,
  cancel,
  onDeleted,
  canDelete,
}: MapItemEditorProps<Approach>) {
  const { t } = useTranslation('contribute');
  const [drawing, dispatch] = useReducer(pathDrawingReducer, item?.path ?? [], startDrawing);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const form = useWikiForm<ApproachValues, Approach>({
    initialValues: approachValuesOf(item),
    validate: (values) => validateApproach(crag.id, values),
    submit: (values) =>
      item
        ? updateMapItem('approaches', item.id, withoutCragId(approachBody(crag.id, values)))
        : createMapItem('approaches', approachBody(crag.id, values)),
    successMessage: item ? t('approach.saved') : t('approach.created'),
    onSuccess: onSaved,
  });
  const { values, setField, fieldError } = form;
  // The drawn line is the form's `path`: drawing again clears its error.
  useEffect(() => setField('path', drawing.points), [drawing.points, setField]);
  return (
    <form onSubmit={form.submit} noValidate data-testid="approach-form">
      <Stack gap="lg">
        <Fieldset legend={t('approach.path')} radius="md">
          <Stack gap="sm">
            <EditorMap
              label={t('approach.map', { crag: crag.name })}
              center={drawing.points[0] ?? [crag.latitude, crag.longitude]}
              zoom={16}
              context={cragMap}
              hide={item ? { kind: 'approaches', id: item.id } : undefined}
              crosshair={!drawing.finished}
              onMap={setMap}
            >
              <PathDraft drawing={drawing} dispatch={dispatch} color={MAP_COLORS.approach} />
            </EditorMap>
            <DrawingControls drawing={drawing} dispatch={dispatch} map={map} error={fieldError('path')} />
          </Stack>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ChoiceSelect
            label={t('approach.type')}
            group="approach_types"
            values={APPROACH_TYPES}
            value={values.approach_type}
            onChange={(value) => setField('approach_type', value)}
            error={fieldError('approach_type')}
          />
          <TextInput
            label={t('approach.walkingTime')}
            description={t('approach.walkingTimeHint')}
            value={values.walking_time}
            onChange={(event) => setField('walking_time', event.currentTarget.value)}
            error={fieldError('walking_time')}
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
        <Textarea
          label={t('approach.description')}
          value={values.description}
          onChange={(event) => setField('description', event.currentTarget.value)}
          error={fieldError('description')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={2000}
        />
        <EditorActions
          submitting={form.submitting}
          submitLabel={item ? t('actions.save') : t('approach.create')}
          cancel={cancel}
          deletion={
            item && canDelete
              ? {
                  label: t('approach.delete'),
                  confirmText: t('approach.deleteConfirm'),
                  deletedMessage: t('approach.deleted'),
                  onDelete: () => deleteMapItem('approaches', item.id),
                  onDeleted,
                }
              : null
          }
        />
      </Stack>
    </form>
  );
}
