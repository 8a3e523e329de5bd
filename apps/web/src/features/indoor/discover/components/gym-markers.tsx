import type { GymFeature } from '@climb/contracts';
import L from 'leaflet';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { clusterIcon, viewOf } from '../../../../climbing/map/crag-markers';
import { MARKER_SIZE } from '../../../../climbing/map/marker-icons';
import { buildGymIndex, type GymMarkerProps, gymClusterItems } from './gym-clusters';
import './gym-map.css';

/** A gym's marker: a round violet pin (the indoor colour) with a white ring, drawn without any image. */
const GYM_MARKER_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_SIZE}" height="${MARKER_SIZE}" viewBox="0 0 26 26" aria-hidden="true">` +
  '<circle cx="13" cy="13" r="11" fill="#743ad5" stroke="#fff" stroke-width="2"/>' +
  '<path d="M8 17V11l5-3 5 3v6h-3.5v-3h-3v3z" fill="#fff"/></svg>';

let gymIcon: L.DivIcon | null = null;

/** The one icon every gym marker shares. */
export function gymMarkerIcon(): L.DivIcon {
  gymIcon ??= L.divIcon({
    html: GYM_MARKER_SVG,
    className: 'cordee-gym-marker',
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
    popupAnchor: [0, -MARKER_SIZE / 2],
  });
  return gymIcon;
}

interface GymMarkersProps {
  features: readonly GymFeature[];
  renderPopup(gym: GymMarkerProps): ReactNode;
  /** The title of a bubble for screen readers and on hover ("12 gyms: zoom in"). */
  clusterTitle(count: number): string;
}

/**
 * Clustered gym markers, as the crags map draws its crags (supercluster, recomputed on every move): a bubble zooms
 * to where its gyms separate, a gym opens its popup. Draw it inside a `BaseMap`.
 */
export function GymMarkers({ features, renderPopup, clusterTitle }: GymMarkersProps) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const index = useMemo(() => buildGymIndex(features), [features]);
  const items = useMemo(() => gymClusterItems(index, view.bbox, view.zoom), [index, view]);

  return items.map((item) => {
    if (item.kind === 'gym') {
      return (
        <Marker
          key={`gym-${item.gym.id}`}
          position={[item.latitude, item.longitude]}
          icon={gymMarkerIcon()}
          title={item.gym.name}
        >
          <Popup>{renderPopup(item.gym)}</Popup>
        </Marker>
      );
    }
    const expand = () =>
      map.setView([item.latitude, item.longitude], Math.min(index.getClusterExpansionZoom(item.id), map.getMaxZoom()));
    return (
      <Marker
        key={`cluster-${item.id}`}
        position={[item.latitude, item.longitude]}
        icon={clusterIcon(item.count)}
        title={clusterTitle(item.count)}
        eventHandlers={{
          click: expand,
          keypress: (event) => {
            if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') expand();
          },
        }}
      />
    );
  });
}
