import type { Park } from '@climb/contracts';
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createMapItem, deleteMapItem, updateMapItem } from '../api/map-items.api';
import { PositionPicker } from '../components/position-picker';
import { type ParkValues, parkBody, parkValuesOf, validatePark } from '../forms/map-item-values';
import { withoutCragId } from '../forms/update-body';
import { useWikiForm } from '../forms/use-wiki-form';
import { EditorActions, type MapItemEditorProps } from './map-item-editor';

/** A parking: placed on the crag map (tap, drag or coordinates) and described. */
export function ParkEditor({ crag, cragMap, item, onSaved, cancel, onDeleted, canDelete }: MapItemEditorProps<Park>) {
  const { t } = useTranslation('contribute');
  const form = useWikiForm<ParkValues, Park>({
    initialValues: parkValuesOf(item),
    validate: (values) => validatePark(crag.id, values),
    submit: (values) =>
      item
        ? updateMapItem('parks', item.id, withoutCragId(parkBody(crag.id, values)))
        : createMapItem('parks', parkBody(crag.id, values)),
    successMessage: item ? t('park.saved') : t('park.created'),
    onSuccess: onSaved,
  });
  const { values, setField, fieldError } = form;
  return (
    <form onSubmit={form.submit} noValidate data-testid="park-form">
      <Stack gap="lg">
        <PositionPicker
          value={{ latitude: values.latitude, longitude: values.longitude }}
          onChange={(position) => {
            setField('latitude', position.latitude);
            setField('longitude', position.longitude);
          }}
          errors={{ latitude: fieldError('latitude'), longitude: fieldError('longitude') }}
          mapLabel={t('park.map', { crag: crag.name })}
          markerTitle={t('park.marker')}
          context={cragMap}
          hide={item ? { kind: 'parks', id: item.id } : undefined}
          around={[crag.latitude, crag.longitude]}
          required
        />
        <Textarea
          label={t('park.description')}
          description={t('park.descriptionHint')}
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
          submitLabel={item ? t('actions.save') : t('park.create')}
          cancel={cancel}
          deletion={
            item && canDelete
              ? {
                  label: t('park.delete'),
                  confirmText: t('park.deleteConfirm'),
                  deletedMessage: t('park.deleted'),
                  onDelete: () => deleteMapItem('parks', item.id),
                  onDeleted,
                }
              : null
          }
        />
      </Stack>
    </form>
  );
}
