import { clusterCellBbox } from '@climb/contracts';
import L, { type LeafletKeyboardEvent, type Map as LeafletMap } from 'leaflet';
import './crag-map.css';
import { type ReactNode, useMemo, useState } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import {
  type Bbox,
  buildPointIndex,
  type CragFeature,
  type CragMarkerProps,
  clusterItems,
  type MapItem,
  type PointFeature,
  type ServerCluster,
} from './crag-clusters';
import { clusterLabel, clusterSize, MARKER_SIZE, markerSvg } from './marker-icons';

const cragIcons = new Map<string, L.DivIcon>();

/** One divIcon per marker key, shared by every marker that has it. */
export function cragIcon(icon: string): L.DivIcon {
  let found = cragIcons.get(icon);
  if (!found) {
    found = L.divIcon({
      html: markerSvg(icon),
      className: 'cordee-crag-marker',
      iconSize: [MARKER_SIZE, MARKER_SIZE],
      iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
      popupAnchor: [0, -MARKER_SIZE / 2],
    });
    cragIcons.set(icon, found);
  }
  return found;
}

/**
 * A round bubble with the number of crags it holds. The number is hidden from screen readers: the
 * marker's title names the bubble ("12 crags: zoom in").
 */
export function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  // Leaflet sizes the icon's box (`iconSize`); the bubble fills it and is drawn by crag-map.css: a style attribute
  // in the icon's HTML would be refused by the pages' security policy.
  return L.divIcon({
    html: `<span class="cordee-crag-cluster-bubble" data-testid="crag-cluster" data-count="${count}" aria-hidden="true">${clusterLabel(count)}</span>`,
    className: 'cordee-crag-cluster',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The visible box and zoom of a map; the box is clamped to the world the API accepts. */
export function viewOf(map: LeafletMap): { bbox: Bbox; zoom: number } {
  const bounds = map.getBounds();
  return {
    bbox: [
      Math.max(-180, bounds.getWest()),
      Math.max(-90, bounds.getSouth()),
      Math.min(180, bounds.getEast()),
      Math.min(90, bounds.getNorth()),
    ],
    zoom: map.getZoom(),
  };
}

function isActivation(event: LeafletKeyboardEvent): boolean {
  return event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ';
}

/** How one place is drawn: its marker's key, icon and title. */
export interface PlaceMarker {
  key: string;
  icon: L.DivIcon;
  title: string;
}

interface ClusteredMarkersProps<P> {
  features: readonly PointFeature<P>[];
  marker(place: P): PlaceMarker;
  /** What a place's popup shows (name, figures, a link to the place). */
  renderPopup(place: P): ReactNode;
  /** The title of a bubble for screen readers and on hover ("12 crags: zoom in"). */
  clusterTitle(count: number): string;
}

/**
 * Clustered markers (supercluster, recomputed on every move): a bubble opens by zooming to where its places
 * separate, a place opens its popup. Draw it inside a `BaseMap`.
 */
export function ClusteredMarkers<P extends object>({
  features,
  marker,
  renderPopup,
  clusterTitle,
}: ClusteredMarkersProps<P>) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const index = useMemo(() => buildPointIndex(features), [features]);
  const items = useMemo(() => clusterItems(index, view.bbox, view.zoom), [index, view]);

  const expand = (item: Extract<MapItem<P>, { kind: 'cluster' }>) => {
    const zoom = Math.min(index.getClusterExpansionZoom(item.id), map.getMaxZoom());
    map.setView([item.latitude, item.longitude], zoom);
  };

  return items.map((item) => {
    if (item.kind === 'cluster') {
      return (
        <Marker
          key={`cluster-${item.id}`}
          position={[item.latitude, item.longitude]}
          icon={clusterIcon(item.count)}
          title={clusterTitle(item.count)}
          eventHandlers={{
            click: () => expand(item),
            keypress: (event) => {
              if (isActivation(event)) expand(item);
            },
          }}
        />
      );
    }
    const { key, icon, title } = marker(item.properties);
    return (
      <Marker key={key} position={[item.latitude, item.longitude]} icon={icon} title={title}>
        <Popup>{renderPopup(item.properties)}</Popup>
      </Marker>
    );
  });
}

interface CragMarkersProps {
  features: readonly CragFeature[];
  /** What a crag's popup shows (name, figures, a link to the crag). */
  renderPopup(crag: CragMarkerProps): ReactNode;
  /** The title of a bubble for screen readers and on hover ("12 crags: zoom in"). */
  clusterTitle(count: number): string;
}

function cragMarker(crag: CragMarkerProps): PlaceMarker {
  return { key: `crag-${crag.id}`, icon: cragIcon(crag.icon), title: crag.name };
}

/** Clustered crag markers. Draw it inside a `BaseMap`. */
export function CragMarkers({ features, renderPopup, clusterTitle }: CragMarkersProps) {
  return (
    <ClusteredMarkers features={features} marker={cragMarker} renderPopup={renderPopup} clusterTitle={clusterTitle} />
  );
}

interface ClusterBubblesProps {
  clusters: readonly ServerCluster[];
  /** The zoom the server made the bubbles for: each stands for one cell of its grid. */
  zoom: number;
  /** The title of a bubble for screen readers and on hover ("12 crags: zoom in"). */
  clusterTitle(count: number): string;
}

/**
 * The server's bubbles (`crags/geo_json.json` up to zoom 12), drawn as they come: clicking one, or
 * Enter on it, zooms to the grid cell its crags lie in. Draw it inside a `BaseMap`.
 */
export function ClusterBubbles({ clusters, zoom, clusterTitle }: ClusterBubblesProps) {
  const map = useMap();
  const expand = (cluster: ServerCluster) => {
    const [west, south, east, north] = clusterCellBbox(cluster.longitude, cluster.latitude, zoom);
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { maxZoom: Math.min(zoom + 3, map.getMaxZoom()) },
    );
  };
  return clusters.map((cluster) => (
    <Marker
      key={`cell-${cluster.longitude},${cluster.latitude}`}
      position={[cluster.latitude, cluster.longitude]}
      icon={clusterIcon(cluster.count)}
      title={clusterTitle(cluster.count)}
      eventHandlers={{
        click: () => expand(cluster),
        keypress: (event) => {
          if (isActivation(event)) expand(cluster);
        },
      }}
    />
  ));
}
