import 'leaflet/dist/leaflet.css';
import './plan-map.css';
import type { PlanPoint, PlanSize } from '@climb/contracts';
import L, { type LatLngBoundsExpression, type LatLngExpression, type PathOptions } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, ImageOverlay, MapContainer, Polygon, Tooltip, useMap, ZoomControl } from 'react-leaflet';
import { PlainButton } from '../../components/plain-ui';
import { leafletCredit } from './base-map';
import { planBounds, planToLatLng } from './plan-coordinates';

/** A gym space's plan image and its size in pixels. */
export interface PlanImage extends PlanSize {
  url: string;
}

/** A sector drawn on the plan: its outline in the plan's pixels. */
export interface PlanSector {
  id: number;
  name: string;
  points: readonly PlanPoint[];
}

/** Zooming out down to 1/64: a plan 64 times wider than the screen still fits. */
const MIN_ZOOM = -6;
/** Zooming in up to 8 screen pixels per plan pixel. */
const MAX_ZOOM = 3;

/** Sectors over the plan image (light or dark drawings): strong colours, the selected one thicker and fuller. */
const SECTOR_STYLE: PathOptions = { color: '#1971c2', weight: 2, fillOpacity: 0.15 };
const SELECTED_STYLE: PathOptions = { color: '#e8590c', weight: 4, fillOpacity: 0.35 };

/** Brings the selected sector into view, zooming out if it does not fit, never in. */
function ShowSelected({ sector, plan }: { sector: PlanSector | undefined; plan: PlanSize }) {
  const map = useMap();
  useEffect(() => {
    if (!sector || sector.points.length === 0) return;
    const bounds = L.latLngBounds(sector.points.map((point) => planToLatLng(point, plan)));
    if (!map.getBounds().contains(bounds)) map.fitBounds(bounds, { padding: [24, 24], maxZoom: map.getZoom() });
  }, [map, sector, plan]);
  return null;
}

interface SectorShapeProps {
  name: string;
  positions: LatLngExpression[];
  selected: boolean;
  onSelect: (() => void) | undefined;
}

/**
 * A sector's outline and its name. Selecting it restyles the same outline and label in place: a new
 * label would stand empty for a frame (its name portalled in after Leaflet adds it), and screen
 * readers and the accessibility checks would meet a tooltip without a name.
 */
function SectorShape({ name, positions, selected, onSelect }: SectorShapeProps) {
  const outline = useRef<L.Polygon>(null);
  const label = useRef<L.Tooltip>(null);
  useEffect(() => {
    label.current?.getElement()?.classList.toggle('cordee-plan-label-selected', selected);
    // The selected outline over its neighbours, where they touch.
    if (selected) outline.current?.bringToFront();
  }, [selected]);
  return (
    <Polygon
      ref={outline}
      positions={positions}
      pathOptions={selected ? SELECTED_STYLE : SECTOR_STYLE}
      interactive={onSelect !== undefined}
      eventHandlers={onSelect ? { click: onSelect } : undefined}
    >
      <Tooltip
        ref={label}
        permanent
        direction="center"
        className={`cordee-plan-label${selected ? ' cordee-plan-label-selected' : ''}`}
      >
        {name}
      </Tooltip>
    </Polygon>
  );
}

export interface PlanMapProps {
  /** What the plan shows, for screen readers ("Plan of the bouldering room"). */
  label: string;
  plan: PlanImage;
  sectors?: readonly PlanSector[];
  selectedId?: number | null;
  /** Called with the sector tapped on the plan or chosen in the list; without it the sectors are only drawn. */
  onSelect?: (id: number) => void;
  /** CSS height; the plan takes the full width. */
  height?: number | string;
  /** More layers on the plan (an outline being drawn). */
  children?: ReactNode;
}

/**
 * A gym space's plan, whole in its box at first, to pan and pinch (or zoom with the buttons and the
 * keyboard), with its sectors drawn and named. A sector is chosen by tapping it or in the list of
 * buttons under the plan, which is also the keyboard's and screen readers' way to it. Leaflet shows
 * the image in a flat projection (plan-coordinates.ts); no map tiles. Import it only from lazily
 * loaded pages, like `BaseMap`.
 */
export function PlanMap({
  label,
  plan,
  sectors = [],
  selectedId = null,
  onSelect,
  height = 'min(70vh, 560px)',
  children,
}: PlanMapProps) {
  const { t, i18n } = useTranslation(['map', 'common']);
  const { width, height: planHeight } = plan;
  const bounds = useMemo<LatLngBoundsExpression>(() => planBounds({ width, height: planHeight }), [width, planHeight]);
  const size = useMemo(() => ({ width, height: planHeight }), [width, planHeight]);
  const drawn = useMemo(
    () =>
      sectors.map((sector) => ({
        ...sector,
        positions: sector.points.map((point) => planToLatLng(point, size)),
      })),
    [sectors, size],
  );
  const selected = sectors.find((sector) => sector.id === selectedId);
  return (
    <div className="cordee-plan-map">
      <section aria-label={label} style={{ height, width: '100%', position: 'relative', zIndex: 0 }}>
        <MapContainer
          // Another plan is another map: its bounds and limits are set when the map is made.
          key={`${plan.url} ${width}x${planHeight}`}
          crs={L.CRS.Simple}
          bounds={bounds}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          zoomSnap={0.25}
          maxBounds={L.latLngBounds(planBounds(size)).pad(0.25)}
          maxBoundsViscosity={1}
          zoomControl={false}
          attributionControl={false}
          style={{ height: '100%', width: '100%' }}
        >
          <ImageOverlay url={plan.url} bounds={bounds} className="cordee-plan-image" />
          <ZoomControl
            key={`zoom-${i18n.language}`}
            zoomInTitle={t('common:map.zoomIn')}
            zoomOutTitle={t('common:map.zoomOut')}
          />
          <AttributionControl
            key={`attribution-${i18n.language}`}
            prefix={leafletCredit(t('common:map.leafletTitle'), false)}
          />
          {drawn.map((sector) => (
            <SectorShape
              key={sector.id}
              name={sector.name}
              positions={sector.positions}
              selected={sector.id === selectedId}
              onSelect={onSelect ? () => onSelect(sector.id) : undefined}
            />
          ))}
          <ShowSelected sector={selected} plan={size} />
          {children}
        </MapContainer>
      </section>
      {onSelect && sectors.length > 0 ? (
        <ul className="cordee-plan-sectors" aria-label={t('plan.sectors')}>
          {sectors.map((sector) => (
            <li key={sector.id}>
              <PlainButton
                variant={sector.id === selectedId ? 'filled' : 'default'}
                aria-pressed={sector.id === selectedId}
                onClick={() => onSelect(sector.id)}
              >
                {sector.name}
              </PlainButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
