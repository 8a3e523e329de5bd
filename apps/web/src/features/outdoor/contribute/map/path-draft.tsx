import type { PathPoint } from '@climb/contracts';
import L, { type Marker as LeafletMarker } from 'leaflet';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Polyline, useMapEvents } from 'react-leaflet';
import { MAP_COLORS } from './crag-context-layers';
import classes from './map-editor.module.css';
import type { PathAction, PathDrawing } from './path-drawing';

const vertexIcon = (last: boolean) =>
  L.divIcon({ className: `${classes.vertex} ${last ? classes.vertexLast : ''}`, iconSize: [44, 44] });

/**
 * The line being drawn: each tap on the map adds a point (until it is finished), each point can be
 * dragged to correct it. The last point is filled, so one sees where the line goes on from.
 */
export function PathDraft({
  drawing,
  dispatch,
  color = MAP_COLORS.draft,
}: {
  drawing: PathDrawing;
  dispatch: Dispatch<PathAction>;
  color?: string;
}) {
  const { t } = useTranslation('contribute');
  useMapEvents({ click: (event) => dispatch({ type: 'add', point: [event.latlng.lat, event.latlng.lng] }) });
  const lastIndex = drawing.points.length - 1;
  return (
    <>
      {drawing.points.length >= 2 ? (
        <Polyline positions={drawing.points} pathOptions={{ color, weight: 5 }} interactive={false} />
      ) : null}
      {drawing.points.map((point: PathPoint, index) => (
        <Marker
          // A point is known by its place in the line: moving one keeps its index.
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the point's identity in the line.
          key={index}
          position={point}
          draggable
          icon={vertexIcon(index === lastIndex)}
          title={t('drawing.point', { number: index + 1 })}
          eventHandlers={{
            dragend: (event) => {
              const { lat, lng } = (event.target as LeafletMarker).getLatLng();
              dispatch({ type: 'move', index, point: [lat, lng] });
            },
          }}
        />
      ))}
    </>
  );
}
