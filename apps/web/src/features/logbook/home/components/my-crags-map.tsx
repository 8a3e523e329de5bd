import type { AscendedCragsFeatureCollection } from '@climb/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GradeBadge } from '../../../../climbing/grade';
import { BaseMap } from '../../../../climbing/map/base-map';
import { boundsOf, type CragFeature } from '../../../../climbing/map/crag-clusters';
import { CragMarkers } from '../../../../climbing/map/crag-markers';
import { cragPath } from '../../../../climbing/paths';
import { useFormatters } from '../../../../lib/use-formatters';

type AscendedCrag = AscendedCragsFeatureCollection['features'][number]['properties'];

/** A crag's popup: its name, my ascents there, my last day there and the way to the crag. */
function MyCragPopup({ crag }: { crag: AscendedCrag }) {
  const { t } = useTranslation('logbook-home');
  const { shortDay } = useFormatters();
  return (
    <Stack gap={4} miw={180} data-testid="my-crag-popup">
      <Text fw={700} size="md" style={{ overflowWrap: 'anywhere' }}>
        {crag.name}
      </Text>
      {crag.ascents_count !== undefined ? (
        <Text size="sm">{t('myMap.ascents', { count: crag.ascents_count })}</Text>
      ) : null}
      {crag.last_released_at ? (
        <Text size="sm">{t('myMap.lastDay', { date: shortDay(crag.last_released_at) })}</Text>
      ) : null}
      {crag.max_grade_value ? (
        <Text size="sm" component="div">
          {t('myMap.maxGrade')} <GradeBadge value={crag.max_grade_value} />
        </Text>
      ) : null}
      <Anchor component={Link} to={cragPath(crag)} fw={600}>
        {t('myMap.open')}
      </Anchor>
    </Stack>
  );
}

/**
 * The crags where I climbed on a map (clustered markers, fitted to them all). Loaded lazily: Leaflet
 * comes with this module only.
 */
export default function MyCragsMap({
  label,
  collection,
  height,
}: {
  label: string;
  collection: AscendedCragsFeatureCollection;
  height: number | string;
}) {
  const { t } = useTranslation('logbook-home');
  const byId = useMemo(
    () => new Map(collection.features.map((feature) => [feature.properties.id, feature.properties])),
    [collection],
  );
  const features = useMemo<CragFeature[]>(
    () =>
      collection.features.map((feature) => ({
        type: 'Feature',
        geometry: feature.geometry,
        properties: {
          id: feature.properties.id,
          name: feature.properties.name,
          slug_name: feature.properties.slug_name,
          icon: feature.properties.icon,
          routes_count: feature.properties.routes_count ?? 0,
          grade_min_value: null,
          grade_max_value: feature.properties.max_grade_value ?? null,
        },
      })),
    [collection],
  );
  const bounds = useMemo(
    () =>
      boundsOf(
        collection.features.map(({ geometry: { coordinates } }) => ({
          latitude: coordinates[1],
          longitude: coordinates[0],
        })),
      ),
    [collection],
  );
  return (
    <BaseMap
      label={label}
      bounds={bounds ?? undefined}
      boundsOptions={{ padding: [24, 24], maxZoom: 13 }}
      height={height}
    >
      <CragMarkers
        features={features}
        renderPopup={(marker) => {
          const crag = byId.get(marker.id);
          return crag ? <MyCragPopup crag={crag} /> : null;
        }}
        clusterTitle={(count) => t('myMap.clusterTitle', { count })}
      />
    </BaseMap>
  );
}
