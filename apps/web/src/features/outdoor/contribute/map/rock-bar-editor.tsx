import type { PathPoint, RockBar } from '@climb/contracts';
import { NativeSelect } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCragSectors } from '../../catalogue/api/crags.api';
import { rockBarBody, rockBarValuesOf, validateRockBar } from '../forms/map-item-values';
import { RecordFormFrame } from '../forms/record-form';
import { MAP_COLORS } from './crag-context-layers';
import { MapItemActions, type MapItemEditorProps, useMapItemForm } from './map-item-editor';
import { PathField } from './path-field';

/** A rock bar: the cliff line drawn along the foot of the rock, tied to a sector or not. */
export function RockBarEditor(props: MapItemEditorProps<RockBar>) {
  const { crag, item } = props;
  const { t } = useTranslation('contribute');
  const sectors = useCragSectors(crag.id);
  const form = useMapItemForm('rock_bars', props, {
    valuesOf: rockBarValuesOf,
    validate: validateRockBar,
    body: rockBarBody,
  });
  const { setField } = form;
  const setPath = useCallback((points: PathPoint[]) => setField('path', points), [setField]);
  return (
    <RecordFormFrame form={form} testId="rock-bar-form">
      <PathField
        legend={t('rockBar.path')}
        mapLabel={t('rockBar.map', { crag: crag.name })}
        crag={crag}
        cragMap={props.cragMap}
        initialPath={item?.path ?? []}
        zoom={17}
        hide={item ? { kind: 'rock_bars', id: item.id } : undefined}
        color={MAP_COLORS.rockBar}
        error={form.fieldError('path')}
        onPath={setPath}
      />
      <NativeSelect
        label={t('rockBar.sector')}
        {...form.bindInput('crag_sector_id')}
        disabled={sectors.isPending}
        data={[
          { value: '', label: t('rockBar.noSector') },
          ...(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name })),
        ]}
      />
      <MapItemActions kind="rock_bars" editor={props} submitting={form.submitting} />
    </RecordFormFrame>
  );
}
