import L from 'leaflet';
import { Marker } from 'react-leaflet';

const POINT_SIZE = 22;

/** A blue dot in a white ring: the point distances are measured from (you, a picked point, a town). */
const pointIcon = L.divIcon({
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="${POINT_SIZE}" height="${POINT_SIZE}" viewBox="0 0 22 22" aria-hidden="true"><circle cx="11" cy="11" r="8" fill="#1c7ed6" stroke="#fff" stroke-width="3"/><circle cx="11" cy="11" r="10" fill="none" stroke="#1c7ed6" stroke-opacity="0.35" stroke-width="2"/></svg>`,
  className: 'cordee-crag-marker',
  iconSize: [POINT_SIZE, POINT_SIZE],
  iconAnchor: [POINT_SIZE / 2, POINT_SIZE / 2],
});

/** The centre of an "around" search on a map, named for screen readers by `title`. */
export function PointMarker({ latitude, longitude, title }: { latitude: number; longitude: number; title: string }) {
  return (
    <Marker position={[latitude, longitude]} icon={pointIcon} title={title} keyboard={false} zIndexOffset={1000} />
  );
}
