import type { GymFeature } from '@climb/contracts';
import L from 'leaflet';
import type { ReactNode } from 'react';
import { ClusteredMarkers, type PlaceMarker } from '../../../../climbing/map/crag-markers';
import { MARKER_SIZE } from '../../../../climbing/map/marker-icons';
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

export type GymMarkerProps = GymFeature['properties'];

interface GymMarkersProps {
  features: readonly GymFeature[];
  renderPopup(gym: GymMarkerProps): ReactNode;
  /** The title of a bubble for screen readers and on hover ("12 gyms: zoom in"). */
  clusterTitle(count: number): string;
}

function gymMarker(gym: GymMarkerProps): PlaceMarker {
  return { key: `gym-${gym.id}`, icon: gymMarkerIcon(), title: gym.name };
}

/**
 * Clustered gym markers, as the crags map draws its crags: a bubble zooms to where its gyms separate, a gym opens
 * its popup. Draw it inside a `BaseMap`.
 */
export function GymMarkers({ features, renderPopup, clusterTitle }: GymMarkersProps) {
  return (
    <ClusteredMarkers features={features} marker={gymMarker} renderPopup={renderPopup} clusterTitle={clusterTitle} />
  );
}
