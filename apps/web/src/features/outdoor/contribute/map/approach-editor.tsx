import { APPROACH_TYPES, type Approach, type PathPoint } from '@climb/contracts';
import { Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '../../../../components/ui';
import { ChoiceSelect } from '../components/choice-inputs';
import { approachBody, approachValuesOf, validateApproach } from '../forms/map-item-values';
import { RecordFormFrame } from '../forms/record-form';
import { MAP_COLORS } from './crag-context-layers';
import { MapItemActions, type MapItemEditorProps, useMapItemForm } from './map-item-editor';
import { PathField } from './path-field';

/** An approach: the path drawn point by point from the parking to the foot of the routes, its type and time. */
export function ApproachEditor(props: MapItemEditorProps<Approach>) {
  const { crag, item } = props;
  const { t } = useTranslation('contribute');
  const form = useMapItemForm('approaches', props, {
    valuesOf: approachValuesOf,
    validate: validateApproach,
    body: approachBody,
  });
  const { setField, bindInput } = form;
  // The drawn line is the form's `path`: drawing again clears its error.
  const setPath = useCallback((points: PathPoint[]) => setField('path', points), [setField]);
  return (
    <RecordFormFrame form={form} testId="approach-form">
      <PathField
        legend={t('approach.path')}
        mapLabel={t('approach.map', { crag: crag.name })}
        crag={crag}
        cragMap={props.cragMap}
        initialPath={item?.path ?? []}
        zoom={16}
        hide={item ? { kind: 'approaches', id: item.id } : undefined}
        color={MAP_COLORS.approach}
        error={form.fieldError('path')}
        onPath={setPath}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceSelect
          label={t('approach.type')}
          group="approach_types"
          values={APPROACH_TYPES}
          {...form.bindValue('approach_type')}
        />
        <TextInput
          label={t('approach.walkingTime')}
          description={t('approach.walkingTimeHint')}
          {...bindInput('walking_time')}
          inputMode="numeric"
          autoComplete="off"
        />
      </SimpleGrid>
      <Textarea
        label={t('approach.description')}
        {...bindInput('description')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
      />
      <MapItemActions kind="approaches" editor={props} submitting={form.submitting} />
    </RecordFormFrame>
  );
}
