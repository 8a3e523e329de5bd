import type { CragMap, PathPoint } from '@climb/contracts';
import { Fieldset, Stack } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useReducer, useState } from 'react';
import type { HiddenItem } from './crag-context-layers';
import { DrawingControls } from './drawing-controls';
import { EditorMap } from './editor-map';
import type { CragPlace } from './map-item-editor';
import { PathDraft } from './path-draft';
import { pathDrawingReducer, startDrawing } from './path-drawing';

/**
 * A line drawn on the crag map, point by point, with its drawing buttons: the approach's path and
 * the rock bar's cliff line are drawn the same way. The drawing state lives here; each step hands
 * the points to `onPath` (a stable setter: it runs after every change).
 */
export function PathField({
  legend,
  mapLabel,
  crag,
  cragMap,
  initialPath,
  zoom,
  hide,
  color,
  error,
  onPath,
}: {
  legend: string;
  mapLabel: string;
  crag: CragPlace;
  cragMap: CragMap | null;
  initialPath: readonly PathPoint[];
  zoom: number;
  hide: HiddenItem;
  color: string;
  error?: string;
  onPath: (points: PathPoint[]) => void;
}) {
  const [drawing, dispatch] = useReducer(pathDrawingReducer, initialPath, startDrawing);
  const [map, setMap] = useState<LeafletMap | null>(null);
  useEffect(() => onPath(drawing.points), [drawing.points, onPath]);
  return (
    <Fieldset legend={legend} radius="md">
      <Stack gap="sm">
        <EditorMap
          label={mapLabel}
          center={drawing.points[0] ?? [crag.latitude, crag.longitude]}
          zoom={zoom}
          context={cragMap}
          hide={hide}
          crosshair={!drawing.finished}
          onMap={setMap}
        >
          <PathDraft drawing={drawing} dispatch={dispatch} color={color} />
        </EditorMap>
        <DrawingControls drawing={drawing} dispatch={dispatch} map={map} error={error} />
      </Stack>
    </Fieldset>
  );
}
