import type { PathPoint } from '@climb/contracts';
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { useMemo } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import { FollowPoint } from './editor-map';

/**
 * The point being placed: a tap on the map puts it there, the marker can be dragged (mouse or
 * finger), and a point typed in the inputs is brought into view.
 */
export function PointDraft({
  point,
  onChange,
  title,
}: {
  point: PathPoint | null;
  onChange: (point: PathPoint) => void;
  /** The marker's name for screen readers and on hover. */
  title: string;
}) {
  useMapEvents({ click: (event) => onChange([event.latlng.lat, event.latlng.lng]) });
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onChange([lat, lng]);
      },
    }),
    [onChange],
  );
  return (
    <>
      <FollowPoint point={point} />
      {point ? <Marker position={point} draggable title={title} alt={title} eventHandlers={handlers} /> : null}
    </>
  );
}
