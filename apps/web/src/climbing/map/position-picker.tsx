import type { PathPoint } from '@climb/contracts';
import { Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '../../components/ui';
import { coordinateText, type PositionText, pointOf } from '../position-text';
import { BaseMap } from './base-map';
import { PointDraft } from './point-draft';
import { UseMyPosition } from './use-my-position';

/** Where the map opens when there is no point yet: France, whole. */
const FRANCE: { center: PathPoint; zoom: number } = { center: [46.6, 2.4], zoom: 5 };

/**
 * A position picked on a map (tap, or drag the marker), typed in the two coordinate inputs (which
 * also work without map tiles), or taken from the climber's own position.
 */
export function PositionPicker({
  value,
  onChange,
  errors,
  mapLabel,
  markerTitle,
  layers,
  around,
  required,
}: {
  value: PositionText;
  onChange: (position: PositionText) => void;
  errors: { latitude?: string; longitude?: string };
  mapLabel: string;
  markerTitle: string;
  /** What the map shows under the point (the crag map around a sector or a park). */
  layers?: ReactNode;
  /** Where the map opens when the point is not set yet (the crag); France otherwise. */
  around?: PathPoint | null;
  required?: boolean;
}) {
  const { t } = useTranslation('map');
  const point = pointOf(value);
  const start = point ?? around ?? null;
  const place = useCallback(
    ([latitude, longitude]: PathPoint) =>
      onChange({ latitude: coordinateText(latitude), longitude: coordinateText(longitude) }),
    [onChange],
  );
  return (
    <Stack gap="sm">
      <BaseMap
        label={mapLabel}
        center={start ?? FRANCE.center}
        zoom={start ? 16 : FRANCE.zoom}
        height="min(60vh, 460px)"
      >
        {layers}
        <PointDraft point={point} onChange={place} title={markerTitle} />
      </BaseMap>
      <Text size="sm" c="dimmed">
        {t('position.hint')}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('position.latitude')}
          description={t('position.latitudeHint')}
          value={value.latitude}
          onChange={(event) => onChange({ ...value, latitude: event.currentTarget.value })}
          error={errors.latitude}
          inputMode="decimal"
          autoComplete="off"
          required={required}
        />
        <TextInput
          label={t('position.longitude')}
          description={t('position.longitudeHint')}
          value={value.longitude}
          onChange={(event) => onChange({ ...value, longitude: event.currentTarget.value })}
          error={errors.longitude}
          inputMode="decimal"
          autoComplete="off"
          required={required}
        />
      </SimpleGrid>
      <UseMyPosition onPosition={(latitude, longitude) => place([latitude, longitude])} />
    </Stack>
  );
}
