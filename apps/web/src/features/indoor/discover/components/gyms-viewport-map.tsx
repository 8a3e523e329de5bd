import type { GymClimbingType } from '@climb/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from '../../../../climbing/map/base-map';
import { type Bbox, padBbox } from '../../../../climbing/map/crag-clusters';
import { ClusterBubbles, viewOf } from '../../../../climbing/map/crag-markers';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Paper, Text } from '../../../../components/ui';
import { useGymsInViewport } from '../api/gyms-discover.api';
import type { MapView } from '../filters/gym-filters';
import { countGymsShown, splitGymAnswer } from './gym-clusters';
import { GymMarkers } from './gym-markers';
import { GymPopup } from './gym-popup';
import classes from './gyms-map.module.css';

/** Moves closer together than this are one: the map asks the API once the view settles. */
const VIEWPORT_DEBOUNCE_MS = 300;

interface Viewport {
  bbox: Bbox;
  zoom: number;
}

/** Reports where the map looks: once when it opens, then after every move or zoom. */
function ViewportWatcher({
  onViewport,
  onView,
}: {
  onViewport(viewport: Viewport): void;
  onView(view: MapView): void;
}) {
  const map = useMap();
  useEffect(() => onViewport(viewOf(map)), [map, onViewport]);
  useMapEvents({
    moveend: () => {
      onViewport(viewOf(map));
      const centre = map.getCenter();
      onView({ latitude: centre.lat, longitude: centre.lng, zoom: map.getZoom() });
    },
  });
  return null;
}

interface GymsViewportMapProps {
  label: string;
  types: readonly GymClimbingType[];
  initialView: MapView;
  onViewChange(view: MapView): void;
}

/**
 * The gyms of the visible part of the map (`gyms/geo_json.json?bbox=&zoom=`, by climbing type), asked again after
 * each move (the box a little larger than the view, snapped to the zoom's grid), with how many are shown. Far out
 * the server sends bubbles of its own; the gyms it sends are clustered here, as on the crags map.
 */
export function GymsViewportMap({ label, types, initialView, onViewChange }: GymsViewportMapProps) {
  const { t } = useTranslation('indoor-discover');
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [settled] = useDebouncedValue(viewport, VIEWPORT_DEBOUNCE_MS, { leading: true });
  const answer = useGymsInViewport(settled ? { bbox: padBbox(settled.bbox), zoom: settled.zoom } : null, types);
  const split = useMemo(() => splitGymAnswer(answer.data), [answer.data]);
  const shown = viewport ? countGymsShown(split.gyms, split.clusters, viewport.bbox) : 0;
  const clusterTitle = (count: number) => t('map.clusterTitle', { count });

  return (
    <div className={classes.frame}>
      <BaseMap
        label={label}
        center={[initialView.latitude, initialView.longitude]}
        zoom={initialView.zoom}
        height="100%"
      >
        <ViewportWatcher onViewport={setViewport} onView={onViewChange} />
        <GymMarkers features={split.gyms} renderPopup={(gym) => <GymPopup gym={gym} />} clusterTitle={clusterTitle} />
        <ClusterBubbles clusters={split.clusters} zoom={answer.data?.zoom ?? 0} clusterTitle={clusterTitle} />
      </BaseMap>
      <Paper shadow="sm" radius="xl" px="md" py={6} withBorder className={classes.status}>
        {answer.isError ? (
          <Group gap="xs" wrap="nowrap" role="alert">
            <Text size="sm">{t('map.error')}</Text>
            <PlainButton variant="default" className={classes.retry} onClick={() => void answer.refetch()}>
              {t('map.retry')}
            </PlainButton>
          </Group>
        ) : (
          <Text size="sm" fw={600} role="status" data-testid="gyms-shown" data-count={answer.data ? shown : undefined}>
            {answer.data ? t('map.shown', { count: shown }) : t('map.loading')}
            {answer.data?.partial ? ` · ${t('map.partial')}` : ''}
          </Text>
        )}
      </Paper>
    </div>
  );
}
