import 'leaflet/dist/leaflet.css';
import L, { type FitBoundsOptions, type LatLngBoundsExpression, type LatLngExpression } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, TileLayer, useMapEvent, ZoomControl } from 'react-leaflet';
import { runtimeConfig } from '../../lib/runtime-config';

// Under a bundler Leaflet cannot find its default marker images by itself (docs/stack-pitfalls.md).
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** The credits of a map inside another site's frame: their links leave the frame rather than load inside it. */
const TOP_LEVEL_OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_top">OpenStreetMap</a>';

/** Leaflet's credit, first in the attribution line, with its tooltip in the interface language. */
export function leafletCredit(title: string, topLevelLinks: boolean): string {
  return `<a href="https://leafletjs.com" title="${title}"${topLevelLinks ? ' target="_top"' : ''}>Leaflet</a>`;
}

/** Leaflet names every popup's close button "Close popup", with no option: renamed as each opens. */
function PopupCloseLabel({ label }: { label: string }) {
  useMapEvent('popupopen', (event) => {
    event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', label);
  });
  return null;
}

export interface BaseMapProps {
  /** What the map shows, for screen readers ("Map of the crags"). */
  label: string;
  center?: LatLngExpression;
  zoom?: number;
  /** Fits the view to these bounds instead of center and zoom. */
  bounds?: LatLngBoundsExpression;
  /** How the bounds are fitted: padding around the shapes, the closest zoom allowed. */
  boundsOptions?: FitBoundsOptions;
  /** CSS height; the map takes the full width. */
  height?: number | string;
  children?: ReactNode;
  scrollWheelZoom?: boolean;
  /** The map's own links (its credits) open at the top level: a map shown inside another site's frame. */
  topLevelLinks?: boolean;
}

/**
 * A Leaflet map on the configured tile server (`MAP_TILE_URL`, OpenStreetMap by default). Import it
 * only from lazily loaded pages: Leaflet stays out of the first load. Works without tiles (offline,
 * tests): markers and shapes still draw. Leaflet's own controls speak the interface language (its
 * texts are English): they are made here rather than by the map, again when the language changes.
 */
export function BaseMap({
  label,
  center,
  zoom = 12,
  bounds,
  boundsOptions,
  height = 360,
  children,
  scrollWheelZoom = true,
  topLevelLinks = false,
}: BaseMapProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <section aria-label={label} style={{ height, width: '100%', position: 'relative', zIndex: 0 }}>
      <MapContainer
        center={bounds ? undefined : (center ?? [46.6, 2.4])}
        zoom={bounds ? undefined : zoom}
        bounds={bounds}
        boundsOptions={boundsOptions}
        scrollWheelZoom={scrollWheelZoom}
        zoomControl={false}
        attributionControl={false}
        style={{ height: '100%', width: '100%', borderRadius: 8 }}
      >
        <TileLayer
          url={runtimeConfig.mapTileUrl}
          attribution={topLevelLinks ? TOP_LEVEL_OSM_ATTRIBUTION : OSM_ATTRIBUTION}
        />
        <ZoomControl key={`zoom-${i18n.language}`} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        <AttributionControl
          key={`attribution-${i18n.language}`}
          prefix={leafletCredit(t('map.leafletTitle'), topLevelLinks)}
        />
        <PopupCloseLabel label={t('map.closePopup')} />
        {children}
      </MapContainer>
    </section>
  );
}
