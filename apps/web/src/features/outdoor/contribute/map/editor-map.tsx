import type { CragMap, PathPoint } from '@climb/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { type ReactNode, useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { BaseMap } from '../../../../climbing/map/base-map';
import { CragContextLayers, type HiddenItem } from './crag-context-layers';
import classes from './map-editor.module.css';

/** Gives the Leaflet map to the controls outside it ("add the map centre"). */
function MapHandle({ onMap }: { onMap: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}

export interface EditorMapProps {
  label: string;
  center: PathPoint;
  zoom: number;
  /** What is already on the crag map, drawn under the item being edited. */
  context?: CragMap | null;
  /** The item being edited, left out of the context. */
  hide?: HiddenItem;
  /** Shows the centre of the map (drawing: "add the map centre"). */
  crosshair?: boolean;
  onMap?: (map: LeafletMap) => void;
  children?: ReactNode;
}

/** The map of every wiki editor: the crag's context, the item being edited, tall enough on a phone. */
export function EditorMap({ label, center, zoom, context, hide, crosshair, onMap, children }: EditorMapProps) {
  return (
    <BaseMap label={label} center={center} zoom={zoom} height="min(60vh, 460px)">
      {context ? <CragContextLayers map={context} hide={hide} /> : null}
      {children}
      {onMap ? <MapHandle onMap={onMap} /> : null}
      {crosshair ? <span className={classes.crosshair} aria-hidden /> : null}
    </BaseMap>
  );
}
