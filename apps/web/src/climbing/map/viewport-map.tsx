import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { PlainButton } from '../../components/plain-ui';
import { Group, Paper, Text } from '../../components/ui';
import type { MapView } from '../../lib/map-view';
import { BaseMap } from './base-map';
import { type Bbox, padBbox } from './crag-clusters';
import { viewOf } from './crag-markers';
import classes from './viewport-map.module.css';

/** Moves closer together than this are one: the map asks the API once the view settles. */
const VIEWPORT_DEBOUNCE_MS = 300;

/** The part of the world a map shows, and its zoom. */
export interface Viewport {
  bbox: Bbox;
  zoom: number;
}

/**
 * Where a map looks (`viewport`, to count what it shows) and what to ask the API for: the settled view, its box a
 * little larger than the view, null until the map has opened.
 */
export function useViewport() {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [settled] = useDebouncedValue(viewport, VIEWPORT_DEBOUNCE_MS, { leading: true });
  const asked = settled ? { bbox: padBbox(settled.bbox), zoom: settled.zoom } : null;
  return { viewport, setViewport, asked };
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

interface ViewportMapFrameProps {
  /** The map's accessible name. */
  label: string;
  initialView: MapView;
  /** The map's own links open at the top level: a map inside another site's frame. */
  topLevelLinks?: boolean;
  onViewport(viewport: Viewport): void;
  onViewChange?(view: MapView): void;
  /** The markers and bubbles. */
  children: ReactNode;
  /** The line floating over the map's top: how many are shown, or the failure. */
  status: ReactNode;
}

/** A map that fills the box its page gives it, reports each view it settles on, with a count floating over its top. */
export function ViewportMapFrame({
  label,
  initialView,
  topLevelLinks = false,
  onViewport,
  onViewChange,
  children,
  status,
}: ViewportMapFrameProps) {
  return (
    <div className={classes.frame}>
      <BaseMap
        label={label}
        center={[initialView.latitude, initialView.longitude]}
        zoom={initialView.zoom}
        height="100%"
        topLevelLinks={topLevelLinks}
      >
        <ViewportWatcher onViewport={onViewport} onView={onViewChange} />
        {children}
      </BaseMap>
      <Paper shadow="sm" radius="xl" px="md" py={6} withBorder className={classes.status}>
        {status}
      </Paper>
    </div>
  );
}

/** The failure over the map, with a way to try again. */
export function ViewportMapError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" role="alert">
      <Text size="sm">{message}</Text>
      <PlainButton variant="default" className={classes.retry} onClick={onRetry}>
        {retryLabel}
      </PlainButton>
    </Group>
  );
}
