import type { PathPoint } from '@climb/contracts';
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';

/** Brings a point typed in the inputs into view (zooming in to at least `zoom`). */
function FollowPoint({ point, zoom = 15 }: { point: PathPoint | null; zoom?: number }) {
  const map = useMap();
  const [latitude, longitude] = point ?? [null, null];
  useEffect(() => {
    if (latitude === null || longitude === null) return;
    if (!map.getBounds().contains([latitude, longitude])) {
      map.setView([latitude, longitude], Math.max(map.getZoom(), zoom));
    }
  }, [map, latitude, longitude, zoom]);
  return null;
}

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
