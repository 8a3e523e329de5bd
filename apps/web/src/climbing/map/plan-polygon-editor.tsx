import { MAX_SECTOR_POLYGON_POINTS, type PlanPoint, type PlanSize } from '@climb/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconCurrentLocation, IconEraser } from '@tabler/icons-react';
import L, { type LeafletKeyboardEvent, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { type Dispatch, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet';
import { TouchTargets } from '../../components/touch-targets';
import { latLngToPlan, planToLatLng } from './plan-coordinates';
import { type PlanImage, PlanMap, type PlanSector } from './plan-map';
import {
  type PolygonAction,
  type PolygonDrawing,
  polygonControls,
  polygonDrawingReducer,
  startPolygon,
} from './polygon-drawing';

const DRAFT_COLOR = '#e8590c';

const vertexIcon = (closes: boolean) =>
  L.divIcon({
    className: closes ? 'cordee-plan-vertex cordee-plan-vertex-first' : 'cordee-plan-vertex',
    iconSize: [44, 44],
  });

const isActivation = (event: LeafletKeyboardEvent) =>
  event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ';

/** Gives the Leaflet map to the buttons under it ("add the centre of the view"). */
function MapHandle({ onMap }: { onMap: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}

/**
 * The outline being drawn: each tap on the plan adds a point, each point can be dragged, and the
 * first point closes the outline once it has three (tapped, or Enter on it).
 */
function OutlineDraft({
  drawing,
  dispatch,
  plan,
}: {
  drawing: PolygonDrawing;
  dispatch: Dispatch<PolygonAction>;
  plan: PlanSize;
}) {
  const { t } = useTranslation('map');
  useMapEvents({ click: (event) => dispatch({ type: 'add', point: latLngToPlan(event.latlng, plan) }) });
  const positions = drawing.points.map((point) => planToLatLng(point, plan));
  const closable = polygonControls(drawing).canClose;
  const close = () => dispatch({ type: 'close' });
  return (
    <>
      {drawing.closed ? (
        <Polygon positions={positions} pathOptions={{ color: DRAFT_COLOR, weight: 3 }} interactive={false} />
      ) : positions.length >= 2 ? (
        <Polyline positions={positions} pathOptions={{ color: DRAFT_COLOR, weight: 3 }} interactive={false} />
      ) : null}
      {positions.map((position, index) => {
        const closesHere = index === 0 && closable;
        return (
          <Marker
            // A point is known by its place in the outline: moving one keeps its index. The first point is made
            // again when it starts or stops closing the outline (a marker's keyboard access is set when it is made).
            key={closesHere ? 'close' : index}
            position={position}
            draggable
            keyboard={closesHere}
            icon={vertexIcon(closesHere)}
            title={closesHere ? t('outline.firstPoint') : t('outline.point', { number: index + 1 })}
            eventHandlers={{
              dragend: (event) =>
                dispatch({
                  type: 'move',
                  index,
                  point: latLngToPlan((event.target as LeafletMarker).getLatLng(), plan),
                }),
              ...(closesHere
                ? {
                    click: close,
                    keypress: (event: LeafletKeyboardEvent) => {
                      if (isActivation(event)) close();
                    },
                  }
                : {}),
            }}
          />
        );
      })}
    </>
  );
}

export interface PlanPolygonEditorProps {
  /** What the plan shows, for screen readers. */
  mapLabel: string;
  plan: PlanImage;
  /** The saved outline to correct; none for a new sector. */
  initialPoints?: readonly PlanPoint[];
  /** The plan's other sectors, drawn under the outline. */
  sectors?: readonly PlanSector[];
  /** The outline's points (plan pixels) after each change. */
  onChange: (points: PlanPoint[]) => void;
  /** The form's message about the outline (a server's refusal, a missing outline). */
  error?: string;
  height?: number | string;
}

/**
 * Drawing a sector's outline on the plan, with a finger or a mouse: a tap adds a point, a point is
 * dragged to move it, the outline is closed on its first point or with the button, and the last
 * step can be undone. "Add the centre of the view" puts a point under the cross: precise on a
 * phone, and the way to draw with a keyboard (arrow keys move the plan). Points stay on the plan;
 * what is wrong with the outline (`planPolygonProblem`, as the server checks it) is said as one draws.
 */
export function PlanPolygonEditor({
  mapLabel,
  plan,
  initialPoints,
  sectors,
  onChange,
  error,
  height,
}: PlanPolygonEditorProps) {
  const { t } = useTranslation('map');
  const [drawing, dispatch] = useReducer(polygonDrawingReducer, null, () => startPolygon(plan, initialPoints));
  const [map, setMap] = useState<LeafletMap | null>(null);
  const controls = polygonControls(drawing);

  // Tells the form each new outline, not the one it gave.
  const reported = useRef(drawing.points);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (drawing.points === reported.current) return;
    reported.current = drawing.points;
    onChangeRef.current(drawing.points);
  }, [drawing.points]);

  const addCentre = () => {
    if (map) dispatch({ type: 'add', point: latLngToPlan(map.getCenter(), plan) });
  };
  // An outline still being drawn is not wrong for being short; one with a problem is told as soon as it has it.
  const problem = controls.problem === 'too_short' && !drawing.closed ? null : controls.problem;

  return (
    <Stack gap="sm">
      <PlanMap label={mapLabel} plan={plan} sectors={sectors} height={height}>
        <OutlineDraft drawing={drawing} dispatch={dispatch} plan={plan} />
        <MapHandle onMap={setMap} />
        {drawing.closed ? null : <span className="cordee-plan-crosshair" aria-hidden />}
      </PlanMap>
      <Text size="sm" c="dimmed">
        {drawing.closed ? t('outline.closedHint') : t('outline.hint')}
      </Text>
      <TouchTargets>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconCurrentLocation size={18} aria-hidden />}
            onClick={addCentre}
            disabled={!controls.canAdd || !map}
          >
            {t('outline.addCentre')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={() => dispatch({ type: 'undo' })}
            disabled={!controls.canUndo}
          >
            {t('outline.undo')}
          </Button>
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            onClick={() => dispatch({ type: 'close' })}
            disabled={!controls.canClose}
          >
            {t('outline.close')}
          </Button>
          <Button
            variant="subtle"
            c="var(--mantine-color-error)"
            leftSection={<IconEraser size={18} aria-hidden />}
            onClick={() => dispatch({ type: 'clear' })}
            disabled={drawing.points.length === 0}
          >
            {t('outline.clear')}
          </Button>
        </Group>
      </TouchTargets>
      <Text size="sm" aria-live="polite" data-testid="outline-status">
        {t('outline.status', { count: drawing.points.length, max: MAX_SECTOR_POLYGON_POINTS })}
        {drawing.closed ? ` · ${t('outline.closed')}` : ''}
      </Text>
      {problem ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t(`outline.problem.${problem}`, { max: MAX_SECTOR_POLYGON_POINTS })}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
