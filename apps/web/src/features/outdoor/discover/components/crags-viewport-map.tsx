import type { CragFilters } from '@climb/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from '../../../../climbing/map/base-map';
import { type Bbox, countShown, padBbox, splitViewportAnswer } from '../../../../climbing/map/crag-clusters';
import { ClusterBubbles, CragMarkers, viewOf } from '../../../../climbing/map/crag-markers';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Paper, Text } from '../../../../components/ui';
import { useCragsInViewport } from '../api/geo.api';
import type { MapView } from '../filters/map-view-query';
import { CragPopup } from './crag-popup';
import classes from './crags-viewport-map.module.css';
import { Spinner } from './spinner';

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
  onView?(view: MapView): void;
}) {
  const map = useMap();
  useEffect(() => onViewport(viewOf(map)), [map, onViewport]);
  useMapEvents({
    moveend: () => {
      onViewport(viewOf(map));
      const centre = map.getCenter();
      onView?.({ latitude: centre.lat, longitude: centre.lng, zoom: map.getZoom() });
    },
  });
  return null;
}

interface CragsViewportMapProps {
  /** The map's accessible name. */
  label: string;
  filters: CragFilters;
  initialView: MapView;
  /** A map inside another site's frame (an embed page): its links open at the top level, out of the frame. */
  embedded?: boolean;
  onViewChange?(view: MapView): void;
}

/**
 * The crags of the visible part of the map (`crags/geo_json.json?bbox=&zoom=`, filtered), asked
 * again after each move (the box a little larger than the view, snapped to the zoom's grid), with
 * how many are shown. Far out the server sends bubbles of its own; the crags it sends are clustered
 * here. When the answer leaves crags out, a notice asks to zoom in. The map fills the box its page gives it.
 */
export function CragsViewportMap({
  label,
  filters,
  initialView,
  embedded = false,
  onViewChange,
}: CragsViewportMapProps) {
  const { t } = useTranslation('discover');
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [settled] = useDebouncedValue(viewport, VIEWPORT_DEBOUNCE_MS, { leading: true });
  const crags = useCragsInViewport(settled ? { bbox: padBbox(settled.bbox), zoom: settled.zoom } : null, filters);
  const answer = useMemo(() => splitViewportAnswer(crags.data), [crags.data]);
  const shown = useMemo(
    () => (viewport ? countShown(answer.crags, answer.clusters, viewport.bbox) : 0),
    [answer, viewport],
  );
  const partial = crags.data?.partial === true;

  return (
    <div className={classes.frame}>
      <BaseMap
        label={label}
        center={[initialView.latitude, initialView.longitude]}
        zoom={initialView.zoom}
        height="100%"
        topLevelLinks={embedded}
      >
        <ViewportWatcher onViewport={setViewport} onView={onViewChange} />
        <CragMarkers
          features={answer.crags}
          renderPopup={(crag) => <CragPopup crag={crag} embedded={embedded} />}
          clusterTitle={(count) => t('map.clusterTitle', { count })}
        />
        <ClusterBubbles
          clusters={answer.clusters}
          zoom={crags.data?.zoom ?? 0}
          clusterTitle={(count) => t('map.clusterTitle', { count })}
        />
      </BaseMap>
      <Paper shadow="sm" radius="xl" px="md" py={6} withBorder className={classes.status}>
        {crags.isError ? (
          <Group gap="xs" wrap="nowrap" role="alert">
            <Text size="sm">{t('map.error')}</Text>
            <PlainButton variant="default" className={classes.retry} onClick={() => void crags.refetch()}>
              {t('retry')}
            </PlainButton>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text
              size="sm"
              fw={600}
              role="status"
              data-testid="crags-shown"
              data-count={crags.data ? shown : undefined}
              data-fetching={crags.isFetching || undefined}
            >
              {crags.data ? t('map.shown', { count: shown }) : t('map.loading')}
              {partial ? (
                <Text span size="sm" fw={400} data-testid="crags-partial">
                  {` · ${t('map.partial')}`}
                </Text>
              ) : null}
            </Text>
            {crags.isFetching ? <Spinner size="tiny" /> : null}
          </Group>
        )}
      </Paper>
    </div>
  );
}
